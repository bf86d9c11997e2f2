/**
 * The payment options machine (machines/commerce; docs/decisions/0221) at the React edge: each
 * product gives its tender server functions once per QueryClient (`paymentOptionsFlowFor`), and the
 * page starts it with what it knows (flags, the booking's tender state) as input (0218's pattern).
 */
import { useActor } from '@xstate/react'
import type { QueryClient } from '@tanstack/react-query'
import { fromPromise } from 'xstate'
import type { ProductConfig } from '@config'
import type { TenderKindName, TenderState } from '@contracts/commerce/tenders'
import { PROMO_AND_POINTS_MESSAGE } from '@contracts/promo/schemas'
import { flowAttributes } from '@machines/lib/binding'
import {
  PAYMENT_MODES,
  paymentOptionsMachine,
  type PaymentOptionsInput,
  type TenderAnswer,
} from '@machines/commerce/payment-options.machine'
import { agentSaved } from '../agent-mode'
import { oncePer } from '../once'

/** A product's tender calls (its server functions), keyed by its booking id. */
export interface TenderCalls {
  /** The query key the product keeps its tender state under. */
  queryKey: (bookingId: string) => readonly unknown[]
  apply(args: {
    bookingId: string
    kind: TenderKindName
    index: number
    amount: number
    key: string
  }): Promise<TenderState>
  undo(args: { bookingId: string; kind: TenderKindName; index: number }): Promise<TenderState>
  pay(args: { bookingId: string; key: string }): Promise<TenderState>
  /** What else the page shows that the total moved (the booking's price). */
  changed?: (queryClient: QueryClient, bookingId: string) => void
}

/** The machine given one product's calls, once per QueryClient. */
export function paymentOptionsFlowFor(calls: TenderCalls) {
  return oncePer((queryClient: QueryClient) => {
    const keep = (bookingId: string, state: TenderState): TenderAnswer => {
      queryClient.setQueryData(calls.queryKey(bookingId), state)
      calls.changed?.(queryClient, bookingId)
      return { total: state.total, applied: state.applied }
    }
    return paymentOptionsMachine.provide({
      actors: {
        applyTender: fromPromise<
          TenderAnswer,
          { bookingId: string; kind: TenderKindName; index: number; amount: number }
        >(async ({ input }) =>
          keep(input.bookingId, await calls.apply({ ...input, key: crypto.randomUUID() })),
        ),
        undoTender: fromPromise<TenderAnswer, { bookingId: string; kind: TenderKindName; index: number }>(
          async ({ input }) => keep(input.bookingId, await calls.undo(input)),
        ),
        payWithTenders: fromPromise<void, { bookingId: string }>(async ({ input }) => {
          keep(input.bookingId, await calls.pay({ bookingId: input.bookingId, key: crypto.randomUUID() }))
        }),
      },
    })
  })
}

/** The machine's input from the configuration and the booking's tender state. */
export function paymentOptionsInput(
  config: ProductConfig,
  state: TenderState,
  signedIn: boolean,
): PaymentOptionsInput {
  return {
    bookingId: state.booking_id,
    flags: {
      loyaltyPoints: config.flags.loyaltyPoints,
      vouchers: config.flags.vouchers,
      cardVault: config.flags.cardVault,
      wallet: config.flags.wallet,
      upi: config.flags.upi,
    },
    modes: PAYMENT_MODES,
    agent: agentSaved(),
    signedIn,
    total: state.total,
    applied: state.applied,
    promo: null,
    promoXorPoints: PROMO_AND_POINTS_MESSAGE,
  }
}

export function usePaymentOptions(
  flow: ReturnType<ReturnType<typeof paymentOptionsFlowFor>>,
  input: PaymentOptionsInput,
) {
  const [snapshot, send] = useActor(flow, { input })
  return { snapshot, send, flow: flowAttributes('payment-options', snapshot) }
}
