/**
 * Promo codes in the database: a preview for the browser (no write), and the hold / release /
 * confirm of a booking's use, which the booking service calls inside its own transaction.
 *
 * Race-free limits (docs/decisions/0071): every write of a code's uses first locks the code's row
 * (SELECT … FOR UPDATE), so the per-user count read under it cannot be overtaken by a second
 * booking of the same traveller; the total limit is then taken by a conditional UPDATE that adds
 * one only while used_count < total_limit, and a CHECK keeps used_count ≤ total_limit regardless.
 */
import { createHash } from 'node:crypto'
import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import type { PromoProduct } from '@contracts/promo/schemas'
import type { Database } from '../db/client'
import { promoCodes, promoRedemptions } from '../db/schema/promo'
import { evaluatePromo, type PromoEvaluation, type PromoRule } from './engine'

/** A transaction of the services' database: holds and releases need one for their row locks. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

export type PromoRow = typeof promoCodes.$inferSelect

/** Who a per-user limit counts: a signed-in user by id, a guest by the hash of their e-mail. */
export type PromoUser = { userId: number } | { email: string }

/** 'user:42', or 'guest:<sha256 hex of the trimmed, lower-cased e-mail>' (no e-mail kept in clear). */
export function promoUserKey(who: PromoUser): string {
  if ('userId' in who) return `user:${who.userId}`
  return `guest:${createHash('sha256').update(who.email.trim().toLowerCase()).digest('hex')}`
}

/** What a traveller typed, as codes are stored: trimmed and upper-case. */
export function normaliseCode(code: string): string {
  return code.trim().toUpperCase()
}

export interface PromoArgs {
  code: string
  amountPaise: number
  now: Date
  product: PromoProduct
  domestic: boolean
  pointsApplied?: boolean
  newUser?: boolean
}

export interface PreviewArgs extends PromoArgs {
  /** promoUserKey of the traveller when known; without it the per-user limit is not checked. */
  userKey?: string
}

export interface HoldArgs extends PromoArgs {
  bookingId: string
  userKey: string
  /** The signed-in user's id, kept on the redemption for the account pages; null for guests. */
  userId?: number | null
}

export type HoldResult = (PromoEvaluation & { ok: false }) | (PromoEvaluation & { ok: true; code: string })

const counted = inArray(promoRedemptions.status, ['held', 'redeemed'])

export async function findPromo(db: Database, code: string): Promise<PromoRow | undefined> {
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(eq(promoCodes.code, normaliseCode(code)))
  return row
}

/** Uses of `code` by `userKey` held or redeemed by bookings other than `bookingId`. */
async function usesBy(db: Database, code: string, userKey: string, bookingId?: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(promoRedemptions)
    .where(
      and(
        eq(promoRedemptions.code, code),
        eq(promoRedemptions.userKey, userKey),
        counted,
        bookingId === undefined ? undefined : ne(promoRedemptions.bookingId, bookingId),
      ),
    )
  return row?.n ?? 0
}

/** Whether the code would apply now; writes nothing (the browser's check before a booking exists). */
export async function previewPromo(db: Database, args: PreviewArgs): Promise<PromoEvaluation> {
  const promo = await findPromo(db, args.code)
  const userUsed = promo && args.userKey ? await usesBy(db, promo.code, args.userKey) : 0
  return evaluatePromo(promo, { ...args, userUsed })
}

/** Locks the rows of `codes` in code order (one order for every caller, so no deadlock between them). */
async function lockCodes(tx: Tx, codes: string[]): Promise<Map<string, PromoRule>> {
  if (codes.length === 0) return new Map()
  const rows = await tx
    .select()
    .from(promoCodes)
    .where(inArray(promoCodes.code, [...new Set(codes)].sort()))
    .orderBy(promoCodes.code)
    .for('update')
  return new Map(rows.map((r) => [r.code, r]))
}

async function heldBy(tx: Tx, bookingId: string) {
  return tx
    .select()
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.bookingId, bookingId), eq(promoRedemptions.status, 'held')))
}

/** Marks a held use released and gives it back to the code's count. The code's row must be locked. */
async function releaseOne(tx: Tx, id: number, code: string, now: Date): Promise<boolean> {
  const released = await tx
    .update(promoRedemptions)
    .set({ status: 'released', updatedAt: now })
    .where(and(eq(promoRedemptions.id, id), eq(promoRedemptions.status, 'held')))
    .returning({ id: promoRedemptions.id })
  if (released.length === 0) return false
  await tx
    .update(promoCodes)
    .set({ usedCount: sql`${promoCodes.usedCount} - 1` })
    .where(eq(promoCodes.code, code))
  return true
}

/**
 * Applies `code` to a booking: checks every rule under the code's row lock and counts the use.
 * Holding again on the same booking (the amount changed) updates the hold without a second count;
 * a refused re-hold releases that booking's hold of the code (its discount would be wrong now).
 * Holding a different code releases the booking's other held code: one promo per booking.
 */
export async function holdPromo(tx: Tx, args: HoldArgs): Promise<HoldResult> {
  const code = normaliseCode(args.code)
  const before = await heldBy(tx, args.bookingId)
  const locked = await lockCodes(tx, [code, ...before.map((r) => r.code)])
  // Re-read under the locks: a release or hold of this booking may have finished meanwhile.
  const held = await heldBy(tx, args.bookingId)
  const promo = locked.get(code)
  const [mine] = promo
    ? await tx
        .select()
        .from(promoRedemptions)
        .where(and(eq(promoRedemptions.code, code), eq(promoRedemptions.bookingId, args.bookingId)))
    : []
  if (mine?.status === 'redeemed')
    return { ok: false, code: 'ALREADY_USED', message: `This booking has already used ${code}` }
  const holdsIt = mine?.status === 'held'
  const userUsed = promo ? await usesBy(tx, code, args.userKey, args.bookingId) : 0
  const verdict = evaluatePromo(promo, { ...args, userUsed, holdsIt })
  if (!verdict.ok) {
    if (mine && holdsIt) await releaseOne(tx, mine.id, code, args.now)
    return verdict
  }
  if (!holdsIt) {
    const taken = await tx
      .update(promoCodes)
      .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
      .where(
        and(
          eq(promoCodes.code, code),
          sql`(${promoCodes.totalLimit} is null or ${promoCodes.usedCount} < ${promoCodes.totalLimit})`,
        ),
      )
      .returning({ usedCount: promoCodes.usedCount })
    if (taken.length === 0) return { ok: false, code: 'FULLY_USED', message: `${code} has been fully used` }
  }
  const values = {
    code,
    bookingId: args.bookingId,
    userId: args.userId ?? null,
    userKey: args.userKey,
    amount: verdict.discount,
    status: 'held' as const,
    updatedAt: args.now,
  }
  await tx
    .insert(promoRedemptions)
    .values({ ...values, createdAt: args.now })
    .onConflictDoUpdate({
      target: [promoRedemptions.code, promoRedemptions.bookingId],
      set: values,
    })
  for (const other of held) {
    if (other.code === code) continue
    // Not locked above only if it was held after the first read: lock it now (rare, same booking).
    if (!locked.has(other.code)) await lockCodes(tx, [other.code])
    await releaseOne(tx, other.id, other.code, args.now)
  }
  return { ...verdict, code }
}

/**
 * Gives back the booking's held use (abandoned booking, promo removed). Redeemed uses stay: once
 * paid, a use is the booking's. Returns how many were released (0 or 1).
 */
export async function releasePromo(tx: Tx, bookingId: string, now = new Date()): Promise<number> {
  const before = await heldBy(tx, bookingId)
  if (before.length === 0) return 0
  await lockCodes(
    tx,
    before.map((r) => r.code),
  )
  let released = 0
  for (const row of await heldBy(tx, bookingId))
    if (await releaseOne(tx, row.id, row.code, now)) released += 1
  return released
}

export interface ConfirmedPromo {
  code: string
  /** Paise, as held. */
  amount: number
}

/** At payment: the booking's held use becomes redeemed (no count changes: a hold already counts). */
export async function confirmPromo(
  tx: Tx,
  bookingId: string,
  now = new Date(),
): Promise<ConfirmedPromo | undefined> {
  const [row] = await tx
    .update(promoRedemptions)
    .set({ status: 'redeemed', updatedAt: now })
    .where(and(eq(promoRedemptions.bookingId, bookingId), eq(promoRedemptions.status, 'held')))
    .returning({ code: promoRedemptions.code, amount: promoRedemptions.amount })
  return row
}
