/**
 * Input schemas of the flight server functions (src/server/flights/search.functions.ts). Server-only: the
 * functions use them only inside `.validator()`, which the browser's copy does not carry, so zod
 * stays out of the results page's scripts (docs/decisions/0019).
 */
import { z } from 'zod'
import { classTypeSchema, flightSearchRequestSchema, isoDateSchema } from '@contracts/flights/schemas'

const scenarioSchema = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9=;,&_-]*$/, 'a sandbox scenario is key=value pairs like batches=3;latencyMs=200')

export const startFlightSearchInput = flightSearchRequestSchema.extend({
  scenario: scenarioSchema.optional(),
})

export const pollFlightSearchInput = z.object({
  id: z.string().regex(/^[0-9a-f-]{36}(-s\d)?$/, 'is not a flight search id'),
  etag: z.string().max(128).optional(),
  storeId: z.string().max(64).optional(),
  companyTerminalId: z.string().max(64).optional(),
})

const placeCode = z.string().regex(/^X?[A-Z]{3}$/, 'Use a 3-letter airport code or an X city code')

export const periodPricesInput = z.object({
  start_date: isoDateSchema,
  end_date: isoDateSchema,
  origin: placeCode,
  destination: placeCode,
  type: z.enum(['one_way', 'roundtrip']).default('one_way'),
  ongoing_date: isoDateSchema.optional(),
  cabin: classTypeSchema.default('ECONOMY'),
})
export type PeriodPricesInput = z.input<typeof periodPricesInput>

/** The places of one search address (up to 6 legs, both ends): city-level codes to name. */
export const placeNamesInput = z.object({
  codes: z.array(placeCode).min(1, 'Give at least one place code').max(12, 'At most 12 place codes'),
})
export type PlaceNamesInput = z.input<typeof placeNamesInput>
