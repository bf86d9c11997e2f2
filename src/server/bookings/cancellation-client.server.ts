/**
 * Cancellation and refund calls against the booking service, by Trip Id (docs/upstream.md
 * "Cancellation and refunds"). The signed-in user's bearer is added by the wrapper; a booking made
 * in this browser sends its X-Booking-Key and a trip found by guest lookup its X-Trip-Grant
 * (tripHeaders), so a guest reaches the same answers. Every answer is checked against the shared schemas.
 */
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
import { data, must, tripHeaders } from './client.server'

const trip = (tripId: string) => `/flights/api/v1.0/trips/${encodeURIComponent(tripId)}`
export async function readCancelOptions(tripId: string): Promise<CancelOptions> {
  const result = await upstream()({
    method: 'GET',
    path: `${trip(tripId)}/cancellation`,
    headers: tripHeaders(tripId),
    schema: data(cancelOptionsSchema),
  })
  return must(result.data, 'the cancellation options').data
}

export async function createQuote(tripId: string, body: QuoteRequest): Promise<Quote> {
  const result = await upstream()({
    method: 'POST',
    path: `${trip(tripId)}/cancellation/quote`,
    headers: tripHeaders(tripId),
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
    headers: { ...tripHeaders(tripId), 'Idempotency-Key': idempotencyKey },
    body: { quote_id: quoteId },
    schema: data(cancellationSchema),
  })
  return must(result.data, 'the cancellation').data
}

export async function readRefunds(tripId: string): Promise<RefundsAnswer> {
  const result = await upstream()({
    method: 'GET',
    path: `${trip(tripId)}/refunds`,
    headers: tripHeaders(tripId),
    schema: data(refundsAnswerSchema),
  })
  return must(result.data, 'the refunds').data
}
