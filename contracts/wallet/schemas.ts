/**
 * The wallet (001 §3 "Wallet": account, account with expiry, statement, statementFilter; §8 wallet
 * statuses; §9 statement filter default all): what the wallet service answers and accepts, and the
 * wallet's part of the flight checkout (000 §4, §7 reverse-booking-payment). Client-safe zod; money
 * is integer paise. docs/decisions/0080, 0081.
 */
import { z } from 'zod'
import { moment, text, wholeNumber } from '@contracts/fields'
import { phoneNumberSchema } from '@contracts/accounts/rules'

export const walletReasons = ['refund', 'cashback', 'promotional', 'spend', 'expiry', 'reversal'] as const
export type WalletReason = (typeof walletReasons)[number]

/** 001 §9: the statement filter, default all. */
export const statementFilters = ['all', 'credits', 'debits', 'expiring'] as const
export type StatementFilter = (typeof statementFilters)[number]
export const DEFAULT_STATEMENT_FILTER: StatementFilter = 'all'
/** Entries per statement page. */
export const STATEMENT_PAGE_SIZE = 20

/** Promotional credit not spent yet, and when it goes. */
export const expiringCreditSchema = z.object({
  transaction_id: z.string(),
  amount: z.number().int().positive(),
  expires_at: z.string(),
})
export type ExpiringCredit = z.infer<typeof expiringCreditSchema>

/** GET /wallet/api/v1.0/wallet (data: the wallet, or null when the user has none yet). */
export const walletSchema = z.object({
  phone: z.string(),
  status: z.enum(['active', 'blocked']),
  /** Everything in the wallet, paise: the sum of the ledger's legs on the user's account. */
  balance: z.number().int().nonnegative(),
  /** The part of the balance that is promotional credit still to expire. */
  promotional: z.number().int().nonnegative(),
  /** Promotional credit by grant, soonest expiry first (spent first, too). */
  expiring: z.array(expiringCreditSchema),
  created_at: z.string(),
})
export type Wallet = z.infer<typeof walletSchema>

export const statementEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  reason: z.enum(walletReasons),
  /** Signed paise: a credit is positive, a debit negative. */
  amount: z.number().int(),
  /** The balance right after this entry. */
  balance_after: z.number().int(),
  /** Trip id, refund id or campaign. */
  reference: z.string(),
  description: z.string(),
  /** Promotional credit only: when its unspent part expires, and how much of it is unspent. */
  expires_at: z.string().nullable(),
  unspent: z.number().int().nonnegative().nullable(),
})
export type StatementEntry = z.infer<typeof statementEntrySchema>

export const statementQuerySchema = z.object({
  filter: z
    .enum(statementFilters, { error: "must be 'all', 'credits', 'debits' or 'expiring'" })
    .default(DEFAULT_STATEMENT_FILTER),
  page: z
    .string()
    .regex(/^\d{1,6}$/, 'must be a page number from 1')
    .transform(Number)
    .pipe(z.number().int().min(1, 'must be a page number from 1'))
    .default(1),
})
export type StatementQuery = z.input<typeof statementQuerySchema>

/** GET /wallet/api/v1.0/wallet/statement?filter=&page= : newest first. */
export const statementSchema = z.object({
  filter: z.enum(statementFilters),
  page: z.number().int().positive(),
  page_size: z.number().int().positive(),
  /** Entries under this filter, all pages. */
  total_entries: z.number().int().nonnegative(),
  balance: z.number().int().nonnegative(),
  entries: z.array(statementEntrySchema),
})
export type Statement = z.infer<typeof statementSchema>

/** GET /flights/flights/booking/create_wallet?phone= (000 §7). */
export const createWalletQuerySchema = z.object({ phone: phoneNumberSchema })

/** POST /wallet/sandbox/credit: sandbox only, loopback only. */
export const sandboxCreditSchema = z
  .object({
    /** The user, by id or by e-mail (one of them). */
    user_id: wholeNumber({ min: 1 }).optional(),
    email: text({ max: 254, min: 3, trim: true }).optional(),
    reason: z.enum(['promotional', 'cashback'], { error: "must be 'promotional' or 'cashback'" }),
    amount: wholeNumber({ min: 1, max: 10_000_000 }),
    /** Required for promotional credit: when its unspent part expires. */
    expires_at: moment().optional(),
    reference: text({ max: 80, min: 1, trim: true }).default('SANDBOX'),
    description: text({ max: 200, min: 1, trim: true }).optional(),
  })
  .refine((b) => (b.user_id === undefined) !== (b.email === undefined), {
    message: 'give either user_id or email',
    path: ['user_id'],
  })
  .refine((b) => b.reason !== 'promotional' || b.expires_at !== undefined, {
    message: 'promotional credit needs expires_at',
    path: ['expires_at'],
  })
  .refine((b) => b.reason !== 'cashback' || b.expires_at === undefined, {
    message: 'cashback does not expire: leave expires_at out',
    path: ['expires_at'],
  })

// ——— The flight checkout's part ———

/** POST /flights/api/v1.0/booking/{id}/wallet (Idempotency-Key): pay this much of the total from the wallet. */
export const walletSpendRequestSchema = z.object({
  amount: wholeNumber({ min: 1 }),
})

/**
 * POST /flights/api/v1.0/reverse-booking-payment (000 §7): the undo of the wallet part of a
 * checkout. `remarks` 'back page', `txnReqType` REFUND as the spec sends them; `txnBy` what paid.
 */
export const reverseBookingPaymentSchema = z.object({
  bookingId: z.string().regex(/^bk_[0-9a-f]{32}$/, 'must be a booking id such as bk_…'),
  remarks: text({ max: 80, min: 1, trim: true }).default('back page'),
  txnBy: z.enum(['WALLET'], { error: "must be 'WALLET'" }),
  txnReqType: z.enum(['REFUND'], { error: "must be 'REFUND'" }),
  /** The undo call's fields (000 §7): when given, the Trip Id must be the booking's. */
  tripId: z
    .string()
    .regex(/^SF\d{10}$/, 'must be a Trip Id like SF1234567890')
    .optional(),
  transactionBy: z.enum(['WALLET'], { error: "must be 'WALLET'" }).optional(),
})
export type ReverseBookingPayment = z.input<typeof reverseBookingPaymentSchema>

/** The wallet part of a booking, as the booking answers it (null when none). */
export const bookingWalletSchema = z.object({
  amount: z.number().int().positive(),
  transaction_id: z.string(),
})
