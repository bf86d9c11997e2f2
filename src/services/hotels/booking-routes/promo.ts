/** A promo code on a hotel booking (POST /promo/apply, or remove: true); never with PAYBACK points. */
import type { Hono } from 'hono'
import { hotelBookingMessages, hotelPromoApplySchema, type HotelPromoResult } from '@contracts/hotels/booking'
import { PROMO_AND_POINTS_MESSAGE } from '@contracts/promo/schemas'
import type { ProductConfig } from '@config'
import { envelope } from '~/services/http/envelope'
import { ApiError, validationError } from '~/services/http/errors'
import { tenderMessages } from '@contracts/commerce/tenders'
import { parseJsonBody } from '~/services/http/validate'
import { ensureOrder } from '../booking-payment'
import { parseBookingScenario } from '../booking-scenario'
import {
  assertOpen,
  bookingView,
  detailsSchema,
  loadBooking,
  saveBooking,
  storedOfferSchema,
  totalOf,
  type Details,
  type HotelBookingRow,
} from '../booking-store'
import { noStore, type HotelBookingContext } from './common'

export function registerPromo(app: Hono, ctx: HotelBookingContext): void {
  const { db, options, payments, promos } = ctx

  app.post('/promo/apply', async (c) => {
    const body = await parseJsonBody(c, hotelPromoApplySchema)
    const caller = await ctx.callerOf(c)
    const now = new Date()
    const result = await db.transaction(async (tx): Promise<HotelPromoResult> => {
      const row = await loadBooking(tx, body.booking_id, caller, true)
      assertOpen(row, now)
      if (body.offer_id !== row.offerId)
        throw validationError('offer_id: This is not the offer of the booking', [
          { field: 'offer_id', message: `must be the booking's offer (${row.offerId})` },
        ])
      const details = detailsSchema.parse(row.details)
      const { offer } = storedOfferSchema.parse(row.offer)
      const refusal = (type: string, message: string) =>
        promoResult(body.code, row, null, { type, message }, options.product)
      if (body.remove) {
        await promos.release(tx, row.id)
        const saved = await saveBooking(
          tx,
          row,
          {
            details: { ...details, promo: null },
            total: leftAfter(totalOf(offer.price.amount, null), details),
          },
          now,
        )
        return promoResult(body.code, saved, null, null, options.product)
      }
      if (details.promo || parseBookingScenario(row.scenario).promo === 'ALREADY_APPLIED')
        return refusal('PROMO_ALREADY_APPLIED', hotelBookingMessages.promoAlreadyApplied)
      if (details.pws?.paybackObj) return refusal('POINTS_APPLIED', PROMO_AND_POINTS_MESSAGE)
      const email = body.email ?? details.contact?.email
      if (caller.userId === undefined && !email)
        throw validationError('Enter your e-mail to apply a promo code', [
          { field: 'email', message: 'Enter your e-mail to apply a promo code' },
        ])
      const userKey =
        caller.userId !== undefined
          ? promos.userKey({ userId: caller.userId })
          : promos.userKey({ email: email ?? '' })
      const held = await promos.hold(tx, {
        code: body.code,
        bookingId: row.id,
        userKey,
        userId: caller.userId ?? null,
        amountPaise: offer.price.amount,
        now,
        pointsApplied: false,
      })
      if (!held.ok) return refusal(held.code, held.message)
      const promo = { code: held.code, discount: held.discount, benefit: held.benefit, message: held.message }
      const saved = await saveBooking(
        tx,
        row,
        { details: { ...details, promo }, total: leftAfter(totalOf(offer.price.amount, promo), details) },
        now,
      )
      return promoResult(held.code, saved, promo, null, options.product)
    })
    // The gateway order follows the new total (a new order when one was made for the old one).
    if (!result.promoError) await ensureOrder(db, body.booking_id, payments, now)
    noStore(c)
    return c.json(envelope(result))
  })
}

/**
 * What is left to pay once the booking's tenders are taken off a new total. A code that would leave
 * less than they already cover is refused (rolled back with its hold): the traveller undoes one first.
 */
function leftAfter(total: number, details: Details): number {
  const left = total - details.tendered
  if (left < 0)
    throw new ApiError(
      409,
      'TENDERS_OVER_TOTAL',
      tenderMessages.undoFirst,
      'POST …/tenders/undo to take a tender off, then apply the code.',
    )
  return left
}

function promoResult(
  code: string,
  row: HotelBookingRow,
  promo: Details['promo'],
  error: { type: string; message: string } | null,
  product: ProductConfig,
): HotelPromoResult {
  const view = bookingView(row)
  const cashback = promo?.benefit === 'cashback'
  return {
    code: code.trim().toUpperCase(),
    promoDiscount: promo?.benefit === 'instant' ? promo.discount : 0,
    promoError: error?.message ?? null,
    promoErrorType: error?.type ?? null,
    price: view.price,
    cashbackAmount: cashback ? promo.discount : 0,
    cashbackBasis: cashback ? 'hotel' : null,
    cashbackCreditInDays: cashback ? product.loyalty.hotelCashback : null,
  }
}
