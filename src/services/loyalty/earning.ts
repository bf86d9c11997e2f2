/**
 * Points earned on a completed booking (000 §3 credited-points fields, §9 points multipliers;
 * issue 26; docs/decisions/0227). One point per ₹100 paid (loyalty.earnPaisePerPoint) times the
 * product's multiplier — flights 4x (9x), hotels 9x (14x) for membership status 3, trains 1x (2x) as
 * the spec is silent — credited to the PAYBACK account of the booking's user, else of its mobile.
 * Posted once per trip (the movement's key is the Trip Id), however often the completion is told;
 * a cancellation takes them back once (as far as the balance goes: points already redeemed stay
 * spent, and the shortfall is said in the movement's description).
 */
import { and, eq, isNull } from 'drizzle-orm'
import type { Database, Tx } from '../db/client'
import { loyaltyTransactions, loyaltyTripSettlements, trips } from '../db/schema'
import type { Enqueue } from '../jobs/queue'
import { lockAccount, pointsBalance, postPoints, type AccountRow } from './ledger'
import { accountOfUser, creditPoints, findByNumber, type LoyaltyConfig } from './store'

const DAY_MS = 86_400_000

export interface EarnArgs {
  tripId: string
  /** The product's service prefix: 'flights', 'hotels', 'trains', 'holidays'. */
  product: string
  /** What the traveller paid for it (paise), points redeemed on it excluded. */
  amountPaid: number
  userId: number | null
  /** The booking's mobile (10 digits, or with +91 and spaces). */
  mobile: string | null
  now: Date
}

export type Earned =
  | { ok: true; points: number; transactionId: string; replayed: boolean }
  | { ok: false; reason: 'NO_ACCOUNT' | 'NOTHING_TO_EARN' }

/** 000 §9 multipliers by product and membership status. */
export function multiplierOf(config: LoyaltyConfig, product: string, membershipStatus: number): number {
  const top = membershipStatus === 3
  switch (product) {
    case 'flights':
      return top ? config.flightsExtraPointsStatus3 : config.flightsExtraPoints
    case 'hotels':
      return top ? config.hotelsExtraPointsStatus3 : config.hotelsExtraPoints
    case 'trains':
      return top ? config.trainsExtraPointsStatus3 : config.trainsExtraPoints
    default:
      return 1
  }
}

export function pointsFor(
  config: LoyaltyConfig,
  product: string,
  membershipStatus: number,
  amountPaid: number,
) {
  return Math.floor(amountPaid / config.earnPaisePerPoint) * multiplierOf(config, product, membershipStatus)
}

async function earnerOf(
  tx: Tx,
  userId: number | null,
  mobile: string | null,
): Promise<AccountRow | undefined> {
  const byUser = userId === null ? undefined : await accountOfUser(tx, userId)
  if (byUser) return byUser
  const digits = mobile?.replace(/\D/g, '').slice(-10)
  return digits && digits.length === 10 ? findByNumber(tx, digits) : undefined
}

export const earnKey = (tripId: string) => `earn:${tripId}`

export async function earnFor(
  tx: Tx,
  enqueue: Enqueue,
  config: LoyaltyConfig,
  args: EarnArgs,
): Promise<Earned> {
  const account = await earnerOf(tx, args.userId, args.mobile)
  if (!account) return { ok: false, reason: 'NO_ACCOUNT' }
  const points = pointsFor(config, args.product, account.membershipStatus, args.amountPaid)
  if (points < 1) return { ok: false, reason: 'NOTHING_TO_EARN' }
  const posted = await creditPoints(tx, enqueue, config, {
    accountId: account.id,
    reason: 'earn',
    points,
    reference: args.tripId,
    description: `Earned on ${args.product} booking ${args.tripId} (${multiplierOf(config, args.product, account.membershipStatus)}x)`,
    idempotencyKey: earnKey(args.tripId),
    expiresAt: new Date(args.now.getTime() + config.pointsValidityDays * DAY_MS),
    at: args.now,
  })
  if (!posted.ok) return { ok: false, reason: 'NO_ACCOUNT' }
  return { ok: true, points: posted.row.points, transactionId: posted.row.id, replayed: posted.replayed }
}

/** Takes back what a trip earned, once; returns the points taken (0 when nothing was earned or already taken). */
export async function reverseEarning(
  tx: Tx,
  args: { tripId: string; why: string; now: Date },
): Promise<number> {
  const [earned] = await tx
    .select()
    .from(loyaltyTransactions)
    .where(eq(loyaltyTransactions.idempotencyKey, earnKey(args.tripId)))
  if (!earned) return 0
  await lockAccount(tx, earned.accountId)
  const [done] = await tx
    .select()
    .from(loyaltyTransactions)
    .where(eq(loyaltyTransactions.reverses, earned.id))
  if (done) return 0
  const balance = await pointsBalance(tx, earned.accountId)
  const take = Math.min(earned.points, Math.max(0, balance))
  const short = earned.points - take
  if (take < 1) return 0
  const posted = await postPoints(tx, {
    accountId: earned.accountId,
    idempotencyKey: `earn-reversal:${args.tripId}`,
    reason: 'earn_reversal',
    points: -take,
    reference: args.tripId,
    description: `${args.why}${short ? ` (${short} points already redeemed stay spent)` : ''}`.slice(0, 200),
    reverses: earned.id,
    at: args.now,
  })
  return posted.ok && !posted.replayed ? take : 0
}

/**
 * The earning's side of a trip's outcome, for the commerce core to call when a trip is confirmed or
 * cancelled (docs/decisions/0227). Safe to call any number of times.
 */
export function loyaltyTripOutcomes(enqueue: Enqueue, config: LoyaltyConfig) {
  return {
    confirmed: (tx: Tx, trip: EarnArgs) => earnFor(tx, enqueue, config, trip),
    cancelled: (tx: Tx, trip: { tripId: string; now: Date }) =>
      reverseEarning(tx, { tripId: trip.tripId, why: `Booking ${trip.tripId} cancelled`, now: trip.now }),
  }
}

/**
 * The sweep that needs no call from the core: confirmed trips not settled yet, and cancelled ones
 * whose earning is not taken back, each in its own transaction with its settlement row. Runs on the
 * services' beat (main.ts) and is safe on every instance at once (the movements' keys, the account
 * lock and the settlement's primary key).
 */
export async function settleTrips(
  db: Database,
  enqueue: Enqueue,
  config: LoyaltyConfig,
  now: Date,
  limit = 50,
): Promise<{ earned: number; reversed: number }> {
  const toEarn = await db
    .select({ trip: trips })
    .from(trips)
    .leftJoin(loyaltyTripSettlements, eq(loyaltyTripSettlements.tripId, trips.tripId))
    .where(and(eq(trips.status, 'confirmed'), isNull(loyaltyTripSettlements.tripId)))
    .limit(limit)
  let earned = 0
  for (const { trip } of toEarn) {
    await db.transaction(async (tx) => {
      const result = await earnFor(tx, enqueue, config, {
        tripId: trip.tripId,
        product: trip.product,
        amountPaid: trip.total - trip.refunded,
        userId: trip.userId,
        mobile: trip.phone,
        now,
      })
      await tx
        .insert(loyaltyTripSettlements)
        .values({ tripId: trip.tripId, earnedPoints: result.ok ? result.points : 0, settledAt: now })
        .onConflictDoNothing()
      if (result.ok && !result.replayed) earned++
    })
  }
  const toReverse = await db
    .select({ tripId: trips.tripId })
    .from(trips)
    .leftJoin(loyaltyTripSettlements, eq(loyaltyTripSettlements.tripId, trips.tripId))
    .where(and(eq(trips.status, 'cancelled'), isNull(loyaltyTripSettlements.reversedAt)))
    .limit(limit)
  let reversed = 0
  for (const { tripId } of toReverse) {
    await db.transaction(async (tx) => {
      const taken = await reverseEarning(tx, { tripId, why: `Booking ${tripId} cancelled`, now })
      await tx
        .insert(loyaltyTripSettlements)
        .values({ tripId, settledAt: now, reversedAt: now })
        .onConflictDoUpdate({ target: loyaltyTripSettlements.tripId, set: { reversedAt: now } })
      if (taken) reversed++
    })
  }
  return { earned, reversed }
}
