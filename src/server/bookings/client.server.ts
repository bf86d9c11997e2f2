/**
 * Cancellation and refund calls against the booking service, by Trip Id (docs/upstream.md
 * "Cancellation and refunds"). The signed-in user's bearer is added by the wrapper; a booking made
 * in this browser (its key in the session) also sends its X-Booking-Key, so a guest's booking opened
 * after signing in still answers. Every answer is checked against the shared schemas.
 */
import { z } from 'zod'
import {
  cancelOptionsSchema,
  cancellationSchema,
  quoteSchema,
  refundsAnswerSchema,
  type CancelOptions,
  type Cancellation,
  type Quote,
  type QuoteRequest,
  type RefundsAnswer,
} from '@contracts/bookings/cancellation'
import { upstream } from '../upstream/client.server'
import { readSession } from '../session/session.server'

const trip = (tripId: string) => `/flights/api/v1.0/trips/${encodeURIComponent(tripId)}`
const data = <S extends z.ZodType>(schema: S) => z.object({ data: schema })

/** The booking key this browser holds for the trip, if it made the booking. */
function keyOf(tripId: string): Record<string, string> {
  const key = readSession()?.checkouts?.find((c) => c.tripId === tripId)?.key
  return key ? { 'X-Booking-Key': key } : {}
}

function must<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`The booking service answered ${what} without a body`)
  return value
}

export async function readCancelOptions(tripId: string): Promise<CancelOptions> {
  const result = await upstream()({
    method: 'GET',
    path: `${trip(tripId)}/cancellation`,
    headers: keyOf(tripId),
    schema: data(cancelOptionsSchema),
  })
  return must(result.data, 'the cancellation options').data
}

export async function createQuote(tripId: string, body: QuoteRequest): Promise<Quote> {
  const result = await upstream()({
    method: 'POST',
    path: `${trip(tripId)}/cancellation/quote`,
    headers: keyOf(tripId),
    body,
    schema: data(quoteSchema),
  })
  return must(result.data, 'the quote').data
}

export async function confirmQuote(
  tripId: string,
  quoteId: string,
  idempotencyKey: string,
): Promise<Cancellation> {
  const result = await upstream()({
    method: 'POST',
    path: `${trip(tripId)}/cancellation`,
    headers: { ...keyOf(tripId), 'Idempotency-Key': idempotencyKey },
    body: { quote_id: quoteId },
    schema: data(cancellationSchema),
  })
  return must(result.data, 'the cancellation').data
}

export async function readRefunds(tripId: string): Promise<RefundsAnswer> {
  const result = await upstream()({
    method: 'GET',
    path: `${trip(tripId)}/refunds`,
    headers: keyOf(tripId),
    schema: data(refundsAnswerSchema),
  })
  return must(result.data, 'the refunds').data
}
