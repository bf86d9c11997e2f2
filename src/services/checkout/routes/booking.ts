/** A checkout from an offer: made (Idempotency-Key), read, its travellers given, its e-ticket downloaded. */
import type { Hono } from 'hono'
import { z } from 'zod'
import {
  bookingSchema,
  createBookingRequestSchema,
  travellersRequestSchema,
} from '@contracts/checkout/booking'
import { envelope } from '~/services/http/envelope'
import { ApiError } from '~/services/http/errors'
import { parseJsonBody, parsePath } from '~/services/http/validate'
import { fingerprint, idempotencyKeyOf, once } from '~/services/commerce/idempotency'
import { failedBookingRefund } from '~/services/commerce/refunds'
import { findSearch } from '~/services/flights/store'
import { assertOpen, bookingView, createBooking, detailsSchema, loadBooking, saveDetails } from '../bookings'
import { renderETicket } from '../eticket'
import { checkTravellers } from '../travellers'
import { readOffer } from '../offers'
import { idPath, noStore, scenarioText, type CheckoutContext } from './common'
import { withPromoRepriced } from './promo'

const createdAnswer = z.object({ booking: bookingSchema, access_key: z.string() })

export function registerBooking(app: Hono, ctx: CheckoutContext): void {
  const { db, options, config, now } = ctx

  app.post('/api/v1.0/booking', async (c) => {
    const key = idempotencyKeyOf(c)
    const body = await parseJsonBody(c, createBookingRequestSchema)
    const caller = await ctx.callerOf(c)
    const at = new Date()
    const offer = await readOffer(db, body.offer_id, now())
    const search = await findSearch(db, offer.search_id)
    const { text } = await ctx.controlsOf(c, search ? scenarioText(search.scenario) : '')
    const created = await once(
      db,
      'booking',
      key,
      fingerprint({ body, user: caller.userId ?? null }),
      createdAnswer,
      (tx) =>
        createBooking(
          tx,
          {
            offer,
            acceptedTotal: body.accepted_total,
            userId: caller.userId ?? null,
            scenario: text,
            now: at,
            ...(options.onEnded ? { onEnded: options.onEnded } : {}),
          },
          config,
        ),
    )
    noStore(c)
    return c.json(envelope(created), 201)
  })

  app.get('/api/v1.0/booking/:id', async (c) => {
    const { id } = parsePath(c, idPath)
    const row = await loadBooking(db, id, await ctx.callerOf(c))
    noStore(c)
    const view = bookingView(row, config)
    return c.json(envelope({ ...view, refund: await failedBookingRefund(db, row, view.total) }))
  })

  app.put('/api/v1.0/booking/:id/travellers', async (c) => {
    const { id } = parsePath(c, idPath)
    const body = await parseJsonBody(c, travellersRequestSchema)
    const caller = await ctx.callerOf(c)
    const at = new Date()
    const updated = await db.transaction(async (tx) => {
      const row = await loadBooking(tx, id, caller, true)
      assertOpen(row, at)
      const checked = checkTravellers(row, body, config, at)
      const details = detailsSchema.parse(row.details)
      const next = { ...details, travellers: checked.travellers, contact: checked.contact, gst: checked.gst }
      return saveDetails(tx, row, await withPromoRepriced(ctx, tx, row, next, caller, at), config, at)
    })
    noStore(c)
    return c.json(envelope(bookingView(updated, config)))
  })

  // 000 §7 GET {flight-api-host}/api/v1.0/booking/{id}/download: the e-ticket PDF of a ticketed booking.
  app.get('/api/v1.0/booking/:id/download', async (c) => {
    const { id } = parsePath(c, idPath)
    const row = await loadBooking(db, id, await ctx.callerOf(c))
    if (row.status !== 'TICKETED')
      throw new ApiError(
        409,
        'NOT_TICKETED',
        'The e-ticket is ready once the airline has confirmed the booking.',
        `The booking is ${row.status}.`,
      )
    const pdf = await renderETicket(bookingView(row, config), options.product.whiteLabel.productName)
    c.header('Content-Type', 'application/pdf')
    c.header('Content-Disposition', `attachment; filename="e-ticket-${row.tripId}.pdf"`)
    c.header('Cache-Control', 'private, no-store')
    return c.body(pdf.slice().buffer)
  })
}
