/**
 * Hotel search (001 §3 "Hotel results", §7; docs/decisions/0098): what a search covers and its
 * priced cards; a results page for a query (filters, sort, facets, paging) is ./results-page.ts.
 * Pure functions of the stored search, the query and the clock; the cards of a search are derived
 * once per instance and kept (a cache of deterministic data, not state).
 */
import { MAX_NIGHTS, type HotelCard, type PlaceKind, type SearchBody } from '@contracts/hotels/search'
import { ApiError, validationError } from '../http/errors'
import { addDays, daysBetween, todayInIndia } from '~/services/platform/time'
import {
  amenityById,
  catalogue,
  cheapestFor,
  cityById,
  hotelById,
  localityById,
  nightsOf,
  type City,
  type Hotel,
  type Locality,
  type StayInput,
} from './supplier'
import type { RoomsLeft } from './inventory'
import type { StoredHotelSearch } from './store'

/** How far ahead a stay can start. */
export const MAX_DAYS_AHEAD = 365

/** A 400 whose message is written for the traveller; `errors` names the field for programs. */
const fail = (field: string, message: string): never => {
  throw validationError(message, [{ field, message }])
}

/** The rules of a stay the schema does not carry, on the services' clock (400 naming the field). */
export function checkStay(
  stay: Pick<StayInput, 'checkin_date' | 'checkout_date'>,
  now: number,
  /** Where the stay sits in the request, e.g. `q.` for the hotel page's query. */
  prefix = '',
): void {
  const today = todayInIndia(now)
  if (stay.checkin_date < today) fail(`${prefix}checkin_date`, `Check-in cannot be before today (${today})`)
  if (stay.checkin_date > addDays(today, MAX_DAYS_AHEAD))
    fail(`${prefix}checkin_date`, `Hotels can be booked up to ${MAX_DAYS_AHEAD} days ahead`)
  const nights = daysBetween(stay.checkin_date, stay.checkout_date)
  if (nights < 1) fail(`${prefix}checkout_date`, 'Check-out must be at least one day after check-in')
  if (nights > MAX_NIGHTS) fail(`${prefix}checkout_date`, `A stay can be at most ${MAX_NIGHTS} nights`)
}

export interface Where {
  kind: PlaceKind
  city: City
  locality: Locality | null
  hotel: Hotel | null
}

/** The place a search is for: a city, a locality, or a hotel (its city, the hotel first). */
export function whereOf(request: SearchBody): Where {
  if (request.hotel_id !== undefined) {
    const hotel = hotelById(request.hotel_id)
    if (!hotel) return fail('hotel_id', 'No hotel with this id: choose one from the places list')
    return { kind: 'hotel', city: hotel.city, locality: null, hotel }
  }
  if (request.locality_id !== undefined) {
    const locality = localityById.get(request.locality_id)
    const city = locality && cityById.get(locality.cityId)
    if (!locality || !city)
      return fail('locality_id', 'No locality with this id: choose one from the places list')
    return { kind: 'locality', city, locality, hotel: null }
  }
  if (request.location_id !== undefined) {
    const city = cityById.get(request.location_id)
    if (!city) return fail('location_id', 'No city with this id: choose one from the places list')
    return { kind: 'location', city, locality: null, hotel: null }
  }
  return fail('location_id', 'Choose a city, a locality or a hotel to search')
}

/** Recommended order: well-rated, much-reviewed hotels first; the catalogue order breaks ties. */
const popularity = (h: Hotel) => (h.rating ?? 3) * Math.log10(h.reviews + 10) + h.stars * 0.3

/**
 * A hotel of a search: what its card shows whatever the stay (shared), its cheapest price for the
 * stay, and its batch. Cards are assembled only for the page answered.
 */
export interface Entry {
  hotel: Hotel
  info: StaticCard
  price: HotelCard['price']
  freeUntil: string | null
  payAtHotel: boolean
  batch: number
  rank: number
  rating: number
}

const priceBand = (perNight: number): HotelCard['price_band'] =>
  perNight < 300_000 ? 'LOW' : perNight < 800_000 ? 'MID' : 'HIGH'

type StaticCard = Omit<HotelCard, 'price_band' | 'price' | 'free_cancellation_until' | 'pay_at_hotel'>

/**
 * What a hotel's card shows whatever the stay, made once per hotel and shared by every search's
 * cards (master data): a Goa search holds 2,000 cards, most of whose fields are these.
 */
const staticCards = new Map<string, StaticCard>()

function staticCardOf(hotel: Hotel): StaticCard {
  const hit = staticCards.get(hotel.id)
  if (hit) return hit
  const photo = hotel.photos[0]
  const card: StaticCard = {
    hotel_id: hotel.id,
    name: hotel.name,
    property_type: hotel.propertyType,
    star_rating: hotel.stars,
    ta_rating: hotel.rating,
    ta_reviews: hotel.reviews,
    city: { id: hotel.city.id, name: hotel.city.name },
    locality: { id: hotel.locality.id, name: hotel.locality.name },
    coordinates: { lat: hotel.lat, lng: hotel.lng },
    default_image: { src: photo?.src ?? '/hotels/exterior-city.svg', alt: photo?.alt ?? hotel.name },
    amenities: hotel.amenities.flatMap((id) => {
      const a = amenityById.get(id)
      return a ? [{ id: a.id, name: a.name }] : []
    }),
    smart_filters: [...hotel.smartFilters],
    checkin_time: hotel.checkinTime,
    checkout_time: hotel.checkoutTime,
  }
  staticCards.set(hotel.id, card)
  return card
}

type Priced = Pick<Entry, 'price' | 'freeUntil' | 'payAtHotel'>

function pricedFor(
  hotel: Hotel,
  stay: StayInput,
  now: number,
  nights: readonly string[],
  roomsLeft?: ReadonlyMap<number, number>,
): Priced | undefined {
  const cheapest = cheapestFor(hotel, stay, { now, nights, roomsLeft })
  if (!cheapest) return undefined
  return {
    price: { per_night: cheapest.price.per_night, total: cheapest.price.amount },
    freeUntil: cheapest.freeCancellationUntil,
    payAtHotel: cheapest.payAtHotel,
  }
}

export const cardOf = (info: StaticCard, priced: Priced): HotelCard => ({
  ...info,
  price_band: priceBand(priced.price.per_night),
  price: priced.price,
  free_cancellation_until: priced.freeUntil,
  pay_at_hotel: priced.payAtHotel,
})

/**
 * The card of one hotel for a stay, as a search made at `now` shows it with `roomsLeft` of its room
 * types (from the inventory; the catalogue's capacity when absent). Undefined when none can be booked.
 */
export function hotelCard(
  hotel: Hotel,
  stay: StayInput,
  now: number,
  roomsLeft?: ReadonlyMap<number, number>,
): HotelCard | undefined {
  const priced = pricedFor(hotel, stay, now, nightsOf(stay), roomsLeft)
  return priced && cardOf(staticCardOf(hotel), priced)
}

function buildEntries(search: StoredHotelSearch): Entry[] {
  const where = whereOf(search.request)
  const types = search.request.property_types
  const nights = nightsOf(search.request)
  const pool = (catalogue().byCity.get(where.city.id) ?? []).filter(
    (h) =>
      (!where.locality || h.locality.id === where.locality.id) &&
      (!types?.length || types.includes(h.propertyType)),
  )
  const batches = search.scenario.batches
  const entries: Entry[] = []
  for (const hotel of pool) {
    const priced = pricedFor(hotel, search.request, search.createdAt, nights)
    if (!priced) continue
    entries.push({
      hotel,
      info: staticCardOf(hotel),
      ...priced,
      batch: (hotel.seq - 1) % batches,
      rank: popularity(hotel),
      rating: hotel.rating ?? -1,
    })
  }
  // Recommended order: the hotels of each batch after those of the batches before (a poll appends,
  // as 001 §4 has it: the first page stays as it was shown), each batch by popularity (0173).
  return entries.sort((a, b) => a.batch - b.batch || b.rank - a.rank || a.hotel.seq - b.hotel.seq)
}

const entriesCache = new Map<string, Entry[]>()
const ENTRIES_LIMIT = 16

/**
 * The entries as the inventory has them: a hotel whose room types bookings touched is priced again
 * from the cheapest room type that still has the searched rooms for every night, or left out when
 * none has (docs/decisions/0190). Untouched hotels keep their cached entry, so a 2,000-hotel search
 * reprices only the few with bookings.
 */
export function bookableEntries(
  entries: readonly Entry[],
  search: StoredHotelSearch,
  left: RoomsLeft,
): Entry[] {
  if (!left.size) return [...entries]
  const nights = nightsOf(search.request)
  const out: Entry[] = []
  for (const e of entries) {
    const rooms = left.get(e.hotel.id)
    if (!rooms) {
      out.push(e)
      continue
    }
    const priced = pricedFor(e.hotel, search.request, search.createdAt, nights, rooms)
    if (priced) out.push({ ...e, ...priced })
  }
  return out
}

/** Every hotel of the search (arrived or not), priced; derived once per instance and kept. */
export function entriesOf(search: StoredHotelSearch): Entry[] {
  const hit = entriesCache.get(search.id)
  if (hit) return hit
  const entries = buildEntries(search)
  if (entriesCache.size >= ENTRIES_LIMIT) {
    const oldest = entriesCache.keys().next().value
    if (oldest !== undefined) entriesCache.delete(oldest)
  }
  entriesCache.set(search.id, entries)
  return entries
}

export const searchExpired = () =>
  new ApiError(
    410,
    'SEARCH_EXPIRED',
    'These hotel results have expired: prices and rooms may have changed. Search again to see them.',
    'A hotel search answers for 4 hours (14,400 s) after it starts; start a new search with POST /hotels/search.',
  )

/** Batches in at `now` (1…batches); throws 410 once the search has expired. */
export function arrivedBatches(search: StoredHotelSearch, now: number, initial = false): number {
  if (now >= search.expiresAt || (search.scenario.failure === 'expired' && !initial)) throw searchExpired()
  const { batches, latencyMs } = search.scenario
  if (latencyMs === 0) return batches
  return Math.min(batches, Math.floor(Math.max(0, now - search.createdAt) / latencyMs) + 1)
}
