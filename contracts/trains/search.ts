/**
 * Train search (001 §2 Trains; §3 "Train search state", "Train result"; §4 Trains; §7 Trains; §9
 * Trains; issue 16; docs/decisions/0119, 0125). The shapes the sandbox railway answers under
 * /trains (src/services/trains/routes.ts) and the BFF reads (src/server/trains). Client-safe (zod
 * only). Money is integer paise; times are the railway's local times 'HH:mm' (IST); dates
 * 'YYYY-MM-DD'.
 */
import { z } from 'zod'
import { calendarDate } from '@contracts/fields'
import { CLASSES, QUOTAS, TRAIN_TYPES } from './codes'

export const stationCodeSchema = z
  .string({ error: 'Choose a station' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{1,5}$/, 'Choose a station from the list')
export const trainNumberSchema = z
  .string({ error: 'Choose a train' })
  .regex(/^[0-9]{5}$/, 'A train number is 5 digits')
export const trainClassSchema = z.enum(CLASSES, { error: `Choose a class: ${CLASSES.join(', ')}` })
export const quotaSchema = z.enum(QUOTAS, { error: `Choose a quota: ${QUOTAS.join(', ')}` })
export const trainTypeSchema = z.enum(TRAIN_TYPES)
const hhmm = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/)

/** 001 §3 Station (and the state, for the autocomplete's second line). */
export const stationSchema = z.object({
  code: z.string(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
})
export type Station = z.infer<typeof stationSchema>

/** GET /trains/stations?q= (code or name; at least 1 character) */
export const STATION_QUERY_MAX = 60
export const stationsQuerySchema = z.object({
  q: z
    .string({ error: 'Type a station name or code' })
    .trim()
    .min(1, 'Type a station name or code')
    .max(STATION_QUERY_MAX, `Type at most ${STATION_QUERY_MAX} characters`),
})
export const stationsAnswerSchema = z.object({ data: z.array(stationSchema) })
export type StationsAnswer = z.infer<typeof stationsAnswerSchema>

/** GET /trains/between?from&to&date&quota (date: the day of travel from the boarding station). */
export const betweenQuerySchema = z.object({
  from: stationCodeSchema,
  to: stationCodeSchema,
  date: calendarDate(),
  quota: quotaSchema.default('GN'),
})
export type BetweenQuery = z.infer<typeof betweenQuerySchema>

/** Mon..Sun, as the railway prints running days. */
export const RUNNING_DAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const
export const runningDaysSchema = z.array(z.boolean()).length(7)

/** 001 §3 "Train result": one trainBtwnStnsList entry. */
export const trainResultSchema = z.object({
  trainNumber: z.string(),
  trainName: z.string(),
  trainType: trainTypeSchema,
  /** Where this train is boarded and left: a searched station or a nearby one. */
  fromStnCode: z.string(),
  toStnCode: z.string(),
  /** The train's own ends (its origin and terminus). */
  sourceStnCode: z.string(),
  destinationStnCode: z.string(),
  departureTime: hhmm,
  arrivalTime: hhmm,
  /** Minutes from departure at fromStn to arrival at toStn. */
  duration: z.number().int().nonnegative(),
  /** Days after the journey date the train reaches toStn (0 the same day, 1 next day…). */
  arrivalDayOffset: z.number().int().nonnegative(),
  /** Mon..Sun, at fromStn (shifted by the train's day offset there). */
  runningDays: runningDaysSchema,
  /** Classes on this train, most comfortable first (codes.ts CLASSES order). */
  classes: z.array(trainClassSchema),
  /** Kilometres between fromStn and toStn. */
  distance: z.number().int().positive(),
  /** The journey date at fromStn. */
  journeyDate: calendarDate(),
  /** The date the train leaves its origin (the run). */
  runDate: calendarDate(),
  /** A station other than the one searched (the nearby filters). */
  fromNearby: z.boolean(),
  toNearby: z.boolean(),
})
export type TrainResult = z.infer<typeof trainResultSchema>

export const betweenAnswerSchema = z.object({
  trainBtwnStnsList: z.array(trainResultSchema),
  serverId: z.string(),
  /** When the railway answered (ISO). */
  timeStamp: z.string(),
  quotaList: z.array(quotaSchema),
  meta: z.object({
    status: z.string().optional(),
    /** Names of every station code in the list (001 §3 meta.info.stn_names). */
    info: z.object({ stn_names: z.record(z.string(), z.string()) }),
  }),
})
export type BetweenAnswer = z.infer<typeof betweenAnswerSchema>

/** GET /trains/{train}/schedule: 001 §3 "Schedule stationList". */
export const scheduleStopSchema = z.object({
  stnSerialNumber: z.number().int().positive(),
  stationCode: z.string(),
  stationName: z.string(),
  /** null at the origin. */
  arrivalTime: hhmm.nullable(),
  /** null at the terminus. */
  departureTime: hhmm.nullable(),
  haltMinutes: z.number().int().nonnegative(),
  /** 1 on the day the train leaves its origin, 2 the next day… */
  dayCount: z.number().int().positive(),
  /** Kilometres from the origin. */
  distance: z.number().int().nonnegative(),
})
export type ScheduleStop = z.infer<typeof scheduleStopSchema>
export const scheduleAnswerSchema = z.object({
  trainNumber: z.string(),
  trainName: z.string(),
  trainType: trainTypeSchema,
  runningDays: runningDaysSchema,
  classes: z.array(trainClassSchema),
  stationList: z.array(scheduleStopSchema),
})
export type ScheduleAnswer = z.infer<typeof scheduleAnswerSchema>

/** GET /trains/{train}/availability?from&to&date&class&quota=GN&moreThanOneDay=true (001 §7 defaults). */
export const availabilityQuerySchema = z.object({
  from: stationCodeSchema,
  to: stationCodeSchema,
  date: calendarDate(),
  class: trainClassSchema,
  quota: quotaSchema.default('GN'),
  moreThanOneDay: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('true')
    .transform((v) => v === 'true'),
})
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>

export const AVAILABILITY_KINDS = ['AVAILABLE', 'RAC', 'WL', 'REGRET', 'NOT_AVAILABLE'] as const
export const availabilityKindSchema = z.enum(AVAILABILITY_KINDS)
export type AvailabilityKind = z.infer<typeof availabilityKindSchema>

/** One day of an availability answer, as IR prints it: 'AVAILABLE-0042', 'RAC 12', 'GNWL 23/WL 23'. */
export const availabilityDaySchema = z.object({
  date: calendarDate(),
  status: z.string(),
  kind: availabilityKindSchema,
})
export type AvailabilityDay = z.infer<typeof availabilityDaySchema>

/** A fare line (paise): 'Base fare', 'Reservation charge', 'Superfast charge', 'Tatkal charge'… */
export const fareLineSchema = z.object({ label: z.string(), amount: z.number().int() })
export type FareLine = z.infer<typeof fareLineSchema>

export const availabilityAnswerSchema = z.object({
  trainNumber: z.string(),
  trainName: z.string(),
  fromStnCode: z.string(),
  toStnCode: z.string(),
  travelClass: trainClassSchema,
  quota: quotaSchema,
  distance: z.number().int().positive(),
  /** The fare of one adult (paise), line by line, and its total. */
  fare: z.object({ lines: z.array(fareLineSchema), total: z.number().int().nonnegative() }),
  /** The asked day first, then (moreThanOneDay) the next 5 days; a day the train does not run says NOT AVAILABLE. */
  avlDayList: z.array(availabilityDaySchema),
})
export type AvailabilityAnswer = z.infer<typeof availabilityAnswerSchema>

/** GET /trains/{train}/boarding-points?from&to&date: where one may board between from and to. */
export const boardingPointsQuerySchema = z.object({
  from: stationCodeSchema,
  to: stationCodeSchema,
  date: calendarDate(),
})
export const boardingPointSchema = z.object({
  stationCode: z.string(),
  stationName: z.string(),
  departureTime: hhmm,
  /** The date the train leaves this station. */
  date: calendarDate(),
  /** Kilometres from the searched from station. */
  distance: z.number().int().nonnegative(),
})
export type BoardingPoint = z.infer<typeof boardingPointSchema>
export const boardingPointsAnswerSchema = z.object({ data: z.array(boardingPointSchema) })

/** GET /trains/{train}/live?date (the date the train left its origin): a simulated running status. */
export const liveQuerySchema = z.object({ date: calendarDate() })
export const LIVE_STATES = ['NOT_STARTED', 'RUNNING', 'ARRIVED'] as const
export const liveStopSchema = z.object({
  stationCode: z.string(),
  stationName: z.string(),
  scheduledArrival: z.string().nullable(),
  scheduledDeparture: z.string().nullable(),
  /** ISO instants of the expected (or actual, once passed) arrival and departure. */
  expectedArrival: z.string().nullable(),
  expectedDeparture: z.string().nullable(),
  delayMinutes: z.number().int().nonnegative(),
  passed: z.boolean(),
})
export const liveAnswerSchema = z.object({
  trainNumber: z.string(),
  trainName: z.string(),
  runDate: calendarDate(),
  state: z.enum(LIVE_STATES),
  /** 'Departed from Kota Jn (KOTA) 12 min late', 'Yet to start from New Delhi (NDLS)'… */
  statusText: z.string(),
  lastStationCode: z.string().nullable(),
  nextStationCode: z.string().nullable(),
  delayMinutes: z.number().int().nonnegative(),
  stations: z.array(liveStopSchema),
  asOf: z.string(),
})
export type LiveAnswer = z.infer<typeof liveAnswerSchema>

/** POST /trains/sandbox/run (sandbox only): set a run's free berths in a class and quota. */
export const sandboxRunBodySchema = z.object({
  trainNumber: trainNumberSchema,
  /** The date the train leaves its origin. */
  runDate: calendarDate(),
  class: trainClassSchema,
  quota: quotaSchema.default('GN'),
  /** Free berths left after this call (others' bookings fill the rest; 0 with waitlist makes WL). */
  free: z.number().int().min(0).max(2000),
  /** Optionally also fill RAC and the waitlist up to these counts (others' bookings). */
  rac: z.number().int().min(0).max(500).optional(),
  wl: z.number().int().min(0).max(1000).optional(),
})
export type SandboxRunBody = z.infer<typeof sandboxRunBodySchema>

/** POST /trains/sandbox/clock (sandbox only): the railway's clock runs this far ahead (or behind). */
export const sandboxClockBodySchema = z.object({
  offsetMs: z
    .number()
    .int()
    .min(-366 * 86_400_000)
    .max(366 * 86_400_000),
})
