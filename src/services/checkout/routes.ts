/**
 * Flight checkout endpoints (000 §7 offer and tax calls, booking, ticket download), mounted under
 * /flights beside the search:
 *   POST /api/v1.0/offers                     re-check the chosen flights' fare (initial: PENDING)
 *   GET  /api/v1.0/offers/:id                 the final phase, polled until not PENDING
 *   POST /api/v1.0/booking                    a checkout from an offer (Idempotency-Key)
 *   GET  /api/v1.0/booking/:id                the booking, priced (owner or X-Booking-Key)
 *   PUT  /api/v1.0/booking/:id/travellers     travellers, contact, GST
 *   …/api/v1.0/trips/:tripId/cancellation…    cancellation, quotes and refunds (cancellation-routes.ts)
 *   POST /sandbox/fare_inventory              sandbox only: seats left at a fare
 *   POST /sandbox/offer_end                   sandbox only: the caller's newest re-check answers now
 *   POST /sandbox/checkout_ends               sandbox only: a checkout's time runs out now
 * Documented in docs/upstream.md ("Flight checkout").
 */
import { eq } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import {
  createBookingRequestSchema,
  offerRequestSchema,
  addOnsRequestSchema,
  bookingSchema,
  offerSchema,
  type Offer,
  paymentCallbackSchema,
  paymentRequestSchema,
  promoRequestSchema,
  travelPlanIdSchema,
  travellersRequestSchema,
} from '@contracts/checkout/booking'
import type { ProductConfig } from '@config'
import type { Database } from '../db/client'
import { fareInventory, flightBookings } from '../db/schema'
import { ApiError, notFoundError } from '../http/errors'
import type { Logger } from '../platform/log'
import { envelope } from '../http/envelope'
import { requireSandboxCaller, sandboxClientOf } from '../http/sandbox-guard'
import { parseJsonBody, parsePath, parseQuery } from '../http/validate'
import { parseScenario } from '../flights/scenario'
import { findSearch, sandboxControl, setSandboxControl } from '../flights/store'
import {
  bookingView,
  checkTravellers,
  createBooking,
  loadBooking,
  saveDetails,
  assertOpen,
  detailsSchema,
  priceOf,
  seated,
  sweepExpiredCheckouts,
  type BookingRow,
  type Caller,
  type Details,
  type CheckoutConfig,
} from './bookings'
import { fingerprint, idempotencyKeyOf, once, storedAnswer } from '../commerce/idempotency'
import { createOffer, endOfferNow, readOffer } from './offers'
import { applyPayment, assertPayable, prepareOrder, saveOrder, type PaymentDeps } from './payment'
import { payFromWallet } from './wallet'
import { failedBookingRefund } from '../commerce/refunds'
import type { PromoPort } from './promo-port'
import { baggageOf, checkSelection, holdSeats, mealsOf, seatMapsFor } from './seats'
import { preferredMeals } from './supplier/meals'
import { renderETicket } from './eticket'
import type { Tx } from '../db/client'
import type { PaymentGateway } from '@contracts/payments/merchant'
import { enqueue, type Enqueue } from '../jobs/queue'
import { mountCancellation } from './cancellation-routes'
import type { ProductCancellation } from '../commerce/cancel-core'
import { paymentWebhookHandler } from '../commerce/payment-webhook'

export interface CheckoutOptions {
  sandbox: boolean
  product: ProductConfig
  /** Who is signed in (the bearer token), from the accounts service; undefined for a guest; 401 for a dead token. */
  userIdOf: (c: Context) => Promise<number | undefined>
  /**
   * The Trip Id a guest's lookup grant (X-Trip-Grant) opens, verified by the bookings area's signer
   * (joined by src/services/app.ts); undefined without a valid one. The cancellation endpoints only.
   */
  grantedTripOf?: (c: Context) => { tripId: string; change: boolean } | undefined
  /** Promo codes (src/services/promo), joined by src/services/app.ts. */
  promos?: PromoPort
  now?: () => number
  log?: Logger
  /** The payment gateway and the job queue (src/services/app.ts gives the sandbox ones). */
  payments?: { gateway: PaymentGateway; enqueue: Enqueue }
  /** What else a checkout that ends unpaid gives back (its promo's use, its wallet part). */
  onEnded?: (tx: Tx, bookingId: string) => Promise<unknown>
  /** Hotel trips' cancellation by policy behind the same endpoints (joined by src/services/app.ts). */
  hotelCancellation?: ProductCancellation
}

const idPath = z.object({
  id: z.string().regex(/^[a-z]{2,3}_[0-9a-f]{32}$/, 'must be an id such as bk_… or ofr_…'),
})

const inventoryBody = z.object({
  /** The fare's flight; without it, every flight of the caller's newest re-check. */
  travel_plan_id: travelPlanIdSchema.optional(),
  seats_left: z.number().int().min(0).max(500),
})

const checkoutEndsBody = z.object({
  trip_id: z.string().regex(/^SF\d{10}$/, 'must be a Trip Id like SF1234567890'),
})

const offerEndBody = z.object({ status: z.enum(['CONFIRMED', 'CHANGED', 'SOLD_OUT', 'EXPIRED']) })

export function checkoutRoutes(db: Database, options: CheckoutOptions): Hono {
  const app = new Hono()
  // The flight supplier's clock, for offers (its "today" and fares); bookings, their 12 minutes and
  // payments run on the wall clock, as the job worker that ends them does.
  const now = options.now ?? Date.now
  const log = options.log
  const config: CheckoutConfig = { checkout: options.product.checkout, timers: options.product.timers }
  /** 000 §9: the airlines whose flights sell the one extra service (prepaid extra baggage). */
  const extraServiceAirlines = options.product.flights.extraServiceAirlines

  /** The caller: the signed-in user (bearer) and a guest's booking key (X-Booking-Key). */
  async function callerOf(c: Context): Promise<Caller> {
    const userId = await options.userIdOf(c)
    const bookingKey = c.req.header('x-booking-key')?.trim() || undefined
    return { userId, bookingKey }
  }

  /**
   * The sandbox controls of a checkout: the search's own, then the scenario set for the caller
   * (POST /flights/sandbox/scenario), then the request's header on top.
   */
  async function controlsOf(c: Context, searchScenario: string) {
    if (!options.sandbox) return { text: '', scenario: parseScenario(undefined) }
    const set = await sandboxControl(db, `scenario:${sandboxClientOf(c)}`)
    const own = c.req.header('x-sandbox-scenario')
    const text = [searchScenario, typeof set === 'string' ? set : '', own].filter(Boolean).join(';')
    return { text, scenario: parseScenario(text) }
  }

  mountCancellation(app, db, {
    config: { ...config, cancellation: options.product.cancellation },
    enqueue: options.payments?.enqueue ?? ((tx, job) => enqueue(tx, job)),
    // A guest who found the trip by lookup may cancel it too (docs/decisions/0092).
    callerOf: async (c) => {
      const grant = options.grantedTripOf?.(c)
      return { ...(await callerOf(c)), grantedTripId: grant?.tripId, grantChanges: grant?.change }
    },
    scenarioText: async (c, bookingScenario) => (await controlsOf(c, bookingScenario)).text,
    now,
    ...(options.hotelCancellation ? { hotels: options.hotelCancellation } : {}),
  })

  /** Sandbox only: the caller's newest re-check (POST /sandbox/offer_end and fare_inventory use it). */
  async function newestOffer(c: Context): Promise<Offer> {
    const id = await sandboxControl(db, `newest-offer:${sandboxClientOf(c)}`)
    if (typeof id !== 'string') throw notFoundError('This client has no fare re-check')
    return readOffer(db, id, now())
  }

  const noStore = (c: Context) => c.header('Cache-Control', 'no-store')

  app.post('/api/v1.0/offers', async (c) => {
    const body = await parseJsonBody(c, offerRequestSchema)
    const search = await findSearch(db, body.search_id)
    const searchText = search ? scenarioText(search.scenario) : ''
    const { scenario } = await controlsOf(c, searchText)
    const offer = await createOffer(
      db,
      body,
      { reprice: scenario.reprice, latencyMs: scenario.repriceLatencyMs },
      now(),
      options.product.polling.repricingExpiryMs,
    )
    if (options.sandbox) await setSandboxControl(db, `newest-offer:${sandboxClientOf(c)}`, offer.id)
    noStore(c)
    return c.json(envelope(offer), 201)
  })

  app.get('/api/v1.0/offers/:id', async (c) => {
    const { id } = parsePath(c, idPath)
    noStore(c)
    return c.json(envelope(await readOffer(db, id, now())))
  })

  app.post('/api/v1.0/booking', async (c) => {
    const key = idempotencyKeyOf(c)
    const body = await parseJsonBody(c, createBookingRequestSchema)
    const caller = await callerOf(c)
    const at = new Date()
    const offer = await readOffer(db, body.offer_id, now())
    const search = await findSearch(db, offer.search_id)
    const { text } = await controlsOf(c, search ? scenarioText(search.scenario) : '')
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
    const row = await loadBooking(db, id, await callerOf(c))
    noStore(c)
    const view = bookingView(row, config)
    return c.json(envelope({ ...view, refund: await failedBookingRefund(db, row, view.total) }))
  })

  app.put('/api/v1.0/booking/:id/travellers', async (c) => {
    const { id } = parsePath(c, idPath)
    const body = await parseJsonBody(c, travellersRequestSchema)
    const caller = await callerOf(c)
    const at = new Date()
    const updated = await db.transaction(async (tx) => {
      const row = await loadBooking(tx, id, caller, true)
      assertOpen(row, at)
      const checked = checkTravellers(row, body, config, at)
      const details = detailsSchema.parse(row.details)
      const next = { ...details, travellers: checked.travellers, contact: checked.contact, gst: checked.gst }
      return saveDetails(tx, row, await withPromoRepriced(tx, row, next, caller, at), config, at)
    })
    noStore(c)
    return c.json(envelope(bookingView(updated, config)))
  })

  // 000 §7 GET {base}/flights/preferred_meals: the meal preferences a traveller can state.
  app.get('/flights/preferred_meals', (c) => {
    parseQuery(c, z.object({}))
    c.header('Cache-Control', 'public, max-age=86400')
    return c.json(envelope(preferredMeals))
  })

  // 000 §7 GET {flight-api-host}/api/v1.0/booking/{id}/download: the e-ticket PDF of a ticketed booking.
  app.get('/api/v1.0/booking/:id/download', async (c) => {
    const { id } = parsePath(c, idPath)
    const row = await loadBooking(db, id, await callerOf(c))
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

  app.get('/api/v1.0/booking/:id/add_ons', async (c) => {
    const { id } = parsePath(c, idPath)
    const row = await loadBooking(db, id, await callerOf(c))
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
    const caller = await callerOf(c)
    const at = new Date()
    const updated = await db.transaction(async (tx) => {
      const row = await loadBooking(tx, id, caller, true)
      assertOpen(row, at)
      const offer = offerSchema.parse(row.offer)
      const chosen = checkSelection(offer, seated(offer), body, extraServiceAirlines)
      await holdSeats(tx, row.id, chosen.seats, row.expiresAt, at)
      const details = { ...detailsSchema.parse(row.details), ...chosen }
      return saveDetails(tx, row, await withPromoRepriced(tx, row, details, caller, at), config, at)
    })
    noStore(c)
    return c.json(envelope(bookingView(updated, config)))
  })

  /** The traveller's key for per-traveller promo limits: the signed-in user, else the contact e-mail. */
  function promoKey(caller: Caller, details: Details, promos: PromoPort): string | undefined {
    if (caller.userId !== undefined) return promos.userKey({ userId: caller.userId })
    return details.contact ? promos.userKey({ email: details.contact.email }) : undefined
  }

  /**
   * A change of the booking's amount (seats, meals, insurance) prices its promo again: a percent
   * discount follows the amount; a code no longer allowed (below its minimum) is taken off.
   */
  async function withPromoRepriced(
    tx: Tx,
    row: BookingRow,
    details: Details,
    caller: Caller,
    at: Date,
  ): Promise<Details> {
    const promos = options.promos
    if (!details.promo || !promos) return details
    const offer = offerSchema.parse(row.offer)
    const userKey = promoKey(caller, details, promos)
    const amount = priceOf(offer, { ...details, promo: null, wallet: null }, config).total
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

  app.post('/api/v1.0/booking/:id/promo', async (c) => {
    const { id } = parsePath(c, idPath)
    const { code } = await parseJsonBody(c, promoRequestSchema)
    const caller = await callerOf(c)
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
    const caller = await callerOf(c)
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

  function paymentDeps(): PaymentDeps {
    if (!options.payments)
      throw new ApiError(
        503,
        'PAYMENTS_UNAVAILABLE',
        'Payments are not available right now. Please try again later.',
        'No payment gateway is configured.',
      )
    return {
      ...options.payments,
      config: { ...config, bookingTimeoutMinutes: options.product.timers.flightBookingTimeoutMinutes },
    }
  }

  app.post('/api/v1.0/booking/:id/payment', async (c) => {
    const { id } = parsePath(c, idPath)
    const key = idempotencyKeyOf(c)
    const body = await parseJsonBody(c, paymentRequestSchema)
    const caller = await callerOf(c)
    const deps = paymentDeps()
    const at = new Date()
    const row = await loadBooking(db, id, caller)
    // A repeat of a payment request that was done (its answer lost to a timeout or a crash) gets
    // that answer: the booking has moved on to AWAITING_PAYMENT, which prepareOrder would refuse.
    const print = fingerprint(body)
    const done = await storedAnswer(db, `payment:${id}`, key, print, bookingSchema)
    if (done !== undefined) {
      noStore(c)
      return c.json(envelope(done))
    }
    if (bookingView(row, config).total === 0 && detailsSchema.parse(row.details).wallet) {
      // Paid in full from the wallet: no gateway order (docs/decisions/0082).
      assertPayable(row, body, deps.config, at)
      const paid = await once(db, `payment:${id}`, key, print, bookingSchema, async (tx) => {
        const locked = await loadBooking(tx, id, caller, true)
        assertPayable(locked, body, deps.config, at)
        return bookingView(await payFromWallet(tx, locked, deps, at), config)
      })
      noStore(c)
      return c.json(envelope(paid))
    }
    const prepared = await prepareOrder(row, body, deps, at)
    const answer = await once(db, `payment:${id}`, key, print, bookingSchema, async (tx) => {
      const locked = await loadBooking(tx, id, caller, true)
      return bookingView(await saveOrder(tx, locked, prepared, deps, at), config)
    })
    noStore(c)
    return c.json(envelope(answer))
  })

  /** The browser's return from the gateway: the signature is checked, the status read from the gateway. */
  app.post('/api/v1.0/booking/:id/payment/callback', async (c) => {
    const { id } = parsePath(c, idPath)
    const body = await parseJsonBody(c, paymentCallbackSchema)
    const caller = await callerOf(c)
    const deps = paymentDeps()
    const row = await loadBooking(db, id, caller)
    if (body.order_id !== row.orderId)
      throw new ApiError(
        409,
        'ORDER_MISMATCH',
        'This payment is not for this booking',
        'order_id must be the order of the booking’s current payment attempt.',
      )
    if (!body.payment_id) {
      // The traveller came back without paying (cancelled at the gateway): nothing changes.
      noStore(c)
      return c.json(envelope(bookingView(row, config)))
    }
    if (
      !body.signature ||
      !deps.gateway.verifyCallback({
        orderId: body.order_id,
        paymentId: body.payment_id,
        signature: body.signature,
      })
    ) {
      log?.warn({ bookingId: id, orderId: body.order_id }, 'payment callback with a bad signature refused')
      throw new ApiError(
        403, // understood; its credential, the signature, is not the gateway’s
        'BAD_SIGNATURE',
        'This payment confirmation could not be verified',
        'The signature does not match the order and payment ids.',
        [{ field: 'signature', message: 'does not match' }],
      )
    }
    const payment = await deps.gateway.getPayment(body.payment_id)
    if (payment.order_id !== body.order_id)
      throw new ApiError(
        409,
        'ORDER_MISMATCH',
        'This payment is not for this booking',
        'The payment belongs to another order.',
      )
    const at = new Date()
    const updated = await db.transaction(async (tx) => {
      const locked = await loadBooking(tx, id, caller, true)
      return applyPayment(tx, locked, payment, deps, at)
    })
    noStore(c)
    return c.json(envelope(bookingView(updated, config)))
  })

  /** The gateway's server-to-server events: signed, delivered at least once, acted on once. */
  app.post(
    '/api/v1.0/payment_webhook',
    paymentWebhookHandler({
      db,
      product: 'flights',
      gateway: () => paymentDeps().gateway,
      ...(log ? { log } : {}),
      apply: async (tx, { orderId, bookingId, payment, now }) => {
        const [byOrder] = await tx
          .select()
          .from(flightBookings)
          .where(eq(flightBookings.orderId, orderId))
          .for('update')
        const row =
          byOrder ??
          (bookingId
            ? (
                await tx.select().from(flightBookings).where(eq(flightBookings.id, bookingId)).for('update')
              )[0]
            : undefined)
        if (!row) return undefined
        await applyPayment(tx, row, payment, paymentDeps(), now)
        return row.id
      },
    }),
  )

  app.post('/sandbox/fare_inventory', async (c) => {
    requireSandboxCaller(c, options.sandbox)
    const body = await parseJsonBody(c, inventoryBody)
    const ids = body.travel_plan_id
      ? [body.travel_plan_id]
      : (await newestOffer(c)).flights.map((f) => f.travel_plan_id)
    for (const travelPlanId of ids)
      await db
        .insert(fareInventory)
        .values({ travelPlanId, capacity: body.seats_left, taken: 0 })
        .onConflictDoUpdate({
          target: fareInventory.travelPlanId,
          set: { capacity: body.seats_left, taken: 0 },
        })
    noStore(c)
    return c.json(envelope({ travel_plan_ids: ids, seats_left: body.seats_left }))
  })

  app.post('/sandbox/checkout_ends', async (c) => {
    requireSandboxCaller(c, options.sandbox)
    const { trip_id } = await parseJsonBody(c, checkoutEndsBody)
    const at = new Date()
    const [row] = await db
      .update(flightBookings)
      .set({ expiresAt: new Date(at.getTime() - 1) })
      .where(eq(flightBookings.tripId, trip_id))
      .returning({ id: flightBookings.id })
    if (!row) throw notFoundError(`No booking has Trip Id ${trip_id}`)
    await sweepExpiredCheckouts(db, options.onEnded, at)
    const [after] = await db
      .select({ status: flightBookings.status })
      .from(flightBookings)
      .where(eq(flightBookings.id, row.id))
    noStore(c)
    return c.json(envelope({ trip_id, status: after?.status ?? 'EXPIRED' }))
  })

  app.post('/sandbox/offer_end', async (c) => {
    requireSandboxCaller(c, options.sandbox)
    const { status } = await parseJsonBody(c, offerEndBody)
    const offer = await endOfferNow(db, (await newestOffer(c)).id, status, now())
    noStore(c)
    return c.json(envelope({ id: offer.id, status: offer.status }))
  })

  return app
}

const createdAnswer = z.object({ booking: bookingSchema, access_key: z.string() })

/** The checkout keys of a search's scenario, as text (the other keys are the search's own). */
function scenarioText(s: { reprice?: string; repriceLatencyMs: number; ticketing?: string }): string {
  return [
    s.reprice ? `reprice=${s.reprice}` : '',
    s.repriceLatencyMs ? `repriceLatencyMs=${s.repriceLatencyMs}` : '',
    s.ticketing ? `ticketing=${s.ticketing}` : '',
  ]
    .filter(Boolean)
    .join(';')
}
