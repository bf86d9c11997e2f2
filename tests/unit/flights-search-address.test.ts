import { describe, expect, it } from 'vitest'
import { defaultFormLimits } from '@machines/flights/search-form.machine'
import { initialSearchFormValues, messages } from '@machines/flights/search-form.rules'
import { matchAirports, optionLabel, type AirportOption } from '~/lib/flights/airport-search'
import {
  LAST_SEARCHES_KEY,
  loadLastSearches,
  parseStored,
  rememberSearch,
  saveLastSearch,
  type LastSearch,
} from '~/lib/flights/last-searches'
import { readSearchAddress, toSearchAddress } from '~/lib/flights/search-params'

const today = '2030-01-15'
const read = (type: string, search: Record<string, string | number | boolean>) =>
  readSearchAddress(type, search, today, defaultFormLimits)

describe('results address', () => {
  it('reads a one-way address into a search request', () => {
    const r = read('one_way', {
      origin: 'DEL',
      destination: 'BOM',
      travelDate: '2030-01-20',
      adults: 2,
      class: 'BUSINESS',
    })
    expect(r.errors).toEqual({})
    expect(r.request).toMatchObject({
      origin: { code: 'DEL', country: 'IN' },
      destination: { code: 'BOM', country: 'IN' },
      travel_date: '2030-01-20',
      search_type: 'one_way',
      adult_count: 2,
      class_type: 'BUSINESS',
      return_date: null,
    })
  })

  it('round-trips form values through the address', () => {
    const v = initialSearchFormValues(today, defaultFormLimits, {
      tripType: 'roundtrip',
      legs: [
        {
          origin: { code: 'DEL', country: 'IN', label: 'Delhi (DEL)' },
          destination: { code: 'XLON', country: 'GB', label: 'London (all airports)' },
          date: '2030-02-01',
        },
      ],
      returnDate: '2030-02-10',
      children: 1,
      preferredAirline: { code: 'AI', name: 'Air India' },
    })
    const { searchType, search } = toSearchAddress(v)
    const r = read(searchType, search as Record<string, string | number | boolean>)
    expect(r.errors).toEqual({})
    expect(r.request).toMatchObject({
      return_date: '2030-02-10',
      child_count: 1,
      preferred_airline: 'AI',
      destination: { code: 'XLON', country: 'GB' },
    })
  })

  it('reads the multi-city short keys o, d, td, c, px, roi, st', () => {
    const r = read('multicity', {
      o: 'DEL,BOM,GOI',
      d: 'BOM,GOI,DEL',
      td: '2030-01-20,2030-01-22,2030-01-25',
      c: 'PE',
      px: '2,1,1',
      roi: false,
      st: true,
    })
    expect(r.errors).toEqual({})
    expect(
      r.request?.segments?.map((s) => `${s.origin.code}-${s.destination.code}@${s.travel_date}`),
    ).toEqual(['DEL-BOM@2030-01-20', 'BOM-GOI@2030-01-22', 'GOI-DEL@2030-01-25'])
    expect(r.request).toMatchObject({
      class_type: 'PREMIUM_ECONOMY',
      adult_count: 2,
      child_count: 1,
      infant_count: 1,
      residentof_india: false,
      is_senior_citizen: true,
    })
  })

  it('turns a malformed address into field errors with the values kept, never a throw', () => {
    const r = read('one_way', { origin: 'DEL', destination: 'DEL', travelDate: 'tomorrow', adults: 'lots' })
    expect(r.request).toBeUndefined()
    expect(r.errors['legs.0.origin']).toBe(messages.samePlace)
    expect(r.errors['legs.0.date']).toMatch(/not a date/)
    expect(r.errors.passengers).toMatch(/not a number/)
    expect(r.values.legs[0]?.origin?.code).toBe('DEL')
    expect(read('sideways', {}).errors.tripType).toMatch(/not a kind of trip/)
    expect(
      read('roundtrip', { origin: 'DEL', destination: 'BOM', travelDate: '2030-01-20' }).errors.returnDate,
    ).toBe(messages.returnDate)
    expect(
      read('one_way', { origin: 'DEL', destination: 'BOM', travelDate: '2030-01-20', adults: 8, children: 3 })
        .errors.passengers,
    ).toBe(messages.passengers(9))
  })

  it('travelDate=any searches from today', () => {
    const any = read('one_way', { origin: 'DEL', destination: 'BOM', travelDate: 'any' })
    expect(any.anyDate).toBe(true)
    expect(any.request?.travel_date).toBe(today)
  })

  it('a one-way or round trip with a date that has passed does not search: the form says why', () => {
    const past = read('one_way', { origin: 'DEL', destination: 'BOM', travelDate: '2029-05-01' })
    expect(past.request).toBeUndefined()
    expect(past.errors).toEqual({ 'legs.0.date': '1 May 2029 has passed: pick today or a later date' })
    const back = read('roundtrip', {
      origin: 'DEL',
      destination: 'BOM',
      travelDate: '2030-01-20',
      returnDate: '2030-01-14',
    })
    expect(back.request).toBeUndefined()
    expect(back.errors.returnDate).toBe('14 Jan 2030 has passed: pick today or a later date')
  })

  it('a multi-city leg whose date has passed moves to today (000 §5) and the reading says so', () => {
    const r = read('multicity', {
      o: 'DEL,BOM',
      d: 'BOM,GOI',
      td: '2030-01-10,2030-01-20',
      oc: 'IN,IN',
      dc: 'IN,IN',
      px: '1,0,0',
    })
    expect(r.errors).toEqual({})
    expect(r.request?.segments?.map((s) => s.travel_date)).toEqual([today, '2030-01-20'])
    expect(r.movedDates).toBe('10 Jan 2030 has passed: that flight is searched for today, 15 Jan 2030.')
    expect(
      read('multicity', { o: 'DEL,BOM', d: 'BOM,GOI', td: '2030-01-16,2030-01-20' }).movedDates,
    ).toBeUndefined()
  })
})

describe('last searches', () => {
  const entry = (travelDate: string, searchedAt: number, origin = 'DEL'): LastSearch => ({
    searchType: 'one_way',
    search: { origin, destination: 'BOM', travelDate },
    title: `${origin} → BOM`,
    detail: '',
    travelDate,
    searchedAt,
  })
  const memory = () => {
    const store = new Map<string, string>()
    return {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      store,
    }
  }

  it('keeps the most recent 2, newest first, without duplicates', () => {
    let list: LastSearch[] = []
    list = rememberSearch(list, entry('2030-01-20', 1), 2, today)
    list = rememberSearch(list, entry('2030-01-21', 2, 'BLR'), 2, today)
    list = rememberSearch(list, entry('2030-01-20', 3), 2, today)
    expect(list.map((e) => e.searchedAt)).toEqual([3, 2])
    list = rememberSearch(list, entry('2030-01-22', 4, 'GOI'), 2, today)
    expect(list.map((e) => e.searchedAt)).toEqual([4, 3])
  })

  it('drops searches whose (outbound) date has passed and ignores anything not valid', () => {
    const raw = JSON.stringify([entry('2030-01-14', 1), entry('2030-01-15', 2), { nonsense: true }])
    expect(parseStored(raw, today).map((e) => e.searchedAt)).toEqual([2])
    expect(parseStored('{not json', today)).toEqual([])
    expect(parseStored('{"a":1}', today)).toEqual([])
  })

  it('stores valid JSON under the lastSearch key', () => {
    const storage = memory()
    saveLastSearch(entry('2030-01-20', 1), 2, today, storage)
    expect(JSON.parse(storage.store.get(LAST_SEARCHES_KEY) ?? '')).toHaveLength(1)
    expect(loadLastSearches(today, storage)).toHaveLength(1)
  })
})

describe('airport autocomplete matching', () => {
  const a = (
    code: string,
    city: string,
    name: string,
    extra: Partial<AirportOption> = {},
  ): AirportOption => ({
    code,
    city,
    name,
    country: 'IN',
    countryName: 'India',
    legacy: [],
    popular: false,
    cityLevel: false,
    ...extra,
  })
  const list = [
    a('BOM', 'Mumbai', 'Chhatrapati Shivaji Maharaj International Airport', {
      legacy: ['Bombay'],
      popular: true,
    }),
    a('NMI', 'Mumbai', 'Navi Mumbai International Airport', { legacy: ['Bombay'] }),
    a('XBOM', 'Mumbai', 'Mumbai - all airports (BOM, NMI)', {
      legacy: ['Bombay'],
      cityLevel: true,
      popular: true,
    }),
    a('DEL', 'Delhi', 'Indira Gandhi International Airport', { popular: true }),
    a('LHR', 'London', 'Heathrow Airport', { country: 'GB', countryName: 'United Kingdom' }),
  ]

  it('finds by code, city, airport name and legacy name, the city-level entry first', () => {
    expect(matchAirports(list, 'del')[0]?.code).toBe('DEL')
    expect(matchAirports(list, 'bombay').map((x) => x.code)).toEqual(['XBOM', 'BOM', 'NMI'])
    expect(matchAirports(list, 'mumbai')[0]?.code).toBe('XBOM')
    expect(matchAirports(list, 'heathrow')[0]?.code).toBe('LHR')
    expect(matchAirports(list, 'zzz')).toEqual([])
  })

  it('labels a city-level entry "City (all airports)"', () => {
    expect(optionLabel(list[2]!)).toBe('Mumbai (all airports)')
    expect(optionLabel(list[0]!)).toBe('Mumbai (BOM)')
  })
})
