/**
 * The bookings area (001 §3 "Bookings area"; 000 §7), mounted under /flights beside the checkout:
 *   GET  /flights/booking                      the signed-in user's trips, every product: filters, pages
 *   GET  /flights/booking/:tripId              one trip: header, the product's booking, history,
 *                                              refunds, modification requests, documents
 *   GET  /flights/booking/:tripId/e_ticket     the e-ticket PDF of a ticketed trip
 *   POST /flights/booking/lookup               a guest finds a trip (Trip Id + e-mail or mobile)
 *   POST /flights/booking_requests             a modification request (Idempotency-Key)
 *   POST /flights/booking/:tripId/change_code          a code to the booking's e-mail or mobile
 *   POST /flights/booking/:tripId/change_code/verify   the code for a change grant (./change-code.ts)
 * Every trip is read by its owner, by a guest with the checkout's booking key (X-Booking-Key) or
 * with a lookup grant (X-Trip-Grant); anyone else gets a 404 that says nothing. Changing it needs
 * the owner, or for a guest's trip the key or a change grant (docs/decisions/0180). Documented in
 * docs/upstream.md ("Bookings area"); docs/decisions/0087, 0088.
 */
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import type { ProductConfig } from '@config'
import {
  bookingsMessages,
  guestLookupSchema,
  modificationRequestSchema,
  tripIdSchema,
  tripListQuerySchema,
  type TripDetail,
} from '@contracts/bookings/trips'
import type { Database } from '../db/client'
import { envelope } from '../http/envelope'
import { ApiError, validationError } from '../http/errors'
import { idempotencyKeyOf } from '../http/idempotency-key'
import { countHit } from '../http/rate-limit'
import { parseJsonBody, parsePath, parseQuery } from '../http/validate'
import { grantOf, issueGrant } from './grants'
import { assertAccess, tripNotFound, type TripNeed } from '../http/trip-access'
import type { MessageSender } from '../messaging/sender'
import { mountChangeCode } from './change-code'
import type { ProductPort } from '../commerce/product-port'
import {
  changeable,
  findTrip,
  listTrips,
  modificationView,
  recordModification,
  summaryOf,
  tripHistory,
  tripModifications,
  tripRefunds,
  type TripRow,
} from './store'

export interface BookingsOptions {
  config: ProductConfig['bookings']
  /** Signs and checks the guests' lookup grants (TRIP_GRANT_SECRET). */
  grantSecret: string
  /** The signed-in user (bearer), undefined for a guest; 401 for a dead token (accounts service). */
  userIdOf: (c: Context) => Promise<number | undefined>
  /** The caller's address, for the lookup's limit per address. */
  clientIpOf: (c: Context) => string
  /** Sends the guests' change codes (the outbox in the sandbox). */
  sender: MessageSender
  productName: string
  /** Each product's booking service (flights today). */
  products: Partial<Record<TripRow['product'], ProductPort>>
  now?: () => Date
}

const tripPath = z.object({ tripId: tripIdSchema })

/**
 * The Trip Id of the path; a plain word there (create_wallet, …) is another endpoint's name, not a
 * trip, so the request goes on to the next route that matches (a 404 when none does).
 */
const isEndpointName = (c: Context) => /^[a-z_]+$/.test(c.req.param('tripId') ?? '')

/** The one 404 of every trip endpoint (../http/trip-access.ts). */
export const notYours = tripNotFound

function rateLimited(c: Context, seconds: number): ApiError {
  c.header('Retry-After', String(seconds))
  const minutes = Math.ceil(seconds / 60)
  return new ApiError(
    429,
    'RATE_LIMITED',
    `Too many attempts to find a booking. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    'Guest lookups are limited per client address and per Trip Id.',
  )
}

/** Each product's document: its file name, and what to say before it is ready. */
const documentWords = {
  flights: {
    file: 'e-ticket',
    notReady: 'The e-ticket is ready once the airline has confirmed the booking.',
    hint: 'Only a ticketed trip has an e-ticket.',
  },
  hotels: {
    file: 'hotel-voucher',
    notReady: 'The hotel voucher is ready once the hotel has confirmed the booking.',
    hint: 'Only a confirmed hotel booking has a voucher.',
  },
  trains: {
    file: 'train-e-ticket',
    notReady: 'The e-ticket is ready once the railway has booked the ticket (a PNR).',
    hint: 'Only a booked train ticket has an e-ticket.',
  },
} as const

export function bookingsRoutes(db: Database, options: BookingsOptions): Hono {
  const app = new Hono()
  const now = options.now ?? (() => new Date())
  const noStore = (c: Context) => c.header('Cache-Control', 'no-store')

  function productOf(row: TripRow): ProductPort {
    const port = options.products[row.product]
    // A trip of a product whose service is not joined here cannot be shown.
    if (!port) throw notYours()
    return port
  }

  /**
   * The trip, if the caller may do what they `need` (docs/decisions/0180): read it (its owner, its
   * booking key's holder, a guest's lookup grant) or change it (the owner; for a guest's trip, the
   * key's holder or a change grant). 404 saying nothing otherwise, or 403 saying how to get the right.
   */
  async function openTrip(c: Context, tripId: string, need: TripNeed = 'read') {
    const userId = await options.userIdOf(c)
    const row = await findTrip(db, tripId)
    if (!row) throw notYours()
    const grant = grantOf(options.grantSecret, c.req.header('x-trip-grant'), now())
    const key = c.req.header('x-booking-key')?.trim()
    const keyOpens = key ? await productOf(row).keyOpens(row.bookingId, key) : false
    const caller = { userId, grantedTripId: grant?.tripId, grantChanges: grant?.change }
    return { row, access: assertAccess(row, caller, keyOpens, need) }
  }

  app.get('/flights/booking', async (c) => {
    const q = parseQuery(c, tripListQuerySchema)
    const userId = await options.userIdOf(c)
    if (userId === undefined)
      throw new ApiError(
        401,
        'UNAUTHORIZED',
        bookingsMessages.signIn,
        'Send a live access token as "Authorization: Bearer <token>"; a guest finds one trip with POST /flights/flights/booking/lookup.',
      )
    const at = now()
    const pageSize = q.page_size ?? options.config.pageSize
    const { rows, total } = await listTrips(
      db,
      { userId, product: q.product, status: q.status, page: q.page, pageSize },
      at,
    )
    // What a product adds to its list items (a train ticket's TDR), one query per product.
    const tdrs = await options.products.trains?.latestTdrs?.(
      rows.filter((r) => r.product === 'trains').map((r) => r.bookingId),
    )
    const trips = rows.map((r) => {
      const tdr = tdrs?.get(r.bookingId)
      return tdr ? { ...summaryOf(r, at), tdr } : summaryOf(r, at)
    })
    noStore(c)
    return c.json(envelope({ trips, total, page: q.page, page_size: pageSize }))
  })

  app.get('/flights/booking/:tripId', async (c, next) => {
    if (isEndpointName(c)) return next()
    const { tripId } = parsePath(c, tripPath)
    const { row, access } = await openTrip(c, tripId)
    const port = productOf(row)
    const view = await port.view(row.bookingId)
    if (!view) throw notYours()
    const at = now()
    const [history, refunds, modifications] = await Promise.all([
      tripHistory(db, row.tripId),
      tripRefunds(db, row.tripId),
      tripModifications(db, row.tripId),
    ])
    const detail: TripDetail = {
      ...view,
      trip: summaryOf(row, at),
      history,
      refunds,
      modification_requests: modifications,
      documents: [port.document(view)],
      can_cancel: changeable(row, at),
      // Changes are requested for flights; a hotel stay is cancelled and booked again (0105).
      can_modify: view.product === 'flights' && changeable(row, at),
      // What a modification request needs from this caller first (the cancel options say the same).
      change: access === 'change' ? 'allowed' : row.userId !== null ? 'sign_in' : 'code',
    }
    noStore(c)
    return c.json(envelope(detail))
  })

  app.get('/flights/booking/:tripId/e_ticket', async (c) => {
    const { tripId } = parsePath(c, tripPath)
    const { row } = await openTrip(c, tripId)
    const pdf = await productOf(row).eTicket(row.bookingId)
    const words =
      documentWords[row.product === 'hotels' || row.product === 'trains' ? row.product : 'flights']
    if (!pdf) throw new ApiError(409, 'NOT_TICKETED', words.notReady, words.hint)
    c.header('Content-Type', 'application/pdf')
    c.header('Content-Disposition', `attachment; filename="${words.file}-${row.tripId}.pdf"`)
    c.header('Cache-Control', 'private, no-store')
    return c.body(pdf.slice().buffer)
  })

  app.post('/flights/booking/lookup', async (c) => {
    const body = await parseJsonBody(c, guestLookupSchema)
    const at = now()
    // Every limit counts every attempt, found or not, so none tells whether a Trip Id exists. Per
    // address and Trip Id is the low one: wrong guesses from one address never lock out the
    // traveller at another; per Trip Id is only a much higher ceiling (docs/decisions/0180).
    const ip = options.clientIpOf(c)
    const limits = options.config
    const waits = [
      await countHit(db, `trip-lookup-ip-trip:${ip}:${body.trip_id}`, limits.lookupPerIpTrip, at),
      await countHit(db, `trip-lookup-ip:${ip}`, limits.lookupPerIp, at),
      await countHit(db, `trip-lookup-trip:${body.trip_id}`, limits.lookupPerTrip, at),
    ].filter((s) => s !== undefined)
    if (waits.length) throw rateLimited(c, Math.max(...waits))
    const row = await findTrip(db, body.trip_id)
    const matches =
      row !== undefined &&
      ((body.email !== undefined && row.email === body.email) ||
        (body.phone !== undefined && row.phone !== null && row.phone.slice(-10) === body.phone))
    if (!matches)
      throw new ApiError(
        404,
        'NOT_FOUND',
        bookingsMessages.lookupMiss,
        'No trip matches this Trip Id and contact.',
      )
    const expiresAt = new Date(at.getTime() + options.config.guestGrantMs)
    noStore(c)
    return c.json(
      envelope({
        trip_id: row.tripId,
        grant: issueGrant(options.grantSecret, row.tripId, expiresAt),
        expires_at: expiresAt.toISOString(),
      }),
    )
  })

  mountChangeCode(app, db, {
    config: options.config,
    grantSecret: options.grantSecret,
    sender: options.sender,
    productName: options.productName,
    clientIpOf: options.clientIpOf,
    now,
    openTrip: (c, tripId) => openTrip(c, tripId),
  })

  app.post('/flights/booking_requests', async (c) => {
    const key = idempotencyKeyOf(c)
    const body = await parseJsonBody(c, modificationRequestSchema)
    const { row } = await openTrip(c, body.trip_id, 'change')
    const at = now()
    if (!changeable(row, at) || row.product !== 'flights')
      throw new ApiError(
        409,
        'NOT_MODIFIABLE',
        bookingsMessages.notModifiable,
        row.product === 'flights' ? `The trip is ${row.status}.` : 'Changes are requested for flight trips.',
      )
    if ('traveller' in body.details) {
      const view = await productOf(row).view(row.bookingId)
      const travellers = view?.product === 'flights' ? view.booking.travellers.length : 0
      if (body.details.traveller > travellers)
        throw validationError(
          `details.traveller: this booking has ${travellers} traveller${travellers === 1 ? '' : 's'}`,
          [{ field: 'details.traveller', message: `must be from 1 to ${travellers}` }],
        )
    }
    if (body.kind === 'date_change' && body.details.new_date <= at.toISOString().slice(0, 10))
      throw validationError('details.new_date: choose a date after today', [
        { field: 'details.new_date', message: 'must be after today' },
      ])
    const recorded = await recordModification(
      db,
      { tripId: row.tripId, key, kind: body.kind, details: body.details },
      at,
    )
    if (recorded === 'conflict')
      throw new ApiError(
        409,
        'IDEMPOTENCY_KEY_REUSED',
        'This request was already sent with other details. Send a new request for a different change.',
        'Use a new Idempotency-Key for a different request.',
      )
    noStore(c)
    return c.json(envelope(modificationView(recorded.row)), recorded.created ? 201 : 200)
  })

  return app
}
