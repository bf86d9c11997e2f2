/**
 * Cancelling a booking and following its refunds, for the browser (docs/decisions/0084-0086): what
 * can be cancelled, the refund quote, its confirmation (one per quote and browser: pressing twice
 * sends the same Idempotency-Key), and the refunds. The cancellation flow and the refund tracker
 * call these; pages read through the queryOptions factories.
 */
import { createHash } from 'node:crypto'
import { createServerFn } from '@tanstack/react-start'
import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { flightKeySchema } from '@contracts/checkout/seat-map'
import {
  refundDestinationSchema,
  tripIdSchema,
  type CancelOptions,
  type Cancellation,
  type Quote,
  type RefundsAnswer,
} from '@contracts/bookings/cancellation'
import type { ChangeCodeSent } from '@contracts/bookings/trips'
import * as client from './cancellation-client.server'
import { sendChangeCode as sendCode, verifyChangeCode as verifyCode } from './client.server'
import { asUserErrors } from '../platform/errors'
import { input } from '../platform/validate'
import { readSession, writeSession } from '../session/session.server'
import { readingTrip } from './trip-access.server'

const tripInput = z.object({ tripId: tripIdSchema })
const quoteInput = z.object({
  tripId: tripIdSchema,
  travellers: z.array(z.number().int().min(0).max(8)).max(9),
  flightKeys: z.array(flightKeySchema).max(12),
  destination: refundDestinationSchema,
})
const confirmInput = z.object({
  tripId: tripIdSchema,
  quoteId: z.string().regex(/^cq_[0-9a-f]{32}$/, 'is not a refund quote id'),
})

export const fetchCancelOptions = createServerFn({ method: 'GET' })
  .validator(input(tripInput))
  .handler(({ data }): Promise<CancelOptions> =>
    readingTrip(data.tripId, () => client.readCancelOptions(data.tripId)),
  )

export const cancelOptionsQueryOptions = (tripId: string) =>
  queryOptions({
    queryKey: ['bookings', 'cancel-options', tripId],
    queryFn: () => fetchCancelOptions({ data: { tripId } }),
    staleTime: 0,
  })

/** Nothing chosen is all of it (FULL); a choice is PARTIAL (the service says FULL if it leaves nothing). */
export const requestCancelQuote = createServerFn({ method: 'POST' })
  .validator(input(quoteInput))
  .handler(({ data }): Promise<Quote> =>
    asUserErrors(() => {
      const chosen = data.travellers.length + data.flightKeys.length > 0
      return client.createQuote(data.tripId, {
        kind: chosen ? 'PARTIAL' : 'FULL',
        ...(data.travellers.length ? { travellers: data.travellers } : {}),
        ...(data.flightKeys.length ? { flight_keys: data.flightKeys } : {}),
        destination: data.destination,
      })
    }),
  )

export const confirmCancellation = createServerFn({ method: 'POST' })
  .validator(input(confirmInput))
  .handler(({ data }): Promise<Cancellation> =>
    asUserErrors(() => {
      const browser = readSession()?.id ?? 'anonymous'
      const key = createHash('sha256').update(`${browser}:${data.quoteId}`).digest('hex').slice(0, 64)
      return client.confirmQuote(data.tripId, data.quoteId, key)
    }),
  )

export const fetchRefunds = createServerFn({ method: 'GET' })
  .validator(input(tripInput))
  .handler(({ data }): Promise<RefundsAnswer> => asUserErrors(() => client.readRefunds(data.tripId)))

export const refundsQueryOptions = (tripId: string) =>
  queryOptions({
    queryKey: ['bookings', 'refunds', tripId],
    queryFn: () => fetchRefunds({ data: { tripId } }),
    staleTime: 0,
  })

const codeRequestInput = z.object({ tripId: tripIdSchema, channel: z.enum(['email', 'sms']) })
const codeInput = z.object({
  tripId: tripIdSchema,
  code: z
    .string({ error: 'is required' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code we sent'),
})

/** A guest who found the trip asks for the code to its e-mail or mobile (docs/decisions/0180). */
export const sendChangeCode = createServerFn({ method: 'POST' })
  .validator(input(codeRequestInput))
  .handler(({ data }): Promise<ChangeCodeSent> => asUserErrors(() => sendCode(data.tripId, data.channel)))

/**
 * The code for a change grant, which replaces the lookup grant of this trip in the sealed session
 * (the page learns only that it worked): the cancellation is then confirmed with it.
 */
export const verifyChangeCode = createServerFn({ method: 'POST' })
  .validator(input(codeInput))
  .handler(({ data }): Promise<{ tripId: string }> =>
    asUserErrors(async () => {
      const granted = await verifyCode(data.tripId, data.code)
      const others = (readSession()?.tripGrants ?? []).filter((g) => g.tripId !== granted.trip_id)
      writeSession({ tripGrants: [{ tripId: granted.trip_id, grant: granted.grant }, ...others].slice(0, 5) })
      return { tripId: granted.trip_id }
    }),
  )
