/**
 * A hotel booking from an offer (POST /booking, Idempotency-Key): priced as the hotel page showed it,
 * its rooms held for the checkout timer; 001 §3 booking_error (409) when it cannot be made.
 */
import type { Context, Hono } from 'hono'
import { z } from 'zod'
import { bookingRequestSchema, hotelBookingMessages } from '@contracts/hotels/booking'
import { ApiError } from '~/services/http/errors'
import { idempotencyKeyOf } from '~/services/http/idempotency-key'
import { sandboxClientOf } from '~/services/http/sandbox-guard'
import { parseJsonBody } from '~/services/http/validate'
import { fingerprint, once } from '~/services/commerce/idempotency'
import { ensureOrder } from '../booking-payment'
import { bookingScenarioText, parseBookingScenario } from '../booking-scenario'
import { SoldOut, createBooking, detailsSchema, expireHotelBookings, loadBooking } from '../booking-store'
import type { PricedOffer } from '../catalogue-port'
import { parseHotelScenario } from '../scenario'
import { checkStay } from '../search'
import { findHotelSearch, hotelSandboxControl } from '../store'
import { checkPayable, detailsFrom, noStore, payNowOnly, type HotelBookingContext } from './common'

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

export function registerCreateBooking(app: Hono, ctx: HotelBookingContext): void {
  const { db, options, clock, payments, catalogue, onEnded } = ctx
  const holdMs = options.product.timers.checkoutSessionMs

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

  app.post('/booking', async (c) => {
    const key = idempotencyKeyOf(c)
    const { booking: body } = await parseJsonBody(c, bookingRequestSchema)
    checkStay(body, clock())
    const caller = await ctx.callerOf(c)
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
    return ctx.answer(c, row, 201, created.access_key)
  })
}
