import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import type { ResultsAnswer, ResultsQuery } from '@contracts/hotels/search'
import { findMachine } from '@machines/catalogue'
import {
  hotelResultsMachine,
  type FetchPageInput,
  type FetchResultsInput,
} from '@machines/hotels/results.machine'
import { failureWith, sampleBody, sampleHotel, sampleQuery, sampleResults } from '@machines/hotels/samples'
import { allStateIds } from '@machines/lib/paths'
import { runModelPaths } from '../support/model'
import { hotelTimings, scripted, settle, ticker } from './hotels-support'

const { pollMs } = hotelTimings
const [a, b, c] = [sampleHotel(1), sampleHotel(2), sampleHotel(3)]

function results(
  script: {
    start?: Array<ResultsAnswer | Error>
    polls?: Array<ResultsAnswer | Error>
    pages?: Array<ResultsAnswer | Error>
  },
  query: ResultsQuery = sampleQuery,
) {
  const clock = new SimulatedClock()
  const polled: FetchResultsInput[] = []
  const paged: FetchPageInput[] = []
  const machine = hotelResultsMachine.provide({
    actors: {
      startSearch: scripted(script.start ?? []),
      fetchResults: scripted(script.polls ?? [], polled),
      fetchPage: scripted(script.pages ?? [], paged),
    },
  })
  const actor = createActor(machine, { clock, input: { body: sampleBody, query, pollMs } }).start()
  return { actor, polled, paged, tick: ticker(clock) }
}

describe('hotel results: model-based paths', () => {
  const entry = findMachine('hotel-results')!
  const paths = runModelPaths(hotelResultsMachine, {
    sampleEvents: entry.sampleEvents,
    input: entry.sampleInputs,
    cover: 'transitions',
  })
  it('reaches every state, the 1 s poll included', () => {
    const reached = new Set(paths.flatMap((p) => p.steps.flatMap((s) => s.snapshot._nodes.map((n) => n.id))))
    expect(allStateIds(hotelResultsMachine).filter((id) => !reached.has(id))).toEqual([])
    expect(new Set(paths.flatMap((p) => p.steps.map((s) => s.delayMs)))).toContain(1000)
  })
})

describe('hotel results: examples', () => {
  it('asks every second while pending, showing each answer, and sets the search type on success', async () => {
    const { actor, polled, tick } = results({
      start: [sampleResults('PENDING', [a])],
      polls: [sampleResults('PENDING', [a, b]), sampleResults('COMPLETED', [a, b, c])],
    })
    await settle()
    expect(actor.getSnapshot().value).toBe('pending')
    expect(actor.getSnapshot().context.hotels.map((h) => h.hotel_id)).toEqual(['H1'])
    await tick(pollMs - 1)
    expect(polled).toEqual([])
    await tick(1)
    expect(polled).toEqual([{ searchId: 'hs-1', query: sampleQuery }])
    expect(actor.getSnapshot().context.hotels.map((h) => h.hotel_id)).toEqual(['H1', 'H2'])
    await tick(pollMs)
    const { value, context } = actor.getSnapshot()
    expect(value).toBe('success')
    expect(context.hotels.map((h) => h.hotel_id)).toEqual(['H1', 'H2', 'H3'])
    expect(context.searchType).toBe('location')
    // Nothing more is asked once the search is complete.
    await tick(pollMs * 5)
    expect(polled).toHaveLength(2)
  })

  it('keeps the hotels already shown as the same objects, so their cards do not re-render', async () => {
    const { actor, tick } = results({
      start: [sampleResults('PENDING', [a])],
      polls: [sampleResults('COMPLETED', [structuredClone(a), b])],
    })
    await settle()
    const first = actor.getSnapshot().context.hotels[0]
    await tick(pollMs)
    expect(actor.getSnapshot().context.hotels[0]).toBe(first)
  })

  it('ends expired when the search session is no longer valid, and failed on any other error', async () => {
    const gone = results({
      start: [sampleResults('PENDING', [a])],
      polls: [failureWith(410, 'This search has expired.')],
    })
    await settle()
    await gone.tick(pollMs)
    expect(gone.actor.getSnapshot().value).toBe('expired')

    const down = results({
      start: [sampleResults('PENDING', [a])],
      polls: [failureWith(503, 'Technical difficulties')],
    })
    await settle()
    await down.tick(pollMs)
    expect(down.actor.getSnapshot()).toMatchObject({
      value: 'failure',
      context: { error: 'Technical difficulties' },
    })
  })

  it('asks the same search again for a filter, and keeps the list while a later page loads', async () => {
    const { actor, polled, paged } = results({
      start: [sampleResults('COMPLETED', [a, b])],
      polls: [sampleResults('COMPLETED', [b])],
      pages: [sampleResults('COMPLETED', [c])],
    })
    await settle()
    actor.send({ type: 'SELECT', hotelId: 'H2' })
    actor.send({ type: 'QUERY', query: { ...sampleQuery, star_rating: [4] } })
    expect(actor.getSnapshot().value).toBe('refetching')
    await settle()
    expect(polled).toEqual([{ searchId: 'hs-1', query: { ...sampleQuery, star_rating: [4] } }])
    expect(actor.getSnapshot().context.hotels.map((h) => h.hotel_id)).toEqual(['H2'])
    actor.send({ type: 'PAGE', page_no: 2 })
    expect(actor.getSnapshot()).toMatchObject({ value: 'scrollFetching', context: { selected: 'H2' } })
    expect(actor.getSnapshot().context.hotels.map((h) => h.hotel_id)).toEqual(['H2'])
    await settle()
    expect(paged[0]).toMatchObject({ searchId: 'hs-1', query: { page_no: 2, star_rating: [4] } })
  })

  it('opened on page 3 fetches that page at once; a retry after a failure clears the list and the choice', async () => {
    const { actor, paged } = results(
      { pages: [failureWith(500, 'Technical difficulties')], start: [sampleResults('PENDING', [a])] },
      { ...sampleQuery, page_no: 3 },
    )
    expect(actor.getSnapshot().value).toBe('scrollFetching')
    expect(paged[0]).toMatchObject({ searchId: null, query: { page_no: 3 } })
    await settle()
    expect(actor.getSnapshot().value).toBe('failure')
    actor.send({ type: 'SELECT', hotelId: 'H1' })
    actor.send({ type: 'RETRY' })
    // No search exists any more: page 3 is asked of a new one, in scrollFetching again.
    expect(actor.getSnapshot()).toMatchObject({
      value: 'scrollFetching',
      context: { selected: null, hotels: [] },
    })
  })
})
