import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import type { PlacesAnswer } from '@contracts/hotels/search'
import { findMachine } from '@machines/catalogue'
import { hotelSearchFormMachine } from '@machines/hotels/search-form.machine'
import { applyHotelFormEvent, initialHotelFormValues } from '@machines/hotels/search-form.rules'
import { allStateIds } from '@machines/lib/paths'
import { runModelPaths } from '../support/model'
import { hotelTimings, scripted, settle, ticker } from './hotels-support'

const goaPlaces: PlacesAnswer = {
  locations: [{ id: 'goa', name: 'Goa', state: 'Goa' }],
  localities: [{ id: 'goa-baga', name: 'Baga', city: 'Goa', location_id: 'goa' }],
  hotels: [{ id: 'H7', name: 'Palm Grove', city: 'Goa', locality: 'Baga' }],
}

function form(answers: Array<PlacesAnswer | Error> = []) {
  const clock = new SimulatedClock()
  const asked: Array<{ q: string }> = []
  const machine = hotelSearchFormMachine.provide({ actors: { findPlaces: scripted(answers, asked) } })
  const actor = createActor(machine, {
    clock,
    input: {
      today: '2030-01-15',
      debounceMs: hotelTimings.debounceMs,
      recentLimit: hotelTimings.recentLimit,
    },
  }).start()
  return { actor, asked, tick: ticker(clock) }
}

describe('hotel search form: model-based paths', () => {
  const entry = findMachine('hotel-search-form')!
  const paths = runModelPaths(hotelSearchFormMachine, {
    sampleEvents: entry.sampleEvents,
    input: entry.sampleInputs,
    serializeContext: entry.serializeContext,
    cover: 'transitions',
  })
  it('reaches every state, the 300 ms pause included', () => {
    const reached = new Set(paths.flatMap((p) => p.steps.flatMap((s) => s.snapshot._nodes.map((n) => n.id))))
    expect(allStateIds(hotelSearchFormMachine).filter((id) => !reached.has(id))).toEqual([])
    expect(new Set(paths.flatMap((p) => p.steps.map((s) => s.delayMs)))).toContain(300)
  })
})

describe('hotel search form: examples', () => {
  it('starts with check-in tomorrow, check-out two days later, one room of 2 adults', () => {
    const { actor } = form()
    const { context } = actor.getSnapshot()
    expect(context).toMatchObject({
      checkin_date: '2030-01-16',
      checkout_date: '2030-01-18',
      rooms: [{ adults_count: 2, children_age: [] }],
    })
  })

  it('looks a place up only after 3 characters and a 300 ms pause, with the last text typed', async () => {
    const { actor, asked, tick } = form([goaPlaces])
    actor.send({ type: 'TYPE_PLACE', text: 'Go' })
    await tick(1000)
    expect(asked).toEqual([])
    actor.send({ type: 'TYPE_PLACE', text: 'Goa' })
    await tick(200)
    actor.send({ type: 'TYPE_PLACE', text: 'Goa ' })
    await tick(299)
    expect(asked).toEqual([])
    await tick(1)
    expect(asked).toEqual([{ q: 'Goa' }])
    const { context, value } = actor.getSnapshot()
    expect(value).toEqual({ editing: 'placeListed' })
    expect(context.suggestions.map((s) => `${s.kind}:${s.name}`)).toEqual([
      'location:Goa',
      'locality:Baga',
      'hotel:Palm Grove',
    ])
  })

  it('says so when the places call fails, and keeps what was typed', async () => {
    const { actor, tick } = form([new Error('NETWORK_OFFLINE')])
    actor.send({ type: 'TYPE_PLACE', text: 'Mumbai' })
    await tick(300)
    expect(actor.getSnapshot().context).toMatchObject({ placeText: 'Mumbai', suggestions: [] })
    expect(actor.getSnapshot().context.placesError).toMatch(/could not look up places/)
  })

  it('refuses a search without a picked place, then hands a city to the results and a hotel to its page', async () => {
    const { actor } = form()
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().value).toEqual({ editing: 'placeIdle' })
    expect(actor.getSnapshot().context.errors.place).toBe('Choose a city, area or hotel from the list')
    actor.send({ type: 'PICK_PLACE', place: { kind: 'location', id: 'goa', name: 'Goa' } })
    expect(actor.getSnapshot().context.errors).toEqual({})
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().value).toBe('submitted')
    actor.send({ type: 'EDIT_AGAIN' })
    actor.send({ type: 'PICK_PLACE', place: { kind: 'hotel', id: 'H7', name: 'Palm Grove' } })
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().value).toBe('openingHotel')
    // The last searches, newest first, as many as app.config keeps.
    expect(actor.getSnapshot().context.recent.map((r) => r.place.name)).toEqual(['Palm Grove', 'Goa'])
    await settle()
  })
})

describe('hotel search form rules', () => {
  const start = initialHotelFormValues('2030-01-15')
  it('adds a room with 1 adult and a child aged 2, ages kept within 2–12', () => {
    let v = applyHotelFormEvent(start, { type: 'ADD_ROOM' })
    v = applyHotelFormEvent(v, { type: 'ADD_CHILD', room: 1 })
    expect(v.rooms).toEqual([
      { adults_count: 2, children_age: [] },
      { adults_count: 1, children_age: [2] },
    ])
    v = applyHotelFormEvent(v, { type: 'SET_CHILD_AGE', room: 1, child: 0, age: 15 })
    expect(v.rooms[1]!.children_age).toEqual([12])
    v = applyHotelFormEvent(v, { type: 'SET_CHILD_AGE', room: 1, child: 0, age: 1 })
    expect(v.rooms[1]!.children_age).toEqual([2])
  })

  it('keeps at least one room, at most 8, and 1–4 adults', () => {
    expect(applyHotelFormEvent(start, { type: 'REMOVE_ROOM', room: 0 }).rooms).toHaveLength(1)
    let v = start
    for (let i = 0; i < 10; i++) v = applyHotelFormEvent(v, { type: 'ADD_ROOM' })
    expect(v.rooms).toHaveLength(8)
    expect(applyHotelFormEvent(start, { type: 'SET_ADULTS', room: 0, count: 9 }).rooms[0]!.adults_count).toBe(
      4,
    )
    expect(applyHotelFormEvent(start, { type: 'SET_ADULTS', room: 0, count: 0 }).rooms[0]!.adults_count).toBe(
      1,
    )
  })

  it('moves check-out along when check-in passes it, and refuses a stay of over 30 nights', () => {
    const moved = applyHotelFormEvent(start, { type: 'SET_CHECKIN', date: '2030-01-20' })
    expect(moved.checkout_date).toBe('2030-01-22')
    const long = applyHotelFormEvent(
      { ...moved, place: { kind: 'location', id: 'goa', name: 'Goa' } },
      { type: 'SET_CHECKOUT', date: '2030-03-01' },
    )
    expect(applyHotelFormEvent(long, { type: 'SUBMIT' }).errors).toEqual({
      checkout_date: 'A stay can be at most 30 nights',
    })
  })
})
