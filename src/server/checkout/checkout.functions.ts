/**
 * The flight checkout for the browser (000 §4 "Checkout"): the fare re-check, the checkout held on
 * the server (its id and access key in the sealed session cookie, so it survives a reload and a
 * guest needs no account), each step's save, the promo code, and the payment. The flows call these;
 * pages read the checkout through `checkoutQueryOptions`.
 */
import { createHash } from 'node:crypto'
import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { queryOptions } from '@tanstack/react-query'
import type { Booking, Offer } from '@contracts/checkout/booking'
import { checkoutMessages } from '@contracts/checkout/messages'
import * as client from './client.server'
import { deployment } from '../platform/config.server'
import { UserError, asUserErrors } from '../platform/errors'
import { input } from '../platform/validate'
import { readSession, writeSession } from '../session/session.server'
import {
  addOnsInput,
  offerInput,
  payInput,
  promoInput,
  recheckInput,
  startCheckoutInput,
  travellersInput,
  tripInput,
  walletInput,
} from './inputs.server'

export type { AddOnsOptions, TravellerChoices } from './client.server'

const noCheckout = () =>
  new UserError(checkoutMessages.noCheckout, { kind: 'rejected', status: 404, code: 'NO_CHECKOUT' })

/** The browser's newest booking, from the session. */
function currentRef(): client.BookingRef | undefined {
  return readSession()?.checkouts?.[0]
}

function requireRef(): client.BookingRef {
  const ref = currentRef()
  if (!ref) throw noCheckout()
  return ref
}

function remember(entry: { id: string; key: string; tripId: string }) {
  const others = (readSession()?.checkouts ?? []).filter((c) => c.id !== entry.id)
  writeSession({ checkouts: [entry, ...others].slice(0, 5) })
}

export const recheckFare = createServerFn({ method: 'POST' })
  .validator(input(recheckInput))
  .handler(({ data }): Promise<Offer> =>
    asUserErrors(() =>
      client.createOffer(data.searchId, data.travelPlanIds, deployment.SANDBOX ? data.scenario : undefined),
    ),
  )

export const pollOffer = createServerFn({ method: 'GET' })
  .validator(input(offerInput))
  .handler(({ data }): Promise<Offer> => asUserErrors(() => client.readOffer(data.offerId)))

/** A checkout from a re-checked offer; pressing twice (or two tabs) makes one booking. */
export const startCheckout = createServerFn({ method: 'POST' })
  .validator(input(startCheckoutInput))
  .handler(({ data }): Promise<{ bookingId: string; tripId: string; booking: Booking }> =>
    asUserErrors(async () => {
      const session = readSession() ?? writeSession({})
      const key = createHash('sha256').update(`${session.id}:${data.offerId}`).digest('hex')
      const created = await client.createBooking(data.offerId, data.acceptedTotal, key)
      remember({ id: created.booking.id, key: created.access_key, tripId: created.booking.trip_id })
      // The booking goes back whole: the checkout page starts from it without asking again.
      return { bookingId: created.booking.id, tripId: created.booking.trip_id, booking: created.booking }
    }),
  )

/** The checkout in progress, or null when this browser has none. */
export const fetchCheckout = createServerFn({ method: 'GET' }).handler((): Promise<Booking | null> =>
  asUserErrors(async () => {
    const ref = currentRef()
    return ref ? client.readBooking(ref) : null
  }),
)

export const checkoutQueryOptions = () =>
  queryOptions({ queryKey: ['checkout', 'current'], queryFn: () => fetchCheckout(), staleTime: 0 })

export const saveTravellers = createServerFn({ method: 'POST' })
  .validator(input(travellersInput))
  .handler(({ data }): Promise<Booking> => asUserErrors(() => client.putTravellers(requireRef(), data)))

export const fetchAddOns = createServerFn({ method: 'GET' }).handler((): Promise<client.AddOnsOptions> =>
  asUserErrors(() => client.readAddOns(requireRef())),
)

export const addOnsQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: ['checkout', 'add-ons', bookingId],
    queryFn: () => fetchAddOns(),
    staleTime: 30_000,
  })

export const saveAddOns = createServerFn({ method: 'POST' })
  .validator(input(addOnsInput))
  .handler(({ data }): Promise<Booking> => asUserErrors(() => client.putAddOns(requireRef(), data)))

export const applyPromoCode = createServerFn({ method: 'POST' })
  .validator(input(promoInput))
  .handler(({ data }): Promise<Booking> => asUserErrors(() => client.applyPromo(requireRef(), data.code)))

export const removePromoCode = createServerFn({ method: 'POST' }).handler((): Promise<Booking> =>
  asUserErrors(() => client.removePromo(requireRef())),
)

/** The gateway's return address: this store's, as the browser reached it (or PUBLIC_URL). */
function returnUrl(): string {
  const origin = deployment.PUBLIC_URL ?? new URL(getRequest().url).origin
  return new URL('/flights/booking/payment-return', origin).toString()
}

/** Creates the gateway order for the server's total and answers where to send the browser. */
export const payForBooking = createServerFn({ method: 'POST' })
  .validator(input(payInput))
  .handler(({ data }): Promise<{ payUrl: string }> =>
    asUserErrors(async () => {
      const ref = requireRef()
      const booking = await client.readBooking(ref)
      const attempt = booking.payment?.attempts ?? 0
      const paid = await client.startPayment(
        ref,
        { return_url: returnUrl(), terms_accepted: true, shown_total: data.shownTotal },
        createHash('sha256').update(`${ref.id}:pay:${attempt}`).digest('hex'),
      )
      // Paid in full from the wallet: no gateway; the confirmation page follows the ticketing.
      if (paid.wallet && paid.total === 0 && paid.payment?.status === 'captured')
        return { payUrl: `/flights/booking/confirmation/${paid.trip_id}` }
      const payUrl = paid.payment?.pay_url
      if (!payUrl) throw new UserError(checkoutMessages.paymentFailed, { kind: 'unavailable' })
      return { payUrl }
    }),
  )

/** A booking of this browser (or of the signed-in user) by its Trip Id: the confirmation page. */
export const fetchBookingByTrip = createServerFn({ method: 'GET' })
  .validator(input(tripInput))
  .handler(({ data }): Promise<Booking> =>
    asUserErrors(async () => {
      const ref = readSession()?.checkouts?.find((c) => c.tripId === data.tripId)
      if (ref) return client.readBooking(ref)
      if (readSession()?.accessToken) return client.myBookingByTrip(data.tripId)
      throw new UserError(
        'We could not find this booking. Check the Trip Id, or sign in with the account that booked it.',
        { kind: 'rejected', status: 404, code: 'NOT_FOUND' },
      )
    }),
  )

export const bookingByTripQueryOptions = (tripId: string) =>
  queryOptions({
    queryKey: ['checkout', 'trip', tripId],
    queryFn: () => fetchBookingByTrip({ data: { tripId } }),
    // The first paint's booking only: the confirmation page's flow reads it again at once and
    // follows it, so the page does not ask twice when it starts in the browser.
    staleTime: 30_000,
  })

/** A signed-in traveller's saved travellers, GST profiles and contact, for the traveller form. */
export const fetchTravellerChoices = createServerFn({ method: 'GET' }).handler(
  (): Promise<client.TravellerChoices> => asUserErrors(() => client.travellerChoices()),
)

export const travellerChoicesQueryOptions = () =>
  queryOptions({
    queryKey: ['checkout', 'traveller-choices'],
    queryFn: () => fetchTravellerChoices(),
    staleTime: 60_000,
  })

// ——— The wallet at the payment step (docs/decisions/0082) ———

/** The signed-in traveller's wallet; null for a guest or a traveller without one. */
export const fetchCheckoutWallet = createServerFn({ method: 'GET' }).handler(
  async (): Promise<client.WalletBalance> => {
    if (!readSession()?.accessToken) return null
    return asUserErrors(() => client.readWalletBalance())
  },
)

export const checkoutWalletQueryOptions = () =>
  queryOptions({ queryKey: ['checkout', 'wallet'], queryFn: () => fetchCheckoutWallet() })

export const applyWalletBalance = createServerFn({ method: 'POST' })
  .validator(input(walletInput))
  .handler(({ data }): Promise<Booking> =>
    asUserErrors(() => client.applyWallet(requireRef(), data.amount, data.key)),
  )

export const undoWalletBalance = createServerFn({ method: 'POST' }).handler((): Promise<Booking> =>
  asUserErrors(() => client.undoWallet(requireRef())),
)
