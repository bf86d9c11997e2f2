import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import type { PollAnswer, StartAnswer } from '@contracts/flights/search-answers'
import { findMachine } from '@machines/catalogue'
import { legId, legRequest, multicityMachine } from '@machines/flights/multicity.machine'
import { legsOf, segmentsOf, type MulticitySnapshot } from '@machines/flights/multicity.segments'
import { sampleAnswer, sampleFlight, sampleMulticityRequest } from '@machines/flights/samples'
import { allStateIds } from '@machines/lib/paths'
import { runModelPaths } from '../support/model'
import { scriptedSearch, searchSettings, settle, ticker } from './flights-support'

const { initialDelayMs, intervalMs } = searchSettings.timing

const started: StartAnswer = {
  answer: {
    ...sampleAnswer('PENDING'),
    data: {
      id: 'mc',
      results: [],
      segments: [
        { id: 'search-leg-0', origin: 'DEL', destination: 'BOM', travel_date: '2026-12-01' },
        { id: 'search-leg-1', origin: 'BOM', destination: 'GOI', travel_date: '2026-12-04' },
      ],
    },
  },
  etag: null,
}

/**
 * A multi-city search as the flow wires it: the one request answers `started`, and each leg is the
 * flight search whose polls answer from `script[searchId]`, in order.
 */
function startMulticity(script: Record<string, PollAnswer[]>) {
  const clock = new SimulatedClock()
  const asked: string[] = []
  const legStarts: unknown[] = []
  const leg = scriptedSearch(
    async () => {
      legStarts.push('a leg sent its own request')
      return started
    },
    (input) => {
      asked.push(input.id)
      return script[input.id]?.shift()
    },
  )
  const machine = multicityMachine.provide({
    actors: { startSearch: fromPromise(async () => started), legSearch: leg },
  })
  const actor = createActor(machine, {
    clock,
    input: { request: sampleMulticityRequest, ...searchSettings },
  }).start()
  /** Each leg as the page reads it. */
  const segments = (snapshot: MulticitySnapshot = actor.getSnapshot()) =>
    segmentsOf(
      snapshot.context,
      legsOf(snapshot).map((ref) => ref?.getSnapshot()),
    )
  return { actor, asked, legStarts, segments, tick: ticker(clock) }
}

describe('multi-city search: model-based paths', () => {
  const entry = findMachine('flight-multicity')!
  const paths = runModelPaths(multicityMachine, {
    sampleEvents: entry.sampleEvents,
    input: entry.sampleInputs,
    cover: 'transitions',
  })
  it('reaches every state', () => {
    const reached = new Set(paths.flatMap((p) => p.steps.flatMap((s) => s.snapshot._nodes.map((n) => n.id))))
    expect(allStateIds(multicityMachine).filter((id) => !reached.has(id))).toEqual([])
  })
})

describe('multi-city search: examples', () => {
  it('runs one flight search per leg, each polling its own id, and reads their phases', async () => {
    const { actor, asked, legStarts, segments, tick } = startMulticity({
      'search-leg-0': [
        {
          notModified: false,
          etag: 'a',
          answer: sampleAnswer('PENDING', [sampleFlight({ travel_plan_id: 'L0' })]),
        },
        { notModified: false, etag: 'b', answer: sampleAnswer('SUCCESS') },
      ],
      'search-leg-1': [{ notModified: true }],
    })
    expect(segments().map((s) => s.phase)).toEqual(['initialRequest', 'initialRequest'])
    await settle()
    expect(Object.keys(actor.getSnapshot().children).sort()).toEqual([legId(0), legId(1)])
    expect(segments().map((s) => s.phase)).toEqual(['initialSuccess', 'initialSuccess'])
    expect(segments().map((s) => s.searchId)).toEqual(['search-leg-0', 'search-leg-1'])
    await tick(initialDelayMs)
    expect(asked.sort()).toEqual(['search-leg-0', 'search-leg-1'])
    expect(segments().map((s) => s.phase)).toEqual(['pending', 'finalRequest'])
    expect(segments()[0]!.results.map((r) => r.travel_plan_id)).toEqual(['L0'])
    await tick(intervalMs)
    expect(segments()[0]!.phase).toBe('success')
    expect(actor.getSnapshot().value).toEqual({ searching: 'someEnded' })
    // The legs were started by the one request: none sent its own.
    expect(legStarts).toEqual([])
  })

  it('gives each leg its part of the request as a one-way search', () => {
    const leg = legRequest(sampleMulticityRequest, 1)
    expect(leg).toMatchObject({
      search_type: 'one_way',
      origin: { code: 'BOM' },
      destination: { code: 'GOI' },
      travel_date: '2026-12-04',
    })
    expect(leg.segments).toBeUndefined()
  })

  it('records an expired leg once and finishes when every leg has ended', async () => {
    const expired: PollAnswer = { notModified: false, etag: null, answer: sampleAnswer('EXPIRED') }
    const { actor, segments, tick } = startMulticity({
      'search-leg-0': [{ notModified: false, etag: null, answer: sampleAnswer('SUCCESS') }],
      'search-leg-1': [expired],
    })
    await settle()
    await tick(initialDelayMs)
    const { value, context } = actor.getSnapshot()
    expect(value).toBe('finished')
    expect(context.expiredSearchSegment).toEqual([1])
    expect(segments().map((s) => s.phase)).toEqual(['success', 'expired'])
    // A late duplicate report of the same expiry is not recorded twice.
    actor.send({ type: 'SEARCH.ENDED', index: 1, outcome: 'EXPIRED' })
    expect(actor.getSnapshot().context.expiredSearchSegment).toEqual([1])
  })

  it('ignores a second end of a leg that has already ended', async () => {
    const { actor } = startMulticity({})
    await settle()
    actor.send({ type: 'SEARCH.ENDED', index: 0, outcome: 'SUCCESS' })
    actor.send({ type: 'SEARCH.ENDED', index: 0, outcome: 'SUCCESS' })
    expect(actor.getSnapshot().value).toEqual({ searching: 'someEnded' })
    expect(actor.getSnapshot().context.ended).toEqual([0])
  })

  it('counts 4 connectors per leg until the server gives a usable number', async () => {
    const { segments, tick } = startMulticity({
      'search-leg-0': [
        {
          notModified: false,
          etag: null,
          answer: sampleAnswer('PENDING', [], {
            meta: { missing_connectors_count: -3, total_connectors_count: 6 },
          }),
        },
      ],
    })
    await settle()
    expect(segments()[1]).toMatchObject({ totalConnectorCount: 4, missingConnectorCount: 4 })
    await tick(initialDelayMs)
    expect(segments()[0]).toMatchObject({ totalConnectorCount: 6, missingConnectorCount: 4 })
  })

  it('turns off the cheapest display on a choice and blacklists the chosen flights when blocked', async () => {
    const { actor, segments } = startMulticity({})
    await settle()
    const flight = sampleFlight({ travel_plan_id: 'TP-9' })
    actor.send({ type: 'SELECT_SEGMENT', index: 1 })
    actor.send({ type: 'SELECT_FLIGHT', index: 1, flight })
    expect(actor.getSnapshot().context).toMatchObject({ activeSegment: 1, showCheapest: false })
    expect(segments()[1]!.selected_flight).toBe(flight)
    actor.send({ type: 'BLOCK_SELECTED' })
    expect(segments()[1]).toMatchObject({ blacklist: ['TP-9'], selected_flight: null })
  })

  it('a leg’s later poll withdraws a chosen flight (sold out since): off the list, and the leg is to choose again', async () => {
    const mine = sampleFlight({ index: 0, travel_plan_id: 'TP-1' })
    const other = sampleFlight({ index: 1, travel_plan_id: 'TP-2' })
    const withdrawn = sampleAnswer('PENDING', [])
    const { actor, segments, tick } = startMulticity({
      'search-leg-0': [
        { notModified: false, etag: 'W/"1"', answer: sampleAnswer('PENDING', [mine, other]) },
        {
          notModified: false,
          etag: 'W/"1"',
          answer: { ...withdrawn, data: { ...withdrawn.data, withdrawn: ['TP-1'] } },
        },
      ],
    })
    await settle()
    await tick(initialDelayMs)
    actor.send({ type: 'SELECT_FLIGHT', index: 0, flight: mine })
    expect(segments()[0]!.selected_flight).toBe(mine)
    await tick(intervalMs)
    expect(segments()[0]!.results.map((r) => r.travel_plan_id)).toEqual(['TP-2'])
    expect(segments()[0]!.selected_flight).toBeNull()
  })

  it('stops every leg on cancel and starts again on repeat', async () => {
    const { actor, asked, segments, tick } = startMulticity({})
    await settle()
    actor.send({ type: 'CANCEL' })
    expect(actor.getSnapshot().children).toEqual({})
    await tick(initialDelayMs)
    expect(asked).toEqual([])
    expect(actor.getSnapshot().value).toBe('cancelled')
    expect(segments().map((s) => s.phase)).toEqual(['initialRequest', 'initialRequest'])
    actor.send({ type: 'REPEAT' })
    await settle()
    expect(actor.getSnapshot().value).toEqual({ searching: 'allRunning' })
    await tick(initialDelayMs)
    expect(asked.sort()).toEqual(['search-leg-0', 'search-leg-1'])
  })

  it('does not repeat a search whose legs all completed: it is current', async () => {
    const { actor, tick } = startMulticity({
      'search-leg-0': [{ notModified: false, etag: null, answer: sampleAnswer('SUCCESS') }],
      'search-leg-1': [{ notModified: false, etag: null, answer: sampleAnswer('SUCCESS') }],
    })
    await settle()
    await tick(initialDelayMs)
    expect(actor.getSnapshot().value).toBe('finished')
    const legs = legsOf(actor.getSnapshot())
    actor.send({ type: 'REPEAT' })
    expect(actor.getSnapshot().value).toBe('finished')
    expect(legsOf(actor.getSnapshot())).toEqual(legs)
  })

  it('offers the legs to look at only while there are some: not once failed or stopped', async () => {
    const { actor } = startMulticity({})
    await settle()
    actor.send({ type: 'CANCEL' })
    actor.send({ type: 'SELECT_SEGMENT', index: 1 })
    expect(actor.getSnapshot().context.activeSegment).toBe(0)
  })

  it('keeps the legs and their results once finished, and replaces them on repeat after an expiry', async () => {
    const { actor, segments, tick } = startMulticity({
      'search-leg-0': [
        {
          notModified: false,
          etag: null,
          answer: sampleAnswer('SUCCESS', [sampleFlight({ travel_plan_id: 'A' })]),
        },
      ],
      'search-leg-1': [{ notModified: false, etag: null, answer: sampleAnswer('EXPIRED') }],
    })
    await settle()
    await tick(initialDelayMs)
    expect(actor.getSnapshot().value).toBe('finished')
    expect(segments()[0]!.results.map((r) => r.travel_plan_id)).toEqual(['A'])
    const before = legsOf(actor.getSnapshot())[0]
    actor.send({ type: 'REPEAT' })
    await settle()
    const after = legsOf(actor.getSnapshot())[0]
    expect(after?.getSnapshot().value, 'a new search of the leg, polling afresh').toBe('polling')
    expect(after).not.toBe(before)
    expect(segments()[0]!.results).toEqual([])
  })
})
