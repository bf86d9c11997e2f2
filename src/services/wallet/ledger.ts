/**
 * The wallet ledger's one way in (docs/decisions/0080): a movement is a wallet_transactions row and
 * two legs in wallet_entries that sum to zero, posted inside the caller's transaction. The user's
 * wallet row is locked first, so concurrent debits of one balance queue up and none takes it below
 * zero; the balance is always the sum of the wallet account's legs, never a stored number.
 */
import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { Tx } from '../db/client'
import { walletEntries, wallets, walletTransactions } from '../db/schema'

export type WalletReason = (typeof walletTransactions.$inferInsert)['reason']

/** The store's side of each kind of movement. */
const counterAccount: Record<WalletReason, string> = {
  refund: 'store:refunds',
  cashback: 'store:cashback',
  promotional: 'store:promotions',
  spend: 'store:sales',
  expiry: 'store:expired',
  reversal: 'store:sales',
}

export const walletAccount = (userId: number) => `wallet:${userId}`

export interface WalletMovement {
  userId: number
  /** The same key twice posts once and answers the first movement. */
  idempotencyKey: string
  reason: WalletReason
  /** Signed paise as the wallet sees it: credit > 0, debit < 0. */
  amount: number
  reference: string
  description: string
  expiresAt?: Date | null
  reverses?: string | null
  /** The counter account when not the reason's usual one (a reversal of a refund, …). */
  counter?: string
  at?: Date
}

export type PostResult =
  | { ok: true; id: string; balance: number; replayed: boolean }
  | { ok: false; reason: 'NO_WALLET' | 'INSUFFICIENT_BALANCE' | 'BLOCKED'; balance: number }

/** The balance of a user's wallet account (inside or outside a transaction). */
export async function walletBalance(tx: Pick<Tx, 'select'>, userId: number): Promise<number> {
  const [row] = await tx
    .select({ balance: sql<string>`coalesce(sum(${walletEntries.amount}), 0)` })
    .from(walletEntries)
    .where(eq(walletEntries.account, walletAccount(userId)))
  return Number(row?.balance ?? 0)
}

/** Posts one movement; a debit larger than the balance is refused, never partly taken. */
export async function postWalletMovement(tx: Tx, m: WalletMovement): Promise<PostResult> {
  if (!Number.isInteger(m.amount) || m.amount === 0)
    throw new Error('a wallet movement is whole non-zero paise')
  const [wallet] = await tx.select().from(wallets).where(eq(wallets.userId, m.userId)).for('update')
  if (!wallet) return { ok: false, reason: 'NO_WALLET', balance: 0 }
  const [again] = await tx
    .select()
    .from(walletTransactions)
    .where(
      and(eq(walletTransactions.idempotencyKey, m.idempotencyKey), eq(walletTransactions.userId, m.userId)),
    )
  if (again) return { ok: true, id: again.id, balance: await walletBalance(tx, m.userId), replayed: true }
  const balance = await walletBalance(tx, m.userId)
  if (m.amount < 0 && wallet.status !== 'active') return { ok: false, reason: 'BLOCKED', balance }
  if (balance + m.amount < 0) return { ok: false, reason: 'INSUFFICIENT_BALANCE', balance }
  const id = `wtx_${randomUUID().replace(/-/g, '').slice(0, 20)}`
  const at = m.at ?? new Date()
  await tx.insert(walletTransactions).values({
    id,
    idempotencyKey: m.idempotencyKey,
    userId: m.userId,
    reason: m.reason,
    amount: m.amount,
    reference: m.reference,
    description: m.description,
    expiresAt: m.expiresAt ?? null,
    reverses: m.reverses ?? null,
    createdAt: at,
  })
  await tx.insert(walletEntries).values([
    { transactionId: id, account: walletAccount(m.userId), amount: m.amount, createdAt: at },
    { transactionId: id, account: m.counter ?? counterAccount[m.reason], amount: -m.amount, createdAt: at },
  ])
  return { ok: true, id, balance: balance + m.amount, replayed: false }
}
