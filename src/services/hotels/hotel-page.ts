/**
 * One hotel's calls (001 §7 Hotels): availability with live room counts from the nightly
 * inventory and a price change against the search's card, the static details, and the guest
 * ratings. Prices come from the catalogue (./supplier), counts from hotel_inventory.
 */
import type {
  AvailabilityAnswer,
  AvailabilityQuery,
  DetailsAnswer,
  PriceChange,
  RatingsAnswer,
} from '@contracts/hotels/hotel'
import { rngFor } from '~/services/platform/prng'
import type { Database } from '../db/client'
import { availableCounts } from './inventory'
import type { HotelScenario } from './scenario'
import { hotelCard } from './search'
import type { StoredHotelSearch } from './store'
import { amenityById, distanceKm, hotelSummary, nightsOf, roomsFor, type Hotel } from './supplier'

const sameStay = (a: AvailabilityQuery, b: StoredHotelSearch['request']) =>
  a.checkin_date === b.checkin_date &&
  a.checkout_date === b.checkout_date &&
  JSON.stringify(a.rooms) === JSON.stringify(b.rooms)

/**
 * The card's price (old) against the cheapest offer that can be booked now (new), when they differ.
 * The card is what the traveller saw (`card_total`) or, without it, the search's card priced with
 * the rooms left now; "now" counts only room types with the searched rooms left (docs/decisions/0190).
 */
function priceChangeOf(
  hotel: Hotel,
  query: AvailabilityQuery,
  search: StoredHotelSearch | undefined,
  rooms: readonly { offers: readonly { price: { amount: number; per_night: number } }[] }[],
  counts: ReadonlyMap<number, number>,
): PriceChange | null {
  if (!search || !sameStay(query, search.request)) return null
  const card = hotelCard(hotel, search.request, search.createdAt, counts)?.price
  const roomNights = Math.max(1, nightsOf(query).length) * Math.max(1, query.rooms.length)
  const old =
    query.card_total !== undefined
      ? { total: query.card_total, per_night: Math.round(query.card_total / roomNights) }
      : card
  let cheapest: { amount: number; per_night: number } | undefined
  for (const room of rooms)
    for (const offer of room.offers)
      if (!cheapest || offer.price.amount < cheapest.amount) cheapest = offer.price
  if (!old || !cheapest || old.total === cheapest.amount) return null
  return { old, new: { per_night: cheapest.per_night, total: cheapest.amount } }
}

export async function availabilityOf(
  db: Database,
  hotel: Hotel,
  query: AvailabilityQuery,
  scenario: HotelScenario,
  search: StoredHotelSearch | undefined,
  now: number,
): Promise<AvailabilityAnswer> {
  const soldOut = scenario.availability === 'soldout'
  const counts = soldOut ? new Map<number, number>() : await availableCounts(db, hotel.id, query)
  const needed = query.rooms.length
  const rooms = roomsFor(hotel, query, { now, priceChangePercent: scenario.priceChange }).map((room) => {
    const available = counts.get(room.room_idx) ?? 0
    return {
      ...room,
      // A room type with fewer rooms left than were searched has nothing to sell for this stay.
      offers: available >= needed ? room.offers.map((o) => ({ ...o, available_count: available })) : [],
    }
  })
  return {
    hotel: { ...hotelSummary(hotel), rooms },
    hotelAvailable: rooms.some((r) => r.offers.length > 0),
    search: query,
    price_change: priceChangeOf(hotel, query, search, rooms, counts),
  }
}

const KIND_TEXT = {
  beach: 'a short walk from the beach',
  hill: 'with views over the hills',
  heritage: 'close to the old city and its monuments',
  pilgrim: 'close to the temples and ghats',
  metro: 'well connected to the business districts and the airport',
  business: 'convenient for business visitors',
} as const

export function detailsOf(hotel: Hotel): DetailsAnswer {
  const stars = hotel.stars ? `${hotel.stars}-star ` : ''
  const landmarks = hotel.city.localities
    .filter((l) => l.id !== hotel.locality.id)
    .map((l) => ({ name: l.name, distance_km: Math.round(distanceKm(hotel, l) * 10) / 10 }))
    .sort((a, b) => a.distance_km - b.distance_km)
    .slice(0, 3)
  landmarks.unshift({
    name: `${hotel.city.name} city centre`,
    distance_km: Math.round(distanceKm(hotel, hotel.city) * 10) / 10,
  })
  const couples = hotel.smartFilters.includes('couple_friendly')
  const pets = hotel.smartFilters.includes('pet_friendly')
  return {
    hotel: {
      ...hotelSummary(hotel),
      description:
        `${hotel.name} is a ${stars}${hotel.propertyType.toLowerCase()} in ${hotel.locality.name}, ` +
        `${hotel.city.name}, ${KIND_TEXT[hotel.city.kind]}. It has ${hotel.rooms.length} room ` +
        `type${hotel.rooms.length === 1 ? '' : 's'}; check-in is from ${hotel.checkinTime} and ` +
        `check-out by ${hotel.checkoutTime}.`,
      amenities: hotel.amenities.flatMap((id) => {
        const a = amenityById.get(id)
        return a ? [{ id: a.id, name: a.name }] : []
      }),
      policies: [
        `Check-in from ${hotel.checkinTime}; check-out by ${hotel.checkoutTime}.`,
        'Every adult guest shows a government-issued photo ID (Aadhaar, passport, driving licence or voter ID) at check-in.',
        couples
          ? 'Unmarried couples are welcome with valid photo IDs.'
          : 'The property may not accept unmarried couples; check with the property before booking.',
        pets ? 'Pets are allowed on request.' : 'Pets are not allowed.',
        'Children up to 5 years stay free using the existing beds.',
      ],
      landmarks,
    },
  }
}

const SCORES = [
  ['excellent', 5],
  ['good', 4],
  ['average', 3],
  ['poor', 2],
  ['terrible', 1],
] as const

export function ratingsOf(hotel: Hotel): RatingsAnswer {
  const breakdown = { excellent: 0, good: 0, average: 0, poor: 0, terrible: 0 }
  const rating = hotel.rating
  if (rating === null)
    return { hotel_id: hotel.id, rating: null, reviews_count: 0, breakdown, categories: [] }
  // Reviews spread around the rating; the rounding remainder goes to the nearest score.
  const weights = SCORES.map(([, s]) => Math.max(0.02, 1 - Math.abs(rating - s) / 1.5))
  const sum = weights.reduce((a, b) => a + b, 0)
  let given = 0
  SCORES.forEach(([name], i) => {
    breakdown[name] = Math.floor((hotel.reviews * (weights[i] ?? 0)) / sum)
    given += breakdown[name]
  })
  const nearest = SCORES.reduce((a, b) => (Math.abs(rating - b[1]) < Math.abs(rating - a[1]) ? b : a))
  breakdown[nearest[0]] += hotel.reviews - given
  const rng = rngFor(`ratings:${hotel.id}`)
  const clamp = (v: number) => Math.round(Math.min(5, Math.max(1, v)) * 10) / 10
  return {
    hotel_id: hotel.id,
    rating,
    reviews_count: hotel.reviews,
    breakdown,
    categories: ['Location', 'Cleanliness', 'Service', 'Value for money', 'Rooms'].map((name) => ({
      name,
      rating: clamp(rating + (rng.next() * 2 - 1) * 0.4),
    })),
  }
}
