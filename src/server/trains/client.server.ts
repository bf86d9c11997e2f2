/**
 * The train search calls of 001 §7 "Trains" (results, schedule, availability, stations, boarding
 * points; paths in docs/decisions/0119) against the trains service, on the common wrapper. Every
 * answer is checked against the shared schemas (contracts/trains/search.ts). The booking calls are
 * in booking-client.server.ts.
 *
 * `scenario` (sandbox controls, src/services/trains/scenario.ts) travels as x-sandbox-scenario and
 * only when the caller passes it: the server functions pass it only when the store runs with SANDBOX=true.
 */
import {
  availabilityAnswerSchema,
  betweenAnswerSchema,
  boardingPointsAnswerSchema,
  scheduleAnswerSchema,
  stationsAnswerSchema,
  type AvailabilityAnswer,
  type BetweenAnswer,
  type BoardingPoint,
  type ScheduleAnswer,
  type Station,
} from '@contracts/trains/search'
import type { Quota, TrainClass } from '@contracts/trains/codes'
import { upstream } from '../upstream/client.server'

export interface SandboxOptions {
  scenario?: string | undefined
}

const sandboxHeaders = (options: SandboxOptions) =>
  options.scenario ? { headers: { 'x-sandbox-scenario': options.scenario } } : {}

function body<T>(data: T | null | undefined, what: string): T {
  if (data === undefined || data === null)
    throw new Error(`The trains service answered ${what} without a body`)
  return data
}

export async function getStations(q: string): Promise<Station[]> {
  const result = await upstream()({
    method: 'GET',
    path: '/trains/stations',
    query: { q },
    schema: stationsAnswerSchema,
  })
  return result.data?.data ?? []
}

export async function getTrainsBetween(
  query: { from: string; to: string; date: string; quota: Quota },
  options: SandboxOptions = {},
): Promise<BetweenAnswer> {
  const result = await upstream()({
    method: 'GET',
    path: '/trains/between',
    query,
    schema: betweenAnswerSchema,
    ...sandboxHeaders(options),
  })
  return body(result.data, 'the trains between two stations')
}

export async function getSchedule(
  trainNumber: string,
  options: SandboxOptions = {},
): Promise<ScheduleAnswer> {
  const result = await upstream()({
    method: 'GET',
    path: `/trains/${encodeURIComponent(trainNumber)}/schedule`,
    schema: scheduleAnswerSchema,
    ...sandboxHeaders(options),
  })
  return body(result.data, 'a schedule')
}

/** 001 §7 defaults: quota GN, moreThanOneDay true (the day asked and the next 5). */
export async function getAvailability(
  trainNumber: string,
  query: { from: string; to: string; date: string; class: TrainClass; quota: Quota },
  options: SandboxOptions = {},
): Promise<AvailabilityAnswer> {
  const result = await upstream()({
    method: 'GET',
    path: `/trains/${encodeURIComponent(trainNumber)}/availability`,
    query: { ...query, moreThanOneDay: 'true' },
    schema: availabilityAnswerSchema,
    ...sandboxHeaders(options),
  })
  return body(result.data, 'an availability')
}

export async function getBoardingPoints(
  trainNumber: string,
  query: { from: string; to: string; date: string },
): Promise<BoardingPoint[]> {
  const result = await upstream()({
    method: 'GET',
    path: `/trains/${encodeURIComponent(trainNumber)}/boarding-points`,
    query,
    schema: boardingPointsAnswerSchema,
  })
  return result.data?.data ?? []
}
