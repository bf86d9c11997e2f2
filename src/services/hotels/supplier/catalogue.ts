/**
 * The bed bank's hotels: immutable master data derived from the gazetteer and a seed, built once per
 * process on first use (about 7,000 hotels in a few hundred milliseconds) and identical on every
 * instance, like the flight inventory. Prices are not stored here: ./pricing.ts derives them from a
 * hotel's base rate and the stay.
 * Long on purpose: mostly tables (types, prices, rooms, meals) beside the one recipe that reads them.
 */
import {
  MEAL_INCLUSIONS,
  PROPERTY_TYPES,
  type MealInclusion,
  type PropertyType,
} from '@contracts/hotels/search'
import { rngFor, type Rng } from '~/services/platform/prng'
import { cities, type City, type CityKind, type Locality } from './places'
import {
  AMENITIES,
  EXTERIOR_BY_KIND,
  FAMILY_NAMES,
  NAME_WORDS,
  PHOTOS,
  photoSrc,
  type AmenityId,
  type PhotoId,
  type SmartFilterId,
} from './vocabulary'

export interface Photo {
  src: string
  alt: string
}

/** A rate plan of a room type: what is included and how it cancels. */
export interface RatePlan {
  /** Unique within the room: `ro-nr`, `bb-fc-ph`, … */
  code: string
  name: string
  meal: MealInclusion
  refundable: boolean
  /** Free cancellation until this many days before check-in, 12:00 PM India time (refundable only). */
  freeDays: number
  /** What the hotel keeps after the free period (or always, when non-refundable). */
  penaltyPercent: number
  payAtHotel: boolean
  panRequired: boolean
  /** Multiplies the room's rate. */
  factor: number
}

export interface RoomType {
  idx: number
  name: string
  facilities: readonly string[]
  bed: string
  maxAdults: number
  maxChildren: number
  sizeSqft: number | null
  image: Photo | null
  /** Multiplies the hotel's base rate. */
  factor: number
  /** Rooms of this type sold per night. */
  capacity: number
  plans: readonly RatePlan[]
}

export interface Fee {
  label: 'resort fee' | 'mandatory fee' | 'sales tax'
  /** Paise per room per night, or per room per stay. */
  amount: number
  per: 'night' | 'stay'
}

export interface Hotel {
  id: string
  /** Position in the city's list (stable tie-break). */
  seq: number
  name: string
  propertyType: PropertyType
  stars: number
  /** Out of 5, one decimal; null when unrated. */
  rating: number | null
  reviews: number
  city: City
  locality: Locality
  lat: number
  lng: number
  address: string
  checkinTime: string
  checkoutTime: string
  amenities: readonly AmenityId[]
  /** The hotel's own smart filters; those following from rate plans are added in `smartFiltersOf`. */
  traits: readonly SmartFilterId[]
  photos: readonly Photo[]
  /** Paise per room per night of the plainest room and plan, before season, weekday and taxes. */
  baseRate: number
  fees: readonly Fee[]
  rooms: readonly RoomType[]
  smartFilters: readonly SmartFilterId[]
}

const TYPE_WEIGHTS: Record<CityKind, Record<PropertyType, number>> = {
  beach: {
    Hotel: 44,
    'Guest House': 12,
    Apartment: 8,
    Hostel: 6,
    Homestay: 12,
    'Holiday Home': 8,
    Villa: 10,
  },
  hill: { Hotel: 45, 'Guest House': 12, Apartment: 3, Hostel: 8, Homestay: 20, 'Holiday Home': 7, Villa: 5 },
  heritage: {
    Hotel: 55,
    'Guest House': 15,
    Apartment: 3,
    Hostel: 7,
    Homestay: 14,
    'Holiday Home': 3,
    Villa: 3,
  },
  pilgrim: {
    Hotel: 60,
    'Guest House': 20,
    Apartment: 3,
    Hostel: 5,
    Homestay: 10,
    'Holiday Home': 1,
    Villa: 1,
  },
  metro: { Hotel: 70, 'Guest House': 9, Apartment: 10, Hostel: 5, Homestay: 4, 'Holiday Home': 1, Villa: 1 },
  business: {
    Hotel: 72,
    'Guest House': 12,
    Apartment: 8,
    Hostel: 3,
    Homestay: 3,
    'Holiday Home': 1,
    Villa: 1,
  },
}

const TIER_BASE_RUPEES: Record<1 | 2 | 3, number> = { 1: 3400, 2: 2800, 3: 2300 }
const STAR_FACTOR = [0.45, 0.55, 0.7, 1, 1.8, 3.3] as const
const TYPE_FACTOR: Record<PropertyType, number> = {
  Hotel: 1,
  'Guest House': 0.65,
  Apartment: 1.05,
  Hostel: 1,
  Homestay: 0.8,
  'Holiday Home': 1.1,
  Villa: 1,
}

const TIMES_IN = ['12:00 PM', '1:00 PM', '2:00 PM', '3:00 PM'] as const
const TIMES_OUT = ['10:00 AM', '11:00 AM', '12:00 PM'] as const

function starsFor(type: PropertyType, rng: Rng): number {
  if (type === 'Hotel') return rng.weighted([0, 1, 2, 3, 4, 5], (s) => [8, 4, 16, 36, 25, 11][s] ?? 0)
  if (type === 'Villa' || type === 'Apartment')
    return rng.weighted([0, 3, 4, 5], (s) => (s === 0 ? 5 : s === 3 ? 3 : 2))
  return rng.weighted([0, 1, 2, 3], (s) => [6, 2, 3, 1][s] ?? 0)
}

function nameFor(type: PropertyType, kind: CityKind, locality: Locality, rng: Rng): string {
  const word = rng.pick(NAME_WORDS[kind])
  switch (type) {
    case 'Hotel': {
      const form = rng.int(0, 5)
      if (form === 0) return `Hotel ${word}`
      if (form === 1) return `${word} Residency`
      if (form === 2) return `The ${word} ${kind === 'beach' || kind === 'hill' ? 'Resort' : 'Hotel'}`
      // The locality once: the word may be the locality's own name ("Fern Hill Suites Fern Hill").
      if (form === 3) return word === locality.name ? `${word} Suites` : `${word} Suites ${locality.name}`
      if (form === 4) return `${word} Inn`
      return `${word} Grand`
    }
    case 'Guest House':
      return `${word} Guest House`
    case 'Apartment':
      return `${word} Serviced Apartments`
    case 'Hostel':
      return `${word} Backpackers Hostel`
    case 'Homestay':
      return `${rng.pick(FAMILY_NAMES)}'s ${rng.chance(0.5) ? word : locality.name} Homestay`
    case 'Holiday Home':
      return `${word} Holiday Home`
    case 'Villa':
      return rng.chance(0.5) || word === locality.name ? `Villa ${word}` : `${word} Villa ${locality.name}`
  }
}

function amenitiesFor(type: PropertyType, stars: number, kind: CityKind, rng: Rng): AmenityId[] {
  const p = (id: AmenityId): number => {
    const lux = stars / 5
    switch (id) {
      case 'wifi':
        return 0.95
      case 'ac':
        return kind === 'hill' ? 0.3 : 0.85
      case 'pool':
        return type === 'Villa' ? 0.9 : type === 'Hotel' ? 0.1 + 0.8 * lux : 0.08
      case 'parking':
        return kind === 'metro' ? 0.45 : 0.75
      case 'restaurant':
        return type === 'Hotel' ? 0.4 + 0.6 * lux : 0.15
      case 'room_service':
        return type === 'Hotel' ? 0.2 + 0.8 * lux : 0.1
      case 'front_desk':
        return type === 'Hotel' || type === 'Hostel' ? 0.5 + 0.5 * lux : 0.15
      case 'power_backup':
        return 0.7
      case 'lift':
        return type === 'Hotel' || type === 'Apartment' ? 0.2 + 0.8 * lux : 0.05
      case 'bar':
        return type === 'Hotel' ? lux * 0.8 : type === 'Hostel' ? 0.4 : 0.03
      case 'spa':
        return type === 'Hotel' ? lux * lux * 0.9 : 0.04
      case 'gym':
        return type === 'Hotel' || type === 'Apartment' ? lux * 0.8 : 0.02
      case 'airport_shuttle':
        return type === 'Hotel' ? 0.1 + 0.4 * lux : 0.05
      case 'beach_access':
        return kind === 'beach' ? 0.35 : 0
      case 'kitchen':
        return type === 'Apartment' || type === 'Villa' || type === 'Holiday Home'
          ? 0.9
          : type === 'Hostel'
            ? 0.5
            : 0.03
      case 'laundry':
        return 0.5
      case 'kids_play':
        return type === 'Hotel' ? lux * 0.5 : 0.05
      case 'business_centre':
        return type === 'Hotel' && (kind === 'metro' || kind === 'business') ? 0.2 + 0.6 * lux : 0.02
      case 'garden':
        return type === 'Homestay' || type === 'Villa' || type === 'Holiday Home' ? 0.7 : 0.2
      case 'ev_charging':
        return 0.06 + 0.2 * lux
    }
  }
  const chosen = AMENITIES.filter((a) => rng.chance(p(a.id))).map((a) => a.id)
  return chosen.length ? chosen : ['wifi']
}

interface RoomTemplate {
  name: string
  bed: string
  maxAdults: number
  maxChildren: number
  size: [number, number]
  factor: number
  photo: PhotoId
  facilities: readonly string[]
}

const BASIC = ['Free Wi-Fi', 'Television', 'Attached bathroom', 'Hot water', 'Wardrobe']
const COMFORT = [
  'Air conditioning',
  'Free Wi-Fi',
  'Flat-screen TV',
  'Tea and coffee maker',
  'Minibar',
  'Safe',
  'Hairdryer',
]
const viewOf: Record<CityKind, string> = {
  beach: 'Sea View Room',
  hill: 'Valley View Room',
  heritage: 'Heritage Room',
  pilgrim: 'River View Room',
  metro: 'Premium Room',
  business: 'Executive Room',
}

/** A room template: who fits (adults, children), the size range in sq ft, the rate factor. */
const tpl = (
  name: string,
  bed: string,
  [maxAdults, maxChildren]: [number, number],
  size: [number, number],
  factor: number,
  photo: PhotoId,
  facilities: readonly string[],
): RoomTemplate => ({ name, bed, maxAdults, maxChildren, size, factor, photo, facilities })

const DORM = ['Locker', 'Reading light', 'Shared bathroom', 'Free Wi-Fi']
const FLAT = ['Kitchen', 'Living room', 'Washing machine', 'Free Wi-Fi', 'Air conditioning']
const VILLA = ['Private pool', 'Kitchen', 'Living room', 'Garden', 'Air conditioning', 'Free Wi-Fi']

function roomTemplates(type: PropertyType, kind: CityKind, rng: Rng): RoomTemplate[] {
  const std = tpl('Standard Room', '1 queen bed', [2, 1], [160, 220], 1, 'room-double', BASIC)
  const twin = tpl('Twin Room', '2 single beds', [2, 1], [170, 230], 1.05, 'room-twin', BASIC)
  const deluxe = tpl('Deluxe Room', '1 king bed', [3, 2], [240, 320], 1.3, 'room-double', COMFORT)
  switch (type) {
    case 'Hostel':
      return [
        tpl('Bed in 6-bed mixed dormitory', '1 bunk bed', [1, 0], [300, 400], 0.35, 'dorm', DORM),
        tpl('Bed in 4-bed female dormitory', '1 bunk bed', [1, 0], [220, 300], 0.42, 'dorm', DORM),
        { ...std, name: 'Private Double Room', factor: 1.1 },
      ]
    case 'Villa': {
      const whole = tpl('Entire villa, 3 bedrooms', '3 king beds', [4, 3], [1800, 2600], 3.2, 'villa', VILLA)
      const smaller = tpl(
        'Entire villa, 2 bedrooms',
        '2 king beds',
        [4, 2],
        [1100, 1500],
        2.3,
        'villa',
        VILLA,
      )
      return rng.chance(0.5) ? [whole, smaller] : [whole]
    }
    case 'Apartment':
    case 'Holiday Home':
      return [
        tpl('One-bedroom apartment', '1 queen bed', [3, 2], [450, 600], 1.3, 'suite', FLAT),
        tpl('Two-bedroom apartment', '2 queen beds', [4, 3], [800, 1100], 2.1, 'suite', [...FLAT, 'Balcony']),
      ]
    case 'Homestay':
    case 'Guest House':
      return rng.chance(0.5)
        ? [std, tpl('Family Room', '2 double beds', [4, 3], [300, 400], 1.6, 'room-twin', BASIC)]
        : [std, twin, deluxe]
    case 'Hotel': {
      const rooms = [std, rng.chance(0.4) ? twin : deluxe]
      rooms.push(tpl(viewOf[kind], '1 king bed', [3, 2], [260, 340], 1.55, 'room-double', COMFORT))
      if (rng.chance(0.4))
        rooms.push(tpl('Family Room', '2 queen beds', [4, 3], [340, 450], 1.85, 'room-twin', COMFORT))
      if (rng.chance(0.35))
        rooms.push(
          tpl('Suite', '1 king bed and a sofa bed', [4, 2], [480, 700], 2.6, 'suite', [
            ...COMFORT,
            'Living room',
            'Bathtub',
          ]),
        )
      return rooms
    }
  }
}

const MEAL_NAMES: Record<MealInclusion, string> = {
  room_only: 'Room only',
  breakfast_included: 'Breakfast included',
  dinner_included: 'Breakfast and dinner',
  lunch_included: 'Breakfast and lunch',
  lunch_or_dinner: 'Breakfast and lunch or dinner',
}
const MEAL_CODES: Record<MealInclusion, string> = {
  room_only: 'ro',
  breakfast_included: 'bb',
  dinner_included: 'bd',
  lunch_included: 'bl',
  lunch_or_dinner: 'hb',
}
const MEAL_FACTOR: Record<MealInclusion, number> = {
  room_only: 1,
  breakfast_included: 1.12,
  dinner_included: 1.26,
  lunch_included: 1.24,
  lunch_or_dinner: 1.3,
}

function plansFor(hotel: { payAtHotel: boolean; panRequired: boolean; stars: number }, rng: Rng): RatePlan[] {
  const meals: MealInclusion[] = ['room_only', 'breakfast_included']
  const richer = rng.pick(MEAL_INCLUSIONS.slice(2))
  if (rng.chance(0.6)) meals.push(richer)
  const plans: RatePlan[] = []
  const plan = (meal: MealInclusion, refundable: boolean, payAtHotel: boolean): RatePlan => {
    const freeDays = refundable ? rng.pick([1, 2, 3, 7]) : 0
    const code = `${MEAL_CODES[meal]}-${refundable ? 'fc' : 'nr'}${payAtHotel ? '-ph' : ''}`
    return {
      code,
      name: `${MEAL_NAMES[meal]}${refundable ? ', free cancellation' : ', non-refundable'}${payAtHotel ? ', pay at hotel' : ''}`,
      meal,
      refundable,
      freeDays,
      penaltyPercent: refundable ? rng.pick([100, 100, 50]) : 100,
      payAtHotel,
      panRequired: hotel.panRequired,
      factor: MEAL_FACTOR[meal] * (refundable ? 1.08 : 1) * (payAtHotel ? 1.03 : 1),
    }
  }
  if (rng.chance(0.75)) plans.push(plan('room_only', false, false))
  for (const meal of meals)
    if (meal !== 'room_only' || plans.length === 0 || rng.chance(0.7)) plans.push(plan(meal, true, false))
  if (hotel.payAtHotel) plans.push(plan(rng.pick(meals), true, true))
  return plans
}

function photosFor(
  name: string,
  type: PropertyType,
  kind: CityKind,
  amenities: readonly AmenityId[],
  rng: Rng,
): Photo[] {
  const first: PhotoId = type === 'Villa' ? 'villa' : EXTERIOR_BY_KIND[kind]
  const rest: PhotoId[] = []
  if (amenities.includes('pool') && first !== 'villa') rest.push('pool')
  if (type === 'Hotel') rest.push('lobby')
  if (amenities.includes('restaurant')) rest.push('restaurant')
  rest.push(type === 'Hostel' ? 'dorm' : rng.pick(['room-double', 'room-twin', 'suite'] as const))
  return [first, ...rest].map((id) => ({ src: photoSrc(id), alt: `${name}: ${PHOTOS[id]}` }))
}

const jitter = (rng: Rng, spread: number) => (rng.next() * 2 - 1) * spread

function buildHotel(city: City, n: number, taken: Set<string>): Hotel {
  const rng = rngFor(`hotel:${city.id}:${n}`)
  const locality = rng.weighted(
    city.localities.map((l, i) => ({ l, w: 1 / Math.sqrt(i + 1) })),
    (x) => x.w,
  ).l
  const propertyType = rng.weighted(PROPERTY_TYPES, (t) => TYPE_WEIGHTS[city.kind][t])
  const stars = starsFor(propertyType, rng)
  let name = nameFor(propertyType, city.kind, locality, rng)
  // A second of the name takes its locality, unless the name has it already ("… Suites Arambol Arambol").
  if (taken.has(name) && !name.includes(locality.name)) name = `${name} ${locality.name}`
  for (let k = 2; taken.has(name); k++) name = `${name.replace(/ \d+$/, '')} ${k}`
  taken.add(name)
  const unrated = rng.chance(0.05)
  const rating = unrated
    ? null
    : Math.round(Math.min(4.9, Math.max(2.4, 3.2 + stars * 0.25 + jitter(rng, 0.8))) * 10) / 10
  const reviews = unrated ? 0 : Math.round(5 + rng.next() ** 2 * (400 + stars * 700))
  const amenities = amenitiesFor(propertyType, stars, city.kind, rng)
  const traits: SmartFilterId[] = []
  if (propertyType !== 'Hostel' && rng.chance(0.55)) traits.push('couple_friendly')
  if (rng.chance(propertyType === 'Villa' || propertyType === 'Homestay' ? 0.35 : 0.1))
    traits.push('pet_friendly')
  const payAtHotel = rng.chance(0.35)
  const panRequired = rng.chance(0.15)
  const rupees =
    TIER_BASE_RUPEES[city.tier] *
    STAR_FACTOR[stars as 0 | 1 | 2 | 3 | 4 | 5] *
    TYPE_FACTOR[propertyType] *
    (0.8 + rng.next() * 0.45)
  const baseRate = Math.max(400, Math.round(rupees / 10) * 10) * 100
  const rooms = roomTemplates(propertyType, city.kind, rng).map((t, idx): RoomType => {
    const roomRng = rngFor(`room:${city.id}:${n}:${idx}`)
    const small =
      propertyType === 'Villa' ? 1 : propertyType === 'Homestay' ? roomRng.int(1, 3) : roomRng.int(2, 12)
    return {
      idx,
      // A few supplier rooms come without a name (001 §3: shown as 'Room').
      name: roomRng.chance(0.03) ? 'Room' : t.name,
      facilities: t.facilities,
      bed: t.bed,
      maxAdults: t.maxAdults,
      maxChildren: t.maxChildren,
      sizeSqft: roomRng.chance(0.1) ? null : roomRng.int(t.size[0], t.size[1]),
      image: roomRng.chance(0.08) ? null : { src: photoSrc(t.photo), alt: `${name}: ${PHOTOS[t.photo]}` },
      factor: t.factor,
      capacity: small,
      plans: plansFor({ payAtHotel, panRequired, stars }, roomRng),
    }
  })
  const fees: Fee[] = []
  if ((city.kind === 'beach' || city.kind === 'hill') && propertyType === 'Hotel' && stars >= 4)
    fees.push({ label: 'resort fee', amount: rng.pick([400, 500, 750]) * 100, per: 'night' })
  if (propertyType === 'Villa' || propertyType === 'Holiday Home' || propertyType === 'Apartment')
    fees.push({ label: 'mandatory fee', amount: rng.pick([800, 1000, 1500]) * 100, per: 'stay' })
  if (city.kind === 'hill' && rng.chance(0.5)) fees.push({ label: 'sales tax', amount: 5000, per: 'night' })
  const smartFilters: SmartFilterId[] = []
  const plans = rooms.flatMap((r) => r.plans)
  if (plans.some((p) => p.refundable)) smartFilters.push('free_cancellation')
  if (plans.some((p) => p.payAtHotel)) smartFilters.push('pay_at_hotel')
  if (plans.some((p) => p.meal !== 'room_only')) smartFilters.push('breakfast_included')
  smartFilters.push(...traits)
  const street = rng.pick([
    'Main Road',
    'Beach Road',
    'Station Road',
    'Church Street',
    'Temple Road',
    'Market Road',
    'Lake Road',
    'MG Road',
  ])
  return {
    id: `${city.id}-h${String(n).padStart(4, '0')}`,
    seq: n,
    name,
    propertyType,
    stars,
    rating,
    reviews,
    city,
    locality,
    lat: Math.round((locality.lat + jitter(rng, 0.012)) * 1e5) / 1e5,
    lng: Math.round((locality.lng + jitter(rng, 0.012)) * 1e5) / 1e5,
    // Each place once: Goa is a city and its state ("Agonda, Goa, Goa" read as a mistake).
    address: [String(rng.int(1, 420)), street, locality.name, city.name, city.state]
      .filter((part, i, all) => all.indexOf(part) === i)
      .join(', '),
    checkinTime: rng.pick(TIMES_IN),
    checkoutTime: rng.pick(TIMES_OUT),
    amenities,
    traits,
    photos: photosFor(name, propertyType, city.kind, amenities, rng),
    baseRate,
    fees,
    rooms,
    smartFilters,
  }
}

export interface Catalogue {
  hotels: readonly Hotel[]
  byId: ReadonlyMap<string, Hotel>
  byCity: ReadonlyMap<string, readonly Hotel[]>
}

/** Builds the catalogue from the gazetteer and the seed (pure: same result every call). */
export function buildCatalogue(): Catalogue {
  const byCity = new Map<string, Hotel[]>()
  for (const city of cities) {
    const taken = new Set<string>()
    const list: Hotel[] = []
    for (let n = 1; n <= city.hotelCount; n++) list.push(buildHotel(city, n, taken))
    byCity.set(city.id, list)
  }
  const hotels = [...byCity.values()].flat()
  return { hotels, byId: new Map(hotels.map((h) => [h.id, h])), byCity }
}

let built: Catalogue | undefined

/** The whole catalogue, built on first use and kept: immutable master data. */
export function catalogue(): Catalogue {
  built ??= buildCatalogue()
  return built
}

export const hotelById = (id: string): Hotel | undefined => catalogue().byId.get(id)
