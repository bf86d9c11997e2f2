/**
 * The pure rules of "what is shown can be bought" (docs/decisions/0190): flight results with the
 * seats the fare inventory has left, and a hotel priced from the cheapest room type with the
 * searched rooms left.
 */
import { describe, expect, it } from 'vitest'
import { sampleOffer } from '@machines/checkout/samples'
import { sampleFlight } from '@machines/flights/samples'
import { soldOutPlans, withoutSoldOut } from '~/lib/flights/sold-out'
import { withSeatsLeft } from '~/services/flights/availability'
import { allHotels, cheapestFor, roomsFor } from '~/services/hotels/supplier'
import { addDays, todayInIndia } from '~/services/flights/supplier'

describe('flight results with the seats left', () => {
  const a = sampleFlight({ travel_plan_id: 'A', seats_left: 9, index: 0 })
  const b = sampleFlight({ travel_plan_id: 'B', seats_left: 5, index: 1 })
  const c = sampleFlight({ travel_plan_id: 'C', seats_left: 3, index: 2 })

  it('keeps untouched fares as the supplier sent them and lowers the seats of touched ones', () => {
    const out = withSeatsLeft([a, b, c], new Map([['B', 2]]), 1)
    expect(out.map((r) => [r.travel_plan_id, r.seats_left, r.index])).toEqual([
      ['A', 9, 0],
      ['B', 2, 1],
      ['C', 3, 2],
    ])
    expect(out[0]).toBe(a)
  })

  it('leaves out a fare with fewer seats left than the travellers who need one', () => {
    const left = new Map([
      ['A', 0],
      ['B', 1],
      ['C', 2],
    ])
    expect(withSeatsLeft([a, b, c], left, 1).map((r) => r.travel_plan_id)).toEqual(['B', 'C'])
    expect(withSeatsLeft([a, b, c], left, 2).map((r) => r.travel_plan_id)).toEqual(['C'])
  })
})

describe('the cards a "Sold out" re-check takes off the results page', () => {
  const pair = {
    ...sampleOffer('SOLD_OUT'),
    passengers: { adult: 2, child: 0, infant: 1 },
    flights: [
      sampleFlight({ travel_plan_id: 'OUT', seats_left: 1 }),
      sampleFlight({ travel_plan_id: 'BACK', seats_left: 6 }),
    ],
  }

  it('is the chosen fare that has fewer seats left than the seated travellers', () => {
    expect(soldOutPlans(['OUT', 'BACK'], pair)).toEqual(['OUT'])
  })

  it('is every chosen fare when the answer does not say which (a refused hold, no offer)', () => {
    const seatsEnough = { ...pair, flights: pair.flights.map((f) => ({ ...f, seats_left: 9 })) }
    expect(soldOutPlans(['OUT', 'BACK'], seatsEnough)).toEqual(['OUT', 'BACK'])
    expect(soldOutPlans(['OUT'], null)).toEqual(['OUT'])
  })

  it('leaves the other cards, the same list when nothing sold out', () => {
    const list = [sampleFlight({ travel_plan_id: 'OUT' }), sampleFlight({ travel_plan_id: 'X' })]
    expect(withoutSoldOut(list, new Set(['OUT'])).map((r) => r.travel_plan_id)).toEqual(['X'])
    expect(withoutSoldOut(list, new Set())).toBe(list)
  })
})

describe('a hotel card priced from the rooms left', () => {
  const checkin = addDays(todayInIndia(Date.now()), 30)
  const stay = {
    checkin_date: checkin,
    checkout_date: addDays(checkin, 2),
    rooms: [{ adults_count: 2, children_age: [] }],
  }
  const two = { ...stay, rooms: [...stay.rooms, ...stay.rooms] }
  const hotel = allHotels().find((h) => roomsFor(h, stay).length >= 3 && roomsFor(h, two).length >= 1)
  if (!hotel) throw new Error('the bed bank has a hotel with three room types')
  const rooms = roomsFor(hotel, stay)
  const cheapestOf = (list: typeof rooms) => Math.min(...list.map((r) => r.offers[0]?.price.amount ?? 0))

  it('is the cheapest offer of all room types while none is taken', () => {
    expect(cheapestFor(hotel, stay)?.price.amount).toBe(cheapestOf(rooms))
    expect(cheapestFor(hotel, stay, { roomsLeft: new Map() })?.price.amount).toBe(cheapestOf(rooms))
  })

  it('skips a room type with fewer rooms left than were searched', () => {
    const first = cheapestFor(hotel, stay)?.room.idx ?? -1
    const rest = rooms.filter((r) => r.room_idx !== first)
    expect(cheapestFor(hotel, stay, { roomsLeft: new Map([[first, 0]]) })?.price.amount).toBe(
      cheapestOf(rest),
    )
    const fitTwo = roomsFor(hotel, two)
    expect(cheapestFor(hotel, two)?.price.amount).toBe(cheapestOf(fitTwo))
    const oneLeft = new Map(fitTwo.map((r) => [r.room_idx, 1]))
    expect(cheapestFor(hotel, two, { roomsLeft: oneLeft })).toBeUndefined()
  })

  it('is undefined when every room type is sold out', () => {
    const none = new Map(hotel.rooms.map((r) => [r.idx, 0]))
    expect(cheapestFor(hotel, stay, { roomsLeft: none })).toBeUndefined()
  })
})
