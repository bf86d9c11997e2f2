/**
 * The points ledger's one way in (docs/decisions/0225): a movement is one loyalty_transactions row,
 * posted inside the caller's transaction after the account row is locked, so concurrent redeems
 * of one balance queue up and none takes it below zero. The balance is always the sum of the rows.
 *
 * `replayPoints` reads the rows back in order: earned and bonus points are grants with an expiry;
 * a debit takes the soonest-expiring grant still valid first; an expiry takes from the grant it
 * names; a reversal puts points back where its redeem took them from.
 */
import { randomUUID } from 'node:crypto'
import { asc, eq, sql } from 'drizzle-orm'
import type { LoyaltyReason } from '@contracts/loyalty/schemas'
import type { Database, Tx } from '../db/client'
import { loyaltyAccounts, loyaltyTransactions } from '../db/schema'

export type AccountRow = typeof loyaltyAccounts.$inferSelect
export type LedgerRow = typeof loyaltyTransactions.$inferSelect

export interface Movement {
  accountId: string
  idempotencyKey: string
  reason: LoyaltyReason
  /** Signed points: credit > 0, debit < 0. */
  points: number
  amount?: number | null
  reference: string
  description: string
  expiresAt?: Date | null
  reverses?: string | null
  at: Date
}

export type Posted =
  | { ok: true; row: LedgerRow; balance: number; replayed: boolean }
  | { ok: false; reason: 'NO_ACCOUNT' | 'INSUFFICIENT_POINTS' | 'BLOCKED'; balance: number }

export async function pointsBalance(db: Pick<Tx, 'select'>, accountId: string): Promise<number> {
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${loyaltyTransactions.points}), 0)` })
    .from(loyaltyTransactions)
    .where(eq(loyaltyTransactions.accountId, accountId))
  return Number(row?.balance ?? 0)
}

export async function lockAccount(tx: Tx, accountId: string): Promise<AccountRow | undefined> {
  const [row] = await tx.select().from(loyaltyAccounts).where(eq(loyaltyAccounts.id, accountId)).for('update')
  return row
}

/** Posts one movement; a debit larger than the balance is refused, never partly taken. */
export async function postPoints(tx: Tx, m: Movement): Promise<Posted> {
  if (!Number.isInteger(m.points) || m.points === 0)
    throw new Error('a points movement is whole and non-zero')
  const account = await lockAccount(tx, m.accountId)
  if (!account) return { ok: false, reason: 'NO_ACCOUNT', balance: 0 }
  const [again] = await tx
    .select()
    .from(loyaltyTransactions)
    .where(eq(loyaltyTransactions.idempotencyKey, m.idempotencyKey))
  const balance = await pointsBalance(tx, m.accountId)
  if (again) return { ok: true, row: again, balance, replayed: true }
  if (m.reason === 'redeem' && account.status !== 'active') return { ok: false, reason: 'BLOCKED', balance }
  if (balance + m.points < 0) return { ok: false, reason: 'INSUFFICIENT_POINTS', balance }
  const [row] = await tx
    .insert(loyaltyTransactions)
    .values({
      id: `ltx_${randomUUID().replace(/-/g, '').slice(0, 20)}`,
      idempotencyKey: m.idempotencyKey,
      accountId: m.accountId,
      reason: m.reason,
      points: m.points,
      amount: m.amount ?? null,
      reference: m.reference,
      description: m.description,
      expiresAt: m.expiresAt ?? null,
      reverses: m.reverses ?? null,
      createdAt: m.at,
    })
    .returning()
  if (!row) throw new Error('the points insert returned no row')
  return { ok: true, row, balance: balance + m.points, replayed: false }
}

/** An account's movements, oldest first (the account lock serialises them). */
export async function ledgerOf(db: Database | Tx, accountId: string): Promise<LedgerRow[]> {
  return db
    .select()
    .from(loyaltyTransactions)
    .where(eq(loyaltyTransactions.accountId, accountId))
    .orderBy(asc(loyaltyTransactions.seq))
}

export interface PointsGrant {
  id: string
  expiresAt: Date
  left: number
  expired: number
}

export interface ReplayedPoints {
  balances: number[]
  balance: number
  grants: Map<string, PointsGrant>
}

/** Replays an account's movements (oldest first): running balances and what is left of each grant. */
export function replayPoints(rows: readonly LedgerRow[]): ReplayedPoints {
  const grants = new Map<string, PointsGrant>()
  const taken = new Map<string, Array<[string, number]>>()
  const balances: number[] = []
  let plain = 0
  let balance = 0
  const take = (id: string, want: number, parts: Array<[string, number]>): number => {
    const grant = grants.get(id)
    const got = grant ? Math.min(want, grant.left) : 0
    if (grant && got > 0) {
      grant.left -= got
      parts.push([id, got])
    }
    return got
  }
  for (const row of rows) {
    balance += row.points
    balances.push(balance)
    if (row.points > 0) {
      const undone = row.reverses ? taken.get(row.reverses) : undefined
      if (undone) {
        let left = row.points
        for (const [id, points] of undone) {
          const back = Math.min(points, left)
          const grant = grants.get(id)
          if (grant) grant.left += back
          else plain += back
          left -= back
        }
        plain += left
      } else if (row.expiresAt) {
        grants.set(row.id, { id: row.id, expiresAt: row.expiresAt, left: row.points, expired: 0 })
      } else plain += row.points
      continue
    }
    let want = -row.points
    const parts: Array<[string, number]> = []
    const named =
      row.reason === 'expiry' ? row.reference : row.reason === 'earn_reversal' ? row.reverses : null
    if (named) {
      const got = take(named, want, parts)
      if (row.reason === 'expiry') {
        const grant = grants.get(named)
        if (grant) grant.expired += got
      }
      want -= got
    }
    const byExpiry = [...grants.values()].sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime())
    const when = row.createdAt.getTime()
    for (const g of byExpiry) if (g.expiresAt.getTime() > when) want -= take(g.id, want, parts)
    const fromPlain = Math.min(want, Math.max(plain, 0))
    plain -= fromPlain
    want -= fromPlain
    for (const g of byExpiry) want -= take(g.id, want, parts)
    if (want > 0) plain -= want
    taken.set(row.id, parts)
  }
  return { balances, balance, grants }
}

/** Grants still valid with points left, soonest expiry first. */
export function liveGrants(replayed: ReplayedPoints, now: Date): PointsGrant[] {
  return [...replayed.grants.values()]
    .filter((g) => g.left > 0 && g.expiresAt.getTime() > now.getTime())
    .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime())
}

/** Grants past their time with points left: what the expiry job takes. */
export function dueGrants(replayed: ReplayedPoints, now: Date): PointsGrant[] {
  return [...replayed.grants.values()].filter((g) => g.left > 0 && g.expiresAt.getTime() <= now.getTime())
}
