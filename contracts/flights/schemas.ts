/**
 * Flight search and results: the shapes shared by the sandbox supplier (src/services/flights), the
 * BFF (src/server), the machines' types and the pages. Client-safe (zod only).
 *
 * Spec: 000 §3 "Flight search", "Flight result"; §7 "Flight calls". Money is integer paise.
 * Dates are local calendar dates 'YYYY-MM-DD'; date-times are ISO 8601 with the airport's offset
 * (e.g. '2026-12-01T06:05:00+05:30'), so a time shown is the local time at that airport.
 */
import { z } from 'zod'
import { calendarDate, text } from '@contracts/fields'
import { classTypes, tripTypes } from './codes'

// The codes themselves live in ./codes (no zod), for the home page's sake.
export { classCodes, classTypes, tripTypes, type ClassType, type TripType } from './codes'
export const tripTypeSchema = z.enum(tripTypes)
export const classTypeSchema = z.enum(classTypes)

export const flightTypeSchema = z.enum(['DOMESTIC', 'INTERNATIONAL'])
export type FlightType = z.infer<typeof flightTypeSchema>

/** A day that exists: 2026-02-31 and 2026-99-99 are refused (docs/decisions/0044). */
export const isoDateSchema = calendarDate('Use a date like 2026-12-01 (a day that exists)')
/** A 3-letter airport or city code, or a city-level entry of several airports (X + city code, e.g. XLON). */
export const iataCodeSchema = z
  .string()
  .regex(/^X?[A-Z]{3}$/, 'Use a 3-letter airport code, or X and a city code for all its airports (XLON)')
export const countryCodeSchema = z.string().regex(/^[A-Z]{2}$/, 'Use a 2-letter country code')

export const placeSchema = z.object({ code: iataCodeSchema, country: countryCodeSchema })
export type Place = z.infer<typeof placeSchema>

export const searchSegmentSchema = z.object({
  origin: placeSchema,
  destination: placeSchema,
  travel_date: isoDateSchema,
})
export type SearchSegment = z.infer<typeof searchSegmentSchema>

/** POST /flights/b2b/v1.0/flights/search body (000 §3 "Flight search"). */
export const flightSearchRequestSchema = z.object({
  origin: placeSchema,
  destination: placeSchema,
  search_type: tripTypeSchema,
  travel_date: isoDateSchema,
  return_date: isoDateSchema.nullish(),
  class_type: classTypeSchema.default('ECONOMY'),
  adult_count: z.number().int().min(1).max(9).default(1),
  child_count: z.number().int().min(0).max(8).default(0),
  infant_count: z.number().int().min(0).max(9).default(0),
  residentof_india: z.boolean().default(true),
  preferred_airline: z
    .string()
    .regex(/^[A-Z0-9]{2}$/)
    .nullish(),
  is_senior_citizen: z.boolean().default(false),
  store_id: text({ max: 64 }).nullish(),
  company_terminal_id: text({ max: 64 }).nullish(),
  /** Multi-city only: 2 to 6 legs; origin/destination/travel_date above repeat the first leg. */
  segments: z.array(searchSegmentSchema).min(2).max(6).optional(),
})
export type FlightSearchRequest = z.input<typeof flightSearchRequestSchema>

export const airportRefSchema = z.object({
  airport_code: z.string(),
  airport_name: z.string(),
  city_name: z.string(),
  country_code: z.string(),
})
export type AirportRef = z.infer<typeof airportRefSchema>

/** One flight of an itinerary (000 §3 "Segments (flights)"). */
export const flightLegSchema = z.object({
  airline_code: z.string(),
  airline_name: z.string(),
  flight_number: z.string(),
  origin: airportRefSchema,
  destination: airportRefSchema,
  departure_datetime: z.string(),
  arrival_datetime: z.string(),
  travel_duration_in_minutes: z.number().int().nonnegative(),
  /** Wait at `destination` before the next flight; 0 on the last flight. */
  layover_duration_in_minutes: z.number().int().nonnegative(),
  /** Technical stop airport codes without a change of aircraft. */
  via: z.array(z.string()),
  /** True when the fare carries no check-in baggage (the baggage alert). */
  no_check_in_luggage_alert: z.boolean(),
  aircraft: z.string().optional(),
})
export type FlightLeg = z.infer<typeof flightLegSchema>

export const priceSchema = z.object({
  /** Integer paise, per passenger of this type. */
  gross_amount: z.number().int().nonnegative(),
  commission: z.number().int().nonnegative(),
  discount: z.number().int().nonnegative(),
})

/** One direction of an itinerary: the flights from origin to destination. */
export const journeySchema = z.object({
  flights: z.array(flightLegSchema).min(1),
  origin: airportRefSchema,
  destination: airportRefSchema,
  departureDateTime: z.string(),
  arrivalDateTime: z.string(),
  /** Total minutes from first departure to last arrival. */
  flightduration: z.number().int().positive(),
  /** Total minutes of layovers. */
  flightlayover: z.number().int().nonnegative(),
  stops: z.number().int().nonnegative(),
  airlinesNames: z.array(z.string()),
  airlineCodes: z.array(z.string()),
})
export type Journey = z.infer<typeof journeySchema>

/**
 * One result (000 §3 "Flight result"). For one-way, multi-city segments and each list of a domestic
 * round trip, `journey` is the only direction; for an international round trip `return_journey`
 * holds the way back and the price covers both.
 */
export const flightResultSchema = journeySchema.extend({
  index: z.number().int().nonnegative(),
  /** 'ongoing' or 'return' list of a domestic round trip; 'ongoing' otherwise. */
  column: z.enum(['ongoing', 'return']),
  travel_plan_id: z.string(),
  /** Integer paise per adult, what the traveller pays. */
  adultPrice: z.number().int().nonnegative(),
  /** Integer paise before a discount, or null. */
  oldPrice: z.number().int().nonnegative().nullable(),
  refundable: z.boolean(),
  pricing: z.object({
    adult: z.object({ price: priceSchema }),
    child: z.object({ price: priceSchema }).optional(),
    infant: z.object({ price: priceSchema }).optional(),
  }),
  seats_left: z.number().int().nonnegative(),
  baggage: z.object({ cabin_kg: z.number(), check_in_kg: z.number() }),
  special_fare: z.object({
    is_special: z.boolean(),
    /** Travel plan ids of the other direction this special round-trip fare combines with. */
    matching_travel_plans: z.array(z.string()),
    promo_travel_plan: z.string().nullable(),
    base_travel_plan: z.string().nullable(),
  }),
  return_journey: journeySchema.optional(),
})
export type FlightResult = z.infer<typeof flightResultSchema>

export const searchStatusSchema = z.enum(['PENDING', 'SUCCESS', 'EXPIRED', 'FAILED'])
export type SearchStatus = z.infer<typeof searchStatusSchema>

/** Meta of a search or poll answer. */
export const searchMetaSchema = z.object({
  status: searchStatusSchema,
  flight_type: flightTypeSchema,
  search_type: tripTypeSchema,
  /** Suppliers still to answer; the client shows progress from these. */
  missing_connectors_count: z.number().int().optional(),
  total_connectors_count: z.number().int().optional(),
  statusMessage: z.string().optional(),
})
export type SearchMeta = z.infer<typeof searchMetaSchema>

/**
 * Answer of POST search (initial) and of GET search/{id} (poll). A poll answers only the results
 * that arrived since the ETag it was sent in If-None-Match (none: everything so far), and those it
 * had delivered that are no longer bookable (`withdrawn`); 304 when nothing arrived or went.
 * Multi-city: the POST answers one id per segment in `segments`, each polled alone.
 */
export const searchAnswerSchema = z.object({
  data: z.object({
    id: z.string(),
    results: z.array(flightResultSchema),
    /** Domestic round trip: the return list. */
    return_results: z.array(flightResultSchema).optional(),
    /**
     * A poll's travel plans delivered by earlier answers that can no longer be booked (sold out or
     * held since): the client takes them off its lists (docs/decisions/0211).
     */
    withdrawn: z.array(z.string()).optional(),
    segments: z
      .array(
        z.object({ id: z.string(), origin: z.string(), destination: z.string(), travel_date: isoDateSchema }),
      )
      .optional(),
  }),
  meta: searchMetaSchema,
})
export type SearchAnswer = z.infer<typeof searchAnswerSchema>

/** GET /flights/flights/period_prices: cheapest fare per day (fare calendar, price strip). */
export const periodPriceSchema = z.object({
  date: isoDateSchema,
  /** Integer paise, or null when there is no flight that day. */
  price: z.number().int().nonnegative().nullable(),
  band: z.enum(['LOW', 'MID', 'HIGH', 'NO_INFO']),
})
export type PeriodPrice = z.infer<typeof periodPriceSchema>
