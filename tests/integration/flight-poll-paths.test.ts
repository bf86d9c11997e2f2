/**
 * The flight-search polling machine's covering paths (storePathCover, as for the bound machines) run
 * through its flow (src/flows/flights/search.flow.ts `searchPollFlow`: the machine with the real
 * `pollFlightSearch` server function) against the real services on a database of their own. The
 * browser cannot show this child machine's own states (they live inside the search's `polling`,
 * which the flight-search binding drives in Chromium), so here every step is caused one layer down:
 *
 * - a real search is started through the BFF with a sandbox scenario made for the path (enough
 *   batches for its "more to come" answers; `fail-at-batch-K` where the path's poll is refused);
 * - each poll request is held from the step that sends it until the path's answer step; before it
 *   goes on, the services' clock (the flight supplier's `now`) is moved to where the services give
 *   that answer: not at all for "nothing new", to the next batch, to the last, past the expiry;
 *   a failed request is a dropped connection;
 * - the machine's own waits (first wait, interval, expiry) run on the actor's simulated clock.
 *
 * After every step the flow must be in the path's state, with what that state promises.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createActor, SimulatedClock, waitFor, type AnyActorRef } from 'xstate'
import { findMachine } from '@machines/catalogue'
import type { PollTiming } from '@machines/flights/types'
import type { MachinePath, PathStep } from '@machines/lib/paths'
import { storePathCover } from '@machines/lib/store-paths'
import { defaultProductConfig } from '@config'
import type { RunningUpstream } from '~/services/main'
import { newRequest } from '../support/fake-start-request'
import { EXAMPLES_TAKEN_AT, startTestUpstream } from '../support/upstream'

vi.mock('@tanstack/react-start/server', () => import('../support/fake-start-request'))
vi.mock('@tanstack/react-start', () => import('../support/fake-server-fn'))

const entry = findMachine('flight-search-poll')!
const { paths } = storePathCover(entry)

const label = {
  unchanged: 'the server answers 304: nothing new',
  batch: 'the server sends a batch of flights, more to come',
  complete: 'the server sends the last flights: the search is complete',
  expired: 'the server says the search expired',
  failed: 'the server says the search failed',
} as const

/** Batches fall due this far apart by the services' clock, which only this test moves. */
const latencyMs = 10_000

// ——— The services, on a clock this test moves ———

let now = EXAMPLES_TAKEN_AT
let services: RunningUpstream
const savedEnv = { UPSTREAM_URL: process.env.UPSTREAM_URL, SESSION_SECRET: process.env.SESSION_SECRET }
let flow: ReturnType<typeof import('~/flows/flights/search.flow').searchPollFlow>
let startFlightSearch: typeof import('~/server/flights/search.functions').startFlightSearch

// ——— Held poll requests ———

interface Held {
  go: () => void
  drop: () => void
}
const realFetch = globalThis.fetch
let holding = false
const held: Held[] = []

function heldFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const url = input instanceof Request ? input.url : String(input)
  const method = (input instanceof Request ? input.method : init?.method) ?? 'GET'
  if (!holding || method !== 'GET' || !/\/flights\/search\/[^/?]+/.test(url)) return realFetch(input, init)
  return new Promise((resolve, reject) => {
    held.push({
      go: () => resolve(realFetch(input, init)),
      drop: () => reject(new TypeError('fetch failed', { cause: { code: 'ECONNRESET' } })),
    })
  })
}

async function heldPoll(where: string): Promise<Held> {
  await vi.waitFor(() => expect(held.length, `${where}: the flow sent no poll`).toBe(1), { timeout: 5_000 })
  return held.shift()!
}

beforeAll(async () => {
  services = await startTestUpstream({ flightsNow: () => now })
  process.env.UPSTREAM_URL = services.url
  process.env.SESSION_SECRET = 'flight-poll-paths-secret-0123456789abcdef'
  vi.stubGlobal('fetch', heldFetch)
  flow = (await import('~/flows/flights/search.flow')).searchPollFlow()
  startFlightSearch = (await import('~/server/flights/search.functions')).startFlightSearch
}, 60_000)

afterAll(async () => {
  vi.unstubAllGlobals()
  await services?.close()
  for (const [key, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
})

// ——— One path ———

interface Search {
  id: string
  etag: string | null
  createdAt: number
  /** Batches delivered so far, the start's own included. */
  delivered: number
  batches: number
  failAt: number | null
}

/** The scenario that lets the services give every answer the path asks of them, in its order. */
function scenarioFor(path: MachinePath): { batches: number; failAt: number | null } {
  const answers = path.steps
    .filter((s) => s.actorId === 'pollSearch' && s.kind === 'done')
    .map((s) => s.label)
  const more = answers.filter((a) => a === label.batch).length
  const failedAfter = answers.indexOf(label.failed)
  const failAt =
    failedAfter < 0 ? null : 1 + answers.slice(0, failedAfter).filter((a) => a === label.batch).length
  // The start's batch, one per "more to come", the last one; and room for a refused batch after them.
  return { batches: Math.max(2 + more, (failAt ?? 0) + 1), failAt }
}

async function startSearch(path: MachinePath): Promise<Search> {
  const { batches, failAt } = scenarioFor(path)
  const scenario = [`batches=${batches}`, `latencyMs=${latencyMs}`]
  if (failAt !== null) scenario.push(`failure=fail-at-batch-${failAt}`)
  newRequest()
  const createdAt = now
  const started = await startFlightSearch({
    data: {
      origin: { code: 'DEL', country: 'IN' },
      destination: { code: 'BOM', country: 'IN' },
      search_type: 'one_way',
      travel_date: '2026-12-10',
      scenario: scenario.join(';'),
    },
  })
  expect(started.answer.meta.status, 'the search starts with its first batch, more to come').toBe('PENDING')
  return { id: started.answer.data.id, etag: started.etag, createdAt, delivered: 1, batches, failAt }
}

async function cause(step: PathStep, search: Search, clock: SimulatedClock): Promise<void> {
  const where = `"${step.label}"`
  if (step.kind === 'after') return clock.increment(step.delayMs!)
  if (step.actorId !== 'pollSearch') throw new Error(`no way to cause ${step.event.type} ${where}`)
  const poll = await heldPoll(where)
  if (step.kind === 'error') return poll.drop()
  const batchDue = (k: number) => search.createdAt + k * latencyMs
  if (step.label === label.batch) now = batchDue(search.delivered++)
  else if (step.label === label.complete) now = batchDue(search.batches - 1)
  else if (step.label === label.failed) now = batchDue(search.failAt!)
  else if (step.label === label.expired) now = search.createdAt + defaultProductConfig.timers.fifteenMinuteMs
  else if (step.label !== label.unchanged) throw new Error(`no way to cause ${where}`)
  poll.go()
}

async function expectState(step: PathStep, actor: AnyActorRef): Promise<void> {
  const expected = JSON.stringify(step.snapshot.value)
  const where = `after "${step.label}" the flow should be in ${step.stateLabel}`
  const snapshot = await waitFor(actor, (s) => JSON.stringify(s.value) === expected, {
    timeout: 5_000,
  }).catch(() => {
    throw new Error(`${where}, but it is in ${JSON.stringify(actor.getSnapshot().value)}`)
  })
  const { context } = snapshot
  expect(context.polls, `${where}: polls answered`).toBe(step.snapshot.context.polls)
  if (snapshot.matches('failed')) expect(context.error, where).toMatch(/\w/)
  if (step.kind === 'done' && step.label !== label.unchanged && !snapshot.matches('failed'))
    expect(context.etag, `${where}: the ETag of the answer is kept for the next poll`).not.toBe(null)
}

async function runPath(path: MachinePath): Promise<void> {
  now = EXAMPLES_TAKEN_AT + Math.floor(Math.random() * 1000) * 60_000
  const search = await startSearch(path)
  holding = true
  const clock = new SimulatedClock()
  // The catalogue's sample timing (500 ms, 1 s, 120 s), as the visualizer shows the machine.
  const { timing } = entry.sampleInputs as { timing: PollTiming }
  const actor = createActor(flow, { clock, input: { searchId: search.id, etag: search.etag, timing } })
  try {
    actor.start()
    for (const [i, step] of path.steps.entries()) {
      if (i > 0) await cause(step, search, clock)
      await expectState(step, actor)
    }
  } finally {
    actor.stop()
    holding = false
    for (const request of held.splice(0)) request.drop()
  }
}

describe('flight-search polling: covering paths through the flow, against the services', () => {
  it('has covering paths that take every transition', () => {
    expect(paths.length).toBeGreaterThan(0)
  })
  paths.forEach((path, i) =>
    it(`path ${i + 1} of ${paths.length}: ${path.steps.length - 1} steps, ends in ${path.stateLabel}`, async () => {
      await runPath(path)
    }),
  )
})
