/**
 * Input schemas of the hotel server functions (search.functions.ts). Server-only: used only inside
 * `.validator()`, which the browser's copy does not carry, so zod stays out of the hotel pages'
 * scripts (docs/decisions/0019, 0021).
 */
import { z } from 'zod'
import { availabilityQuerySchema } from '@contracts/hotels/hotel'
import { PLACE_QUERY_MIN, resultsQuerySchema, searchBodySchema } from '@contracts/hotels/search'

const scenarioSchema = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9=;,.%&_+-]*$/, 'a sandbox scenario is key=value pairs like batches=3;latencyMs=200')

const searchIdSchema = z
  .string()
  .min(1, 'Give the search id')
  .max(80)
  .regex(/^[A-Za-z0-9_-]+$/, 'is not a hotel search id')

const hotelIdSchema = z
  .string()
  .min(1, 'Give the hotel id')
  .max(60)
  .regex(/^[A-Za-z0-9_-]+$/, 'is not a hotel id')

export const startHotelSearchInput = z.object({
  body: searchBodySchema,
  query: resultsQuerySchema.optional(),
  scenario: scenarioSchema.optional(),
})

export const hotelResultsInput = z.object({
  searchId: searchIdSchema,
  query: resultsQuerySchema,
  scenario: scenarioSchema.optional(),
})

export const hotelPlacesInput = z.object({
  q: z.string().trim().min(PLACE_QUERY_MIN, `Type at least ${PLACE_QUERY_MIN} characters`).max(80),
})

export const hotelNamesInput = z.object({
  q: z.string().trim().min(PLACE_QUERY_MIN, `Type at least ${PLACE_QUERY_MIN} characters`).max(80),
  searchId: searchIdSchema,
})

export const availabilityInput = z.object({
  hotelId: hotelIdSchema,
  stay: availabilityQuerySchema,
  scenario: scenarioSchema.optional(),
})

export const hotelIdInput = z.object({ hotelId: hotelIdSchema })
