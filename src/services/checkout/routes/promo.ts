/**
 * A promo code on a flight booking (src/services/promo through PromoPort): applied, removed, and
 * priced again when the booking's amount changes (withPromoRepriced, used by travellers and add-ons).
 */
import type { Hono } from 'hono'
import { offerSchema, promoRequestSchema } from '@contracts/checkout/booking'
import type { Tx } from '~/services/db/client'
import { envelope } from '~/services/http/envelope'
import { ApiError } from '~/services/http/errors'
import { parseJsonBody, parsePath } from '~/services/http/validate'
import {
  assertOpen,
  bookingView,
  detailsSchema,
  loadBooking,
  priceOf,
  saveDetails,
  type BookingRow,
  type Caller,
  type Details,
} from '../bookings'
import type { PromoPort } from '../promo-port'
import { idPath, noStore, type CheckoutContext } from './common'

/** The traveller's key for per-traveller promo limits: the signed-in user, else the contact e-mail. */
function promoKey(caller: Caller, details: Details, promos: PromoPort): string | undefined {
  if (caller.userId !== undefined) return promos.userKey({ userId: caller.userId })
  return details.contact ? promos.userKey({ email: details.contact.email }) : undefined
}

/**
 * A change of the booking's amount (seats, meals, insurance) prices its promo again: a percent
 * discount follows the amount; a code no longer allowed (below its minimum) is taken off.
 */
export async function withPromoRepriced(
  ctx: CheckoutContext,
  tx: Tx,
  row: BookingRow,
  details: Details,
  caller: Caller,
  at: Date,
): Promise<Details> {
  const promos = ctx.options.promos
  if (!details.promo || !promos) return details
  const offer = offerSchema.parse(row.offer)
  const userKey = promoKey(caller, details, promos)
  const amount = priceOf(offer, { ...details, promo: null, wallet: null }, ctx.config).total
  const held = userKey
    ? await promos.hold(tx, {
        code: details.promo.code,
        bookingId: row.id,
        userKey,
        userId: caller.userId ?? null,
        amountPaise: amount,
        now: at,
        domestic: offer.flight_type === 'DOMESTIC',
      })
    : undefined
  if (held?.ok)
    return {
      ...details,
      promo: {
        code: details.promo.code,
        discount: held.discount,
        benefit: held.benefit,
        message: held.message,
      },
    }
  await promos.release(tx, row.id)
  return { ...details, promo: null }
}

export function registerPromo(app: Hono, ctx: CheckoutContext): void {
  const { db, options, config } = ctx

  app.post('/api/v1.0/booking/:id/promo', async (c) => {
    const { id } = parsePath(c, idPath)
    const { code } = await parseJsonBody(c, promoRequestSchema)
    const caller = await ctx.callerOf(c)
    const promos = options.promos
    if (!promos)
      throw new ApiError(
        503,
        'PROMOS_UNAVAILABLE',
        'Promo codes cannot be applied right now.',
        'No promo store is configured.',
      )
    const at = new Date()
    const updated = await db.transaction(async (tx) => {
      const row = await loadBooking(tx, id, caller, true)
      assertOpen(row, at)
      const details = detailsSchema.parse(row.details)
      const userKey = promoKey(caller, details, promos)
      if (!userKey)
        throw new ApiError(
          409,
          'CONTACT_MISSING',
          'Add the traveller details before applying a promo code',
          'PUT the travellers (with the contact e-mail) first.',
        )
      const offer = offerSchema.parse(row.offer)
      const held = await promos.hold(tx, {
        code,
        bookingId: row.id,
        userKey,
        userId: caller.userId ?? null,
        amountPaise: priceOf(offer, { ...details, promo: null, wallet: null }, config).total,
        now: at,
        domestic: offer.flight_type === 'DOMESTIC',
      })
      if (!held.ok) throw promos.refused(held.code, held.message)
      return saveDetails(
        tx,
        row,
        {
          ...details,
          promo: { code, discount: held.discount, benefit: held.benefit, message: held.message },
        },
        config,
        at,
      )
    })
    noStore(c)
    return c.json(envelope(bookingView(updated, config)))
  })

  app.delete('/api/v1.0/booking/:id/promo', async (c) => {
    const { id } = parsePath(c, idPath)
    const caller = await ctx.callerOf(c)
    const at = new Date()
    const updated = await db.transaction(async (tx) => {
      const row = await loadBooking(tx, id, caller, true)
      assertOpen(row, at)
      await options.promos?.release(tx, row.id)
      return saveDetails(tx, row, { ...detailsSchema.parse(row.details), promo: null }, config, at)
    })
    noStore(c)
    return c.json(envelope(bookingView(updated, config)))
  })
}
