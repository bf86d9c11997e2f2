/**
 * The hotel booking machines given their real side effects (the hotel booking server functions),
 * and the hooks the review, guests, confirmation and homestay pages use. Timers and the polling
 * interval come from the live product configuration.
 *
 * Each machine is provided once (per QueryClient where its actors write to the page's cache); the
 * page gives its values as the machine's input, and what the traveller asks for with the event.
 */
import { useActor } from '@xstate/react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { fromPromise } from 'xstate'
import type { BookingAnswer, HotelBooking, HotelPromoResult } from '@contracts/hotels/booking'
import type { HomestayPlace } from '@contracts/hotels/search'
import { bookingAddressSearch } from '@contracts/hotels/booking-params'
import { flowAttributes } from '@machines/lib/binding'
import { hotelConfirmationOutcome } from '@machines/hotels/booking.logic'
import {
  hotelBookingMachine,
  type GuestsDetails,
  type HotelBookingRequest,
  type SubmitBookingInput,
} from '@machines/hotels/booking.machine'
import { homestayFormMachine } from '@machines/hotels/homestay-form.machine'
import { hotelPromoMachine, type ApplyPromoInput } from '@machines/hotels/promo.machine'
import { hotelTimerMachine } from '@machines/hotels/timer.machine'
import { useShell } from '~/components/useShell'
import { productConfirmation, useConfirmationFlow } from '~/flows/commerce/confirmation.flow'
import {
  applyHotelPromo,
  bookHotelAtHotel,
  fetchHotelBooking,
  holdRooms,
  payHotelBooking,
  searchHomestayPlaces,
} from '~/server/hotels/booking.functions'
import { agentSaved } from '~/flows/agent-mode'
import { once, oncePer } from '~/flows/once'

export type { GuestsDetails, HotelBookingRequest }

/**
 * The booking creation machine: the review's hold, or the guests step's payment. What is sent is
 * the SUBMIT's request; an answer's booking is put in the page's cache.
 */
const hotelBookingFlow = oncePer((queryClient: QueryClient) =>
  hotelBookingMachine.provide({
    actors: {
      submitBooking: fromPromise<BookingAnswer, SubmitBookingInput>(
        async ({ input: { intent, request } }) => {
          if (!request) throw new Error('The form was not checked')
          const agent = agentSaved()
          if (request.kind === 'hold')
            return holdRooms({
              data: {
                address: bookingAddressSearch(request.address),
                shownAmount: request.shownAmount,
                attempt: request.attempt,
                agent,
                ...(request.scenario ? { scenario: request.scenario } : {}),
              },
            })
          const data = {
            bookingId: request.bookingId,
            ...request.details,
            termsAccepted: true as const,
            agent,
          }
          const answer =
            intent.kind === 'payAtHotel' ? await bookHotelAtHotel({ data }) : await payHotelBooking({ data })
          if (answer.booking)
            queryClient.setQueryData(['hotels', 'booking', request.bookingId], answer.booking)
          return answer
        },
      ),
    },
  }),
)

/** The booking creation machine for one page; the page sends SUBMIT with what it asks for. */
export function useHotelBooking() {
  const [snapshot, send] = useActor(hotelBookingFlow(useQueryClient()))
  return {
    state: typeof snapshot.value === 'string' ? snapshot.value : 'idle',
    context: snapshot.context,
    send,
    flow: flowAttributes('hotel-booking', snapshot),
  }
}

/** A code applied or removed reads the booking again (awaited: the breakdown shows the new price). */
const hotelPromoFlow = oncePer((queryClient: QueryClient) => {
  const refresh = (bookingId: string) =>
    queryClient.invalidateQueries({ queryKey: ['hotels', 'booking', bookingId] })
  return hotelPromoMachine.provide({
    actors: {
      applyPromo: fromPromise<HotelPromoResult, ApplyPromoInput>(async ({ input }) => {
        const result = await applyHotelPromo({ data: input })
        await refresh(input.bookingId)
        return result
      }),
      removePromo: fromPromise<unknown, { bookingId: string; code: string }>(async ({ input }) => {
        const result = await applyHotelPromo({ data: { ...input, remove: true } })
        await refresh(input.bookingId)
        return result
      }),
    },
  })
})

/** The promo code of a held booking; the page sends SUBMIT with the contact e-mail as typed. */
export function useHotelPromo(bookingId: string, applied: HotelPromoResult | null) {
  const [snapshot, send] = useActor(hotelPromoFlow(useQueryClient()), { input: { bookingId, applied } })
  return {
    state: typeof snapshot.value === 'string' ? snapshot.value : 'idle',
    context: snapshot.context,
    send,
    flow: flowAttributes('hotel-promo', snapshot),
  }
}

export function useHotelTimer(expiresAt: string) {
  const { timers } = useShell().config
  const [snapshot] = useActor(hotelTimerMachine, {
    input: { remainingMs: Date.parse(expiresAt) - Date.now(), dangerMs: timers.sessionDangerMs },
  })
  return { state: String(snapshot.value), flow: flowAttributes('hotel-timer', snapshot) }
}

/** The hotel booking's confirmation: the commerce core's machine with the hotel port. */
const hotelConfirmation = productConfirmation(
  (bookingId: string) => fetchHotelBooking({ data: { bookingId } }),
  hotelConfirmationOutcome,
)

export function useHotelConfirmation(bookingId: string, booking: HotelBooking | null) {
  return useConfirmationFlow(hotelConfirmation, 'hotel-confirmation', { ref: bookingId, booking })
}

const homestayFormFlow = once(() =>
  homestayFormMachine.provide({
    actors: {
      searchPlaces: fromPromise<HomestayPlace[], { q: string }>(({ input }) =>
        searchHomestayPlaces({ data: { q: input.q } }),
      ),
    },
  }),
)

export function useHomestayForm(today: string) {
  const [snapshot, send] = useActor(homestayFormFlow(), { input: { today } })
  return { snapshot, send, flow: flowAttributes('homestay-form', snapshot) }
}
