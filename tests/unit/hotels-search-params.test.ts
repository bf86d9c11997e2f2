import { describe, expect, it } from 'vitest'
import {
  CHILD_AGE_MAX,
  CHILD_AGE_MIN,
  MAX_ADULTS_PER_ROOM,
  MAX_CHILDREN_PER_ROOM,
  MAX_NIGHTS,
  MAX_ROOMS,
  PROPERTY_TYPES,
  SORTS,
  roomsSchema,
} from '@contracts/hotels/search'
import {
  decodeRooms,
  encodeRooms,
  PROPERTY_TYPE_NAMES,
  readResultsAddress,
  resultsAddressOf,
  reviewAddressOf,
  ROOM_LIMITS,
  SORT_VALUES,
} from '@contracts/hotels/search-params'

const today = '2030-01-15'
const goa = { checkin_date: '2030-01-16', checkout_date: '2030-01-18', location_id: 'goa', city_name: 'Goa' }

describe('rooms in the address', () => {
  it('reads back what it writes: 2 rooms, the first with a child of 5', () => {
    const rooms = [
      { adults_count: 2, children_age: [5] },
      { adults_count: 1, children_age: [] },
    ]
    expect(encodeRooms(rooms)).toBe('2a-5,1a')
    expect(decodeRooms('2a-5,1a')).toEqual({ rooms })
    // What it reads, the services' zod schema accepts.
    expect(roomsSchema.safeParse(rooms).success).toBe(true)
  })

  it('names what is wrong', () => {
    expect(decodeRooms('')).toEqual({ error: 'Choose at least 1 room' })
    expect(decodeRooms('5a')).toEqual({ error: 'A room holds at most 4 adults' })
    expect(decodeRooms('2a-1')).toEqual({ error: 'Child age must be between 2 and 12 years' })
    expect(decodeRooms('2a-5-5-5-5')).toEqual({ error: 'A room holds at most 3 children' })
    expect(decodeRooms('two')).toEqual({ error: 'Rooms are not readable: choose the guests again' })
    expect(decodeRooms(Array(9).fill('1a').join(','))).toEqual({ error: 'Book at most 8 rooms at a time' })
  })

  it('keeps the zod-free limits equal to the contract’s', () => {
    expect(ROOM_LIMITS).toEqual({
      maxRooms: MAX_ROOMS,
      maxAdults: MAX_ADULTS_PER_ROOM,
      maxChildren: MAX_CHILDREN_PER_ROOM,
      childAgeMin: CHILD_AGE_MIN,
      childAgeMax: CHILD_AGE_MAX,
      maxNights: MAX_NIGHTS,
    })
    expect([...PROPERTY_TYPE_NAMES]).toEqual([...PROPERTY_TYPES])
    expect([...SORT_VALUES]).toEqual([...SORTS])
  })
})

describe('the results address', () => {
  it('reads a search with its filters, sort and page, and writes the same address back', () => {
    const address = {
      ...goa,
      rooms: '2a-5,1a',
      page_no: 2,
      sort: 'price,asc',
      star_rating: '4,5',
      amenities: 'pool',
      price_min: 1000,
      price_max: 9000,
    }
    const read = readResultsAddress(address, today)
    expect(read.search).toMatchObject({
      place: { kind: 'location', id: 'goa', name: 'Goa' },
      page_no: 2,
      sort: 'price,asc',
      showing_price: 'roomPerNight',
      filters: { star_rating: [4, 5], amenities: ['pool'], price_min: 1000, price_max: 9000 },
    })
    expect(resultsAddressOf(read.search!)).toEqual({ ...address, city_name: 'Goa' })
  })

  it('takes a single star rating the router read as a number, and writes it as one', () => {
    const read = readResultsAddress({ ...goa, rooms: '2a', star_rating: 4 }, today)
    expect(read.search?.filters.star_rating).toEqual([4])
    expect(resultsAddressOf(read.search!).star_rating).toBe(4)
  })

  it('answers field errors for a bad address, never throws', () => {
    expect(
      readResultsAddress({ checkin_date: '2030-01-10', checkout_date: 'soon', rooms: '9a' }, today).errors,
    ).toEqual({
      checkin_date: 'Check-in cannot be in the past',
      checkout_date: 'Choose a check-out date',
      rooms: 'A room holds at most 4 adults',
      place: 'Choose a city, area or hotel',
    })
    expect(readResultsAddress({ ...goa, checkout_date: '2030-03-01', rooms: '2a' }, today).errors).toEqual({
      checkout_date: 'A stay can be at most 30 nights',
    })
    expect(
      readResultsAddress({ ...goa, checkin_date: '2030-02-30', rooms: '2a' }, today).errors?.checkin_date,
    ).toBe('Choose a check-in date')
  })

  it('drops a sort or filter it cannot read: they only narrow a search', () => {
    const read = readResultsAddress(
      { ...goa, rooms: '2a', sort: 'name,up', ta_rating: '5,4', price_min: -3 },
      today,
    )
    expect(read.search?.sort).toBeUndefined()
    expect(read.search?.filters.ta_rating).toEqual([4])
    expect(read.search?.filters.price_min).toBeUndefined()
  })
})

describe('the booking review address', () => {
  it('has exactly the six keys, rooms encoded as the results address encodes them', () => {
    const stay = {
      checkin_date: '2030-01-16',
      checkout_date: '2030-01-18',
      rooms: [{ adults_count: 2, children_age: [5] }],
    }
    expect(reviewAddressOf(stay, 'H1', 'O1', 0)).toEqual({
      checkin_date: '2030-01-16',
      checkout_date: '2030-01-18',
      hotel_id: 'H1',
      offer_id: 'O1',
      room_idx: 0,
      rooms: '2a-5',
    })
  })
})
