/**
 * The voucher-redeem machine (machines/vouchers) given its actors. The section that draws it is
 * mounted in two places with two meanings of "redeem": the redeem screen checks a code's value and
 * validity (`voucherCheckActions`), the shared payment panel applies it to a booking as a tender
 * (the panel passes its own actions). Either way the actions are props, read through a ref so the
 * machine is provided once per mount.
 */
import { useEffect, useRef, useState } from 'react'
import { useActor } from '@xstate/react'
import { fromPromise } from 'xstate'
import { flowAttributes } from '@machines/lib/binding'
import { voucherRedeemMachine, type RedeemOutput } from '@machines/vouchers/voucher-redeem.machine'
import type { VoucherProduct } from '@contracts/vouchers/schemas'
import { formatPaise } from '@contracts/money'
import { checkVoucherCode } from '~/server/vouchers/vouchers.functions'

export type { RedeemOutput } from '@machines/vouchers/voucher-redeem.machine'

export interface VoucherActions {
  /** Redeem entry `index`'s code: resolve with what it covers, reject with the traveller's words. */
  redeem: (code: string, index: number) => Promise<RedeemOutput>
  /** Take an applied voucher (its `ref` from redeem) off again; reject with the words when it cannot. */
  remove: (ref: string | null, index: number) => Promise<void>
}

/** The redeem screen's actions: "redeem" checks the code; nothing is held, so removing is local. */
export function voucherCheckActions(product: VoucherProduct | undefined): VoucherActions {
  return {
    redeem: async (code) => {
      const view = await checkVoucherCode({ data: { code, ...(product ? { product } : {}) } })
      return { amount: view.value, ref: null, message: `${view.code}: ${view.message}` }
    },
    remove: async () => undefined,
  }
}

/** `resetKey`: when it changes (another flight, room or class chosen), the entries start again. */
export function useVoucherRedeem(actions: VoucherActions, resetKey?: string | number) {
  const latest = useRef(actions)
  useEffect(() => {
    latest.current = actions
  })
  const [machine] = useState(() =>
    voucherRedeemMachine.provide({
      actors: {
        redeemVoucher: fromPromise<RedeemOutput, { code: string; index: number }>(({ input }) =>
          latest.current.redeem(input.code, input.index),
        ),
        removeVoucher: fromPromise<void, { ref: string | null; index: number }>(({ input }) =>
          latest.current.remove(input.ref, input.index),
        ),
      },
    }),
  )
  const [snapshot, send] = useActor(machine)
  const firstKey = useRef(resetKey)
  useEffect(() => {
    if (resetKey !== firstKey.current) {
      firstKey.current = resetKey
      send({ type: 'RESET' })
    }
  }, [resetKey, send])
  return { snapshot, send, flow: flowAttributes('voucher-redeem', snapshot) }
}

export const voucherAmountWords = (paise: number) => formatPaise(paise)
