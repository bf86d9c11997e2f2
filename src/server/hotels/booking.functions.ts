/**
 * The hotel booking for the browser (001 §2 hotel checkout; §4; §5; §6): the review step's offer,
 * holding the rooms (POST /hotels/booking with an Idempotency-Key per checkout attempt), the
 * guests step's details and payment (PUT, the gateway's page) or pay at hotel, the promo code, the
 * booking for the confirmation page, and the homestay places. The booking's id and access key live
 * in the sealed session cookie, so a guest needs no account and a reload keeps the booking.
 */
import { createHash } from 'node:crypto'
import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { queryOptions } from '@tanstack/react-query'
import type { BookingAnswer, HotelBooking, HotelPromoResult } from '@contracts/hotels/booking'
import type { HomestayPlace } from '@contracts/hotels/search'
import * as client from './booking-client.server'
import { deployment } from '../platform/config.server'
import { UserError, asUserErrors } from '../platform/errors'
import { input } from '../platform/validate'
import { readSession, writeSession } from '../session/session.server'
import type { TenderState } from '@contracts/commerce/tenders'
import * as tenders from '../commerce/tenders-client.server'
import {
  bookingRefInput,
  guestsInput,
  holdInput,
  placesInput,
  promoInput,
  tenderApplyInput,
  tenderPayInput,
  tenderUndoInput,
} from './booking-inputs.server'

const notFound = () =>
  new UserError('We could not find this hotel booking in this browser. Please search again to book.', {
    kind: 'rejected',
    status: 404,
    code: 'NOT_FOUND',
  })

type Entry = NonNullable<ReturnType<typeof readSession>>['hotelBookings'] extends (infer E)[] | undefined
  ? E
  : never

function entryOf(bookingId: string): Entry {
  const entry = readSession()?.hotelBookings?.find((b) => b.bookingId === bookingId || b.id === bookingId)
  if (!entry) throw notFound()
  return entry
}

function remember(entry: Entry) {
  const others = (readSession()?.hotelBookings ?? []).filter((b) => b.id !== entry.id)
  writeSession({ hotelBookings: [entry, ...others].slice(0, 5) })
}

const tenancy = () => ({
  product: 'hotels' as const,
  org: 'goomo',
  channel: 'B2C',
  platform: 'web',
  hostname: new URL(getRequest().url).hostname,
})

/** The booking without its access key: that stays in the session, never in the page. */
function withoutKey(answer: BookingAnswer): BookingAnswer {
  if (!answer.booking) return answer
  const { access_key: _key, ...booking } = answer.booking
  return { ...answer, booking }
}

/** Holds the rooms: one booking per checkout attempt, however often Continue is pressed. */
export const holdRooms = createServerFn({ method: 'POST' })
  .validator(input(holdInput))
  .handler(({ data }): Promise<BookingAnswer> =>
    asUserErrors(async () => {
      const session = readSession() ?? writeSession({})
      const key = createHash('sha256').update(`${session.id}:hotel:${data.attempt}`).digest('hex')
      const viewer = session.viewer
      const { rooms, ...rest } = data.address
      const answer = await client.createBooking(
        {
          ...rest,
          rooms,
          ...(viewer?.email ? { email: viewer.email, traveller_email: viewer.email } : {}),
          tenancy_info: tenancy(),
        },
        key,
        { agent: data.agent, ...(deployment.SANDBOX && data.scenario ? { scenario: data.scenario } : {}) },
      )
      const booking = answer.booking
      if (booking?.access_key)
        remember({ id: booking.id, key: booking.access_key, bookingId: booking.booking_id })
      return withoutKey(answer)
    }),
  )

/** The booking as the guests step and the confirmation page read it. */
export const fetchHotelBooking = createServerFn({ method: 'GET' })
  .validator(input(bookingRefInput))
  .handler(({ data }): Promise<HotelBooking> =>
    asUserErrors(async () => {
      const entry = entryOf(data.bookingId)
      return client.readBooking(entry)
    }),
  )

export const hotelBookingQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: ['hotels', 'booking', bookingId],
    queryFn: () => fetchHotelBooking({ data: { bookingId } }),
    staleTime: 0,
  })

/** The gateway's return address: this store's, as the browser reached it (or PUBLIC_URL). */
function returnUrl(bookingId: string): string {
  const origin = deployment.PUBLIC_URL ?? new URL(getRequest().url).origin
  const url = new URL('/hotels/booking/payment-return', origin)
  url.searchParams.set('booking_id', bookingId)
  return url.toString()
}

function detailsOf(data: ReturnType<typeof guestsInput.parse>) {
  const origin = deployment.PUBLIC_URL ?? new URL(getRequest().url).origin
  return {
    contact_details: data.contact,
    traveller_email: data.contact.email,
    guests_details: data.guests.map((guest) => ({ guest })),
    ...(data.pan ? { pan_card_no: data.pan } : {}),
    ...(data.specialRequests ? { special_requests: data.specialRequests } : {}),
    pws: {
      timeoutUrl: new URL(data.address, origin).toString(),
      ...(data.payback
        ? { paybackObj: { paybackNumber: data.payback.number, paybackPin: data.payback.pin } }
        : {}),
    },
    tenancy_info: tenancy(),
  }
}

/** Sends the guests' details and answers the booking with the gateway's page to pay on. */
export const payHotelBooking = createServerFn({ method: 'POST' })
  .validator(input(guestsInput))
  .handler(({ data }): Promise<BookingAnswer> =>
    asUserErrors(async () => {
      const entry = entryOf(data.bookingId)
      remember(entry)
      const answer = await client.updateBooking(
        entry,
        { ...detailsOf(data), return_url: returnUrl(entry.bookingId), pay_at_hotel: false },
        { agent: data.agent },
      )
      const booking = answer.booking
      if (booking && !answer.booking_error && booking.price.total === 0 && booking.status !== 'PAID') {
        // The wallet (points, vouchers) covers it all: paid with no gateway page; the confirmation
        // page is the "page to pay on" (docs/decisions/0220). One key per booking: a repeat is one payment.
        await tenders.payWithTenders(tenderRef(entry.id), `tenders-pay-${entry.id}`)
        const confirmation = `/hotels/confirmation/${encodeURIComponent(booking.booking_id)}?status=PAID`
        return withoutKey({ ...answer, booking: { ...booking, payment_url: confirmation } })
      }
      return withoutKey(answer)
    }),
  )

/** Sends the guests' details and books to pay at the hotel (offers with pay_at_hotel only). */
export const bookHotelAtHotel = createServerFn({ method: 'POST' })
  .validator(input(guestsInput))
  .handler(({ data }): Promise<BookingAnswer> =>
    asUserErrors(async () => {
      const entry = entryOf(data.bookingId)
      remember(entry)
      const updated = await client.updateBooking(
        entry,
        { ...detailsOf(data), pay_at_hotel: true },
        { agent: data.agent },
      )
      if (updated.booking_error) return withoutKey(updated)
      const booking = await client.bookAtHotel(entry, { agent: data.agent })
      return withoutKey({ booking, booking_error: null })
    }),
  )

export const applyHotelPromo = createServerFn({ method: 'POST' })
  .validator(input(promoInput))
  .handler(({ data }): Promise<HotelPromoResult> =>
    asUserErrors(async () => {
      const entry = entryOf(data.bookingId)
      const booking = await client.readBooking(entry)
      return client.applyPromo(entry, {
        code: data.code,
        offer_id: booking.room.offer_id,
        ...(data.email
          ? { email: data.email }
          : booking.contact_details?.email
            ? { email: booking.contact_details.email }
            : {}),
        ...(data.remove ? { remove: true } : {}),
      })
    }),
  )

/** The homestay places call (India only, from 3 characters). */
export const searchHomestayPlaces = createServerFn({ method: 'GET' })
  .validator(input(placesInput))
  .handler(({ data }): Promise<HomestayPlace[]> => asUserErrors(() => client.homestayPlaces(data.q)))

/** The booking's tenders as the commerce core answers them (docs/decisions/0220). */
const tenderRef = (bookingId: string): tenders.TenderBookingRef => {
  const entry = entryOf(bookingId)
  return { base: '/hotels/booking', id: entry.id, key: entry.key }
}

/** What the wallet (points, vouchers) covers on the booking and what is left to pay. */
export const fetchHotelTenders = createServerFn({ method: 'GET' })
  .validator(input(bookingRefInput))
  .handler(({ data }): Promise<TenderState> =>
    asUserErrors(() => tenders.readTenders(tenderRef(data.bookingId))),
  )

export const hotelTendersQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: ['hotels', 'tenders', bookingId],
    queryFn: () => fetchHotelTenders({ data: { bookingId } }),
  })

export const applyHotelTender = createServerFn({ method: 'POST' })
  .validator(input(tenderApplyInput))
  .handler(({ data }): Promise<TenderState> =>
    asUserErrors(() =>
      tenders.applyTender(
        tenderRef(data.bookingId),
        { kind: data.kind, index: data.index, amount: data.amount },
        data.key,
      ),
    ),
  )

export const undoHotelTender = createServerFn({ method: 'POST' })
  .validator(input(tenderUndoInput))
  .handler(({ data }): Promise<TenderState> =>
    asUserErrors(() => tenders.undoTender(tenderRef(data.bookingId), { kind: data.kind, index: data.index })),
  )

/** Nothing left to pay: the booking is paid by its tenders alone, no gateway page. */
export const payHotelWithTenders = createServerFn({ method: 'POST' })
  .validator(input(tenderPayInput))
  .handler(({ data }): Promise<TenderState> =>
    asUserErrors(() => tenders.payWithTenders(tenderRef(data.bookingId), data.key)),
  )
