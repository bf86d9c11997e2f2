/**
 * The PAYBACK programme's accounts and reads (issue 26; docs/decisions/0225): an account found by
 * its 10-digit mobile or 16-digit card number, shown masked until a PIN is verified; its balance,
 * what expires and when, its transactions; one created for a signed-in user with a verified mobile,
 * or linked to them by a verified PIN; the sandbox's points grant.
 */
import { randomInt, randomUUID } from 'node:crypto'
import { and, desc, eq, gt } from 'drizzle-orm'
import type { ProductConfig } from '@config'
import type { AccountSummary, LoyaltyBalance, LoyaltyEntry, MyLoyalty } from '@contracts/loyalty/schemas'
import { loyaltyMessages } from '@contracts/loyalty/messages'
import type { Database, Tx } from '../db/client'
import { loyaltyAccounts, loyaltyAuthorizations, loyaltyTransactions, users } from '../db/schema'
import { ApiError } from '../http/errors'
import type { Enqueue } from '../jobs/queue'
import { ledgerOf, liveGrants, postPoints, replayPoints, type AccountRow, type Posted } from './ledger'

export type LoyaltyConfig = ProductConfig['loyalty']

/** A refusal whose words are the traveller's (statusMessage and description alike). */
export function loyaltyError(
  status: 400 | 401 | 403 | 404 | 409 | 422 | 423 | 429,
  code: string,
  words: string,
  field?: string,
): ApiError {
  return new ApiError(status, code, words, words, field ? [{ field, message: words }] : undefined)
}

const DAY_MS = 86_400_000
const mask = (digits: string) => `${'•'.repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`

export function summaryOf(row: AccountRow): AccountSummary {
  return {
    card: mask(row.cardNumber),
    mobile: mask(row.mobile),
    name: row.name,
    membership_status: row.membershipStatus,
  }
}

export async function findByNumber(db: Database | Tx, number: string): Promise<AccountRow | undefined> {
  const column = number.length === 10 ? loyaltyAccounts.mobile : loyaltyAccounts.cardNumber
  const [row] = await db.select().from(loyaltyAccounts).where(eq(column, number))
  return row
}

/** The account behind a number, or 404 with 000 §8's words for the input's length. */
export async function requireByNumber(db: Database | Tx, number: string): Promise<AccountRow> {
  const row = await findByNumber(db, number)
  if (!row) throw loyaltyError(404, 'PAYBACK_NOT_FOUND', loyaltyMessages.accountNotFound(number))
  return row
}

export async function accountOfUser(db: Database | Tx, userId: number): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(loyaltyAccounts).where(eq(loyaltyAccounts.userId, userId))
  return row
}

export async function balanceOf(
  db: Database | Tx,
  row: AccountRow,
  config: LoyaltyConfig,
  now: Date,
): Promise<LoyaltyBalance> {
  const replayed = replayPoints(await ledgerOf(db, row.id))
  const live = liveGrants(replayed, now)
  const soon = now.getTime() + config.rewardExpiryAlertDays * DAY_MS
  const points = Math.max(0, replayed.balance)
  return {
    account: summaryOf(row),
    points,
    value: points * config.paisePerPoint,
    paise_per_point: config.paisePerPoint,
    max_share_percent: config.maxRedeemPercent,
    expiring: live.map((g) => ({ points: g.left, expires_at: g.expiresAt.toISOString() })),
    expiring_soon: live.filter((g) => g.expiresAt.getTime() <= soon).reduce((s, g) => s + g.left, 0),
  }
}

export async function transactionsOf(
  db: Database | Tx,
  accountId: string,
  limit = 50,
): Promise<LoyaltyEntry[]> {
  const rows = await ledgerOf(db, accountId)
  const { balances } = replayPoints(rows)
  return rows
    .map((r, i) => ({
      id: r.id,
      at: r.createdAt.toISOString(),
      reason: r.reason,
      points: r.points,
      balance_after: balances[i] ?? 0,
      reference: r.reference,
      description: r.description,
      expires_at: r.expiresAt?.toISOString() ?? null,
    }))
    .reverse()
    .slice(0, limit)
}

export async function myLoyalty(
  db: Database,
  userId: number,
  config: LoyaltyConfig,
  now: Date,
): Promise<MyLoyalty> {
  const row = await accountOfUser(db, userId)
  if (!row) return null
  return { balance: await balanceOf(db, row, config, now), transactions: await transactionsOf(db, row.id) }
}

/** A fresh 16-digit card number in the sandbox's range (starts 9999; unique by the table's key). */
const newCardNumber = () =>
  `9999${String(randomInt(0, 1_000_000)).padStart(6, '0')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`

/** 001 §6/§7: a PAYBACK account for the signed-in user's verified mobile (one per user and mobile). */
export async function createForUser(db: Database, userId: number): Promise<AccountRow> {
  const existing = await accountOfUser(db, userId)
  if (existing) throw loyaltyError(409, 'ALREADY_HAVE', loyaltyMessages.alreadyHave)
  const [user] = await db.select().from(users).where(eq(users.id, userId))
  if (!user?.phoneNumber) throw loyaltyError(409, 'MOBILE_NOT_REGISTERED', loyaltyMessages.noMobile)
  if (!user.phoneVerified) throw loyaltyError(409, 'MOBILE_NOT_VERIFIED', loyaltyMessages.mobileNotVerified)
  if (await findByNumber(db, user.phoneNumber))
    throw loyaltyError(409, 'MOBILE_TAKEN', loyaltyMessages.mobileTaken)
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await db
      .insert(loyaltyAccounts)
      .values({
        id: `pb_${randomUUID().replace(/-/g, '').slice(0, 16)}`,
        cardNumber: newCardNumber(),
        mobile: user.phoneNumber,
        email: user.email,
        name: `${user.firstName} ${user.lastName}`.trim(),
        userId,
      })
      .onConflictDoNothing()
      .returning()
    if (row) return row
    // A concurrent create for the same user or mobile won: answer as if it came first.
    const raced = await accountOfUser(db, userId)
    if (raced) throw loyaltyError(409, 'ALREADY_HAVE', loyaltyMessages.alreadyHave)
    if (await findByNumber(db, user.phoneNumber))
      throw loyaltyError(409, 'MOBILE_TAKEN', loyaltyMessages.mobileTaken)
  }
  throw new Error('no free sandbox card number after 5 tries')
}

/** The account a live redeem authorisation names, or undefined. */
export async function authorizedAccount(
  db: Database | Tx,
  authorization: string,
  now: Date,
): Promise<AccountRow | undefined> {
  const [row] = await db
    .select({ account: loyaltyAccounts })
    .from(loyaltyAuthorizations)
    .innerJoin(loyaltyAccounts, eq(loyaltyAccounts.id, loyaltyAuthorizations.accountId))
    .where(and(eq(loyaltyAuthorizations.id, authorization), gt(loyaltyAuthorizations.expiresAt, now)))
  return row?.account
}

export async function requireAuthorized(
  db: Database | Tx,
  authorization: string,
  now: Date,
): Promise<AccountRow> {
  const row = await authorizedAccount(db, authorization, now)
  if (!row) throw loyaltyError(401, 'PAYBACK_AUTH_EXPIRED', loyaltyMessages.authorizationExpired)
  return row
}

/** Links the account a verified PIN opened to the signed-in user (their account page then shows it). */
export async function linkToUser(db: Database, account: AccountRow, userId: number): Promise<AccountRow> {
  if (account.userId === userId) return account
  if (account.userId !== null) throw loyaltyError(409, 'LINKED_ELSEWHERE', loyaltyMessages.linkedElsewhere)
  if (await accountOfUser(db, userId)) throw loyaltyError(409, 'ALREADY_HAVE', loyaltyMessages.alreadyHave)
  const [row] = await db
    .update(loyaltyAccounts)
    .set({ userId })
    .where(and(eq(loyaltyAccounts.id, account.id)))
    .returning()
  if (!row || row.userId !== userId)
    throw loyaltyError(409, 'LINKED_ELSEWHERE', loyaltyMessages.linkedElsewhere)
  return row
}

export interface PointsCredit {
  accountId: string
  reason: 'earn' | 'bonus'
  points: number
  reference: string
  description: string
  idempotencyKey: string
  expiresAt: Date
  at: Date
}

/**
 * Credits points that expire: the expiry job is queued for their time and the reward-expiry alert
 * (000 §9: 3 days) before it, both in the same transaction.
 */
export async function creditPoints(
  tx: Tx,
  enqueue: Enqueue,
  config: LoyaltyConfig,
  credit: PointsCredit,
): Promise<Posted> {
  const posted = await postPoints(tx, { ...credit, amount: null, reverses: null })
  if (!posted.ok || posted.replayed) return posted
  await enqueue(tx, {
    kind: 'loyalty.expire',
    payload: { accountId: credit.accountId },
    runAt: credit.expiresAt,
    dedupeKey: `loyalty-expiry:${posted.row.id}`,
  })
  const alertAt = new Date(credit.expiresAt.getTime() - config.rewardExpiryAlertDays * DAY_MS)
  await enqueue(tx, {
    kind: 'loyalty.expiry-alert',
    payload: { accountId: credit.accountId, grantId: posted.row.id },
    runAt: alertAt.getTime() > credit.at.getTime() ? alertAt : credit.at,
    dedupeKey: `loyalty-expiry-alert:${posted.row.id}`,
  })
  return posted
}

/** The newest movements of a reference (a trip), for the redeem and earn look-ups. */
export async function movementsOf(db: Database | Tx, reference: string) {
  return db
    .select()
    .from(loyaltyTransactions)
    .where(eq(loyaltyTransactions.reference, reference))
    .orderBy(desc(loyaltyTransactions.seq))
}
