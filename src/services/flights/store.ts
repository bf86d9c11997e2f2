/** Flight search rows: written once when a search starts, read by every poll (on any instance). */
import { eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import { flightSandboxControls, flightSearches } from '../db/schema'
import { flightSearchRequestSchema } from '@contracts/flights/schemas'
import { scenarioSchema } from './scenario'
import type { StoredSearch } from './search'

export async function insertSearches(db: Database, searches: StoredSearch[]): Promise<void> {
  if (!searches.length) return
  await db.insert(flightSearches).values(
    searches.map((s) => ({
      id: s.id,
      parentId: s.parentId,
      request: s.request,
      scenario: s.scenario,
      createdAt: new Date(s.createdAt),
      expiresAt: new Date(s.expiresAt),
    })),
  )
}

/**
 * A search row never changes once written, so an instance may keep the ones it has read: polls
 * then cost no database round trip. Another instance simply reads the row on its first poll.
 */
const known = new Map<string, StoredSearch>()
const KNOWN_LIMIT = 2000

function remember(search: StoredSearch): StoredSearch {
  if (known.size >= KNOWN_LIMIT) {
    const oldest = known.keys().next().value
    if (oldest !== undefined) known.delete(oldest)
  }
  known.set(search.id, search)
  return search
}

export async function findSearch(db: Database, id: string): Promise<StoredSearch | undefined> {
  const hit = known.get(id)
  if (hit) return hit
  const [row] = await db.select().from(flightSearches).where(eq(flightSearches.id, id)).limit(1)
  if (!row) return undefined
  // Rows are written only by insertSearches from validated values; parsing again keeps the types honest.
  return remember({
    id: row.id,
    parentId: row.parentId,
    request: flightSearchRequestSchema.parse(row.request),
    scenario: scenarioSchema.parse(row.scenario),
    createdAt: row.createdAt.getTime(),
    expiresAt: row.expiresAt.getTime(),
  })
}

export async function findSegments(db: Database, parentId: string): Promise<StoredSearch[]> {
  const rows = await db
    .select({ id: flightSearches.id })
    .from(flightSearches)
    .where(eq(flightSearches.parentId, parentId))
  const found = await Promise.all(rows.map((r) => findSearch(db, r.id)))
  return found.filter((s): s is StoredSearch => s !== undefined).sort((a, b) => a.id.localeCompare(b.id))
}

// ——— Sandbox controls (flight_sandbox_controls): shared by every instance, never in memory ———

export async function setSandboxControl(db: Database, key: string, value: unknown): Promise<void> {
  await db
    .insert(flightSandboxControls)
    .values({ key, value, updatedAt: new Date() })
    .onConflictDoUpdate({ target: flightSandboxControls.key, set: { value, updatedAt: new Date() } })
}

export async function sandboxControl(db: Database, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: flightSandboxControls.value })
    .from(flightSandboxControls)
    .where(eq(flightSandboxControls.key, key))
  return row?.value
}

export async function clearSandboxControl(db: Database, key: string): Promise<void> {
  await db.delete(flightSandboxControls).where(eq(flightSandboxControls.key, key))
}
