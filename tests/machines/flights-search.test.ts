import { describe, expect, it } from 'vitest'
import { assign, createActor, fromPromise, setup, SimulatedClock } from 'xstate'
import type { PollAnswer, StartAnswer } from '@contracts/flights/search-answers'
import { findMachine } from '@machines/catalogue'
import { searchPollMachine } from '@machines/flights/poll.machine'
import { flightSearchMachine, type SearchEnded } from '@machines/flights/search.machine'
import { sampleAnswer, sampleFlight, sampleOneWayRequest } from '@machines/flights/samples'
import { allStateIds } from '@machines/lib/paths'
import { runModelPaths } from '../support/model'
import { scriptedSearch, searchSettings, settle, ticker } from './flights-support'

const { initialDelayMs, intervalMs, expiryMs } = searchSettings.timing
const flightA = sampleFlight({ index: 0, travel_plan_id: 'A' })
const flightB = sampleFlight({ index: 1, travel_plan_id: 'B' })
const flightC = sampleFlight({ index: 2, travel_plan_id: 'C' })

/**
 * A search with a scripted server: `start` answers the initial request, `polls` are the poll
 * answers in order (a poll past the script never answers). Returns the polls' inputs too.
 */
function startSearch(script: { start: () => Promise<StartAnswer>; polls?: Array<PollAnswer | Error> }) {
  const clock = new SimulatedClock()
  const asked: Array<{ id: string; etag: string | null }> = []
  const polls = [...(script.polls ?? [])]
  const machine = scriptedSearch(script.start, (input) => {
    asked.push(input)
    return polls.shift()
  })
  const actor = createActor(machine, {
    clock,
    input: { request: sampleOneWayRequest, ...searchSettings },
  }).start()
  return { actor, asked, tick: ticker(clock) }
}

const pending = (results = [flightA], etag = 'W/"1"'): PollAnswer => ({
  notModified: false,
  etag,
  answer: sampleAnswer('PENDING', results),
})

describe('flight search: model-based paths', () => {
  const entry = findMachine('flight-search')!
  const paths = runModelPaths(flightSearchMachine, {
    sampleEvents: entry.sampleEvents,
    input: entry.sampleInputs,
    cover: 'transitions',
  })
  it('reaches every state and takes every transition', () => {
    const reached = new Set(paths.flatMap((p) => p.steps.flatMap((s) => s.snapshot._nodes.map((n) => n.id))))
    expect(allStateIds(flightSearchMachine).filter((id) => !reached.has(id))).toEqual([])
    expect(paths.length).toBeGreaterThanOrEqual(15)
  })
})

describe('flight search poll: model-based paths', () => {
  const entry = findMachine('flight-search-poll')!
  const paths = runModelPaths(searchPollMachine, {
    sampleEvents: entry.sampleEvents,
    input: entry.sampleInputs,
    cover: 'transitions',
  })
  it('reaches every state, the 500 ms, 1 s and 120 s timers included', () => {
    const reached = new Set(paths.flatMap((p) => p.steps.flatMap((s) => s.snapshot._nodes.map((n) => n.id))))
    expect(allStateIds(searchPollMachine).filter((id) => !reached.has(id))).toEqual([])
    const delays = new Set(paths.flatMap((p) => p.steps.map((s) => s.delayMs)))
    expect(delays).toContain(initialDelayMs)
    expect(delays).toContain(intervalMs)
    expect(delays).toContain(expiryMs)
  })
})

describe('flight search: examples', () => {
  it('waits 500 ms for the first poll, then polls every second with the last ETag, appending batches in order', async () => {
    const { actor, asked, tick } = startSearch({
      start: async () => ({ answer: sampleAnswer('PENDING', [flightA]), etag: 'W/"0"' }),
      polls: [
        pending([flightB], 'W/"1"'),
        pending([flightC], 'W/"2"'),
        { notModified: false, etag: 'W/"3"', answer: sampleAnswer('SUCCESS', []) },
      ],
    })
    await settle()
    expect(actor.getSnapshot().value).toBe('polling')
    await tick(initialDelayMs - 1)
    expect(asked).toHaveLength(0)
    await tick(1)
    expect(asked).toEqual([{ id: 'search-1', etag: 'W/"0"' }])
    expect(actor.getSnapshot().context.results.map((r) => r.travel_plan_id)).toEqual(['A', 'B'])
    await tick(intervalMs)
    expect(asked[1]).toEqual({ id: 'search-1', etag: 'W/"1"' })
    await tick(intervalMs)
    const { context, value } = actor.getSnapshot()
    expect(value).toBe('succeeded')
    expect(context.results.map((r) => r.travel_plan_id)).toEqual(['A', 'B', 'C'])
    expect(context.status).toBe('SUCCESS')
    expect(context.progress).toMatchObject({ batches: 4, elapsedMs: initialDelayMs + 2 * intervalMs })
  })

  it('takes off the flights a later poll withdraws (sold out since they were shown), and keeps the rest', async () => {
    const withdrawing = (results: (typeof flightA)[], withdrawn: string[], etag: string): PollAnswer => {
      const answer = sampleAnswer('PENDING', results)
      return { notModified: false, etag, answer: { ...answer, data: { ...answer.data, withdrawn } } }
    }
    const { actor, tick } = startSearch({
      start: async () => ({ answer: sampleAnswer('PENDING', [flightA, flightB]), etag: 'W/"0"' }),
      polls: [
        // B sold out while the page showed it; C arrives in the same answer.
        withdrawing([flightC], ['B'], 'W/"1"'),
        // Nothing new, and A went too: a withdrawal alone still changes the list.
        withdrawing([], ['A', 'B'], 'W/"1"'),
        { notModified: false, etag: 'W/"2"', answer: sampleAnswer('SUCCESS', []) },
      ],
    })
    await settle()
    expect(actor.getSnapshot().context.results.map((r) => r.travel_plan_id)).toEqual(['A', 'B'])
    await tick(initialDelayMs)
    expect(actor.getSnapshot().context.results.map((r) => r.travel_plan_id)).toEqual(['A', 'C'])
    await tick(intervalMs)
    const shown = actor.getSnapshot().context.results
    expect(shown.map((r) => r.travel_plan_id)).toEqual(['C'])
    await tick(intervalMs)
    expect(actor.getSnapshot().value).toBe('succeeded')
    // An answer that withdraws nothing on the list leaves the very same list (no needless render).
    expect(actor.getSnapshot().context.results).toBe(shown)
  })

  it('keeps polling after a 304 and keeps the ETag it had', async () => {
    const { actor, asked, tick } = startSearch({
      start: async () => ({ answer: sampleAnswer('PENDING'), etag: 'W/"0"' }),
      polls: [{ notModified: true }, pending([flightA], 'W/"1"')],
    })
    await settle()
    await tick(initialDelayMs)
    expect(actor.getSnapshot().value).toBe('polling')
    await tick(intervalMs)
    expect(asked.map((a) => a.etag)).toEqual(['W/"0"', 'W/"0"'])
    expect(actor.getSnapshot().context.results).toEqual([flightA])
  })

  it('ends EXPIRED when the server says so, and when 120 s pass without an end', async () => {
    const told = startSearch({
      start: async () => ({ answer: sampleAnswer('PENDING'), etag: null }),
      polls: [{ notModified: false, etag: null, answer: sampleAnswer('EXPIRED') }],
    })
    await settle()
    await told.tick(initialDelayMs)
    expect(told.actor.getSnapshot().value).toBe('expired')
    expect(told.actor.getSnapshot().context.status).toBe('EXPIRED')

    const silent = startSearch({
      start: async () => ({ answer: sampleAnswer('PENDING'), etag: null }),
      polls: Array.from({ length: 200 }, (): PollAnswer => ({ notModified: true })),
    })
    await settle()
    for (let waited = 0; waited < expiryMs - intervalMs; waited += intervalMs) await silent.tick(intervalMs)
    expect(silent.actor.getSnapshot().value).toBe('polling')
    await silent.tick(intervalMs)
    expect(silent.actor.getSnapshot().value).toBe('expired')
    expect(silent.actor.getSnapshot().context.progress.elapsedMs).toBe(expiryMs)
  })

  it('fails with the reason when the initial request fails, and never polls', async () => {
    const { actor, asked, tick } = startSearch({
      start: async () => {
        throw new Error('Flight search is unavailable right now.')
      },
    })
    await settle()
    await tick(initialDelayMs + intervalMs)
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context.error).toBe('Flight search is unavailable right now.')
    expect(asked).toEqual([])
  })

  it('fails when a poll fails, keeping the flights found so far', async () => {
    const { actor, tick } = startSearch({
      start: async () => ({ answer: sampleAnswer('PENDING', [flightA]), etag: null }),
      polls: [new Error('NETWORK_OFFLINE')],
    })
    await settle()
    await tick(initialDelayMs)
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context).toMatchObject({ error: 'NETWORK_OFFLINE', results: [flightA] })
  })

  it('cancels: stops polling and forgets the results; repeat searches again', async () => {
    let starts = 0
    const { actor, asked, tick } = startSearch({
      start: async () => {
        starts += 1
        return { answer: sampleAnswer('PENDING', [flightA]), etag: null }
      },
    })
    await settle()
    actor.send({ type: 'CANCEL' })
    expect(actor.getSnapshot().value).toBe('cancelled')
    expect(actor.getSnapshot().context.results).toEqual([])
    await tick(initialDelayMs)
    expect(asked).toEqual([])
    actor.send({ type: 'REPEAT' })
    await settle()
    expect(starts).toBe(2)
    expect(actor.getSnapshot().value).toBe('polling')
  })

  it('counts 4 connectors when the server gives none or a negative number', async () => {
    const { actor } = startSearch({
      start: async () => ({
        answer: sampleAnswer('PENDING', [], {
          meta: { missing_connectors_count: -1, total_connectors_count: undefined },
        }),
        etag: null,
      }),
    })
    await settle()
    expect(actor.getSnapshot().context.progress).toMatchObject({ missingConnectors: 4, totalConnectors: 4 })
  })

  it('fills the return list of a domestic round trip beside the ongoing one', async () => {
    const back = sampleFlight({ column: 'return', travel_plan_id: 'R' })
    const machine = flightSearchMachine.provide({
      actors: {
        startSearch: fromPromise(async (): Promise<StartAnswer> => ({
          answer: sampleAnswer('SUCCESS', [flightA], { return_results: [back] }),
          etag: null,
        })),
      },
    })
    const actor = createActor(machine, {
      input: { request: { ...sampleOneWayRequest, search_type: 'roundtrip' }, ...searchSettings },
    }).start()
    await settle()
    expect(actor.getSnapshot().value).toBe('succeeded')
    expect(actor.getSnapshot().context).toMatchObject({ results: [flightA], return_results: [back] })
  })
})

describe('flight search sent by someone else (a multi-city leg)', () => {
  it('polls the id it was given at once, never sends its request, and tells its owner when it ends', async () => {
    const clock = new SimulatedClock()
    let starts = 0
    const asked: string[] = []
    const polls: PollAnswer[] = [
      { notModified: true },
      { notModified: false, etag: 'W/"1"', answer: sampleAnswer('SUCCESS', [flightA]) },
    ]
    const machine = scriptedSearch(
      async () => {
        starts += 1
        return { answer: sampleAnswer('PENDING'), etag: null }
      },
      (input) => {
        asked.push(input.id)
        return polls.shift()
      },
    )
    // The owner records what the leg tells it.
    const owner = createActor(
      setup({ types: { context: {} as { told: SearchEnded[] }, events: {} as SearchEnded } }).createMachine({
        context: { told: [] },
        on: {
          'SEARCH.ENDED': { actions: assign({ told: ({ context, event }) => [...context.told, event] }) },
        },
      }),
    ).start()
    const actor = createActor(machine, {
      clock,
      input: {
        request: sampleOneWayRequest,
        ...searchSettings,
        sentAs: 'leg-id',
        reportTo: { ref: owner, index: 1 },
      },
    }).start()
    const tick = ticker(clock)
    expect(actor.getSnapshot().value).toBe('polling')
    expect(actor.getSnapshot().context.progress).toMatchObject({
      batches: 0,
      missingConnectors: 4,
      totalConnectors: 4,
    })
    await tick(initialDelayMs)
    expect(actor.getSnapshot().context.progress.polls).toBe(1)
    await tick(intervalMs)
    expect(actor.getSnapshot().value).toBe('succeeded')
    expect(actor.getSnapshot().context.results).toEqual([flightA])
    expect(asked).toEqual(['leg-id', 'leg-id'])
    expect(starts).toBe(0)
    expect(owner.getSnapshot().context.told).toEqual([{ type: 'SEARCH.ENDED', index: 1, outcome: 'SUCCESS' }])
  })
})
