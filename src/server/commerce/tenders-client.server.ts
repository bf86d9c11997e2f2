/**
 * The tender endpoints every product's booking service mounts (src/services/commerce/tender-routes.ts;
 * docs/decisions/0220), for the BFF: the product says where its bookings live ('/hotels/booking',
 * '/trains/bookings') and how its booking is opened (a guest's access key, or the session's bearer).
 */
import { z } from 'zod'
import {
  tenderStateSchema,
  type TenderApply,
  type TenderState,
  type TenderUndo,
} from '@contracts/commerce/tenders'
import { upstream } from '../upstream/client.server'

export interface TenderBookingRef {
  /** The product's bookings path: '/hotels/booking', '/trains/bookings'. */
  base: string
  id: string
  /** A guest's access key; a signed-in owner's bearer is enough without it. */
  key?: string
}

const answer = z.object({ data: tenderStateSchema })
const path = (ref: TenderBookingRef, tail = '') => `${ref.base}/${encodeURIComponent(ref.id)}/tenders${tail}`
const keyed = (ref: TenderBookingRef): Record<string, string> => (ref.key ? { 'X-Booking-Key': ref.key } : {})

function must(result: { data: z.infer<typeof answer> | null }): TenderState {
  if (result.data === null) throw new Error('The booking service answered the tenders without a body')
  return result.data.data
}

export async function readTenders(ref: TenderBookingRef): Promise<TenderState> {
  return must(await upstream()({ method: 'GET', path: path(ref), headers: keyed(ref), schema: answer }))
}

export async function applyTender(ref: TenderBookingRef, body: TenderApply, idempotencyKey: string) {
  return must(
    await upstream()({
      method: 'POST',
      path: path(ref),
      body,
      headers: { ...keyed(ref), 'Idempotency-Key': idempotencyKey },
      schema: answer,
    }),
  )
}

export async function undoTender(ref: TenderBookingRef, body: TenderUndo) {
  return must(
    await upstream()({ method: 'POST', path: path(ref, '/undo'), body, headers: keyed(ref), schema: answer }),
  )
}

export async function payWithTenders(ref: TenderBookingRef, idempotencyKey: string) {
  return must(
    await upstream()({
      method: 'POST',
      path: path(ref, '/pay'),
      body: {},
      headers: { ...keyed(ref), 'Idempotency-Key': idempotencyKey },
      schema: answer,
    }),
  )
}
