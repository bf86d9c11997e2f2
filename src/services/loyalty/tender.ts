/**
 * PAYBACK points as a tender of the commerce core (src/services/commerce/tender-port.ts; issue 26;
 * docs/decisions/0226). hold: the points worth the amount asked are redeemed at the earn-burn ratio
 * (a 'redeem' movement keyed by the hold's idempotency key), refused — never cut — when it is above
 * the balance, what is left to pay or the allowed share of the booking's total; commit: nothing moves
 * (the points left at hold time), the hold is checked to exist; release: a 'reversal' movement that
 * names the redeem, so it is posted at most once whoever asks. All inside the caller's transaction.
 */
import { eq } from 'drizzle-orm'
import { formatPaise } from '@contracts/money'
import { loyaltyMessages } from '@contracts/loyalty/messages'
import type { TenderHold, TenderProvider } from '../commerce/tender-port'
import type { Tx } from '../db/client'
import { loyaltyTransactions } from '../db/schema'
import { postPoints } from './ledger'
import { authorizedAccount, type LoyaltyConfig } from './store'

export type PaybackDetail = { authorization: string }

const refused = (status: 400 | 403 | 404 | 409 | 423, code: string, message: string): TenderHold => ({
  ok: false,
  status,
  code,
  message,
})

/** The largest amount points may pay on a booking: the share of its total, and what is left. */
export function redeemCap(config: LoyaltyConfig, bookingTotal: number, left: number): number {
  const share = Math.floor((bookingTotal * config.maxRedeemPercent) / 100)
  return Math.max(0, Math.min(share, left))
}

async function redeemOf(tx: Tx, ref: string) {
  const [row] = await tx.select().from(loyaltyTransactions).where(eq(loyaltyTransactions.id, ref))
  return row?.reason === 'redeem' ? row : undefined
}

export function paybackTender(config: LoyaltyConfig): TenderProvider<PaybackDetail> {
  return {
    kind: 'points',
    async hold(tx, args) {
      const account = await authorizedAccount(tx, args.detail.authorization, args.now)
      if (!account) return refused(409, 'PAYBACK_AUTH_EXPIRED', loyaltyMessages.authorizationExpired)
      if (account.status !== 'active') return refused(403, 'PAYBACK_BLOCKED', loyaltyMessages.blocked)
      // Whole points only: an amount between two points is taken down to the lower one.
      const points = Math.floor(args.amount / config.paisePerPoint)
      if (points < 1)
        return refused(400, 'TOO_SMALL', loyaltyMessages.tooSmall(formatPaise(config.paisePerPoint)))
      const amount = points * config.paisePerPoint
      const share = Math.floor((args.bookingTotal * config.maxRedeemPercent) / 100)
      if (amount > share)
        return refused(
          409,
          'OVER_SHARE',
          loyaltyMessages.overShare(formatPaise(share), config.maxRedeemPercent),
        )
      if (amount > args.left)
        return refused(409, 'OVER_LEFT', loyaltyMessages.overLeft(formatPaise(args.left)))
      const posted = await postPoints(tx, {
        accountId: account.id,
        idempotencyKey: `redeem:${args.idempotencyKey}`,
        reason: 'redeem',
        points: -points,
        amount,
        reference: args.tripId,
        description: `Redeemed on ${args.product} booking ${args.tripId}`,
        at: args.now,
      })
      if (!posted.ok) {
        if (posted.reason === 'BLOCKED') return refused(403, 'PAYBACK_BLOCKED', loyaltyMessages.blocked)
        const have = Math.max(0, posted.balance)
        return refused(
          409,
          'INSUFFICIENT_POINTS',
          loyaltyMessages.insufficient(have, formatPaise(have * config.paisePerPoint)),
        )
      }
      return {
        ok: true,
        ref: posted.row.id,
        amount: posted.row.amount ?? amount,
        label: `PAYBACK points (${-posted.row.points})`,
      }
    },
    async commit(tx, args) {
      if (!(await redeemOf(tx, args.ref))) throw new Error(`no PAYBACK redeem ${args.ref}`)
    },
    async release(tx, args) {
      const redeem = await redeemOf(tx, args.ref)
      if (!redeem) throw new Error(`no PAYBACK redeem ${args.ref}`)
      const posted = await postPoints(tx, {
        accountId: redeem.accountId,
        idempotencyKey: `reversal:${redeem.id}`,
        reason: 'reversal',
        points: -redeem.points,
        amount: redeem.amount,
        reference: redeem.reference,
        description: `Points returned: ${args.why}`.slice(0, 200),
        reverses: redeem.id,
        at: args.now,
      })
      if (!posted.ok) throw new Error(`the PAYBACK reversal of ${redeem.id} was refused: ${posted.reason}`)
    },
  }
}
