/**
 * The bookings area's service (src/services/bookings, docs/upstream.md "Bookings area") as the BFF
 * calls it. A trip is read with the session's bearer (its owner), the checkout's booking key (a guest
 * who booked in this browser) or a lookup grant (a guest who found it), all from the sealed session.
 */
import { z } from 'zod'
import {
  changeCodeSentSchema,
  guestGrantSchema,
  modificationViewSchema,
  tripDetailSchema,
  tripListSchema,
  type ChangeCodeSent,
  type GuestGrant,
  type ModificationView,
  type TripDetail,
  type TripList,
  type Product,
  type TripFilter,
} from '@contracts/bookings/trips'
import { upstream, upstreamDownload } from '../upstream/client.server'
import { readSession } from '../session/session.server'

const BASE = '/flights/flights/booking'
export const data = <S extends z.ZodType>(schema: S) => z.object({ data: schema })

export function must<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`The bookings service answered ${what} without a body`)
  return value
}

/** What this browser holds that opens the trip: its lookup grant and its checkout's booking key. */
export function tripHeaders(tripId: string): Record<string, string> {
  const session = readSession()
  const grant = session?.tripGrants?.find((g) => g.tripId === tripId)?.grant
  const key = session?.checkouts?.find((c) => c.tripId === tripId)?.key
  return { ...(grant ? { 'X-Trip-Grant': grant } : {}), ...(key ? { 'X-Booking-Key': key } : {}) }
}

export async function listTrips(query: {
  product?: Product
  status?: TripFilter
  page: number
}): Promise<TripList> {
  const result = await upstream()({
    method: 'GET',
    path: BASE,
    query: { ...query },
    schema: data(tripListSchema),
  })
  return must(result.data, 'the trips').data
}

export async function readTrip(tripId: string): Promise<TripDetail> {
  const result = await upstream()({
    method: 'GET',
    path: `${BASE}/${encodeURIComponent(tripId)}`,
    headers: tripHeaders(tripId),
    schema: data(tripDetailSchema),
  })
  return must(result.data, 'the trip').data
}

export async function lookUp(body: { trip_id: string; email?: string; phone?: string }): Promise<GuestGrant> {
  const result = await upstream()({
    method: 'POST',
    path: `${BASE}/lookup`,
    body,
    skipAuth: true,
    schema: data(guestGrantSchema),
  })
  return must(result.data, 'the lookup').data
}

/** A code to the booking's e-mail or mobile, asked for with the lookup grant (docs/decisions/0180). */
export async function sendChangeCode(tripId: string, channel: 'email' | 'sms'): Promise<ChangeCodeSent> {
  const result = await upstream()({
    method: 'POST',
    path: `${BASE}/${encodeURIComponent(tripId)}/change_code`,
    headers: tripHeaders(tripId),
    body: { channel },
    // The sandbox outbox shows this browser the code it asked for.
    sendsMessage: true,
    schema: data(changeCodeSentSchema),
  })
  return must(result.data, 'the code').data
}

/** The code for a change grant to this trip. */
export async function verifyChangeCode(tripId: string, code: string): Promise<GuestGrant> {
  const result = await upstream()({
    method: 'POST',
    path: `${BASE}/${encodeURIComponent(tripId)}/change_code/verify`,
    headers: tripHeaders(tripId),
    body: { code },
    schema: data(guestGrantSchema),
  })
  return must(result.data, 'the change grant').data
}

export async function requestChange(
  body: { trip_id: string; kind: string; details: Record<string, unknown> },
  idempotencyKey: string,
): Promise<ModificationView> {
  const result = await upstream()({
    method: 'POST',
    path: '/flights/flights/booking_requests',
    headers: { ...tripHeaders(body.trip_id), 'Idempotency-Key': idempotencyKey },
    body,
    schema: data(modificationViewSchema),
  })
  return must(result.data, 'the request').data
}

/** The e-ticket PDF as the service makes it (binary, not JSON). */
export async function eTicket(tripId: string): Promise<Response> {
  return upstreamDownload(`${BASE}/${encodeURIComponent(tripId)}/e_ticket`, {
    ...tripHeaders(tripId),
    Accept: 'application/pdf',
  })
}
