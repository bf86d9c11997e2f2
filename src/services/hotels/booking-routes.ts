/**
 * Hotel booking endpoints (001 §7 Hotels; contracts/hotels/booking.ts), mounted under /hotels:
 *   POST /booking                 a booking from an offer, rooms held for the timer (Idempotency-Key)
 *   PUT  /booking/:id             guests, contact, PAN, special requests (not the stay or offer)
 *   GET  /booking/:id             the booking (owner, or X-Booking-Key)
 *   GET  /booking?email=          the signed-in caller's own bookings
 *   POST /promo/apply             a promo code on the booking (or remove: true)
 *   POST /book_at_hotel           book an offer paid at the hotel
 *   POST /payment_callbacks       the payment gateway's signed webhook for hotel orders
 *   POST /sandbox/booking_ends    sandbox only: a booking's time runs out now
 * Documented in docs/upstream.md ("Hotel booking").
 */
import { desc, eq, or } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import {
  bookAtHotelSchema,
  bookingRequestSchema,
  bookingUpdateSchema,
  hotelBookingMessages,
  hotelPromoApplySchema,
  type HotelPromoResult,
} from '@contracts/hotels/booking'
import { emailSchema } from '@contracts/accounts/rules'
import { PROMO_AND_POINTS_MESSAGE } from '@contracts/promo/schemas'
import type { ProductConfig } from '@config'
import type { Database, Tx } from '../db/client'
import { hotelBookings } from '../db/schema'
import { envelope } from '../http/envelope'
import { ApiError, forbidden, notFoundError, unauthorized, validationError } from '../http/errors'
import { idempotencyKeyOf } from '../http/idempotency-key'
import { requireSandboxCaller, sandboxClientOf } from '../http/sandbox-guard'
import { parseJsonBody, parsePath, parseQuery } from '../http/validate'
import type { Logger } from '../platform/log'
import { fingerprint, once } from '../commerce/idempotency'
import {
  applyHotelPayment,
  assertPan,
  ensureOrder,
  onBooked,
  readyToPay,
  type BookingParts,
  type HotelPaymentDeps,
} from './booking-payment'
import { bookingScenarioText, parseBookingScenario } from './booking-scenario'
import { parseHotelScenario } from './scenario'
import { checkStay } from './search'
import { findHotelSearch, hotelSandboxControl } from './store'
import {
  SoldOut,
  assertOpen,
  bookingView,
  createBooking,
  detailsSchema,
  expireHotelBookings,
  loadBooking,
  saveBooking,
  storedOfferSchema,
  sweepExpiredHotelBookings,
  totalOf,
  type Caller,
  type Details,
  type HotelBookingRow,
} from './booking-store'
import type { PricedOffer } from './catalogue-port'
import { paymentWebhookHandler } from '../commerce/payment-webhook'

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

const idPath = z.object({ id: z.string().regex(/^hb_[0-9a-f]{32}$/, 'must be a booking id such as hb_…') })
const listQuery = z.object({ email: emailSchema })
const bookingEndsBody = z.object({ booking_id: idPath.shape.id })
const createdSchema = z.object({ booking_id: z.string(), access_key: z.string() })

/** 001 §3 booking_error: the booking was not made, and why (answered 409). */
class Refused extends Error {
  constructor(
    readonly status: 'cache-expired' | 'PROMO_ALREADY_APPLIED' | 'sold-out' | 'ERROR',
    message: string,
  ) {
    super(message)
  }
}
const refusalCodes = {
  'cache-expired': 'CACHE_EXPIRED',
  PROMO_ALREADY_APPLIED: 'PROMO_ALREADY_APPLIED',
  'sold-out': 'SOLD_OUT',
  ERROR: 'BOOKING_ERROR',
} as const

type BookingBody = z.infer<typeof bookingRequestSchema>['booking']
type UpdateBody = z.infer<typeof bookingUpdateSchema>['booking']

/** The guest step's part of a create or update body, over what the booking had. */
function detailsFrom(body: UpdateBody, before: Details, rooms: number): Details {
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
const payNowOnly = () =>
  validationError('pay_at_hotel: This offer cannot be paid at the hotel', [
    { field: 'pay_at_hotel', message: 'This offer must be paid now' },
  ])

/** A promo and PAYBACK points together (001 §5): refused with the spec's sentence. */
const promoAndPoints = (field: string) =>
  new ApiError(409, 'PROMO_AND_POINTS', PROMO_AND_POINTS_MESSAGE, 'Remove the promo code or the points.', [
    { field, message: PROMO_AND_POINTS_MESSAGE },
  ])

export function hotelBookingRoutes(db: Database, options: HotelBookingOptions): Hono {
  const app = new Hono()
  const clock = options.now ?? Date.now
  const { payments, promos } = options
  const catalogue = payments.catalogue
  const holdMs = options.product.timers.checkoutSessionMs
  const noStore = (c: Context) => c.header('Cache-Control', 'no-store')
  const onEnded = (tx: Tx, bookingId: string) => promos.release(tx, bookingId)

  async function callerOf(c: Context): Promise<Caller> {
    const userId = await options.userIdOf(c)
    const bookingKey = c.req.header('x-booking-key')?.trim() || undefined
    return { userId, bookingKey }
  }

  function pricedOffer(body: BookingBody, priceChangePercent: number | undefined): PricedOffer {
    const priced = catalogue.findOffer(body.hotel_id, body.room_idx, body.offer_id, body, priceChangePercent)
    if (!priced)
      throw new ApiError(
        404,
        'NOT_FOUND',
        'This room offer is no longer available. Please choose a room again.',
        'No offer with this hotel_id, room_idx and offer_id exists for the stay.',
        [{ field: 'offer_id', message: 'no such offer for this hotel and room' }],
      )
    return priced
  }

  /**
   * The sandbox controls of a booking: the request's `x-sandbox-scenario`, else the scenario set for
   * the caller with POST /hotels/sandbox/scenario (the search service's); empty outside the sandbox.
   */
  async function scenarioTextOf(c: Context): Promise<string> {
    if (!options.sandbox) return ''
    const own = c.req.header('x-sandbox-scenario')
    if (own !== undefined) return own
    const set = await hotelSandboxControl(db, `scenario:${sandboxClientOf(c)}`)
    return typeof set === 'string' ? set : ''
  }

  /** The search behind the booking: its cache expired (001 §9: 14,400 s), or it is not known. */
  async function searchOf(searchId: string | undefined) {
    if (!searchId) return { expired: false, priceChange: undefined }
    const search = await findHotelSearch(db, searchId)
    if (!search || search.expiresAt <= clock() || search.scenario.failure === 'expired')
      return { expired: true, priceChange: undefined }
    return { expired: false, priceChange: search.scenario.priceChange }
  }

  /** Before the booking's payment: the PAN its hotel asks for, when everything else is there. */
  function checkPayable(row: BookingParts) {
    if (readyToPay(row) && !row.payAtHotel && detailsSchema.parse(row.details).return_url) assertPan(row)
  }

  const answer = (c: Context, row: HotelBookingRow, status: 200 | 201, accessKey?: string) => {
    noStore(c)
    return c.json(envelope({ booking: bookingView(row, accessKey), booking_error: null }), status)
  }

  app.post('/booking', async (c) => {
    const key = idempotencyKeyOf(c)
    const { booking: body } = await parseJsonBody(c, bookingRequestSchema)
    checkStay(body, clock())
    const caller = await callerOf(c)
    const fullScenario = await scenarioTextOf(c)
    const scenarioText = bookingScenarioText(fullScenario)
    const scenario = parseBookingScenario(scenarioText)
    const search = await searchOf(body.search_id)
    // A price change of the sandbox (the request's, else the search's) prices the booking as the hotel page showed it.
    const priceChange =
      parseHotelScenario(fullScenario, 'x-sandbox-scenario').priceChange ?? search.priceChange
    const priced = pricedOffer(body, priceChange)
    if (body.pay_at_hotel && !priced.offer.pay_at_hotel) throw payNowOnly()
    const details = detailsFrom(body, detailsSchema.parse({}), body.rooms.length)
    const now = new Date()
    const draft = {
      offer: priced,
      details,
      rooms: body.rooms,
      payAtHotel: body.pay_at_hotel ?? false,
    }
    checkPayable(draft)
    const email = body.contact_details?.email ?? body.email ?? body.traveller_email ?? null
    let created: z.infer<typeof createdSchema>
    try {
      created = await once(
        db,
        'hotel-booking',
        key,
        fingerprint({ body, user: caller.userId ?? null, scenarioText }),
        createdSchema,
        async (tx) => {
          if (scenario.booking === 'ERROR') throw new Refused('ERROR', hotelBookingMessages.error)
          if (scenario.cacheExpired || search.expired)
            throw new Refused('cache-expired', hotelBookingMessages.cacheExpired)
          if (scenario.promo === 'ALREADY_APPLIED')
            throw new Refused('PROMO_ALREADY_APPLIED', hotelBookingMessages.promoAlreadyApplied)
          if (scenario.soldOut) throw new Refused('sold-out', hotelBookingMessages.soldOut)
          await expireHotelBookings(tx, now, catalogue, onEnded)
          try {
            const made = await createBooking(
              tx,
              {
                priced,
                stay: body,
                details,
                userId: caller.userId ?? null,
                email,
                payAtHotel: draft.payAtHotel,
                scenario: scenarioText,
                holdMs,
                now,
              },
              catalogue,
            )
            return { booking_id: made.row.id, access_key: made.accessKey }
          } catch (error) {
            if (error instanceof SoldOut) throw new Refused('sold-out', hotelBookingMessages.soldOut)
            throw error
          }
        },
      )
    } catch (error) {
      if (!(error instanceof Refused)) throw error
      noStore(c)
      const refusal = new ApiError(409, refusalCodes[error.status], error.message, 'No booking was made.', [
        { field: 'booking', message: error.message, symbol: error.status },
      ])
      return c.json(
        {
          ...refusal.toBody(),
          booking: null,
          booking_error: { status: error.status, message: error.message },
        },
        409,
      )
    }
    const row =
      (await ensureOrder(db, created.booking_id, payments, now)) ??
      (await loadBooking(db, created.booking_id, { bookingKey: created.access_key }))
    return answer(c, row, 201, created.access_key)
  })

  app.put('/booking/:id', async (c) => {
    const { id } = parsePath(c, idPath)
    const { booking: body } = await parseJsonBody(c, bookingUpdateSchema)
    const caller = await callerOf(c)
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
    return answer(c, row, 200)
  })

  app.get('/booking/:id', async (c) => {
    const { id } = parsePath(c, idPath)
    return answer(c, await loadBooking(db, id, await callerOf(c)), 200)
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

  app.post('/promo/apply', async (c) => {
    const body = await parseJsonBody(c, hotelPromoApplySchema)
    const caller = await callerOf(c)
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
          { details: { ...details, promo: null }, total: totalOf(offer.price.amount, null) },
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
        { details: { ...details, promo }, total: totalOf(offer.price.amount, promo) },
        now,
      )
      return promoResult(held.code, saved, promo, null, options.product)
    })
    // The gateway order follows the new total (a new order when one was made for the old one).
    if (!result.promoError) await ensureOrder(db, body.booking_id, payments, now)
    noStore(c)
    return c.json(envelope(result))
  })

  app.post('/book_at_hotel', async (c) => {
    const { booking_id } = await parseJsonBody(c, bookAtHotelSchema)
    const caller = await callerOf(c)
    const now = new Date()
    const booked = await db.transaction(async (tx) => {
      const row = await loadBooking(tx, booking_id, caller, true)
      assertOpen(row, now)
      if (!storedOfferSchema.parse(row.offer).offer.pay_at_hotel)
        throw new ApiError(
          409,
          'PAY_AT_HOTEL_NOT_ALLOWED',
          'This room must be paid now: the hotel does not take payment at check-in for it.',
          'Pay online for this offer.',
          [{ field: 'booking_id', message: 'the offer is not payable at the hotel' }],
        )
      if (!readyToPay(row))
        throw new ApiError(
          409,
          'GUESTS_MISSING',
          'Add the contact details and a lead guest for every room before booking',
          'PUT the guests of this booking first.',
          [{ field: 'guests_details', message: `give one lead guest per room (${row.rooms.length})` }],
        )
      assertPan(row)
      const success = await saveBooking(tx, row, { status: 'SUCCESS', payAtHotel: true }, now, {
        kind: 'hotel_booked_pay_at_hotel',
        text: 'Booked; to be paid at the hotel.',
      })
      await onBooked(tx, success, payments)
      return success
    })
    noStore(c)
    return c.json(envelope({ status: 'success' as const, booking: bookingView(booked) }))
  })

  /** The gateway's server-to-server events for hotel orders: signed, delivered at least once, acted on once. */
  app.post(
    '/payment_callbacks',
    paymentWebhookHandler({
      db,
      product: 'hotels',
      gateway: () => payments.gateway,
      ...(options.log ? { log: options.log } : {}),
      apply: async (tx, { orderId, bookingId, payment, now }) => {
        const [row] = await tx
          .select()
          .from(hotelBookings)
          .where(or(eq(hotelBookings.orderId, orderId), eq(hotelBookings.id, bookingId ?? '')))
          .limit(1)
          .for('update')
        if (!row) return undefined
        await applyHotelPayment(tx, row, payment, payments, now)
        return row.id
      },
    }),
  )

  app.post('/sandbox/booking_ends', async (c) => {
    requireSandboxCaller(c, options.sandbox)
    const { booking_id } = await parseJsonBody(c, bookingEndsBody)
    const now = new Date()
    const [row] = await db
      .update(hotelBookings)
      .set({ expiresAt: new Date(now.getTime() - 1) })
      .where(eq(hotelBookings.id, booking_id))
      .returning({ id: hotelBookings.id })
    if (!row) throw notFoundError(`No hotel booking ${booking_id}`)
    await sweepExpiredHotelBookings(db, catalogue, onEnded, now)
    const [after] = await db
      .select({ status: hotelBookings.status })
      .from(hotelBookings)
      .where(eq(hotelBookings.id, booking_id))
    noStore(c)
    return c.json(envelope({ booking_id, status: after?.status ?? 'EXPIRED' }))
  })

  return app
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
