/**
 * The bookings area's queries: trips by owner and filter, one trip's history, refunds and
 * modification requests.
 */
import { randomInt, randomUUID } from 'node:crypto'
import { and, asc, count, desc, eq, gt, inArray, lte, type SQL } from 'drizzle-orm'
import type {
  Product,
  TripFilter,
  TripSummary,
  RefundView,
  ModificationView,
} from '@contracts/bookings/trips'
import { refundsOfTrip, refundView } from '../commerce/refunds'
import type { Database } from '../db/client'
import { modificationRequests, tripEvents, trips } from '../db/schema'

export type TripRow = typeof trips.$inferSelect

const LIVE = ['pending', 'confirmed', 'partially_cancelled'] as const
const TAKEN = ['confirmed', 'partially_cancelled'] as const

/** Where a trip stands for the traveller: upcoming and completed are read against the clock. */
export function phaseOf(row: TripRow, now: Date): TripFilter {
  if (row.status === 'cancelled') return 'cancelled'
  if (row.status === 'failed' || row.status === 'refunded') return 'failed'
  return row.startsAt > now ? 'upcoming' : 'completed'
}

export function summaryOf(row: TripRow, now: Date): TripSummary {
  return {
    trip_id: row.tripId,
    product: row.product,
    title: row.title,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    status: row.status,
    phase: phaseOf(row, now),
    total: row.total,
    refunded: row.refunded,
    booked_at: row.createdAt.toISOString(),
  }
}

/** A confirmed trip that has not started: it can be cancelled or changed. */
export const changeable = (row: TripRow, now: Date) =>
  (TAKEN as readonly string[]).includes(row.status) && row.startsAt > now

function filterOf(status: TripFilter, now: Date): SQL | undefined {
  switch (status) {
    case 'upcoming':
      return and(inArray(trips.status, [...LIVE]), gt(trips.startsAt, now))
    case 'completed':
      return and(inArray(trips.status, [...TAKEN]), lte(trips.startsAt, now))
    case 'cancelled':
      return eq(trips.status, 'cancelled')
    case 'failed':
      return inArray(trips.status, ['failed', 'refunded'])
  }
}

export async function listTrips(
  db: Database,
  q: { userId: number; product?: Product; status?: TripFilter; page: number; pageSize: number },
  now: Date,
) {
  const where = and(
    eq(trips.userId, q.userId),
    q.product ? eq(trips.product, q.product) : undefined,
    q.status ? filterOf(q.status, now) : undefined,
  )
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(trips)
      .where(where)
      .orderBy(desc(trips.createdAt), desc(trips.tripId))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(trips).where(where),
  ])
  return { rows, total: counted?.n ?? 0 }
}

export async function findTrip(db: Database, tripId: string): Promise<TripRow | undefined> {
  const [row] = await db.select().from(trips).where(eq(trips.tripId, tripId)).limit(1)
  return row
}

export async function tripHistory(db: Database, tripId: string) {
  const rows = await db
    .select()
    .from(tripEvents)
    .where(eq(tripEvents.tripId, tripId))
    .orderBy(asc(tripEvents.id))
  return rows.map((r) => ({ kind: r.kind, text: r.text, at: r.at.toISOString() }))
}

export async function tripRefunds(db: Database, tripId: string): Promise<RefundView[]> {
  // The commerce core's view of each refund, less the Trip Id the trip already names.
  return (await refundsOfTrip(db, tripId)).map((r) => {
    const { trip_id: _tripId, ...view } = refundView(r)
    return view
  })
}

type ModificationRow = typeof modificationRequests.$inferSelect

/** The details as recorded: the request's own fields, text and numbers (checked when it came in). */
const detailsOf = (d: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(d).flatMap(([k, v]) => (typeof v === 'string' || typeof v === 'number' ? [[k, v]] : [])),
  )

export function modificationView(r: ModificationRow): ModificationView {
  return {
    reference: r.reference,
    kind: r.kind,
    details: detailsOf(r.details),
    status: r.status,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }
}

export async function tripModifications(db: Database, tripId: string): Promise<ModificationView[]> {
  const rows = await db
    .select()
    .from(modificationRequests)
    .where(eq(modificationRequests.tripId, tripId))
    .orderBy(desc(modificationRequests.createdAt), desc(modificationRequests.reference))
  return rows.map(modificationView)
}

/** JSON with sorted keys: jsonb keeps its own key order, so a repeat is compared by content. */
const canonical = (v: Record<string, unknown>) =>
  JSON.stringify(Object.fromEntries(Object.entries(v).sort(([x], [y]) => x.localeCompare(y))))

const kindWords = {
  date_change: 'Date change',
  name_correction: 'Name correction',
  add_baggage: 'Extra baggage',
} as const

/**
 * Records a modification request once per (trip, Idempotency-Key), with its history row, in one
 * transaction. Answers the row recorded first (a repeat), or `conflict` when the key was used for
 * another request.
 */
export async function recordModification(
  db: Database,
  args: { tripId: string; key: string; kind: ModificationRow['kind']; details: Record<string, unknown> },
  now: Date,
): Promise<{ row: ModificationRow; created: boolean } | 'conflict'> {
  const idempotencyKey = `${args.tripId}:${args.key}`
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(modificationRequests)
      .values({
        id: `mr_${randomUUID().replaceAll('-', '')}`,
        reference: `MR${String(randomInt(10 ** 7, 10 ** 8))}`,
        tripId: args.tripId,
        kind: args.kind,
        details: args.details,
        status: 'received',
        idempotencyKey,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: modificationRequests.idempotencyKey })
      .returning()
    if (inserted) {
      await tx.insert(tripEvents).values({
        tripId: args.tripId,
        kind: 'modification_requested',
        text: `${kindWords[args.kind]} requested (reference ${inserted.reference})`,
        data: { reference: inserted.reference, kind: args.kind },
        at: now,
      })
      return { row: inserted, created: true }
    }
    const [first] = await tx
      .select()
      .from(modificationRequests)
      .where(eq(modificationRequests.idempotencyKey, idempotencyKey))
    if (!first) throw new Error('conflicting insert left no row')
    const same = first.kind === args.kind && canonical(first.details) === canonical(args.details)
    return same ? { row: first, created: false } : 'conflict'
  })
}
