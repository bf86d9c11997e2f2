/**
 * The railway's own users (the ids a traveller books with on the railway's system; README "Railway
 * users"). The sandbox seeds three on first use, with argon2id passwords: `safar.rail` and
 * `priya.rail` (active) and `dormant.rail` (INACTIVE: it exists but cannot book). The store keeps a
 * railway login inside the booking flow only; it is never a store session.
 */
import { eq } from 'drizzle-orm'
import { trainBookingMessages, type RailUserAvailability } from '@contracts/trains/booking'
import type { Database, Tx } from '../db/client'
import { railUsers } from '../db/schema'
import { ApiError } from '../http/errors'
import { hashPassword, verifyPassword } from '../platform/passwords'

export const SANDBOX_RAIL_USERS = [
  { id: 'safar.rail', name: 'Safar Traveller', password: 'Rail@Safar123', status: 'ACTIVE' },
  { id: 'priya.rail', name: 'Priya Sharma', password: 'Rail@Priya123', status: 'ACTIVE' },
  { id: 'dormant.rail', name: 'Dormant User', password: 'Rail@Dormant123', status: 'INACTIVE' },
] as const

const seeded = new WeakMap<object, Promise<void>>()

/** Seeds the sandbox railway users once per database (idempotent: existing ids are kept). */
export function ensureRailUsers(db: Database): Promise<void> {
  let done = seeded.get(db)
  if (!done) {
    done = (async () => {
      const existing = await db.select({ id: railUsers.id }).from(railUsers)
      const have = new Set(existing.map((r) => r.id))
      for (const u of SANDBOX_RAIL_USERS) {
        if (have.has(u.id)) continue
        await db
          .insert(railUsers)
          .values({
            id: u.id,
            name: u.name,
            passwordHash: await hashPassword(u.password),
            status: u.status,
            email: `${u.id.replace('.', '_')}@railway.example`,
          })
          .onConflictDoNothing()
      }
    })()
    // A failed seed is tried again by the next caller.
    done.catch(() => seeded.delete(db))
    seeded.set(db, done)
  }
  return done
}

export async function railUserOf(db: Database | Tx, id: string) {
  const [row] = await db.select().from(railUsers).where(eq(railUsers.id, id.toLowerCase())).limit(1)
  return row
}

/** GET /trains/users/{id}/availability: whether the id exists and may book. */
export async function railUserAvailability(db: Database, id: string): Promise<RailUserAvailability> {
  await ensureRailUsers(db)
  const row = await railUserOf(db, id)
  const active = row?.status === 'ACTIVE'
  return {
    userId: id.toLowerCase(),
    exists: row !== undefined,
    active,
    message: !row
      ? trainBookingMessages.railUserUnknown
      : active
        ? null
        : trainBookingMessages.railUserInactive,
  }
}

export const railLoginRefused = () =>
  new ApiError(
    401,
    'RAIL_LOGIN_FAILED',
    trainBookingMessages.railLoginFailed,
    'The railway user id and password did not match; the id is case-insensitive, the password is not.',
    [{ field: 'password', message: trainBookingMessages.railLoginFailed }],
  )

export const railUserInactive = (field = 'userId') =>
  new ApiError(
    403,
    'RAIL_USER_INACTIVE',
    trainBookingMessages.railUserInactive,
    'The railway user id is INACTIVE.',
    [{ field, message: trainBookingMessages.railUserInactive }],
  )

/** POST /trains/users/login: the id and password (sandbox `login=fail` refuses any). */
export async function railLogin(
  db: Database,
  userId: string,
  password: string,
  failAll: boolean,
): Promise<{ userId: string; name: string; active: true }> {
  await ensureRailUsers(db)
  const row = await railUserOf(db, userId)
  const ok = await verifyPassword(row?.passwordHash, password)
  if (!row || !ok || failAll) throw railLoginRefused()
  if (row.status !== 'ACTIVE') throw railUserInactive()
  return { userId: row.id, name: row.name, active: true }
}
