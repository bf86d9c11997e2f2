/**
 * The checkout machines given their real side effects (the checkout server functions), and the
 * hooks the results page, the checkout pages and the confirmation page use. Timers come from the
 * live product configuration, as the machines' input. The flows write to the page's cache, so each
 * is provided once per QueryClient.
 */
import { useActor } from '@xstate/react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { fromPromise } from 'xstate'
import { flowAttributes } from '@machines/lib/binding'
import { fareRecheckMachine, type RecheckInput } from '@machines/checkout/fare-recheck.machine'
import { checkoutMachine, type CheckoutInput } from '@machines/checkout/checkout.machine'
import { flightConfirmationOutcome } from '@machines/checkout/confirmation.outcome'
import type { Booking, Offer, TravellersRequest } from '@contracts/checkout/booking'
import { useShell } from '~/components/useShell'
import { productConfirmation, useConfirmationFlow } from '~/flows/commerce/confirmation.flow'
import {
  fetchBookingByTrip,
  payForBooking,
  pollOffer,
  recheckFare,
  saveTravellers,
  startCheckout,
} from '~/server/checkout/checkout.functions'
import { oncePer } from '../once'

/** The fare re-check with its actors; the checkout it opens is put in the page's cache at once. */
export const fareRecheckFlow = oncePer((queryClient: QueryClient) =>
  fareRecheckMachine.provide({
    actors: {
      recheckFare: fromPromise<Offer, RecheckInput>(({ input }) => recheckFare({ data: input })),
      pollOffer: fromPromise<Offer, { offerId: string }>(({ input }) => pollOffer({ data: input })),
      startCheckout: fromPromise<
        { bookingId: string; tripId: string },
        { offerId: string; acceptedTotal: number }
      >(async ({ input }) => {
        const started = await startCheckout({ data: input })
        queryClient.setQueryData(['checkout', 'current'], started.booking)
        return { bookingId: started.bookingId, tripId: started.tripId }
      }),
    },
  }),
)

export function useFareRecheck(input: RecheckInput) {
  const { polling } = useShell().config
  const [snapshot, send] = useActor(fareRecheckFlow(useQueryClient()), {
    input: { ...input, pollIntervalMs: polling.intervalMs },
  })
  const state = typeof snapshot.value === 'string' ? snapshot.value : 'rechecking'
  return {
    state,
    offer: snapshot.context.offer,
    error: snapshot.context.error,
    continueAtNewFare: () => send({ type: 'CONTINUE' }),
    back: () => send({ type: 'BACK' }),
    retry: () => send({ type: 'RETRY' }),
    flow: flowAttributes('fare-recheck', snapshot),
  }
}

/**
 * The checkout machine with its actors; a saved step puts the server's booking in the page's cache,
 * a refused payment reads it again.
 */
export const checkoutFlow = oncePer((queryClient: QueryClient) =>
  checkoutMachine.provide({
    actors: {
      saveTravellers: fromPromise<unknown, TravellersRequest>(async ({ input }) => {
        const booking = await saveTravellers({ data: input })
        queryClient.setQueryData(['checkout', 'current'], booking)
        return booking
      }),
      pay: fromPromise<{ payUrl: string }, { shownTotal: number }>(async ({ input }) => {
        try {
          return await payForBooking({ data: { shownTotal: input.shownTotal, termsAccepted: true } })
        } catch (error) {
          // A refused payment (the total changed meanwhile, say in another tab) shows the server's
          // checkout again, so the next Pay is for the total the server holds.
          await queryClient.invalidateQueries({ queryKey: ['checkout', 'current'] })
          throw error
        }
      }),
    },
  }),
)

export function useCheckoutActor(input: CheckoutInput) {
  return useActor(checkoutFlow(useQueryClient()), { input })
}

/** The flight booking's confirmation: the commerce core's machine with the flight port. */
const flightConfirmation = productConfirmation(
  (tripId: string) => fetchBookingByTrip({ data: { tripId } }),
  flightConfirmationOutcome,
)

export function useConfirmation(tripId: string, booking: Booking | null) {
  return useConfirmationFlow(flightConfirmation, 'booking-confirmation', {
    ref: tripId,
    booking,
    canPayAgain: true,
  })
}
