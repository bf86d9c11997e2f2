/**
 * Hotel and homestay search (001 §2 Hotels, Homestays; §3 "Hotel search parameters", "Hotel
 * results", "Homestay"; §4 "Hotel results"; §5; §7 Hotels; §9). Shared by the hotel service
 * (src/services/hotels), the BFF (src/server/hotels), the machines (types only) and the pages.
 * Client-safe (zod only). Money is integer paise; price filter bounds in the URL are whole rupees
 * (the spec's 0–2,500,000 with step 1,000 are rupees), docs/decisions/0095.
 */
import { z } from 'zod'
import { calendarDate } from '@contracts/fields'
import { HOMESTAY_TYPES } from './words'

export const PROPERTY_TYPES = [
  'Hotel',
  'Guest House',
  'Apartment',
  'Hostel',
  'Homestay',
  'Holiday Home',
  'Villa',
] as const
export const propertyTypeSchema = z.enum(PROPERTY_TYPES)
export type PropertyType = z.infer<typeof propertyTypeSchema>
/** What /homestays searches (001 §2 Homestays; issue 15): kept zod-free in words.ts. */
export { HOMESTAY_TYPES }

export const MEAL_INCLUSIONS = [
  'room_only',
  'breakfast_included',
  'dinner_included',
  'lunch_included',
  'lunch_or_dinner',
] as const
export const mealInclusionSchema = z.enum(MEAL_INCLUSIONS)
export type MealInclusion = z.infer<typeof mealInclusionSchema>

export const TAX_LABELS = ['mandatory tax', 'resort fee', 'mandatory fee', 'sales tax'] as const
export const taxLabelSchema = z.enum(TAX_LABELS)

/**
 * The smart filters the bed bank offers (docs/decisions/0096): ids travel in `smart_filters[]` and
 * on each card; names are what a page shows.
 */
export const SMART_FILTERS = [
  { id: 'free_cancellation', name: 'Free cancellation' },
  { id: 'pay_at_hotel', name: 'Pay at hotel' },
  { id: 'breakfast_included', name: 'Breakfast included' },
  { id: 'couple_friendly', name: 'Couple friendly' },
  { id: 'pet_friendly', name: 'Pet friendly' },
] as const

export const PRICE_BANDS = ['LOW', 'MID', 'HIGH', 'NO_INFO'] as const
export const priceBandSchema = z.enum(PRICE_BANDS)

/** Place types as the places call answers them (plural) and as the search state keeps them (singular). */
export const PLACE_TYPES = ['hotels', 'localities', 'locations'] as const
export const placeKindSchema = z.enum(['hotel', 'locality', 'location'])
export type PlaceKind = z.infer<typeof placeKindSchema>

export const CHILD_AGE_MIN = 2
export const CHILD_AGE_MAX = 12
export const MAX_ROOMS = 8
export const MAX_ADULTS_PER_ROOM = 4
export const MAX_CHILDREN_PER_ROOM = 3
export const MAX_NIGHTS = 30
export const PLACE_QUERY_MIN = 3

export const childAgeSchema = z
  .number({ error: 'Child age must be a whole number of years' })
  .int('Child age must be a whole number of years')
  .min(CHILD_AGE_MIN, `Child age must be between ${CHILD_AGE_MIN} and ${CHILD_AGE_MAX} years`)
  .max(CHILD_AGE_MAX, `Child age must be between ${CHILD_AGE_MIN} and ${CHILD_AGE_MAX} years`)

/** One room of a search: 001 §3 `{adults_count, children_age}`. */
export const roomSchema = z.object({
  adults_count: z
    .number({ error: 'Adults must be a whole number' })
    .int()
    .min(1, 'Each room needs at least 1 adult')
    .max(MAX_ADULTS_PER_ROOM, `A room holds at most ${MAX_ADULTS_PER_ROOM} adults`),
  children_age: z
    .array(childAgeSchema)
    .max(MAX_CHILDREN_PER_ROOM, `A room holds at most ${MAX_CHILDREN_PER_ROOM} children`)
    .default([]),
})
export type Room = z.infer<typeof roomSchema>
export const roomsSchema = z
  .array(roomSchema)
  .min(1, 'Choose at least 1 room')
  .max(MAX_ROOMS, `Book at most ${MAX_ROOMS} rooms at a time`)

/**
 * The stay every hotel call is about. The services also refuse a check-in before today (their
 * clock), check-out ≤ check-in and stays over MAX_NIGHTS, naming the field.
 */
export const stayObject = z.object({
  checkin_date: calendarDate(),
  checkout_date: calendarDate(),
  rooms: roomsSchema,
})
export type Stay = z.infer<typeof stayObject>

/**
 * POST /hotels/search. One of location_id, locality_id or hotel_id names where (a hotel id opens a
 * search of that hotel's city, the hotel first); names are kept for the page's heading.
 * `property_types` narrows to those types (homestays: HOMESTAY_TYPES).
 */
export const searchBodySchema = stayObject.extend({
  location_id: z.string().max(60).optional(),
  locality_id: z.string().max(60).optional(),
  hotel_id: z.string().max(60).optional(),
  city_name: z.string().max(120).optional(),
  locality_name: z.string().max(120).optional(),
  hotel_name: z.string().max(160).optional(),
  property_types: z.array(propertyTypeSchema).max(PROPERTY_TYPES.length).optional(),
})
export type SearchBody = z.infer<typeof searchBodySchema>

export const searchStatusSchema = z.enum(['PENDING', 'COMPLETED'])

/** Sort as the URL and the results call carry it: `field,direction` (001 §3). */
export const SORTS = ['price,asc', 'price,desc', 'rating,desc', 'stars,desc'] as const
export const sortSchema = z.enum(SORTS)
export type HotelSort = z.infer<typeof sortSchema>
/** 001 §3 sort_order of the results state: asc → lowToHigh, desc → highToLow. */
export type SortOrder = 'default' | 'lowToHigh' | 'highToLow'

/**
 * GET /hotels/search/{searchId}: the results query. Arrays travel indexed (`star_rating[0]=4`);
 * price bounds are [min, max] whole rupees of the per-night (price_per_night) or whole-stay
 * (total_price) price. `hbo` (hotel booked/opened first) is kept and echoed.
 */
export const resultsQuerySchema = z.object({
  page_no: z.coerce.number().int().min(1).max(1000).default(1),
  page_size: z.coerce.number().int().min(1).max(50).default(50),
  sort: sortSchema.optional(),
  star_rating: z.array(z.coerce.number().int().min(0).max(5)).max(6).optional(),
  ta_rating: z
    .array(
      z.coerce
        .number()
        .int()
        .refine((v) => [2, 3, 4].includes(v), 'must be 4, 3 or 2'),
    )
    .max(3)
    .optional(),
  amenities: z.array(z.string().max(40)).max(40).optional(),
  smart_filters: z.array(z.string().max(40)).max(20).optional(),
  property_type: z.array(propertyTypeSchema).max(PROPERTY_TYPES.length).optional(),
  total_price: z.array(z.coerce.number().int().min(0).max(2_500_000_000)).length(2).optional(),
  price_per_night: z.array(z.coerce.number().int().min(0).max(100_000_000)).length(2).optional(),
  location: z.array(z.string().max(60)).max(40).optional(),
  filter_hotel_id: z.string().max(60).optional(),
  hbo: z.string().max(60).optional(),
})
export type ResultsQuery = z.infer<typeof resultsQuerySchema>

export const moneyRangeSchema = z.object({
  min: z.number().int().nonnegative(),
  max: z.number().int().nonnegative(),
})

export const hotelCardSchema = z.object({
  hotel_id: z.string(),
  name: z.string(),
  property_type: propertyTypeSchema,
  star_rating: z.number().int().min(0).max(5),
  /** Guest rating out of 5 (the spec's trip advisor rating), one decimal; null when unrated. */
  ta_rating: z.number().min(0).max(5).nullable(),
  ta_reviews: z.number().int().nonnegative(),
  city: z.object({ id: z.string(), name: z.string() }),
  locality: z.object({ id: z.string(), name: z.string() }),
  coordinates: z.object({ lat: z.number(), lng: z.number() }),
  default_image: z.object({ src: z.string(), alt: z.string() }),
  amenities: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Smart filter ids (SMART_FILTERS) the hotel meets. */
  smart_filters: z.array(z.string()),
  price_band: priceBandSchema,
  /** Cheapest offer for the searched rooms, taxes and fees included (paise). */
  price: z.object({ per_night: z.number().int().nonnegative(), total: z.number().int().nonnegative() }),
  /** ISO instant until which the cheapest refundable offer cancels free; null when none does. */
  free_cancellation_until: z.string().nullable(),
  pay_at_hotel: z.boolean(),
  checkin_time: z.string(),
  checkout_time: z.string(),
})
export type HotelCard = z.infer<typeof hotelCardSchema>

const countOf = <T extends z.ZodType>(value: T) => z.object({ value, count: z.number().int().nonnegative() })
export const facetsSchema = z.object({
  /** Only locations with an id and a name other than none (001 §3). */
  locations: z.array(z.object({ id: z.string(), name: z.string(), count: z.number().int().nonnegative() })),
  star_ratings: z.array(countOf(z.number().int())),
  ta_ratings: z.array(countOf(z.number().int())),
  amenities: z.array(z.object({ id: z.string(), name: z.string(), count: z.number().int().nonnegative() })),
  smart_filters: z.array(
    z.object({ id: z.string(), name: z.string(), count: z.number().int().nonnegative() }),
  ),
  property_types: z.array(countOf(propertyTypeSchema)),
})
export type Facets = z.infer<typeof facetsSchema>

/** 001 §3 results meta. Ranges in paise over the whole (unfiltered) result. */
export const resultsMetaSchema = z.object({
  searchId: z.string(),
  hotels: z.number().int().nonnegative(),
  price_range_per_night: moneyRangeSchema.nullable(),
  price_range_total: moneyRangeSchema.nullable(),
  country_code: z.string(),
  metaInfo: z.object({
    search_type: placeKindSchema,
    city_name: z.string(),
    locality_name: z.string().nullable(),
    hotel_name: z.string().nullable(),
    nights: z.number().int().positive(),
    /** Every hotel of the search so far, and those the filters keep. */
    total_results: z.number().int().nonnegative(),
    filtered_results: z.number().int().nonnegative(),
    page_no: z.number().int().positive(),
    page_size: z.number().int().positive(),
    total_pages: z.number().int().nonnegative(),
    hbo: z.string().nullable(),
    search_track_id: z.string(),
    facets: facetsSchema,
  }),
})
export type ResultsMeta = z.infer<typeof resultsMetaSchema>

/** The answer of POST /hotels/search (first batch, page 1) and of GET /hotels/search/{searchId}. */
export const resultsAnswerSchema = z.object({
  status: searchStatusSchema,
  hotels: z.array(hotelCardSchema),
  meta: resultsMetaSchema,
})
export type ResultsAnswer = z.infer<typeof resultsAnswerSchema>

// ——— Places ———

/** GET /hotels/places?q= (q ≥ 3 characters, else 400). */
export const placesAnswerSchema = z.object({
  hotels: z.array(z.object({ id: z.string(), name: z.string(), city: z.string(), locality: z.string() })),
  localities: z.array(
    z.object({ id: z.string(), name: z.string(), city: z.string(), location_id: z.string() }),
  ),
  locations: z.array(z.object({ id: z.string(), name: z.string(), state: z.string() })),
})
export type PlacesAnswer = z.infer<typeof placesAnswerSchema>

/** GET /hotels/homestays/places?q=: India only, 001 §3 Homestay place. */
export const homestayPlaceSchema = z.object({
  name: z.string(),
  id: z.string(),
  city: z.string(),
  state: z.string(),
})
export type HomestayPlace = z.infer<typeof homestayPlaceSchema>
export const homestayPlacesAnswerSchema = z.object({ places: z.array(homestayPlaceSchema) })
export type HomestayPlacesAnswer = z.infer<typeof homestayPlacesAnswerSchema>

/** GET /hotels/search/autocomplete?q&id&search_id: hotel names within one search (name filter). */
export const autocompleteAnswerSchema = z.object({
  search: z.array(z.object({ hotel_id: z.string(), name: z.string(), locality: z.string() })),
})
