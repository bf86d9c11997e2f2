import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { defaultProductConfig } from '@config'
import { allStateIds } from '@machines/lib/paths'
import { defaultFormLimits, searchFormMachine } from '@machines/flights/search-form.machine'
import {
  applySearchFormEvent,
  initialSearchFormValues,
  messages,
  type FormPlace,
  type SearchFormEvent,
  type SearchFormValues,
} from '@machines/flights/search-form.rules'
import { searchFormCatalogueEntry, searchFormSampleInput } from '@machines/flights/search-form.samples'
import { runModelPaths } from '../support/model'

const today = '2030-01-15'
const place = (code: string): FormPlace => ({ code, country: 'IN', label: code })
const DEL = place('DEL')
const BOM = place('BOM')
const BLR = place('BLR')
const GOI = place('GOI')

function run(events: SearchFormEvent[], start?: Partial<SearchFormValues>): SearchFormValues {
  return events.reduce(applySearchFormEvent, initialSearchFormValues(today, defaultFormLimits, start))
}

describe('flight search form: model-based paths', () => {
  const paths = runModelPaths(searchFormMachine, {
    sampleEvents: searchFormCatalogueEntry.sampleEvents,
    input: searchFormSampleInput,
    cover: 'transitions',
  })

  it('reaches every state, including a submitted search and the multi-city section', () => {
    const reached = new Set(paths.flatMap((p) => p.snapshot._nodes.map((n) => n.id)))
    for (const id of allStateIds(searchFormMachine)) expect(reached, `no path reaches ${id}`).toContain(id)
  })
})

describe('flight search form: the statechart', () => {
  const start = () => createActor(searchFormMachine, { input: { today } }).start()

  it('opens the multi-city section and closes it again on one-way or round trip', () => {
    const actor = start()
    actor.send({ type: 'SET_TRIP_TYPE', tripType: 'multicity' })
    expect(actor.getSnapshot().matches({ editing: 'multiCity' })).toBe(true)
    expect(actor.getSnapshot().context.legs).toHaveLength(2)
    actor.send({ type: 'SET_TRIP_TYPE', tripType: 'roundtrip' })
    expect(actor.getSnapshot().matches({ editing: 'single' })).toBe(true)
    actor.send({ type: 'SET_TRIP_TYPE', tripType: 'multicity' })
    actor.send({ type: 'SET_TRIP_TYPE', tripType: 'one_way' })
    expect(actor.getSnapshot().matches({ editing: 'single' })).toBe(true)
  })

  it('stays in the form with every message when the search is incomplete, and submits once it is valid', () => {
    const actor = start()
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().matches('editing')).toBe(true)
    expect(actor.getSnapshot().context.errors).toEqual({
      'legs.0.origin': messages.origin,
      'legs.0.destination': messages.destination,
      'legs.0.date': messages.date,
    })
    actor.send({ type: 'SET_ORIGIN', leg: 0, place: DEL })
    expect(actor.getSnapshot().context.errors['legs.0.origin']).toBeUndefined()
    actor.send({ type: 'SET_DESTINATION', leg: 0, place: BOM })
    actor.send({ type: 'SET_DATE', leg: 0, date: '2030-01-20' })
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().value).toBe('submitted')
  })

  it('uses the limits of app.config.ts by default', () => {
    const { limits } = createActor(searchFormMachine, { input: { today } }).getSnapshot().context
    expect(limits.maxPassengers).toBe(defaultProductConfig.limits.maxPassengers)
    expect(limits.multiCityMaxLegs).toBe(defaultProductConfig.limits.multiCityMaxLegs)
  })
})

describe('flight search form: the rules of 000 §4 and §5', () => {
  it('swap exchanges the places and sets the swapped flag; choosing either place clears it', () => {
    const swapped = run([
      { type: 'SET_ORIGIN', leg: 0, place: DEL },
      { type: 'SET_DESTINATION', leg: 0, place: BOM },
      { type: 'SWAP', leg: 0 },
    ])
    expect(swapped.legs[0]).toMatchObject({ origin: BOM, destination: DEL })
    expect(swapped.swapped).toBe(true)
    expect(applySearchFormEvent(swapped, { type: 'SET_ORIGIN', leg: 0, place: BLR }).swapped).toBe(false)
    expect(applySearchFormEvent(swapped, { type: 'SET_DESTINATION', leg: 0, place: BLR }).swapped).toBe(false)
  })

  it('switching to round trip clears a return date that the travel date has passed', () => {
    const v = run([{ type: 'SET_TRIP_TYPE', tripType: 'roundtrip' }], {
      tripType: 'one_way',
      legs: [{ origin: DEL, destination: BOM, date: '2030-01-20' }],
    })
    // A one-way form can hold a stale return date (e.g. restored); simulate it.
    const stale = { ...v, tripType: 'one_way' as const, returnDate: '2030-01-18' }
    expect(
      applySearchFormEvent(stale, { type: 'SET_TRIP_TYPE', tripType: 'roundtrip' }).returnDate,
    ).toBeNull()
    const fine = { ...stale, returnDate: '2030-01-22' }
    expect(applySearchFormEvent(fine, { type: 'SET_TRIP_TYPE', tripType: 'roundtrip' }).returnDate).toBe(
      '2030-01-22',
    )
  })

  it('clears a return date before the travel date, whichever is set second', () => {
    const base = run([
      { type: 'SET_TRIP_TYPE', tripType: 'roundtrip' },
      { type: 'SET_DATE', leg: 0, date: '2030-01-20' },
    ])
    expect(applySearchFormEvent(base, { type: 'SET_RETURN_DATE', date: '2030-01-19' }).returnDate).toBeNull()
    const withReturn = applySearchFormEvent(base, { type: 'SET_RETURN_DATE', date: '2030-01-22' })
    expect(withReturn.returnDate).toBe('2030-01-22')
    expect(
      applySearchFormEvent(withReturn, { type: 'SET_DATE', leg: 0, date: '2030-01-25' }).returnDate,
    ).toBeNull()
  })

  it('replaces dates before today by today', () => {
    const v = run([
      { type: 'SET_DATE', leg: 0, date: '2029-12-31' },
      { type: 'SET_RETURN_DATE', date: '2030-01-01' },
    ])
    expect(v.legs[0]!.date).toBe(today)
    expect(v.returnDate).toBe(today)
    expect(
      initialSearchFormValues(today, defaultFormLimits, {
        legs: [{ origin: DEL, destination: BOM, date: '2020-01-01' }],
      }).legs[0]!.date,
    ).toBe(today)
  })

  it('multi-city starts with 2 flights, a new flight starts from the previous destination, at most 6', () => {
    let v = run([
      { type: 'SET_ORIGIN', leg: 0, place: DEL },
      { type: 'SET_DESTINATION', leg: 0, place: BOM },
      { type: 'SET_TRIP_TYPE', tripType: 'multicity' },
    ])
    expect(v.legs).toHaveLength(defaultFormLimits.multiCityMinLegs)
    expect(v.legs[1]!.origin).toEqual(BOM)
    v = applySearchFormEvent(v, { type: 'SET_DESTINATION', leg: 1, place: GOI })
    v = applySearchFormEvent(v, { type: 'ADD_LEG' })
    expect(v.legs[2]!.origin).toEqual(GOI)
    for (let i = 0; i < 10; i++) v = applySearchFormEvent(v, { type: 'ADD_LEG' })
    expect(v.legs).toHaveLength(defaultFormLimits.multiCityMaxLegs)
    for (let i = 0; i < 10; i++) v = applySearchFormEvent(v, { type: 'REMOVE_LEG', leg: 1 })
    expect(v.legs).toHaveLength(defaultFormLimits.multiCityMinLegs)
  })

  it('a flight date pushes later flights up to at least that date and fills the next empty origin', () => {
    let v = run([{ type: 'SET_TRIP_TYPE', tripType: 'multicity' }, { type: 'ADD_LEG' }])
    v = applySearchFormEvent(v, { type: 'SET_DATE', leg: 1, date: '2030-01-20' })
    v = applySearchFormEvent(v, { type: 'SET_DATE', leg: 2, date: '2030-01-22' })
    v = applySearchFormEvent(v, { type: 'SET_DESTINATION', leg: 0, place: BLR })
    v = applySearchFormEvent(v, { type: 'SET_ORIGIN', leg: 1, place: null })
    v = applySearchFormEvent(v, { type: 'SET_DATE', leg: 0, date: '2030-01-21' })
    expect(v.legs.map((l) => l.date)).toEqual(['2030-01-21', '2030-01-21', '2030-01-22'])
    expect(v.legs[1]!.origin).toEqual(BLR)
  })

  it('reducing adults below infants reduces infants to match', () => {
    const v = run([
      { type: 'SET_PASSENGERS', kind: 'adults', count: 3 },
      { type: 'SET_PASSENGERS', kind: 'infants', count: 3 },
      { type: 'SET_PASSENGERS', kind: 'adults', count: 2 },
    ])
    expect(v).toMatchObject({ adults: 2, infants: 2 })
  })

  it('keeps at most 9 travellers (adults and children) and no more infants than adults', () => {
    const v = run([
      { type: 'SET_PASSENGERS', kind: 'adults', count: 6 },
      { type: 'SET_PASSENGERS', kind: 'children', count: 5 },
      { type: 'SET_PASSENGERS', kind: 'infants', count: 8 },
    ])
    expect(v).toMatchObject({ adults: 6, children: 3, infants: 6 })
    expect(run([{ type: 'SET_PASSENGERS', kind: 'adults', count: 0 }]).adults).toBe(1)
  })

  it('flags both fields at once when From and To are the same place', () => {
    const v = run([
      { type: 'SET_ORIGIN', leg: 0, place: DEL },
      { type: 'SET_DESTINATION', leg: 0, place: DEL },
    ])
    expect(v.errors).toEqual({
      'legs.0.origin': messages.samePlace,
      'legs.0.destination': messages.samePlace,
    })
    expect(applySearchFormEvent(v, { type: 'SET_DESTINATION', leg: 0, place: BOM }).errors).toEqual({})
  })

  it('asks for a return date on a round trip, and for every field of every multi-city flight', () => {
    const rt = run([{ type: 'SET_TRIP_TYPE', tripType: 'roundtrip' }, { type: 'SUBMIT' }])
    expect(rt.errors.returnDate).toBe(messages.returnDate)
    const mc = run([{ type: 'SET_TRIP_TYPE', tripType: 'multicity' }, { type: 'SUBMIT' }])
    expect(Object.keys(mc.errors).sort()).toEqual([
      'legs.0.date',
      'legs.0.destination',
      'legs.0.origin',
      'legs.1.date',
      'legs.1.destination',
      'legs.1.origin',
    ])
  })

  it('keeps class, residence, preferred airline and senior citizen choices', () => {
    const v = run([
      { type: 'SET_CLASS', classType: 'BUSINESS' },
      { type: 'SET_RESIDENT', value: false },
      { type: 'SET_AIRLINE', airline: { code: '6E', name: 'IndiGo' } },
      { type: 'SET_SENIOR', value: true },
    ])
    expect(v).toMatchObject({
      classType: 'BUSINESS',
      residentOfIndia: false,
      preferredAirline: { code: '6E', name: 'IndiGo' },
      seniorCitizen: true,
    })
  })
})
