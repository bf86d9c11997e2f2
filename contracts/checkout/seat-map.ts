/**
 * Seat maps and meals of a flight (000 §3 "Seat layouts have floors with places, each possibly
 * selected"; "Extra-service counters"; §7 GET /flights/preferred_meals). Shared by the services
 * (src/services/checkout), the BFF and the checkout pages. Client-safe (zod only). Money in paise.
 *
 * A flight is one leg of a journey: `flight_key` = airline code + flight number + local departure
 * date ('6E-2131-2026-12-01'), the same for every search that shows that flight, so a seat sold to
 * one buyer is gone for the next.
 */
import { z } from 'zod'

export const flightKeySchema = z
  .string()
  .regex(/^[A-Z0-9]{2}-\d{1,4}-\d{4}-\d{2}-\d{2}$/, 'Use a flight key like 6E-2131-2026-12-01')
export type FlightKey = z.infer<typeof flightKeySchema>

/** '12A': row number and column letter. */
export const seatNumberSchema = z.string().regex(/^\d{1,2}[A-K]$/, 'Use a seat like 12A')

export const seatTypeSchema = z.enum(['window', 'middle', 'aisle'])

export const seatPlaceSchema = z.object({
  number: seatNumberSchema,
  row: z.number().int().positive(),
  column: z.string().regex(/^[A-K]$/),
  type: seatTypeSchema,
  /** Integer paise; 0 for a free seat. */
  price: z.number().int().nonnegative(),
  /** False when sold, held by another checkout, or blocked by the airline. */
  available: z.boolean(),
  exit_row: z.boolean(),
  /** Extra legroom (front and exit rows). */
  extra_legroom: z.boolean(),
})
export type SeatPlace = z.infer<typeof seatPlaceSchema>

export const seatRowSchema = z.object({
  row: z.number().int().positive(),
  /** Left to right as the traveller faces the cockpit; null marks the aisle. */
  places: z.array(seatPlaceSchema.nullable()),
})

export const seatFloorSchema = z.object({
  /** 0 main deck, 1 upper deck (A380). */
  level: z.number().int().nonnegative(),
  /** Column letters left to right, null for an aisle: ['A','B','C',null,'D','E','F']. */
  columns: z.array(z.string().nullable()),
  rows: z.array(seatRowSchema),
})

/** GET seat map of one flight of a checkout. */
export const seatMapSchema = z.object({
  flight_key: flightKeySchema,
  aircraft: z.string(),
  floors: z.array(seatFloorSchema).min(1),
})
export type SeatMap = z.infer<typeof seatMapSchema>

export const mealSchema = z.object({
  code: z.string().regex(/^[A-Z0-9]{2,8}$/),
  name: z.string(),
  /** Integer paise. */
  price: z.number().int().nonnegative(),
  vegetarian: z.boolean(),
})
export type Meal = z.infer<typeof mealSchema>

/** Meals offered on one flight; empty when the airline offers none (no Meal(s) tab then). */
export const flightMealsSchema = z.object({ flight_key: flightKeySchema, meals: z.array(mealSchema) })
export type FlightMeals = z.infer<typeof flightMealsSchema>

/**
 * A piece of prepaid extra check-in baggage (000 §3 "Extra-service counters have code, quantity and
 * unit (default kg)"; §9: only the extra-service airlines sell it).
 */
export const extraBaggageSchema = z.object({
  code: z.string().regex(/^[A-Z0-9]{2,8}$/),
  quantity: z.number().int().positive(),
  unit: z.enum(['kg']).default('kg'),
  /** Integer paise, per traveller. */
  price: z.number().int().nonnegative(),
})
export type ExtraBaggage = z.infer<typeof extraBaggageSchema>

/** Extra baggage offered on one flight; empty when its airline sells none. */
export const flightBaggageSchema = z.object({
  flight_key: flightKeySchema,
  baggage: z.array(extraBaggageSchema),
})
export type FlightBaggage = z.infer<typeof flightBaggageSchema>

/** GET /flights/preferred_meals: the meal preferences a traveller can state (SSR codes). */
export const preferredMealSchema = z.object({ code: z.string(), name: z.string() })
