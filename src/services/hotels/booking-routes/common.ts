/** What every hotel booking handler needs, built once per app from HotelBookingOptions; shared rules. */
import type { Context } from 'hono'
import { z } from 'zod'
import { bookingUpdateSchema } from '@contracts/hotels/booking'
import { PROMO_AND_POINTS_MESSAGE } from '@contracts/promo/schemas'
import type { ProductConfig } from '@config'
import type { Database, Tx } from '~/services/db/client'
import { envelope } from '~/services/http/envelope'
import { ApiError, validationError } from '~/services/http/errors'
import type { Logger } from '~/services/platform/log'
import {
  assertPan,
  readyToPay,
  releaseHotelTenders,
  type BookingParts,
  type HotelPaymentDeps,
} from '../booking-payment'
import { bookingView, detailsSchema, type Caller, type Details, type HotelBookingRow } from '../booking-store'

/** The promo store as the hotel booking needs it (joined by src/services/app.ts, product 'hotels'). */
export interface HotelPromoPort {
  hold(
    tx: Tx,
    args: {
      code: string
      bookingId: string
      userKey: string
      userId: number | null
      amountPaise: number
      now: Date
      pointsApplied: boolean
    },
  ): Promise<
    | { ok: true; discount: number; benefit: 'instant' | 'cashback'; message: string; code: string }
    | { ok: false; code: string; message: string }
  >
  release(tx: Tx, bookingId: string): Promise<unknown>
  confirm(tx: Tx, bookingId: string): Promise<unknown>
  userKey(who: { userId: number } | { email: string }): string
}

export interface HotelBookingOptions {
  sandbox: boolean
  product: ProductConfig
  /** Who is signed in (bearer token); undefined for a guest; 401 for a dead token. */
  userIdOf: (c: Context) => Promise<number | undefined>
  /** The signed-in user's e-mail (lower-case), for GET /booking?email=. */
  userEmailOf: (userId: number) => Promise<string | undefined>
  payments: HotelPaymentDeps
  promos: HotelPromoPort
  /** The clock of "today" for stay dates (default: the wall clock). */
  now?: () => number
  log?: Logger
}

export interface HotelBookingContext {
  db: Database
  options: HotelBookingOptions
  /** The clock of "today" for stay dates. */
  clock: () => number
  payments: HotelPaymentDeps
  promos: HotelPromoPort
  catalogue: HotelPaymentDeps['catalogue']
  /** A booking that ends unpaid gives its promo's use back. */
  onEnded: (tx: Tx, bookingId: string) => Promise<unknown>
  callerOf: (c: Context) => Promise<Caller>
  /** The booking as answered, with no booking_error (not cached). */
  answer: (c: Context, row: HotelBookingRow, status: 200 | 201, accessKey?: string) => Response
}

export function hotelBookingContext(db: Database, options: HotelBookingOptions): HotelBookingContext {
  const { payments, promos } = options
  return {
    db,
    options,
    clock: options.now ?? Date.now,
    payments,
    promos,
    catalogue: payments.catalogue,
    onEnded: async (tx, bookingId) => {
      await promos.release(tx, bookingId)
      await releaseHotelTenders(tx, payments, bookingId, 'The checkout ended unpaid', new Date())
    },
    callerOf: async (c) => {
      const userId = await options.userIdOf(c)
      const bookingKey = c.req.header('x-booking-key')?.trim() || undefined
      return { userId, bookingKey }
    },
    answer: (c, row, status, accessKey) => {
      noStore(c)
      return c.json(envelope({ booking: bookingView(row, accessKey), booking_error: null }), status)
    },
  }
}

export const idPath = z.object({
  id: z.string().regex(/^hb_[0-9a-f]{32}$/, 'must be a booking id such as hb_…'),
})
export const noStore = (c: Context) => c.header('Cache-Control', 'no-store')

export type UpdateBody = z.infer<typeof bookingUpdateSchema>['booking']

/** The guest step's part of a create or update body, over what the booking had. */
export function detailsFrom(body: UpdateBody, before: Details, rooms: number): Details {
  if (body.guests_details && body.guests_details.length > rooms)
    throw validationError(`guests_details: One lead guest per room (${rooms})`, [
      { field: 'guests_details', message: `Give one lead guest per room: ${rooms}` },
    ])
  return {
    ...before,
    ...(body.contact_details ? { contact: body.contact_details } : {}),
    ...(body.guests_details ? { guests: body.guests_details } : {}),
    ...(body.pan_card_no !== undefined ? { pan: body.pan_card_no } : {}),
    ...(body.special_requests !== undefined ? { special_requests: body.special_requests } : {}),
    ...(body.pws ? { pws: body.pws } : {}),
    ...(body.tenancy_info ? { tenancy: body.tenancy_info } : {}),
    ...(body.return_url ? { return_url: body.return_url } : {}),
    ...(body.traveller_email ? { traveller_email: body.traveller_email } : {}),
  }
}

/** pay_at_hotel asked of an offer the hotel wants paid now. */
export const payNowOnly = () =>
  validationError('pay_at_hotel: This offer cannot be paid at the hotel', [
    { field: 'pay_at_hotel', message: 'This offer must be paid now' },
  ])

/** A promo and PAYBACK points together (001 §5): refused with the spec's sentence. */
export const promoAndPoints = (field: string) =>
  new ApiError(409, 'PROMO_AND_POINTS', PROMO_AND_POINTS_MESSAGE, 'Remove the promo code or the points.', [
    { field, message: PROMO_AND_POINTS_MESSAGE },
  ])

/** Before the booking's payment: the PAN its hotel asks for, when everything else is there. */
export function checkPayable(row: BookingParts) {
  if (readyToPay(row) && !row.payAtHotel && detailsSchema.parse(row.details).return_url) assertPan(row)
}
