/**
 * Hotel search rows (hotel_searches): written once when a search starts, read by every poll on any
 * instance; and the hotel sandbox controls (hotel_sandbox_controls), shared by every instance.
 */
import { eq } from 'drizzle-orm'
import { searchBodySchema, type SearchBody } from '@contracts/hotels/search'
import type { Database } from '../db/client'
import { hotelSandboxControls, hotelSearches } from '../db/schema'
import { hotelScenarioSchema, type HotelScenario } from './scenario'

export interface StoredHotelSearch {
  id: string
  request: SearchBody
  scenario: HotelScenario
  createdAt: number
  expiresAt: number
}

export async function insertHotelSearch(db: Database, search: StoredHotelSearch): Promise<void> {
  await db.insert(hotelSearches).values({
    id: search.id,
    request: search.request,
    scenario: search.scenario,
    createdAt: new Date(search.createdAt),
    expiresAt: new Date(search.expiresAt),
  })
}

/**
 * A search row never changes once written, so an instance may keep those it has read: a poll then
 * costs no database round trip (another instance reads the row on its first poll).
 */
const known = new Map<string, StoredHotelSearch>()
const KNOWN_LIMIT = 2000

export async function findHotelSearch(db: Database, id: string): Promise<StoredHotelSearch | undefined> {
  const hit = known.get(id)
  if (hit) return hit
  const [row] = await db.select().from(hotelSearches).where(eq(hotelSearches.id, id)).limit(1)
  if (!row) return undefined
  if (known.size >= KNOWN_LIMIT) {
    const oldest = known.keys().next().value
    if (oldest !== undefined) known.delete(oldest)
  }
  // Rows are written only from validated values; parsing again keeps the types honest.
  const search: StoredHotelSearch = {
    id: row.id,
    request: searchBodySchema.parse(row.request),
    scenario: hotelScenarioSchema.parse(row.scenario),
    createdAt: row.createdAt.getTime(),
    expiresAt: row.expiresAt.getTime(),
  }
  known.set(id, search)
  return search
}

export async function setHotelSandboxControl(db: Database, key: string, value: unknown): Promise<void> {
  await db
    .insert(hotelSandboxControls)
    .values({ key, value, updatedAt: new Date() })
    .onConflictDoUpdate({ target: hotelSandboxControls.key, set: { value, updatedAt: new Date() } })
}

export async function hotelSandboxControl(db: Database, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: hotelSandboxControls.value })
    .from(hotelSandboxControls)
    .where(eq(hotelSandboxControls.key, key))
  return row?.value
}

export async function clearHotelSandboxControl(db: Database, key: string): Promise<void> {
  await db.delete(hotelSandboxControls).where(eq(hotelSandboxControls.key, key))
}
