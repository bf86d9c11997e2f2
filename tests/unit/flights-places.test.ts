import { describe, expect, it } from 'vitest'
import {
  addressCityCodes,
  airportOptionsKey,
  isCityLevelCode,
  knownCityNames,
  placeFieldLabel,
  placeNamesKey,
  placeText,
  searchPlaces,
} from '~/lib/flights/places'

const names = { XBOM: 'Mumbai', XLON: 'London' }

describe('how the results page names the places of a search', () => {
  it('reads a city-level code as its city, an airport as its code', () => {
    expect(placeText('XBOM', names)).toBe('Mumbai')
    expect(placeText('DEL', names)).toBe('DEL')
    // Not known (the master data could not be read): the code, not nothing.
    expect(placeText('XGOI', names)).toBe('XGOI')
    expect(placeFieldLabel('XLON', names)).toBe('London (all airports)')
    expect(placeFieldLabel('BLR', names)).toBe('BLR')
    expect([isCityLevelCode('XBOM'), isCityLevelCode('XBO'), isCityLevelCode('BOM')]).toEqual([
      true,
      false,
      false,
    ])
  })

  it('lists every place of a one-way or multi-city search once, in order', () => {
    const place = (code: string) => ({ code })
    expect(searchPlaces({ origin: place('XBOM'), destination: place('GOI') })).toEqual(['XBOM', 'GOI'])
    expect(
      searchPlaces({
        origin: place('DEL'),
        destination: place('XBOM'),
        segments: [
          { origin: place('DEL'), destination: place('XBOM') },
          { origin: place('XBOM'), destination: place('XLON') },
        ],
      }),
    ).toEqual(['DEL', 'XBOM', 'XLON'])
  })

  it('finds the city-level codes of a results address, leniently, for the loader', () => {
    expect(addressCityCodes({ origin: 'xbom', destination: 'GOI' })).toEqual(['XBOM'])
    expect(addressCityCodes({ o: 'DEL,XBOM,XLON', d: 'XBOM,XLON,DEL' })).toEqual(['XBOM', 'XLON'])
    expect(addressCityCodes({ origin: 3, destination: null })).toEqual([])
  })

  it('knows the names from the cache: a read of them, or the airport list of the search form', () => {
    const cache = new Map<string, unknown>()
    const cached = (key: readonly unknown[]) => cache.get(JSON.stringify(key))
    expect(knownCityNames(cached, ['DEL', 'BLR'])).toEqual({})
    expect(knownCityNames(cached, ['XBOM'])).toBeUndefined()
    cache.set(JSON.stringify(airportOptionsKey), [
      { code: 'XBOM', city: 'Mumbai', cityLevel: true },
      { code: 'BOM', city: 'Mumbai', cityLevel: false },
    ])
    expect(knownCityNames(cached, ['XBOM', 'DEL'])).toEqual({ XBOM: 'Mumbai' })
    // The list lacks one of them: ask rather than show half.
    expect(knownCityNames(cached, ['XBOM', 'XLON'])).toBeUndefined()
    cache.set(JSON.stringify(placeNamesKey(['XLON', 'XBOM'])), names)
    expect(knownCityNames(cached, ['XBOM', 'XLON', 'XBOM'])).toEqual(names)
  })
})
