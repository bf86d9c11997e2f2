/**
 * The train booking calls against the train service (001 §7 Trains, by action; the paths of
 * docs/decisions/0119): the railway user's availability and login, creating a booking (with an
 * Idempotency-Key), reading it, the PNR status, the TDRs and the live running status. A booking's
 * access key travels as X-Booking-Key; the signed-in user's bearer is added by the wrapper; a
 * back-office agent's booking carries `role: Agent` as hotels' do (001 §6). Every answer is checked
 * against the shared schemas.
 */
import { z } from 'zod'
import {
  pnrStatusSchema,
  railLoginAnswerSchema,
  railUserAvailabilitySchema,
  tdrSchema,
  trainBookingSchema,
  type CreateTrainBooking,
  type FileTdr,
  type PnrStatus,
  type RailLoginAnswer,
  type RailUserAvailability,
  type TrainBooking,
  type TrainTdr,
} from '@contracts/trains/booking'
import { liveAnswerSchema, type LiveAnswer } from '@contracts/trains/search'
import { upstream } from '../upstream/client.server'

const data = <S extends z.ZodType>(schema: S) => z.object({ data: schema })

function must<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`The train service answered ${what} without a body`)
  return value
}

export interface TrainBookingRef {
  id: string
  /** A guest's access key; a signed-in owner's bearer is enough without it. */
  key?: string
}

const keyed = (ref: TrainBookingRef): Record<string, string> => (ref.key ? { 'X-Booking-Key': ref.key } : {})
const agentHeader = (agent: boolean): Record<string, string> => (agent ? { role: 'Agent' } : {})
const scenarioHeader = (scenario: string | undefined): Record<string, string> =>
  scenario ? { 'x-sandbox-scenario': scenario } : {}

export async function railUserAvailability(userId: string): Promise<RailUserAvailability> {
  const result = await upstream()({
    method: 'GET',
    path: `/trains/users/${encodeURIComponent(userId)}/availability`,
    schema: data(railUserAvailabilitySchema),
  })
  return must(result.data, 'the railway user').data
}

export async function railLogin(
  body: { userId: string; password: string },
  scenario?: string,
): Promise<RailLoginAnswer> {
  const result = await upstream()({
    method: 'POST',
    path: '/trains/users/login',
    body,
    headers: scenarioHeader(scenario),
    schema: data(railLoginAnswerSchema),
  })
  return must(result.data, 'the railway login').data
}

export async function createBooking(
  body: CreateTrainBooking,
  idempotencyKey: string,
  opts: { agent: boolean; scenario?: string },
): Promise<TrainBooking> {
  const result = await upstream()({
    method: 'POST',
    path: '/trains/bookings',
    body,
    headers: {
      'Idempotency-Key': idempotencyKey,
      ...agentHeader(opts.agent),
      ...scenarioHeader(opts.scenario),
    },
    schema: data(z.object({ booking: trainBookingSchema })),
    sendsMessage: true,
  })
  return must(result.data, 'the booking').data.booking
}

export async function readBooking(ref: TrainBookingRef): Promise<TrainBooking> {
  const result = await upstream()({
    method: 'GET',
    path: `/trains/bookings/${encodeURIComponent(ref.id)}`,
    headers: keyed(ref),
    schema: data(z.object({ booking: trainBookingSchema })),
  })
  return must(result.data, 'the booking').data.booking
}

export async function pnrStatus(pnr: string): Promise<PnrStatus> {
  const result = await upstream()({
    method: 'GET',
    path: `/trains/pnr/${encodeURIComponent(pnr)}`,
    schema: data(pnrStatusSchema),
  })
  return must(result.data, 'the PNR status').data
}

export async function listTdrs(ref: TrainBookingRef): Promise<TrainTdr[]> {
  const result = await upstream()({
    method: 'GET',
    path: `/trains/bookings/${encodeURIComponent(ref.id)}/tdr`,
    headers: keyed(ref),
    schema: data(z.object({ tdrs: z.array(tdrSchema) })),
  })
  return must(result.data, 'the TDRs').data.tdrs
}

export async function fileTdr(ref: TrainBookingRef, body: FileTdr): Promise<TrainTdr> {
  const result = await upstream()({
    method: 'POST',
    path: `/trains/bookings/${encodeURIComponent(ref.id)}/tdr`,
    body,
    headers: keyed(ref),
    schema: data(z.object({ tdr: tdrSchema })),
    sendsMessage: true,
  })
  return must(result.data, 'the TDR').data.tdr
}

export async function liveStatus(trainNo: string, date: string): Promise<LiveAnswer> {
  const result = await upstream()({
    method: 'GET',
    path: `/trains/${encodeURIComponent(trainNo)}/live?date=${encodeURIComponent(date)}`,
    // The envelope of the other train calls, or the bare answer: either is read.
    schema: z.union([data(liveAnswerSchema).transform((d) => d.data), liveAnswerSchema]),
  })
  return must(result.data, 'the live status')
}
