/**
 * The file-TDR modal on the PNR page (issue 16; 001 §4 Trains "the file-TDR modal toggles open or
 * closed"): the owner of a booking, after the chart is prepared, files a Ticket Deposit Receipt with
 * one of the railway's reasons for the passengers who did not travel; the refund then follows the
 * bookings area's refund tracker.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { TdrReason } from '@contracts/trains/codes'
import { notProvided } from '../lib/not-provided'

export interface TdrRequest {
  reason: TdrReason
  /** The passengers' serial numbers (1-based) the TDR is for. */
  serials: number[]
}

export interface TrainTdrInput {
  /** The booking the TDR is for. */
  bookingId: string
}

export interface TdrFiled {
  tdrId: string
}

export interface TrainTdrContext {
  bookingId: string
  request: TdrRequest | null
  filed: TdrFiled | null
  error: string | null
}

export type TrainTdrEvent =
  { type: 'OPEN' } | { type: 'CLOSE' } | { type: 'FILE'; request: TdrRequest } | { type: 'RETRY' }

export const trainTdrMachine = setup({
  types: {
    context: {} as TrainTdrContext,
    input: {} as TrainTdrInput,
    events: {} as TrainTdrEvent,
  },
  actors: {
    fileTdr: fromPromise<TdrFiled, TdrRequest & TrainTdrInput>(async () => notProvided('fileTdr')),
  },
}).createMachine({
  id: 'trainTdr',
  description: 'The file-TDR modal: opened, a reason and passengers chosen, filed or refused, closed.',
  context: ({ input }) => ({ bookingId: input.bookingId, request: null, filed: null, error: null }),
  initial: 'closed',
  states: {
    closed: {
      description: 'the PNR page with its File TDR button (shown to the owner after the chart)',
      on: { OPEN: { target: 'open', actions: assign({ error: null, filed: null }) } },
    },
    open: {
      description: 'the modal: the railway reasons and the passengers; File TDR sends it',
      on: {
        CLOSE: 'closed',
        FILE: { target: 'filing', actions: assign({ request: ({ event }) => event.request }) },
      },
    },
    filing: {
      description: 'the railway is asked to accept the TDR',
      invoke: {
        id: 'fileTdr',
        src: 'fileTdr',
        input: ({ context }) => ({
          bookingId: context.bookingId,
          ...(context.request ?? { reason: 'AC_FAILURE', serials: [] }),
        }),
        onDone: { target: 'filed', actions: assign({ filed: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) =>
              event.error instanceof Error ? event.error.message : 'Oops! Something went wrong',
          }),
        },
      },
    },
    filed: {
      description: 'filed: the TDR number; the refund shows in the bookings area',
      on: { CLOSE: 'closed' },
    },
    failed: {
      description:
        'refused (before the chart, not the owner, filed already) or not sent: the words; try again',
      on: { RETRY: 'filing', CLOSE: 'closed' },
    },
  },
})
