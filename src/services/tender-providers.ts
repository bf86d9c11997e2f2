/**
 * The tender owners the commerce core is given (src/services/commerce/tender-port.ts; issue 26,
 * docs/decisions/0220): each domain's own functions joined to the port's shape here, so the core
 * imports no tender domain and no tender domain imports the core. PAYBACK points and vouchers join
 * this record as their domains land.
 */
import { formatPaise } from '@contracts/money'
import { tenderMessages } from '@contracts/commerce/tenders'
import { walletMessages } from '@contracts/wallet/messages'
import type { TenderHold, TenderProvider } from './commerce/tender-port'
import type { TenderProviders } from './commerce/tenders'
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

export const tenderProviders: TenderProviders = { wallet: walletTender }
