/** A hotel booking's guest step (PUT, never the stay or offer), read by its owner, and a user's own list. */
import { desc, eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import { z } from 'zod'
import { bookingUpdateSchema } from '@contracts/hotels/booking'
import { emailSchema } from '@contracts/accounts/rules'
import { hotelBookings } from '~/services/db/schema'
import { envelope } from '~/services/http/envelope'
import { forbidden, unauthorized, validationError } from '~/services/http/errors'
import { parseJsonBody, parsePath, parseQuery } from '~/services/http/validate'
import { ensureOrder } from '../booking-payment'
import {
  assertOpen,
  bookingView,
  detailsSchema,
  loadBooking,
  saveBooking,
  storedOfferSchema,
  type HotelBookingRow,
} from '../booking-store'
import {
  checkPayable,
  detailsFrom,
  idPath,
  noStore,
  payNowOnly,
  promoAndPoints,
  type HotelBookingContext,
  type UpdateBody,
} from './common'

const listQuery = z.object({ email: emailSchema })

export function registerBooking(app: Hono, ctx: HotelBookingContext): void {
  const { db, options, payments } = ctx

  app.put('/booking/:id', async (c) => {
    const { id } = parsePath(c, idPath)
    const { booking: body } = await parseJsonBody(c, bookingUpdateSchema)
    const caller = await ctx.callerOf(c)
    const now = new Date()
    await db.transaction(async (tx) => {
      const row = await loadBooking(tx, id, caller, true)
      assertOpen(row, now)
      refuseStayChange(row, body)
      const before = detailsSchema.parse(row.details)
      const details = detailsFrom(body, before, row.rooms.length)
      if (details.promo && details.pws?.paybackObj) throw promoAndPoints('pws.paybackObj')
      const { offer } = storedOfferSchema.parse(row.offer)
      if (body.pay_at_hotel && !offer.pay_at_hotel) throw payNowOnly()
      const payAtHotel = body.pay_at_hotel ?? row.payAtHotel
      checkPayable({ ...row, details, payAtHotel })
      await saveBooking(tx, row, { details, payAtHotel }, now)
    })
    const row = (await ensureOrder(db, id, payments, now)) ?? (await loadBooking(db, id, caller))
    return ctx.answer(c, row, 200)
  })

  app.get('/booking/:id', async (c) => {
    const { id } = parsePath(c, idPath)
    return ctx.answer(c, await loadBooking(db, id, await ctx.callerOf(c)), 200)
  })

  app.get('/booking', async (c) => {
    const { email } = parseQuery(c, listQuery)
    const userId = await options.userIdOf(c)
    if (userId === undefined) throw unauthorized()
    const own = await options.userEmailOf(userId)
    if (!own || own.toLowerCase() !== email.toLowerCase()) throw forbidden('bookings')
    const rows = await db
      .select()
      .from(hotelBookings)
      .where(eq(hotelBookings.userId, userId))
      .orderBy(desc(hotelBookings.createdAt))
      .limit(100)
    noStore(c)
    return c.json(envelope({ bookings: rows.map((r) => bookingView(r)) }))
  })
}

/** A PUT names only the guest step's fields: the stay and the offer are what was bought. */
function refuseStayChange(row: HotelBookingRow, body: UpdateBody) {
  const same: Array<[string, boolean]> = [
    ['hotel_id', body.hotel_id === undefined || body.hotel_id === row.hotelId],
    ['offer_id', body.offer_id === undefined || body.offer_id === row.offerId],
    ['room_idx', body.room_idx === undefined || body.room_idx === row.roomIdx],
    ['checkin_date', body.checkin_date === undefined || body.checkin_date === row.checkin],
    ['checkout_date', body.checkout_date === undefined || body.checkout_date === row.checkout],
    ['rooms', body.rooms === undefined || JSON.stringify(body.rooms) === JSON.stringify(row.rooms)],
  ]
  const changed = same.find(([, ok]) => !ok)
  if (changed)
    throw validationError(`${changed[0]}: The stay and room of a booking cannot be changed`, [
      { field: changed[0], message: 'cannot be changed; start a new booking from the hotel page' },
    ])
}
