/**
 * Every product's trip (`trips`) and its history (`trip_events`): the one way a product's booking
 * service writes them, in the transaction that changes its booking (docs/decisions/0080, 0087).
 * A product maps its booking's statuses to a TripStatus and its moments to TripEvents.
 */
import { and, eq, sql } from 'drizzle-orm'
import { trips, tripEvents } from '../db/schema'
import type { Tx } from './idempotency'

export type TripStatus = typeof trips.$inferInsert.status

/** What happened, as the traveller reads it in the booking's history. */
export interface TripEvent {
  kind: string
  text: string
  data?: Record<string, unknown>
}

/**
 * Writes a trip row as its product's booking is now (insert or update) and, when given, one history
 * row: the one way every product's booking service writes `trips`. An expired booking updates only a
 * trip that exists and is still pending; a cancelled or partly cancelled trip keeps its status (the
 * cancellation's to change), and the total never drops below what was refunded.
 */
export async function writeTrip(
  tx: Tx,
  values: typeof trips.$inferInsert & { updatedAt: Date },
  expired: boolean,
  event?: TripEvent,
): Promise<void> {
  const written = expired
    ? await tx
        .update(trips)
        .set({ status: values.status, updatedAt: values.updatedAt })
        .where(and(eq(trips.tripId, values.tripId), eq(trips.status, 'pending')))
        .returning({ tripId: trips.tripId })
    : await tx
        .insert(trips)
        .values({ ...values, createdAt: values.updatedAt })
        .onConflictDoUpdate({
          target: trips.tripId,
          set: {
            status: sql`case when ${trips.status} in ('cancelled', 'partially_cancelled') then ${trips.status} else excluded.status end`,
            email: values.email,
            phone: values.phone,
            total: sql`greatest(${values.total}, ${trips.refunded})`,
            updatedAt: values.updatedAt,
          },
        })
        .returning({ tripId: trips.tripId })
  if (event && written.length)
    await tx.insert(tripEvents).values({
      tripId: values.tripId,
      kind: event.kind,
      text: event.text,
      data: event.data ?? {},
      at: values.updatedAt,
    })
}
