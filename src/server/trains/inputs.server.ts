/**
 * Input schemas of the train search server functions (search.functions.ts). Server-only: used only
 * inside `.validator()`, which the browser's copy does not carry, so zod stays out of the train
 * pages' scripts (docs/decisions/0019, 0021).
 */
import { z } from 'zod'
import { calendarDate } from '@contracts/fields'
import {
  quotaSchema,
  stationCodeSchema,
  stationsQuerySchema,
  trainClassSchema,
  trainNumberSchema,
} from '@contracts/trains/search'

const scenarioSchema = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9=;,.%&_+-]*$/, 'a sandbox scenario is key=value pairs like down=1;latencyMs=200')

const journey = {
  from: stationCodeSchema,
  to: stationCodeSchema,
  date: calendarDate(),
}

export const stationsInput = stationsQuerySchema

export const trainsBetweenInput = z.object({
  ...journey,
  quota: quotaSchema.default('GN'),
  scenario: scenarioSchema.optional(),
})

export const scheduleInput = z.object({ trainNumber: trainNumberSchema, scenario: scenarioSchema.optional() })

export const availabilityInput = z.object({
  trainNumber: trainNumberSchema,
  ...journey,
  quota: quotaSchema.default('GN'),
  /** Every class of the train asked at once (a train has at most the railway's nine). */
  classes: z
    .array(trainClassSchema)
    .min(1, 'Choose a class')
    .max(9)
    .refine((list) => new Set(list).size === list.length, 'Give each class once'),
  scenario: scenarioSchema.optional(),
})

export const boardingPointsInput = z.object({ trainNumber: trainNumberSchema, ...journey })

export const popularStationsInput = z.object({
  codes: z.array(stationCodeSchema).min(1, 'Give a station code').max(12),
})
