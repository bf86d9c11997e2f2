/**
 * The sandbox bed bank (docs/decisions/0096, 0097): the deterministic catalogue and its prices. The
 * search service (../routes.ts) and the booking service read hotels, rooms and offers only through
 * these functions.
 */
import type { CancellationPolicy, HotelSummary } from '@contracts/hotels/hotel'
import { catalogue, hotelById, type Hotel } from './catalogue'
import {
  offerIdOf,
  pricedOffer,
  roomsFor,
  fits,
  type PriceOptions,
  type PricedOffer,
  type PricedRoom,
  type StayInput,
} from './pricing'

export { catalogue, hotelById, type Hotel, type RoomType, type RatePlan, type Photo } from './catalogue'
export { cities, cityById, localityById, distanceKm, type City, type Locality } from './places'
export { AMENITIES, SMART_FILTERS, amenityById, smartFilterById } from './vocabulary'
export {
  GST_SLABS,
  cheapestFor,
  gstPercent,
  nightsOf,
  roomsFor,
  type PriceOptions,
  type PricedOffer,
  type PricedRoom,
  type StayInput,
} from './pricing'

/** The contract's summary of a hotel (001 §3), as the hotel page and a booking show it. */
export function hotelSummary(hotel: Hotel): HotelSummary {
  return {
    hotel_id: hotel.id,
    name: hotel.name,
    property_type: hotel.propertyType,
    star_rating: hotel.stars,
    address: hotel.address,
    city: { id: hotel.city.id, name: hotel.city.name, state: hotel.city.state },
    locality: { id: hotel.locality.id, name: hotel.locality.name },
    coordinates: { lat: hotel.lat, lng: hotel.lng },
    checkin_time: hotel.checkinTime,
    checkout_time: hotel.checkoutTime,
    media_list: hotel.photos.map((p, i) => ({ src: p.src, alt: p.alt, default: i === 0 })),
  }
}

export interface FoundOffer {
  hotel: HotelSummary
  /** The room type with only this offer. */
  room: PricedRoom
  offer: PricedOffer
  cancellationPolicy: CancellationPolicy
}

/**
 * One offer of one room type for a stay, priced now; undefined when the hotel, the room or the
 * offer does not exist, or the room type does not fit the searched rooms.
 */
export function findOffer(
  hotelId: string,
  roomIdx: number,
  offerId: string,
  stay: StayInput,
  options: PriceOptions = {},
): FoundOffer | undefined {
  const hotel = hotelById(hotelId)
  const room = hotel?.rooms[roomIdx]
  if (!hotel || !room || !fits(room, stay)) return undefined
  const plan = room.plans.find((p) => offerIdOf(room, p) === offerId)
  if (!plan) return undefined
  const offer = pricedOffer(hotel, room, plan, stay, options)
  const [priced] = roomsFor({ ...hotel, rooms: [room] }, stay, options)
  if (!priced) return undefined
  return {
    hotel: hotelSummary(hotel),
    room: { ...priced, offers: [offer] },
    offer,
    cancellationPolicy: offer.cancellation_policy,
  }
}

/** Rooms of this type the hotel sells per night (the inventory's capacity); 0 when unknown. */
export function roomCapacity(hotelId: string, roomIdx: number): number {
  return hotelById(hotelId)?.rooms[roomIdx]?.capacity ?? 0
}

/** Every hotel, for tests and the search indexes. */
export const allHotels = (): readonly Hotel[] => catalogue().hotels
