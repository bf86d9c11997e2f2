/**
 * The flight checkout calls against the booking service (000 §7 offer and tax calls, booking,
 * ticket download). The booking's access key travels as X-Booking-Key; the signed-in user's bearer
 * is added by the wrapper. Every answer is checked against the shared schemas.
 */
import { z } from 'zod'
import {
  bookingSchema,
  offerSchema,
  type AddOnsRequest,
  type Booking,
  type Offer,
  type TravellersRequest,
} from '@contracts/checkout/booking'
import { seatMapSchema, flightBaggageSchema, flightMealsSchema } from '@contracts/checkout/seat-map'
import { walletSchema } from '@contracts/wallet/schemas'
import { upstream, upstreamDownload } from '../upstream/client.server'
import { readSession } from '../session/session.server'

const OFFERS = '/flights/api/v1.0/offers'
const BOOKING = '/flights/api/v1.0/booking'

const data = <S extends z.ZodType>(schema: S) => z.object({ data: schema })

function must<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`The booking service answered ${what} without a body`)
  return value
}

export async function createOffer(
  searchId: string,
  travelPlanIds: string[],
  scenario?: string,
): Promise<Offer> {
  const result = await upstream()({
    method: 'POST',
    path: OFFERS,
    body: { search_id: searchId, travel_plan_ids: travelPlanIds },
    ...(scenario ? { headers: { 'x-sandbox-scenario': scenario } } : {}),
    schema: data(offerSchema),
  })
  return must(result.data, 'the offer').data
}

export async function readOffer(id: string): Promise<Offer> {
  const result = await upstream()({
    method: 'GET',
    path: `${OFFERS}/${encodeURIComponent(id)}`,
    schema: data(offerSchema),
  })
  return must(result.data, 'the offer').data
}

export async function createBooking(
  offerId: string,
  acceptedTotal: number,
  idempotencyKey: string,
): Promise<{ booking: Booking; access_key: string }> {
  const result = await upstream()({
    method: 'POST',
    path: BOOKING,
    body: { offer_id: offerId, accepted_total: acceptedTotal },
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: data(z.object({ booking: bookingSchema, access_key: z.string() })),
  })
  return must(result.data, 'the booking').data
}

export interface BookingRef {
  id: string
  key: string
}

const keyed = (ref: BookingRef) => ({ 'X-Booking-Key': ref.key })

export async function readBooking(ref: BookingRef): Promise<Booking> {
  const result = await upstream()({
    method: 'GET',
    path: `${BOOKING}/${encodeURIComponent(ref.id)}`,
    headers: keyed(ref),
    schema: data(bookingSchema),
  })
  return must(result.data, 'the booking').data
}

export async function putTravellers(ref: BookingRef, body: TravellersRequest): Promise<Booking> {
  const result = await upstream()({
    method: 'PUT',
    path: `${BOOKING}/${encodeURIComponent(ref.id)}/travellers`,
    headers: keyed(ref),
    body,
    schema: data(bookingSchema),
  })
  return must(result.data, 'the booking').data
}

export async function putAddOns(ref: BookingRef, body: AddOnsRequest): Promise<Booking> {
  const result = await upstream()({
    method: 'PUT',
    path: `${BOOKING}/${encodeURIComponent(ref.id)}/add_ons`,
    headers: keyed(ref),
    body,
    schema: data(bookingSchema),
  })
  return must(result.data, 'the booking').data
}

export const addOnsOptionsSchema = z.object({
  seat_maps: z.array(seatMapSchema),
  meals: z.array(flightMealsSchema),
  /** Extra baggage per flight (000 §9): empty lists when no flight's airline sells it. */
  baggage: z.array(flightBaggageSchema).default([]),
})
export type AddOnsOptions = z.infer<typeof addOnsOptionsSchema>

export async function readAddOns(ref: BookingRef): Promise<AddOnsOptions> {
  const result = await upstream()({
    method: 'GET',
    path: `${BOOKING}/${encodeURIComponent(ref.id)}/add_ons`,
    headers: keyed(ref),
    schema: data(addOnsOptionsSchema),
  })
  return must(result.data, 'the add-ons').data
}

export async function applyPromo(ref: BookingRef, code: string): Promise<Booking> {
  const result = await upstream()({
    method: 'POST',
    path: `${BOOKING}/${encodeURIComponent(ref.id)}/promo`,
    headers: keyed(ref),
    body: { code },
    schema: data(bookingSchema),
  })
  return must(result.data, 'the booking').data
}

export async function removePromo(ref: BookingRef): Promise<Booking> {
  const result = await upstream()({
    method: 'DELETE',
    path: `${BOOKING}/${encodeURIComponent(ref.id)}/promo`,
    headers: keyed(ref),
    schema: data(bookingSchema),
  })
  return must(result.data, 'the booking').data
}

/** Pays part or all of the booking from the signed-in user's wallet (docs/decisions/0082). */
export async function applyWallet(ref: BookingRef, amount: number, idempotencyKey: string): Promise<Booking> {
  const result = await upstream()({
    method: 'POST',
    path: `${BOOKING}/${encodeURIComponent(ref.id)}/wallet`,
    headers: { ...keyed(ref), 'Idempotency-Key': idempotencyKey },
    body: { amount },
    schema: data(bookingSchema),
  })
  return must(result.data, 'the booking').data
}

/** 000 §7 reverse-booking-payment: the undo of the wallet part. */
export async function undoWallet(ref: BookingRef): Promise<Booking> {
  const result = await upstream()({
    method: 'POST',
    path: '/flights/api/v1.0/reverse-booking-payment',
    headers: keyed(ref),
    body: { bookingId: ref.id, remarks: 'back page', txnBy: 'WALLET', txnReqType: 'REFUND' },
    schema: data(bookingSchema),
  })
  return must(result.data, 'the booking').data
}

/** What the payment step needs of the signed-in user's wallet: its balance (null without a wallet). */
const walletBalanceAnswer = data(walletSchema.pick({ balance: true }).nullable())
export type WalletBalance = { balance: number } | null

export async function readWalletBalance(): Promise<WalletBalance> {
  const { data: answer } = await upstream()({
    method: 'GET',
    path: '/wallet/api/v1.0/wallet',
    schema: walletBalanceAnswer,
  })
  return must(answer, 'the wallet').data
}

export async function startPayment(
  ref: BookingRef,
  body: { return_url: string; terms_accepted: true; shown_total: number },
  idempotencyKey: string,
): Promise<Booking> {
  const result = await upstream()({
    method: 'POST',
    path: `${BOOKING}/${encodeURIComponent(ref.id)}/payment`,
    headers: { ...keyed(ref), 'Idempotency-Key': idempotencyKey },
    body,
    schema: data(bookingSchema),
  })
  return must(result.data, 'the booking').data
}

export async function paymentReturned(ref: BookingRef, query: Record<string, string>): Promise<Booking> {
  const result = await upstream()({
    method: 'POST',
    path: `${BOOKING}/${encodeURIComponent(ref.id)}/payment/callback`,
    headers: keyed(ref),
    body: query,
    schema: data(bookingSchema),
  })
  return must(result.data, 'the booking').data
}

/** The signed-in user's booking by its Trip Id (the bookings area's trip); 404 when not theirs. */
export async function myBookingByTrip(tripId: string): Promise<Booking> {
  const result = await upstream()({
    method: 'GET',
    path: `/flights/flights/booking/${encodeURIComponent(tripId)}`,
    schema: data(z.object({ booking: bookingSchema })),
  })
  return must(result.data, 'the booking').data.booking
}

/** The e-ticket PDF of a ticketed booking, as the booking service makes it (binary, not JSON). */
export async function downloadETicket(ref: BookingRef): Promise<Response> {
  return upstreamDownload(`${BOOKING}/${encodeURIComponent(ref.id)}/download`, {
    'X-Booking-Key': ref.key,
    Accept: 'application/pdf',
  })
}

const savedTravellerSchema = z.object({
  travelUserId: z.number().int(),
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string().nullable(),
  documents: z.array(
    z.object({ number: z.string(), expiryDate: z.string(), issuingCountry: z.string().optional() }),
  ),
})
const gstChoiceSchema = z.object({ id: z.number().int(), gstNumber: z.string(), companyName: z.string() })

export interface SavedTravellerChoice {
  travelUserId: number
  title: string
  firstName: string
  lastName: string
  dateOfBirth: string | null
  documents: { number: string; expiryDate: string; issuingCountry: string | null }[]
}

export interface TravellerChoices {
  viewer: { email: string; phone: string | null } | null
  saved: SavedTravellerChoice[]
  gstProfiles: { id: number; gstNumber: string; companyName: string }[]
}

/**
 * What a signed-in traveller can fill the traveller form from: their saved travellers and GST
 * profiles (the account service, read with their own token), and their e-mail and mobile.
 */
export async function travellerChoices(): Promise<TravellerChoices> {
  const viewer = readSession()?.viewer
  if (!viewer) return { viewer: null, saved: [], gstProfiles: [] }
  const [saved, gst] = await Promise.all([
    upstream()({
      method: 'GET',
      path: '/account/travel-users',
      query: { userId: viewer.customerId },
      schema: z.object({ data: z.array(savedTravellerSchema) }),
    }),
    upstream()({
      method: 'GET',
      path: `/account/customer/${viewer.customerId}/sub-terminals`,
      schema: z.object({ data: z.object({ subTerminals: z.array(gstChoiceSchema) }) }),
    }),
  ])
  return {
    viewer: { email: viewer.email, phone: viewer.phoneNumber },
    saved: (saved.data?.data ?? []).map((t) => ({
      ...t,
      documents: t.documents.map((d) => ({
        number: d.number,
        expiryDate: d.expiryDate,
        issuingCountry: d.issuingCountry ?? null,
      })),
    })),
    gstProfiles: gst.data?.data.subTerminals ?? [],
  }
}
