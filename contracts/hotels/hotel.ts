/**
 * One hotel: availability with rooms and offers, static details, guest ratings (001 §3 "Hotel",
 * "Hotel availability"; §4 "Hotel availability"; §7 Hotels; §8; §9). Client-safe zod, paise.
 */
import { z } from 'zod'
import { mealInclusionSchema, propertyTypeSchema, stayObject, taxLabelSchema } from './search'

/**
 * GET /hotels/hotels/{id}?hotel_id={id}&q={encoded search object}: `q` is the JSON of the stay
 * (`{checkin_date, checkout_date, rooms}`, optionally `search_id`), URI-encoded.
 */
export const availabilityQuerySchema = stayObject.extend({
  search_id: z.string().max(80).optional(),
  /**
   * The stay's total the results card showed (paise), when opened from one: a room sold meanwhile
   * may leave a dearer cheapest room, and the page says so with both amounts.
   */
  card_total: z.number().int().nonnegative().max(10_000_000_000).optional(),
})
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>

export const cancellationPolicySchema = z.object({
  refundable: z.boolean(),
  /** ISO instant until which cancelling is free; null when never (non-refundable). */
  free_until: z.string().nullable(),
  /** In order: until `until` (ISO; null = until check-in) the hotel keeps `penalty_percent` of the price. */
  rules: z.array(
    z.object({ until: z.string().nullable(), penalty_percent: z.number().int().min(0).max(100) }),
  ),
  /** "Free cancellation until 12 Dec, 12:00 PM; after that 100 % of the price is charged." */
  text: z.string(),
})
export type CancellationPolicy = z.infer<typeof cancellationPolicySchema>

/** The price of an offer for the whole stay and every room (paise). */
export const offerPriceSchema = z.object({
  /** base + taxes: what the traveller pays. */
  amount: z.number().int().nonnegative(),
  base: z.number().int().nonnegative(),
  /** Under the 4 tax labels of 001 §3 (GST by slab is 'mandatory tax'). */
  taxes: z.array(z.object({ label: taxLabelSchema, amount: z.number().int().nonnegative() })),
  /** amount / nights / rooms, rounded: the "per room per night" figure. */
  per_night: z.number().int().nonnegative(),
  nights: z.number().int().positive(),
  currency: z.literal('INR'),
})
export type OfferPrice = z.infer<typeof offerPriceSchema>

export const hotelOfferSchema = z.object({
  offer_id: z.string(),
  name: z.string(),
  meal: mealInclusionSchema,
  /** Rooms of this type still sellable on every night of the stay. */
  available_count: z.number().int().nonnegative(),
  pay_at_hotel: z.boolean(),
  /** The hotel asks for the lead guest's PAN (001 §5 pattern) at booking. */
  pan_required: z.boolean(),
  price: offerPriceSchema,
  cancellation_policy: cancellationPolicySchema,
})
export type HotelOffer = z.infer<typeof hotelOfferSchema>

export const hotelRoomSchema = z.object({
  room_idx: z.number().int().nonnegative(),
  /** 'Room' when the supplier gives no name (001 §3). */
  name: z.string(),
  facilities: z.array(z.string()),
  max_adults: z.number().int().positive(),
  max_children: z.number().int().nonnegative(),
  bed: z.string(),
  size_sqft: z.number().int().positive().nullable(),
  image: z.object({ src: z.string(), alt: z.string() }).nullable(),
  offers: z.array(hotelOfferSchema),
})
export type HotelRoom = z.infer<typeof hotelRoomSchema>

export const mediaSchema = z.object({ src: z.string(), alt: z.string(), default: z.boolean() })

export const hotelSummarySchema = z.object({
  hotel_id: z.string(),
  name: z.string(),
  property_type: propertyTypeSchema,
  star_rating: z.number().int().min(0).max(5),
  address: z.string(),
  city: z.object({ id: z.string(), name: z.string(), state: z.string() }),
  locality: z.object({ id: z.string(), name: z.string() }),
  coordinates: z.object({ lat: z.number(), lng: z.number() }),
  checkin_time: z.string(),
  checkout_time: z.string(),
  media_list: z.array(mediaSchema),
})
export type HotelSummary = z.infer<typeof hotelSummarySchema>

/** The error object the hotel calls carry (001 §7 "errors with status"). */
export const hotelErrorsSchema = z.object({ status: z.number().int(), code: z.string(), message: z.string() })

const cardPriceSchema = z.object({
  per_night: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
})

/**
 * The hotel's cheapest price as the search's card showed it (`old`) and as it is now (`new`), when
 * they differ; null when the same or when no search_id was given (paise).
 */
export const priceChangeSchema = z.object({ old: cardPriceSchema, new: cardPriceSchema })
export type PriceChange = z.infer<typeof priceChangeSchema>

export const availabilityAnswerSchema = z.object({
  hotel: hotelSummarySchema.extend({ rooms: z.array(hotelRoomSchema) }),
  /** False when no room has an offer left for the stay (sold out). */
  hotelAvailable: z.boolean(),
  search: availabilityQuerySchema,
  price_change: priceChangeSchema.nullable().default(null),
})
export type AvailabilityAnswer = z.infer<typeof availabilityAnswerSchema>

/** GET /hotels/hotels/{id}/details */
export const detailsAnswerSchema = z.object({
  hotel: hotelSummarySchema.extend({
    description: z.string(),
    amenities: z.array(z.object({ id: z.string(), name: z.string() })),
    policies: z.array(z.string()),
    landmarks: z.array(z.object({ name: z.string(), distance_km: z.number() })),
  }),
})
export type DetailsAnswer = z.infer<typeof detailsAnswerSchema>

/** GET /hotels/hotels/{id}/ta_ratings */
export const ratingsAnswerSchema = z.object({
  hotel_id: z.string(),
  rating: z.number().min(0).max(5).nullable(),
  reviews_count: z.number().int().nonnegative(),
  breakdown: z.object({
    excellent: z.number().int().nonnegative(),
    good: z.number().int().nonnegative(),
    average: z.number().int().nonnegative(),
    poor: z.number().int().nonnegative(),
    terrible: z.number().int().nonnegative(),
  }),
  categories: z.array(z.object({ name: z.string(), rating: z.number().min(0).max(5) })),
})
export type RatingsAnswer = z.infer<typeof ratingsAnswerSchema>
