/**
 * The loyalty redeem machine (machines/loyalty) given PAYBACK's server functions for the look-up,
 * the PIN and its check, and the commerce core's apply and undo of the points tender, which the
 * page that mounts the section passes in (src/components/loyalty/LoyaltyRedeemSection.tsx).
 */
import { useEffect, useMemo, useRef } from 'react'
import { useActor } from '@xstate/react'
import { fromPromise } from 'xstate'
import { flowAttributes } from '@machines/lib/binding'
import {
  loyaltyRedeemMachine,
  type PaybackAccount,
  type PaybackBalance,
} from '@machines/loyalty/loyalty-redeem.machine'
import { lookupPayback, requestPaybackPin, verifyPaybackPin } from '~/server/loyalty/loyalty.functions'

export interface CoreTender {
  /** Holds `amount` paise of points with the authorisation on the booking; what they paid and what is left. */
  redeem: (args: { authorization: string; amount: number }) => Promise<{ redeemed: number; left: number }>
  /** Releases the points tender of the booking. */
  undo: () => Promise<void>
}

export interface LoyaltyRedeemFlowInput {
  bookingTotal: number
  left: number
  resendCooldownMs: number
  authorizationTtlMs: number
  /** Changes when another flight, room or class is chosen. */
  selectionKey: string
}

export function useLoyaltyRedeem(input: LoyaltyRedeemFlowInput, core: CoreTender) {
  const latest = useRef(core)
  latest.current = core
  const machine = useMemo(
    () =>
      loyaltyRedeemMachine.provide({
        actors: {
          lookupAccount: fromPromise<PaybackAccount | null, { number: string }>(({ input: i }) =>
            lookupPayback({ data: { paybackNumber: i.number } }),
          ),
          requestPin: fromPromise<{ mobile: string; email: string }, { number: string }>(
            async ({ input: i }) => {
              const sent = await requestPaybackPin({ data: { paybackNumber: i.number } })
              return sent.sent_to
            },
          ),
          verifyPin: fromPromise<
            { authorization: string; balance: PaybackBalance },
            { number: string; pin: string }
          >(async ({ input: i }) => {
            const verified = await verifyPaybackPin({ data: { paybackNumber: i.number, pin: i.pin } })
            return { authorization: verified.authorization, balance: verified.balance }
          }),
          redeemPoints: fromPromise<
            { redeemed: number; left: number },
            { authorization: string; amount: number }
          >(({ input: i }) => latest.current.redeem(i)),
          undoRedeem: fromPromise<void>(() => latest.current.undo()),
        },
      }),
    [],
  )
  const [snapshot, send] = useActor(machine, {
    input: {
      bookingTotal: input.bookingTotal,
      left: input.left,
      resendCooldownMs: input.resendCooldownMs,
      authorizationTtlMs: input.authorizationTtlMs,
    },
  })
  const firstKey = useRef(input.selectionKey)
  useEffect(() => {
    if (firstKey.current === input.selectionKey) return
    firstKey.current = input.selectionKey
    send({ type: 'SELECTION_CHANGED' })
  }, [input.selectionKey, send])
  useEffect(() => {
    send({ type: 'TOTALS_CHANGED', bookingTotal: input.bookingTotal, left: input.left })
  }, [input.bookingTotal, input.left, send])
  return { snapshot, send, flow: flowAttributes('loyalty-redeem', snapshot) }
}
