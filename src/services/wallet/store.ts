/**
 * The wallet's reads and writes over the ledger (src/services/wallet/ledger.ts, the only way money
 * moves): creating a wallet for a verified mobile, the wallet and its statement derived from the
 * movements (replay.ts), credit granted, spending with the soonest-expiring promotional credit
 * first, the reversal of a spend, and the expiry of promotional credit. docs/decisions/0080, 0081.
 */
import { randomUUID } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import type { Statement, StatementEntry, StatementFilter, Wallet } from '@contracts/wallet/schemas'
import { STATEMENT_PAGE_SIZE } from '@contracts/wallet/schemas'
import { walletMessages } from '@contracts/wallet/messages'
import type { Database, Tx } from '../db/client'
import { users, walletEntries, wallets, walletTransactions } from '../db/schema'
import { ApiError } from '../http/errors'
import type { Enqueue } from '../jobs/queue'
import { postWalletMovement, walletAccount, type PostResult } from './ledger'
import { dueGrants, liveGrants, replay, type LedgerRow } from './replay'

/** A wallet refusal: 001 §3 — its description is the error the store shows, so both are the words. */
export function walletError(status: 400 | 404 | 409, code: string, words: string): ApiError {
  return new ApiError(status, code, words, words)
}

type WalletRow = typeof wallets.$inferSelect

export async function findWallet(db: Database | Tx, userId: number): Promise<WalletRow | undefined> {
  const [row] = await db.select().from(wallets).where(eq(wallets.userId, userId))
  return row
}

/** 000 §7 create_wallet: for the account's own verified mobile; a second call finds the first wallet. */
export async function createWallet(db: Database, userId: number, phone: string): Promise<WalletRow> {
  const [user] = await db
    .select({ phone: users.phoneNumber, verified: users.phoneVerified })
    .from(users)
    .where(eq(users.id, userId))
  if (!user?.phone) throw walletError(409, 'MOBILE_NOT_REGISTERED', walletMessages.noMobile)
  if (user.phone !== phone) throw walletError(409, 'MOBILE_NOT_YOURS', walletMessages.mobileNotYours)
  if (!user.verified) throw walletError(409, 'MOBILE_NOT_VERIFIED', walletMessages.mobileNotVerified)
  await db.insert(wallets).values({ userId, phone }).onConflictDoNothing()
  const row = await findWallet(db, userId)
  if (!row) throw new Error('the wallet insert left no row')
  return row
}

/** A user's movements in ledger order (the order of their wallet legs, which the wallet lock serialises). */
export async function ledgerRows(db: Database | Tx, userId: number): Promise<LedgerRow[]> {
  return db
    .select({
      id: walletTransactions.id,
      reason: walletTransactions.reason,
      amount: walletTransactions.amount,
      reference: walletTransactions.reference,
      description: walletTransactions.description,
      expiresAt: walletTransactions.expiresAt,
      reverses: walletTransactions.reverses,
      createdAt: walletTransactions.createdAt,
    })
    .from(walletTransactions)
    .innerJoin(
      walletEntries,
      and(
        eq(walletEntries.transactionId, walletTransactions.id),
        eq(walletEntries.account, walletAccount(userId)),
      ),
    )
    .where(eq(walletTransactions.userId, userId))
    .orderBy(asc(walletEntries.id))
}

export async function walletView(db: Database, userId: number, now: Date): Promise<Wallet | null> {
  const row = await findWallet(db, userId)
  if (!row) return null
  const replayed = replay(await ledgerRows(db, userId))
  const live = liveGrants(replayed, now)
  return {
    phone: row.phone,
    status: row.status,
    balance: replayed.balance,
    promotional: live.reduce((s, g) => s + g.left, 0),
    expiring: live.map((g) => ({
      transaction_id: g.id,
      amount: g.left,
      expires_at: g.expiresAt.toISOString(),
    })),
    created_at: row.createdAt.toISOString(),
  }
}

export async function statementOf(
  db: Database,
  userId: number,
  query: { filter: StatementFilter; page: number },
  now: Date,
): Promise<Statement | null> {
  if (!(await findWallet(db, userId))) return null
  const rows = await ledgerRows(db, userId)
  const replayed = replay(rows)
  const all: StatementEntry[] = rows.map((r, i) => {
    const grant = replayed.grants.get(r.id)
    return {
      id: r.id,
      at: r.createdAt.toISOString(),
      reason: r.reason,
      amount: r.amount,
      balance_after: replayed.balances[i] ?? 0,
      reference: r.reference,
      description: r.description,
      expires_at: r.expiresAt?.toISOString() ?? null,
      unspent: grant ? grant.left : null,
    }
  })
  const keep = (e: StatementEntry) => {
    switch (query.filter) {
      case 'credits':
        return e.amount > 0
      case 'debits':
        return e.amount < 0
      case 'expiring':
        return e.unspent !== null && e.unspent > 0 && Date.parse(e.expires_at ?? '') > now.getTime()
      default:
        return true
    }
  }
  const chosen = all.filter(keep).reverse()
  const start = (query.page - 1) * STATEMENT_PAGE_SIZE
  return {
    filter: query.filter,
    page: query.page,
    page_size: STATEMENT_PAGE_SIZE,
    total_entries: chosen.length,
    balance: replayed.balance,
    entries: chosen.slice(start, start + STATEMENT_PAGE_SIZE),
  }
}

/** Locks the user's wallet row (concurrent movements of one wallet queue behind it). */
async function lockWallet(tx: Tx, userId: number): Promise<WalletRow | undefined> {
  const [row] = await tx.select().from(wallets).where(eq(wallets.userId, userId)).for('update')
  return row
}

/**
 * Debits the unspent part of every promotional grant whose time has come (reason 'expiry',
 * reference the grant). The key names the grant and how much of it had expired before, so two
 * workers doing this at once post it once, and credit put back later (a reversed spend) expires too.
 */
export async function expireDue(tx: Tx, userId: number, now: Date): Promise<number> {
  if (!(await lockWallet(tx, userId))) return 0
  const due = dueGrants(replay(await ledgerRows(tx, userId)), now)
  let expired = 0
  for (const grant of due) {
    const posted = await postWalletMovement(tx, {
      userId,
      idempotencyKey: `expiry:${grant.id}:${grant.expired}`,
      reason: 'expiry',
      amount: -grant.left,
      reference: grant.id,
      description: 'Promotional credit expired',
      at: now,
    })
    if (posted.ok && !posted.replayed) expired += grant.left
  }
  return expired
}

export interface Credit {
  userId: number
  reason: 'promotional' | 'cashback'
  amount: number
  expiresAt?: Date | undefined
  reference: string
  description: string
  idempotencyKey: string
}

/** Credit into a wallet; promotional credit gets its expiry job (run by the job queue at its time). */
export async function grantCredit(tx: Tx, enqueue: Enqueue, credit: Credit): Promise<PostResult> {
  const posted = await postWalletMovement(tx, {
    userId: credit.userId,
    idempotencyKey: credit.idempotencyKey,
    reason: credit.reason,
    amount: credit.amount,
    reference: credit.reference,
    description: credit.description,
    expiresAt: credit.expiresAt ?? null,
  })
  if (posted.ok && credit.expiresAt)
    await enqueue(tx, {
      kind: 'wallet.expire',
      payload: { userId: credit.userId },
      runAt: credit.expiresAt,
      dedupeKey: `wallet-expiry:${posted.id}`,
    })
  return posted
}

export interface Spend {
  userId: number
  amount: number
  /** Unique per spend (the booking and its Idempotency-Key). */
  idempotencyKey: string
  reference: string
  description: string
  now: Date
}

/** A debit for a purchase: credit past its time is expired first, so it is never spent. */
export async function spendWallet(tx: Tx, spend: Spend): Promise<PostResult> {
  await expireDue(tx, spend.userId, spend.now)
  return postWalletMovement(tx, {
    userId: spend.userId,
    idempotencyKey: spend.idempotencyKey,
    reason: 'spend',
    amount: -spend.amount,
    reference: spend.reference,
    description: spend.description,
    at: spend.now,
  })
}

/**
 * Puts a spend back (reason 'reversal', reverses the spend): at most once, whoever asks (the undo,
 * the end of an unpaid checkout, the refund of a failed booking). Promotional credit it restores
 * past its time is expired again at once.
 */
export async function reverseSpend(
  tx: Tx,
  args: { userId: number; transactionId: string; description: string; now: Date },
): Promise<PostResult> {
  const [spend] = await tx
    .select()
    .from(walletTransactions)
    .where(and(eq(walletTransactions.id, args.transactionId), eq(walletTransactions.userId, args.userId)))
  if (!spend || spend.reason !== 'spend') throw new Error(`no spend ${args.transactionId} of this user`)
  const posted = await postWalletMovement(tx, {
    userId: args.userId,
    idempotencyKey: `reversal:${spend.id}`,
    reason: 'reversal',
    amount: -spend.amount,
    reference: spend.reference,
    description: args.description,
    reverses: spend.id,
    at: args.now,
  })
  await expireDue(tx, args.userId, args.now)
  return posted
}

/** The user with this e-mail (the sandbox control names users either way). */
export async function userIdByEmail(db: Database, email: string): Promise<number | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()))
  return row?.id
}

export const sandboxKey = (userId: number) => `sandbox:${userId}:${randomUUID()}`
