/** Flight search rows: written once when a search starts, read by every poll (on any instance). */
import { eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import { flightSearches } from '../db/schema'
import { flightSearchRequestSchema } from '~/lib/flights/schemas'
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

export async function findSearch(db: Database, id: string): Promise<StoredSearch | undefined> {
  const [row] = await db.select().from(flightSearches).where(eq(flightSearches.id, id)).limit(1)
  if (!row) return undefined
  // Rows are written only by insertSearches from validated values; parsing again keeps the types honest.
  return {
    id: row.id,
    parentId: row.parentId,
    request: flightSearchRequestSchema.parse(row.request),
    scenario: scenarioSchema.parse(row.scenario),
    createdAt: row.createdAt.getTime(),
    expiresAt: row.expiresAt.getTime(),
  }
}

export async function findSegments(db: Database, parentId: string): Promise<StoredSearch[]> {
  const rows = await db
    .select({ id: flightSearches.id })
    .from(flightSearches)
    .where(eq(flightSearches.parentId, parentId))
  const found = await Promise.all(rows.map((r) => findSearch(db, r.id)))
  return found.filter((s): s is StoredSearch => s !== undefined).sort((a, b) => a.id.localeCompare(b.id))
}
