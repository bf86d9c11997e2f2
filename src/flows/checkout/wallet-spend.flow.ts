/**
 * The wallet-spend machine (machines/wallet) given the checkout's server functions: applying part of
 * the wallet balance and its undo put the server's booking in the page's cache and read the wallet
 * again (docs/decisions/0082, 0083).
 */
import { useActor } from '@xstate/react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { fromPromise } from 'xstate'
import { flowAttributes } from '@machines/lib/binding'
import { walletSpendMachine } from '@machines/wallet/wallet-spend.machine'
import type { Booking } from '@contracts/checkout/booking'
import { applyWalletBalance, undoWalletBalance } from '~/server/checkout/checkout.functions'
import { oncePer } from '../once'

export const walletSpendFlow = oncePer((queryClient: QueryClient) => {
  const keep = (booking: Booking) => {
    queryClient.setQueryData(['checkout', 'current'], booking)
    void queryClient.invalidateQueries({ queryKey: ['checkout', 'wallet'] })
  }
  return walletSpendMachine.provide({
    actors: {
      applyWallet: fromPromise<{ applied: number }, { amount: number }>(async ({ input }) => {
        const booking = await applyWalletBalance({ data: { amount: input.amount, key: crypto.randomUUID() } })
        keep(booking)
        return { applied: booking.wallet?.amount ?? input.amount }
      }),
      undoWallet: fromPromise<void>(async () => {
        keep(await undoWalletBalance())
      }),
    },
  })
})

/** The flow for the payment step's wallet part; `applied` is the booking's wallet part when the page opens. */
export function useWalletSpend(applied: number | null) {
  const [snapshot, send] = useActor(walletSpendFlow(useQueryClient()), { input: { applied } })
  return { snapshot, send, flow: flowAttributes('wallet-spend', snapshot) }
}
