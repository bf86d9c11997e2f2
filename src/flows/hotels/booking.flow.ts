/**
 * The hotel booking machines given their real side effects (the hotel booking server functions),
 * and the hooks the review, guests, confirmation and homestay pages use. Timers and the polling
 * interval come from the live product configuration.
 */
import { useActor } from '@xstate/react'
import { useMemo } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { fromPromise } from 'xstate'
import type {
  BookingAnswer,
  Guest,
  HotelBooking,
  HotelContact,
  HotelPromoResult,
} from '@contracts/hotels/booking'
import type { HomestayPlace } from '@contracts/hotels/search'
import { bookingAddressSearch, type BookingAddress } from '@contracts/hotels/booking-params'
import { flowAttributes } from '@machines/lib/binding'
import { hotelConfirmationOutcome, type BookingIntent } from '@machines/hotels/booking.logic'
import { hotelBookingMachine } from '@machines/hotels/booking.machine'
import { homestayFormMachine } from '@machines/hotels/homestay-form.machine'
import { hotelPromoMachine } from '@machines/hotels/promo.machine'
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

/** What the guests form sends (the booking id and the terms are added by the page). */
export interface GuestsDetails {
  contact: HotelContact
  guests: Guest[]
  pan?: string
  specialRequests?: string
  payback?: { number: string; pin: string }
  address: string
}

type Submit =
  | { kind: 'hold'; address: BookingAddress; shownAmount: number; attempt: string; scenario?: string }
  | { kind: 'details'; bookingId: string; details: GuestsDetails }

/** The booking creation machine for one page: the review's hold, or the guests step's payment. */
export function useHotelBooking(submit: () => Submit) {
  const queryClient = useQueryClient()
  const machine = useMemo(
    () =>
      hotelBookingMachine.provide({
        actors: {
          submitBooking: fromPromise<BookingAnswer, BookingIntent>(async ({ input }) => {
            const what = submit()
            const agent = agentSaved()
            if (what.kind === 'hold')
              return holdRooms({
                data: {
                  address: bookingAddressSearch(what.address),
                  shownAmount: what.shownAmount,
                  attempt: what.attempt,
                  agent,
                  ...(what.scenario ? { scenario: what.scenario } : {}),
                },
              })
            const data = { bookingId: what.bookingId, ...what.details, termsAccepted: true as const, agent }
            const answer =
              input.kind === 'payAtHotel' ? await bookHotelAtHotel({ data }) : await payHotelBooking({ data })
            if (answer.booking)
              queryClient.setQueryData(['hotels', 'booking', what.bookingId], answer.booking)
            return answer
          }),
        },
      }),
    // The machine is made once per page; `submit` reads the page's latest values when it runs.
    // (made once per booking)
    [queryClient],
  )
  const [snapshot, send] = useActor(machine)
  return {
    state: typeof snapshot.value === 'string' ? snapshot.value : 'idle',
    context: snapshot.context,
    send,
    flow: flowAttributes('hotel-booking', snapshot),
  }
}

/** `emailOf`: the contact e-mail as typed (a guest's promo limits count by it), read when sent. */
export function useHotelPromo(bookingId: string, applied: HotelPromoResult | null, emailOf: () => string) {
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['hotels', 'booking', bookingId] })
  const machine = useMemo(
    () =>
      hotelPromoMachine.provide({
        actors: {
          applyPromo: fromPromise<HotelPromoResult, { code: string }>(async ({ input }) => {
            const email = emailOf().trim()
            const result = await applyHotelPromo({
              data: { bookingId, code: input.code, ...(email ? { email } : {}) },
            })
            await refresh()
            return result
          }),
          removePromo: fromPromise<unknown, { code: string }>(async ({ input }) => {
            const result = await applyHotelPromo({ data: { bookingId, code: input.code, remove: true } })
            await refresh()
            return result
          }),
        },
      }),
    // (made once per booking)
    [bookingId],
  )
  const [snapshot, send] = useActor(machine, { input: { applied } })
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

export function useHomestayForm(today: string) {
  const [snapshot, send] = useActor(
    homestayFormMachine.provide({
      actors: {
        searchPlaces: fromPromise<HomestayPlace[], { q: string }>(({ input }) =>
          searchHomestayPlaces({ data: { q: input.q } }),
        ),
      },
    }),
    { input: { today } },
  )
  return { snapshot, send, flow: flowAttributes('homestay-form', snapshot) }
}
