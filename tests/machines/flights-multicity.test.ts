import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { defaultProductConfig } from '@config'
import { findMachine } from '@machines/catalogue'
import { multicityMachine } from '@machines/flights/instances'
import { createSearchPollMachine } from '@machines/flights/poll.machine'
import { sampleAnswer, sampleFlight, sampleMulticityRequest } from '@machines/flights/samples'
import type { PollAnswer, StartAnswer } from '@machines/flights/types'
import { allStateIds } from '@machines/lib/paths'
import { createTestClock } from '../support/clock'
import { runModelPaths } from '../support/model'

const { initialDelayMs, intervalMs } = defaultProductConfig.polling
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

const started: StartAnswer = {
  answer: {
    ...sampleAnswer('PENDING'),
    data: {
      id: 'mc',
      results: [],
      segments: [
        { id: 'leg-0', origin: 'DEL', destination: 'BOM', travel_date: '2026-12-01' },
        { id: 'leg-1', origin: 'BOM', destination: 'GOI', travel_date: '2026-12-04' },
      ],
    },
  },
  etag: null,
}

/** A multi-city search whose legs answer from `script[searchId]`, in order. */
function startMulticity(script: Record<string, PollAnswer[]>) {
  const { clock, advance } = createTestClock()
  const asked: string[] = []
  const machine = multicityMachine.provide({
    actors: {
      startSearch: fromPromise(async () => started),
      searchPoll: createSearchPollMachine().provide({
        actors: {
          pollSearch: fromPromise(async ({ input }: { input: { id: string; etag: string | null } }) => {
            asked.push(input.id)
            const next = script[input.id]?.shift()
            return next ?? new Promise<never>(() => {})
          }),
        },
      }),
    },
  })
  const actor = createActor(machine, { clock, input: { request: sampleMulticityRequest } }).start()
  const tick = async (ms: number) => {
    advance(ms)
    await settle()
    await settle()
  }
  return { actor, asked, tick }
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
  it('polls each leg on its own and records their phases', async () => {
    const { actor, asked, tick } = startMulticity({
      'leg-0': [
        {
          notModified: false,
          etag: 'a',
          answer: sampleAnswer('PENDING', [sampleFlight({ travel_plan_id: 'L0' })]),
        },
        { notModified: false, etag: 'b', answer: sampleAnswer('SUCCESS') },
      ],
      'leg-1': [{ notModified: true }],
    })
    await settle()
    expect(actor.getSnapshot().context.segments.map((s) => s.phase)).toEqual([
      'initialSuccess',
      'initialSuccess',
    ])
    await tick(initialDelayMs)
    expect(asked.sort()).toEqual(['leg-0', 'leg-1'])
    expect(actor.getSnapshot().context.segments.map((s) => s.phase)).toEqual(['pending', 'finalRequest'])
    expect(actor.getSnapshot().context.segments[0]!.results.map((r) => r.travel_plan_id)).toEqual(['L0'])
    await tick(intervalMs)
    expect(actor.getSnapshot().context.segments[0]!.phase).toBe('success')
    expect(actor.getSnapshot().value).toEqual({ searching: 'someEnded' })
  })

  it('records an expired leg once and finishes when every leg has ended', async () => {
    const expired: PollAnswer = { notModified: false, etag: null, answer: sampleAnswer('EXPIRED') }
    const { actor, tick } = startMulticity({
      'leg-0': [{ notModified: false, etag: null, answer: sampleAnswer('SUCCESS') }],
      'leg-1': [expired],
    })
    await settle()
    await tick(initialDelayMs)
    const { value, context } = actor.getSnapshot()
    expect(value).toBe('finished')
    expect(context.expiredSearchSegment).toEqual([1])
    expect(context.segments.map((s) => s.phase)).toEqual(['success', 'expired'])
    // A late duplicate report of the same expiry is not recorded twice.
    actor.send({ type: 'POLL.ENDED', index: 1, outcome: 'EXPIRED', error: null, elapsedMs: 0 })
    expect(actor.getSnapshot().context.expiredSearchSegment).toEqual([1])
  })

  it('counts 4 connectors per leg until the server gives a usable number', async () => {
    const { actor, tick } = startMulticity({
      'leg-0': [
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
    expect(actor.getSnapshot().context.segments[1]).toMatchObject({
      totalConnectorCount: 4,
      missingConnectorCount: 4,
    })
    await tick(initialDelayMs)
    expect(actor.getSnapshot().context.segments[0]).toMatchObject({
      totalConnectorCount: 6,
      missingConnectorCount: 4,
    })
  })

  it('turns off the cheapest display on a choice and blacklists the chosen flights when blocked', async () => {
    const { actor } = startMulticity({})
    await settle()
    const flight = sampleFlight({ travel_plan_id: 'TP-9' })
    actor.send({ type: 'SELECT_SEGMENT', index: 1 })
    actor.send({ type: 'SELECT_FLIGHT', index: 1, flight })
    expect(actor.getSnapshot().context).toMatchObject({ activeSegment: 1, showCheapest: false })
    actor.send({ type: 'BLOCK_SELECTED' })
    expect(actor.getSnapshot().context.segments[1]).toMatchObject({
      blacklist: ['TP-9'],
      selected_flight: null,
    })
  })

  it('stops every leg on cancel and starts again on repeat', async () => {
    const { actor, asked, tick } = startMulticity({})
    await settle()
    actor.send({ type: 'CANCEL' })
    await tick(initialDelayMs)
    expect(asked).toEqual([])
    expect(actor.getSnapshot().value).toBe('cancelled')
    actor.send({ type: 'REPEAT' })
    await settle()
    expect(actor.getSnapshot().value).toEqual({ searching: 'allRunning' })
  })
})
