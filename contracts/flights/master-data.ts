/**
 * Flight master data as the BFF reads it (000 §3 "Airline, airport, alliance"). Client-safe: the
 * browser uses these types. Loose objects: a field the services add later must not break the store.
 */
import { z } from 'zod'

export const airportSchema = z.looseObject({
  city_name: z.string(),
  city_code: z.string(),
  /** X-prefixed for a city-level entry that stands for all of a city's airports. */
  airport_code: z.string(),
  airport_name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  popular: z.boolean(),
  station_type: z.string(),
  country_name: z.string(),
  country_abbreviation: z.string(),
  world_area_code: z.number(),
  legacy_names: z.array(z.string()).optional(),
})

export const airlineSchema = z.looseObject({
  name: z.string(),
  iata_code: z.string(),
  icao_code: z.string().nullish(),
  image_url: z.string().nullish(),
  /** null: the airline belongs to no alliance ("No Alliance"). */
  alliance_code: z.string().nullable(),
  has_frequent_flyer_number: z.boolean(),
  auto_cancellable: z.boolean(),
})

export const allianceSchema = z.looseObject({
  name: z.string(),
  code: z.string(),
  image_url: z.string().nullish(),
})

export const exchangeRateSchema = z.looseObject({
  from: z.string(),
  to: z.string(),
  rate: z.number().positive(),
})

export type Airport = z.infer<typeof airportSchema>
export type Airline = z.infer<typeof airlineSchema>
export type Alliance = z.infer<typeof allianceSchema>
export type ExchangeRateRow = z.infer<typeof exchangeRateSchema>
