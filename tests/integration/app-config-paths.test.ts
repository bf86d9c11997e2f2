/**
 * The app-configuration machine's covering paths (storePathCover, as for the bound machines) run
 * through its flow (src/flows/config/app-config.flow.ts) with the real actors: the device's saved
 * copy (a Storage) and the BFF's server function, against the real services on a database of their
 * own. The browser cannot drive this machine: it runs by itself when the page is idle, its first
 * state lasts one read of localStorage (no step of a person shows it), and the store offers no
 * "refresh" or "retry" of its configuration. So here every step is caused the way the browser
 * harness causes it (tests/e2e/model/harness.ts) one layer down:
 *
 * - the saved copy is arranged before the start: an earlier visit's copy, none, or a damaged one;
 * - the services' answer is held from the step that sends the request until the path's answer
 *   step: it goes on to the services (a new configuration published first when the path wants a
 *   fresh one), or the connection drops;
 * - the request timeout runs out on the actor's clock;
 * - REFRESH and RETRY are sent as the flow's hook sends them (`useAppConfiguration`).
 *
 * After every step the flow must be in the path's state, with what that state promises: where the
 * configuration came from, what is saved on the device.
 */
import { serve } from '@hono/node-server'
import { desc } from 'drizzle-orm'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createActor, SimulatedClock, waitFor, type AnyActorRef } from 'xstate'
import { findMachine } from '@machines/catalogue'
import type { MachinePath, PathStep } from '@machines/lib/paths'
import { storePathCover } from '@machines/lib/store-paths'
import { createUpstreamApp } from '~/services/app'
import { openDatabase, type OpenDatabase } from '~/services/db/client'
import * as schema from '~/services/db/schema'
import { createTestDatabase, type TestDatabase } from '../support/upstream'
import { newRequest } from '../support/fake-start-request'

vi.mock('@tanstack/react-start/server', () => import('../support/fake-start-request'))
vi.mock('@tanstack/react-start', () => import('../support/fake-server-fn'))

const entry = findMachine('app-config')!
const { paths } = storePathCover(entry)

// ——— The services, with a hand on their database to publish a new configuration ———

let testDb: TestDatabase
let database: OpenDatabase
let close: () => Promise<void>
const savedEnv = { UPSTREAM_URL: process.env.UPSTREAM_URL, SESSION_SECRET: process.env.SESSION_SECRET }

let published: string | null = null

async function publishNewConfiguration(): Promise<string> {
  const [latest] = await database.db
    .select()
    .from(schema.appConfiguration)
    .orderBy(desc(schema.appConfiguration.version))
    .limit(1)
  if (!latest) throw new Error('no configuration is stored')
  const version = latest.version + 1
  const etag = `"configuration-v${version}-published-by-a-test"`
  await database.db.insert(schema.appConfiguration).values({
    version,
    payload: { ...latest.payload, publishedByTest: version },
    contentHash: `test-${version}`,
    etag,
  })
  published = etag
  return etag
}

// ——— Held requests to the configuration service ———

interface Held {
  /** The request goes on to the services; settles when they have answered. */
  go: () => Promise<unknown>
  /** The connection drops before the services see the request. */
  drop: () => void
}
const realFetch = globalThis.fetch
let holding = false
const held: Held[] = []

function heldFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const url = input instanceof Request ? input.url : String(input)
  if (!holding || !url.includes('/config/configuration')) return realFetch(input, init)
  return new Promise((resolve, reject) => {
    held.push({
      go: () => {
        const answer = realFetch(input, init)
        resolve(answer)
        return answer.then((r) => r.clone().text())
      },
      drop: () => reject(new TypeError('fetch failed', { cause: { code: 'ECONNRESET' } })),
    })
  })
}

async function heldRequest(): Promise<Held> {
  await vi.waitFor(() => expect(held.length, 'the flow sent no configuration request').toBe(1), {
    timeout: 5_000,
  })
  return held.shift()!
}

// ——— The device's storage ———

function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  }
}

let flow: typeof import('~/flows/config/app-config.flow').appConfigFlow
let storage: Storage

beforeAll(async () => {
  testDb = await createTestDatabase()
  database = await openDatabase(testDb.deployment)
  const app = createUpstreamApp({ db: database.db, kind: database.kind })
  const { server, address } = await new Promise<{ server: ReturnType<typeof serve>; address: AddressInfo }>(
    (resolve) => {
      const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) =>
        resolve({ server: s, address: info }),
      )
    },
  )
  close = async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve())
      if ('closeAllConnections' in server) server.closeAllConnections()
    })
    await database.close()
    await testDb.drop()
  }
  process.env.UPSTREAM_URL = `http://127.0.0.1:${address.port}`
  process.env.SESSION_SECRET = 'app-config-paths-secret-0123456789abcdef'
  vi.stubGlobal('fetch', heldFetch)
  vi.stubGlobal('window', {
    get localStorage() {
      return storage
    },
  })
  flow = (await import('~/flows/config/app-config.flow')).appConfigFlow
}, 60_000)

afterAll(async () => {
  vi.unstubAllGlobals()
  await close?.()
  for (const [key, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
})

// ——— Arranging, causing, checking ———

/** The saved copy the path's cache read finds, arranged before the flow starts. */
async function arrangeSavedCopy(path: MachinePath): Promise<void> {
  storage = memoryStorage()
  const read = path.steps.find((s) => s.actorId === 'readCache' && s.kind !== 'start')
  if (read?.label === 'a saved copy is found') {
    // An earlier visit: the flow runs to its end against the services and saves what they sent.
    newRequest()
    const earlier = createActor(flow).start()
    await waitFor(earlier, (s) => s.matches('ready'), { timeout: 10_000 })
    earlier.stop()
  } else if (read?.label === 'the saved copy cannot be read') {
    storage.setItem('appConfig', '{"flags": {"hotels": tr')
  }
}

async function cause(step: PathStep, actor: AnyActorRef, clock: SimulatedClock): Promise<void> {
  if (step.kind === 'user') {
    actor.send(step.event)
  } else if (step.actorId === 'readCache') {
    // The device answers by itself: what it finds was arranged before the start.
  } else if (step.kind === 'after') {
    clock.increment(step.delayMs!)
  } else if (step.actorId === 'fetchConfiguration') {
    const request = await heldRequest()
    if (step.kind === 'error') return request.drop()
    if (step.label === 'the server sends a fresh configuration') await publishNewConfiguration()
    void request.go()
  } else {
    throw new Error(`no way to cause ${step.event.type} "${step.label}"`)
  }
}

const savedEtag = () => JSON.parse(storage.getItem('appConfig-etag') ?? 'null') as string | null

/** The events the flow has taken, in order; `taken` counts those the path's steps accounted for. */
interface Heard {
  events: string[]
  taken: number
}

async function expectState(step: PathStep, actor: AnyActorRef, heard: Heard): Promise<void> {
  const expected = JSON.stringify(step.snapshot.value)
  const where = `after "${step.label}" the flow should be in ${step.stateLabel}`
  // The flow took this step's own transition (a damaged copy is an error of the read, not "none").
  if (step.kind !== 'start') {
    await vi.waitFor(() => expect(heard.events.slice(heard.taken), where).toContain(step.event.type), {
      timeout: 5_000,
    })
    heard.taken = heard.events.indexOf(step.event.type, heard.taken) + 1
  }
  const snapshot = await waitFor(actor, (s) => JSON.stringify(s.value) === expected, {
    timeout: 5_000,
  }).catch(() => {
    throw new Error(`${where}, but it is in ${JSON.stringify(actor.getSnapshot().value)}`)
  })
  const { context } = snapshot
  if (snapshot.matches('requesting')) await vi.waitFor(() => expect(held.length, where).toBe(1))
  if (snapshot.matches('cached')) {
    expect(context.source, where).toBe('cache')
    expect(context.configuration, where).toEqual(JSON.parse(storage.getItem('appConfig')!))
  }
  if (snapshot.matches('ready')) {
    expect(context.source, where).toBe('network')
    // What the services sent is what the device keeps for next time.
    expect(JSON.parse(storage.getItem('appConfig')!), where).toEqual(context.configuration)
    expect(savedEtag(), where).toBe(context.etag)
    if (published) expect(context.etag, `${where}, with the configuration just published`).toBe(published)
  }
  if (snapshot.matches('fallback')) {
    expect(context.source, where).toBe('default')
    // A timeout's words are the machine's own; a dropped connection's come from the BFF's error.
    if (step.kind === 'after') expect(context.error, where).toBe(step.snapshot.context.error)
    else expect(context.error, where).toMatch(/^\S+( \S+)+/)
  }
}

async function runPath(path: MachinePath): Promise<void> {
  await arrangeSavedCopy(path)
  published = null
  newRequest()
  holding = true
  const clock = new SimulatedClock()
  const heard: Heard = { events: [], taken: 0 }
  const actor = createActor(flow, {
    clock,
    inspect: (e) => {
      if (e.type === '@xstate.event' && e.actorRef.sessionId === e.rootId && e.event.type !== 'xstate.init')
        heard.events.push(e.event.type)
    },
  })
  try {
    actor.start()
    for (const [i, step] of path.steps.entries()) {
      if (i > 0) await cause(step, actor, clock)
      await expectState(step, actor, heard)
    }
  } finally {
    actor.stop()
    holding = false
    // A request the path leaves behind goes on to the services; nobody listens for its answer.
    await Promise.allSettled(held.splice(0).map((h) => h.go()))
  }
}

describe('app configuration: covering paths through the flow, against the services', () => {
  it('has covering paths that take every transition', () => {
    expect(paths.length).toBeGreaterThan(0)
  })
  paths.forEach((path, i) =>
    it(`path ${i + 1} of ${paths.length}: ${path.story}`, async () => {
      await runPath(path)
    }),
  )
})
