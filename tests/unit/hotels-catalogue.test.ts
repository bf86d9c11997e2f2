/**
 * The sandbox bed bank's catalogue (src/services/hotels/supplier): its size, that it is the same
 * on every build, that every property type and meal inclusion is sold, and the prices it answers.
 */
import { describe, expect, it } from 'vitest'
import { hotelSummarySchema, hotelRoomSchema } from '@contracts/hotels/hotel'
import { MEAL_INCLUSIONS, PROPERTY_TYPES, TAX_LABELS } from '@contracts/hotels/search'
import { addDays } from '~/services/flights/supplier'
import { buildCatalogue } from '~/services/hotels/supplier/catalogue'
import {
  AMENITIES,
  GST_SLABS,
  catalogue,
  cheapestFor,
  cities,
  findOffer,
  gstPercent,
  hotelById,
  hotelSummary,
  localityById,
  roomCapacity,
  roomsFor,
} from '~/services/hotels/supplier'

const stay = {
  checkin_date: '2027-01-12',
  checkout_date: '2027-01-15',
  rooms: [
    { adults_count: 2, children_age: [] },
    { adults_count: 1, children_age: [5] },
  ],
}

const fingerprint = (hotels: ReturnType<typeof buildCatalogue>['hotels']) =>
  hotels.map((h) => ({ ...h, city: h.city.id, locality: h.locality.id }))

describe('the catalogue', () => {
  const { hotels, byCity } = catalogue()

  it('holds at least 40 Indian cities, each with localities and coordinates in India', () => {
    expect(cities.length).toBeGreaterThanOrEqual(40)
    for (const city of cities) {
      expect(city.localities.length).toBeGreaterThanOrEqual(3)
      expect(city.lat).toBeGreaterThan(6)
      expect(city.lng).toBeGreaterThan(68)
    }
    expect(localityById.get('goa.calangute')?.name).toBe('Calangute')
    expect(localityById.get('mumbai.andheri-east')?.name).toBe('Andheri East')
  })

  it('holds at least 5,000 hotels, 2,000 of them in Goa, with unique ids and names per city', () => {
    expect(hotels.length).toBeGreaterThanOrEqual(5000)
    expect(byCity.get('goa')?.length).toBeGreaterThanOrEqual(2000)
    expect(new Set(hotels.map((h) => h.id)).size).toBe(hotels.length)
    for (const list of byCity.values()) expect(new Set(list.map((h) => h.name)).size).toBe(list.length)
  })

  it('is the same on every build (a seed, not chance)', () => {
    expect(fingerprint(buildCatalogue().hotels)).toEqual(fingerprint(hotels))
  })

  it('sells every property type, every meal inclusion, pay at hotel and PAN-required offers', () => {
    expect(new Set(hotels.map((h) => h.propertyType))).toEqual(new Set(PROPERTY_TYPES))
    const plans = hotels.flatMap((h) => h.rooms.flatMap((r) => r.plans))
    expect(new Set(plans.map((p) => p.meal))).toEqual(new Set(MEAL_INCLUSIONS))
    expect(plans.some((p) => p.payAtHotel)).toBe(true)
    expect(plans.some((p) => p.panRequired)).toBe(true)
    expect(plans.some((p) => !p.refundable)).toBe(true)
    expect(new Set(hotels.map((h) => h.stars))).toEqual(new Set([0, 1, 2, 3, 4, 5]))
    const fees = new Set(hotels.flatMap((h) => h.fees.map((f) => f.label)))
    expect(new Set(['mandatory tax', ...fees])).toEqual(new Set(TAX_LABELS))
    const amenityIds = new Set(AMENITIES.map((a) => a.id))
    for (const h of hotels) for (const a of h.amenities) expect(amenityIds.has(a)).toBe(true)
  })

  it('places each hotel within a couple of kilometres of its locality, with photos that have alt text', () => {
    for (const h of hotels.slice(0, 500)) {
      expect(Math.abs(h.lat - h.locality.lat)).toBeLessThan(0.02)
      expect(Math.abs(h.lng - h.locality.lng)).toBeLessThan(0.02)
      expect(h.photos.length).toBeGreaterThanOrEqual(2)
      for (const p of h.photos) {
        expect(p.src).toMatch(/^\/hotels\/[a-z-]+\.svg$/)
        expect(p.alt).toContain(h.name)
      }
    }
  })
})

describe('prices and offers', () => {
  const hotel = catalogue()
    .byCity.get('goa')
    ?.find((h) => h.propertyType === 'Hotel' && h.stars === 4)
  if (!hotel) throw new Error('the catalogue has a 4-star hotel in Goa')

  it('answers the contract shapes: a summary and rooms fitting the searched rooms', () => {
    expect(hotelSummarySchema.parse(hotelSummary(hotel)).hotel_id).toBe(hotel.id)
    const rooms = roomsFor(hotel, stay)
    expect(rooms.length).toBeGreaterThan(0)
    for (const room of rooms) {
      hotelRoomSchema.parse({ ...room, offers: room.offers.map((o) => ({ ...o, available_count: 1 })) })
      expect(room.max_adults).toBeGreaterThanOrEqual(2)
      expect(room.max_children).toBeGreaterThanOrEqual(1)
    }
  })

  it('adds up: amount = base + taxes, GST by the slab of each night’s tariff', () => {
    for (const offer of roomsFor(hotel, stay).flatMap((r) => r.offers)) {
      const taxes = offer.price.taxes.reduce((s, t) => s + t.amount, 0)
      expect(offer.price.amount).toBe(offer.price.base + taxes)
      expect(offer.price.nights).toBe(3)
      const gst = offer.price.taxes.find((t) => t.label === 'mandatory tax')?.amount ?? 0
      expect(gst / offer.price.base).toBeGreaterThanOrEqual(0.05 - 1e-3)
      expect(gst / offer.price.base).toBeLessThanOrEqual(0.18 + 1e-3)
    }
    expect(gstPercent(750_000)).toBe(GST_SLABS[0].percent)
    expect(gstPercent(750_100)).toBe(18)
  })

  it('a third adult in a room costs more; fees are charged per night or per stay', () => {
    const two = cheapestFor(hotel, { ...stay, rooms: [{ adults_count: 2, children_age: [] }] })
    const three = cheapestFor(hotel, { ...stay, rooms: [{ adults_count: 3, children_age: [] }] })
    expect(three?.price.base).toBeGreaterThan(two?.price.base ?? Infinity)
    const villa = catalogue().hotels.find((h) => h.fees.some((f) => f.per === 'stay'))
    const resort = catalogue().hotels.find((h) => h.fees.some((f) => f.label === 'resort fee'))
    if (!villa || !resort) throw new Error('the catalogue has hotels with fees')
    const oneRoom = { ...stay, rooms: [{ adults_count: 1, children_age: [] }] }
    const feeOf = (h: typeof villa, label: string, nights: number) =>
      cheapestFor(h, { ...oneRoom, checkout_date: addDays(stay.checkin_date, nights) })?.price.taxes.find(
        (t) => t.label === label,
      )?.amount
    expect(feeOf(villa, 'mandatory fee', 1)).toBe(feeOf(villa, 'mandatory fee', 4))
    expect(feeOf(resort, 'resort fee', 4)).toBe(4 * (feeOf(resort, 'resort fee', 1) ?? 0))
  })

  it('charges more in the Christmas week than in the monsoon', () => {
    const peak = cheapestFor(hotel, { ...stay, checkin_date: '2026-12-28', checkout_date: '2026-12-29' })
    const monsoon = cheapestFor(hotel, { ...stay, checkin_date: '2027-07-14', checkout_date: '2027-07-15' })
    expect(peak?.price.per_night).toBeGreaterThan(monsoon?.price.per_night ?? Infinity)
  })

  it('the card price is the cheapest offer of the hotel page', () => {
    const cheapest = cheapestFor(hotel, stay)
    const all = roomsFor(hotel, stay).flatMap((r) => r.offers.map((o) => o.price.amount))
    expect(cheapest?.price.amount).toBe(Math.min(...all))
  })

  it('finds an offer by room and id, priced as the hotel page shows it, and refuses unknown ones', () => {
    const [room] = roomsFor(hotel, stay)
    const offer = room?.offers[0]
    if (!room || !offer) throw new Error('the hotel has an offer')
    const found = findOffer(hotel.id, room.room_idx, offer.offer_id, stay)
    expect(found?.offer).toEqual(offer)
    expect(found?.hotel.name).toBe(hotel.name)
    expect(found?.cancellationPolicy).toEqual(offer.cancellation_policy)
    expect(findOffer(hotel.id, room.room_idx, 'nope', stay)).toBeUndefined()
    expect(findOffer('goa-h9999', 0, offer.offer_id, stay)).toBeUndefined()
    expect(roomCapacity(hotel.id, room.room_idx)).toBeGreaterThan(0)
    expect(hotelById(hotel.id)).toBe(hotel)
  })

  it('a free cancellation deadline already past is not offered as free', () => {
    const [room, refundable] =
      roomsFor(hotel, stay)
        .flatMap((r) => r.offers.map((o) => [r, o] as const))
        .find(([, o]) => o.cancellation_policy.free_until) ?? []
    const deadline = refundable?.cancellation_policy.free_until
    if (!room || !refundable || !deadline) throw new Error('the hotel has a refundable offer')
    const later = findOffer(hotel.id, room.room_idx, refundable.offer_id, stay, {
      now: Date.parse(deadline) + 1,
    })
    expect(later?.cancellationPolicy.free_until).toBeNull()
  })
})
