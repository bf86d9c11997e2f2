/**
 * The cancellation and refund-tracking machines with their real actors (docs/decisions/0086): the
 * cancel page runs the first; the refund tracker (any page showing a trip's refunds) the second.
 * Each is provided once; the page gives the trip and the product configuration's timers
 * (cancellation.quoteValidityMs, refundPollMs) as the machine's input.
 */
import { useEffect, useRef } from 'react'
import { useActor } from '@xstate/react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { fromPromise } from 'xstate'
import type { Cancellation, Quote, Refund } from '@contracts/bookings/cancellation'
import { flowAttributes } from '@machines/lib/binding'
import {
  cancellationMachine,
  type CancelSelection,
  type QuoteRequest,
} from '@machines/bookings/cancellation.machine'
import { refundTrackingMachine } from '@machines/bookings/refund-tracking.machine'
import {
  confirmCancellation,
  fetchRefunds,
  requestCancelQuote,
} from '~/server/bookings/cancellation.functions'
import { useShell } from '~/components/useShell'
import { tripQueryOptions } from '~/server/bookings/bookings.functions'
import { once, oncePer } from '../once'

/** A confirmed cancellation reads the bookings again (awaited, so the page's trip shows it at once). */
const cancellationFlow = oncePer((queryClient: QueryClient) =>
  cancellationMachine.provide({
    actors: {
      requestQuote: fromPromise<Quote, QuoteRequest>(({ input }) => requestCancelQuote({ data: input })),
      confirmQuote: fromPromise<Cancellation, { tripId: string; quoteId: string }>(async ({ input }) => {
        const done = await confirmCancellation({ data: input })
        await queryClient.invalidateQueries({ queryKey: ['bookings'] })
        return done
      }),
    },
  }),
)

const refundTrackingFlow = once(() =>
  refundTrackingMachine.provide({
    actors: {
      fetchRefunds: fromPromise<Refund[], { tripId: string }>(
        async ({ input }) => (await fetchRefunds({ data: input })).refunds,
      ),
    },
  }),
)

export function useCancellation(tripId: string) {
  const { cancellation } = useShell().config
  const queryClient = useQueryClient()
  const [snapshot, send] = useActor(cancellationFlow(queryClient), {
    input: { tripId, quoteValidityMs: cancellation.quoteValidityMs },
  })
  const state = typeof snapshot.value === 'string' ? snapshot.value : 'choosing'
  return {
    state,
    quote: snapshot.context.quote,
    cancellation: snapshot.context.cancellation,
    error: snapshot.context.error,
    selection: snapshot.context.selection,
    requestQuote: (selection: CancelSelection) => send({ type: 'QUOTE', selection }),
    confirm: () => send({ type: 'CONFIRM' }),
    change: () => send({ type: 'CHANGE' }),
    requote: () => send({ type: 'REQUOTE' }),
    flow: flowAttributes('cancellation', snapshot),
  }
}

export function useRefundTracking(tripId: string, refunds: Refund[]) {
  const { cancellation } = useShell().config
  const [snapshot, send] = useActor(refundTrackingFlow(), {
    input: { tripId, refunds, refundPollMs: cancellation.refundPollMs },
  })
  const state = typeof snapshot.value === 'string' ? snapshot.value : 'checking'
  // The trip's History is the same refunds told as events: when a refund moves on (requested →
  // processed), the trip is read again, so the page never says "requested" above "Processed"
  // (issue 24). The first answer is the one the page was rendered with: nothing to refresh.
  const queryClient = useQueryClient()
  const moved = snapshot.context.refunds.map((r) => `${r.id}:${r.status}`).join(',')
  const seen = useRef(moved)
  useEffect(() => {
    if (seen.current === moved) return
    seen.current = moved
    void queryClient.invalidateQueries({ queryKey: tripQueryOptions(tripId).queryKey })
  }, [moved, queryClient, tripId])
  return {
    state,
    refunds: snapshot.context.refunds,
    retry: () => send({ type: 'RETRY' }),
    flow: flowAttributes('refund-tracking', snapshot),
  }
}
