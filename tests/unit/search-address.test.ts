import { describe, expect, it } from 'vitest'
import { validateSearchAddress } from '~/lib/flights/search-params'
import { readLastSearch } from '~/lib/flights/last-searches'
import { primitiveSearch } from '~/lib/search-address'

describe('validateSearch for addresses checked by the page', () => {
  it('keeps every primitive of a known key and passes unknown keys through', () => {
    expect(
      validateSearchAddress({ origin: 'DEL', adults: 2, residentOfIndia: true, utm_source: { a: 1 } }),
    ).toEqual({ origin: 'DEL', adults: 2, residentOfIndia: true, utm_source: { a: 1 } })
  })

  it('drops a known key holding anything but a primitive, never throws', () => {
    expect(
      validateSearchAddress({ origin: { code: 'DEL' }, destination: ['BOM'], travelDate: null }),
    ).toEqual({})
    const widget = primitiveSearch(['target', 'h'])
    expect(widget({ target: '_blank', h: [0] })).toEqual({ target: '_blank' })
  })
})

describe('a stored last search', () => {
  const entry = {
    searchType: 'one_way',
    search: { origin: 'DEL', destination: 'BOM', travelDate: '2030-01-02' },
    title: 'Delhi → Mumbai',
    detail: '2 Jan · 1 traveller · Economy',
    travelDate: '2030-01-02',
    searchedAt: 5,
  }

  it('is read back when every field is what it should be', () => {
    expect(readLastSearch(entry)).toEqual(entry)
  })

  it('is refused when a field is missing or wrong', () => {
    expect(readLastSearch({ ...entry, searchType: 'space' })).toBeNull()
    expect(readLastSearch({ ...entry, title: '' })).toBeNull()
    expect(readLastSearch({ ...entry, travelDate: '2 Jan' })).toBeNull()
    expect(readLastSearch({ ...entry, searchedAt: -1 })).toBeNull()
    expect(readLastSearch({ ...entry, search: 'DEL-BOM' })).toBeNull()
    expect(readLastSearch(null)).toBeNull()
  })
})
