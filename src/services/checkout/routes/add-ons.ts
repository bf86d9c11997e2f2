/** Seats, meals and baggage of a flight booking (000 §7 add-ons), and the meal preferences offered. */
import type { Hono } from 'hono'
import { z } from 'zod'
import { addOnsRequestSchema, offerSchema } from '@contracts/checkout/booking'
import { envelope } from '~/services/http/envelope'
import { parseJsonBody, parsePath, parseQuery } from '~/services/http/validate'
import { assertOpen, bookingView, detailsSchema, loadBooking, saveDetails, seated } from '../bookings'
import { baggageOf, checkSelection, holdSeats, mealsOf, seatMapsFor } from '../seats'
import { preferredMeals } from '../supplier/meals'
import { idPath, noStore, type CheckoutContext } from './common'
import { withPromoRepriced } from './promo'

export function registerAddOns(app: Hono, ctx: CheckoutContext): void {
  const { db, config, extraServiceAirlines } = ctx

  // 000 §7 GET {base}/flights/preferred_meals: the meal preferences a traveller can state.
  app.get('/flights/preferred_meals', (c) => {
    parseQuery(c, z.object({}))
    c.header('Cache-Control', 'public, max-age=86400')
    return c.json(envelope(preferredMeals))
  })

  app.get('/api/v1.0/booking/:id/add_ons', async (c) => {
    const { id } = parsePath(c, idPath)
    const row = await loadBooking(db, id, await ctx.callerOf(c))
    const offer = offerSchema.parse(row.offer)
    noStore(c)
    return c.json(
      envelope({
        seat_maps: await seatMapsFor(db, offer, row.id, new Date()),
        meals: mealsOf(offer),
        baggage: baggageOf(offer, extraServiceAirlines),
      }),
    )
  })

  app.put('/api/v1.0/booking/:id/add_ons', async (c) => {
    const { id } = parsePath(c, idPath)
    const body = await parseJsonBody(c, addOnsRequestSchema)
    const caller = await ctx.callerOf(c)
    const at = new Date()
    const updated = await db.transaction(async (tx) => {
      const row = await loadBooking(tx, id, caller, true)
      assertOpen(row, at)
      const offer = offerSchema.parse(row.offer)
      const chosen = checkSelection(offer, seated(offer), body, extraServiceAirlines)
      await holdSeats(tx, row.id, chosen.seats, row.expiresAt, at)
      const details = { ...detailsSchema.parse(row.details), ...chosen }
      return saveDetails(tx, row, await withPromoRepriced(ctx, tx, row, details, caller, at), config, at)
    })
    noStore(c)
    return c.json(envelope(bookingView(updated, config)))
  })
}
