/**
 * The bookings machines (machines/bookings/) given their real server calls: the guest lookup and
 * the modification request. A sent request refreshes the booking, so it shows in the list of
 * requests with its state at once.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useActor } from '@xstate/react'
import { fromPromise } from 'xstate'
import type { ModificationView } from '@contracts/bookings/trips'
import { guestLookupMachine, type GuestLookupInput } from '@machines/bookings/guest-lookup.machine'
import { modificationRequestMachine, type SendInput } from '@machines/bookings/modification-request.machine'
import { findBooking, sendModificationRequest } from '~/server/bookings/bookings.functions'
import { once, oncePer } from '../once'

const guestLookupFlow = once(() =>
  guestLookupMachine.provide({
    actors: {
      findBooking: fromPromise<{ tripId: string }, GuestLookupInput>(({ input }) =>
        findBooking({ data: input }),
      ),
    },
  }),
)

export function useGuestLookup() {
  return useActor(guestLookupFlow())
}

/** A sent request reads the trip again (awaited: the list shows the request with its state at once). */
const modificationRequestFlow = oncePer((queryClient: QueryClient) =>
  modificationRequestMachine.provide({
    actors: {
      sendRequest: fromPromise<ModificationView, SendInput>(async ({ input }) => {
        const sent = await sendModificationRequest({ data: input })
        await queryClient.invalidateQueries({ queryKey: ['bookings', 'trip', input.tripId] })
        return sent
      }),
    },
  }),
)

export function useModificationRequest(tripId: string) {
  return useActor(modificationRequestFlow(useQueryClient()), { input: { tripId } })
}
