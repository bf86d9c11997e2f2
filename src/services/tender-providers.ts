/**
 * The tender owners the commerce core is given (src/services/commerce/tender-port.ts; issue 26,
 * docs/decisions/0220): each domain's own functions joined to the port's shape here, so the core
 * imports no tender domain and no tender domain imports the core. A kind whose hold needs data of
 * its own (a voucher's code, a PAYBACK redeem authorisation) has it checked here first: a request's
 * `detail` is whatever the caller sent.
 */
import { formatPaise } from '@contracts/money'
import { tenderMessages } from '@contracts/commerce/tenders'
import { walletMessages } from '@contracts/wallet/messages'
import { z } from 'zod'
import { defaultProductConfig } from '@config'
import { voucherCodeSchema } from '@contracts/vouchers/schemas'
import type { TenderHold, TenderProvider } from './commerce/tender-port'
import type { TenderProviders } from './commerce/tenders'
import { paybackTender } from './loyalty/tender'
import type { LoyaltyConfig } from './loyalty/store'
import { voucherTender } from './vouchers/tender'
import { reverseSpend, spendWallet } from './wallet/store'

/** The statement's words for a spend, by product (the flights' words are 0082's). */
const spendWords: Record<string, string> = {
  flights: 'Flight booking',
  hotels: 'Hotel booking',
  trains: 'Train booking',
  holidays: 'Holiday booking',
}

/** The wallet as a tender: a spend in its ledger on hold, its reversal on release; nothing on commit. */
export const walletTender: TenderProvider = {
  kind: 'wallet',
  async hold(tx, args): Promise<TenderHold> {
    const userId = args.owner.userId
    if (userId === null)
      return { ok: false, status: 403, code: 'UNAUTHORIZED', message: tenderMessages.signIn }
    const debit = await spendWallet(tx, {
      userId,
      amount: args.amount,
      idempotencyKey: `spend:${args.idempotencyKey}`,
      reference: args.tripId,
      description: `${spendWords[args.product] ?? 'Booking'} ${args.tripId}`,
      now: args.now,
    })
    if (debit.ok) return { ok: true, ref: debit.id, amount: args.amount, label: tenderMessages.label.wallet }
    if (debit.reason === 'NO_WALLET')
      return { ok: false, status: 409, code: 'NO_WALLET', message: walletMessages.noWallet }
    if (debit.reason === 'BLOCKED')
      return { ok: false, status: 409, code: 'WALLET_BLOCKED', message: walletMessages.blocked }
    return {
      ok: false,
      status: 409,
      code: 'INSUFFICIENT_BALANCE',
      message: walletMessages.insufficient(formatPaise(debit.balance)),
      field: 'amount',
    }
  },
  // A spend is final as it is: the paid booking keeps it.
  commit: async () => {},
  async release(tx, args) {
    const userId = args.owner?.userId
    if (userId === undefined || userId === null) throw new Error(`wallet tender ${args.ref} without its user`)
    await reverseSpend(tx, { userId, transactionId: args.ref, description: args.why, now: args.now })
  },
}

/**
 * A provider whose `detail` is read with `schema` first (with the entry's index beside it): a
 * detail that does not fit is a 400 naming the field, never a provider's crash.
 */
function checked<D>(schema: z.ZodType<D>, provider: TenderProvider<D>): TenderProvider {
  return {
    kind: provider.kind,
    async hold(tx, args): Promise<TenderHold> {
      const detail = schema.safeParse({
        ...(typeof args.detail === 'object' ? args.detail : {}),
        index: args.index,
      })
      if (!detail.success) {
        const issue = detail.error.issues[0]
        const field = `detail.${issue?.path.join('.') ?? ''}`
        return {
          ok: false,
          status: 400,
          code: 'BAD_DETAIL',
          message: `${field}: ${issue?.message ?? 'is not valid'}`,
          field,
        }
      }
      return provider.hold(tx, { ...args, detail: detail.data })
    },
    commit: (tx, args) => provider.commit(tx, args),
    release: (tx, args) => provider.release(tx, args),
  }
}

const voucherDetail = z.object({ code: voucherCodeSchema, index: z.number().int().min(0).max(9) })
const paybackDetail = z.object({
  authorization: z
    .string()
    .regex(/^lra_[0-9a-zA-Z_-]{8,80}$/, 'must be the redeem authorisation the PIN gave'),
})

/** Every tender the checkouts take: the wallet, PAYBACK points (at `loyalty`'s ratio and share), vouchers. */
export function tenderProvidersOf(loyalty: LoyaltyConfig): TenderProviders {
  return {
    wallet: walletTender,
    points: checked(paybackDetail, paybackTender(loyalty)),
    voucher: checked(voucherDetail, voucherTender),
  }
}

export const tenderProviders: TenderProviders = tenderProvidersOf(defaultProductConfig.loyalty)
