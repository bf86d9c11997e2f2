/**
 * The last searches kept on this device (000 §3 "Last-search record"): the most recent ones
 * (app.config limits.lastSearchesKept), dropped once their date has passed (a round trip once its
 * outbound date has passed), stored only as valid JSON and read back through zod, dates checked.
 */
import { z } from 'zod'
import { searchAddressSchema, type SearchAddress } from './search-params'
import { tripTypeSchema } from './schemas'

export const LAST_SEARCHES_KEY = 'lastSearch'

export const lastSearchSchema = z.object({
  searchType: tripTypeSchema,
  search: searchAddressSchema,
  /** 'Delhi → Mumbai', shown on the chip. */
  title: z.string().min(1).max(200),
  /** '12 Dec · 1 traveller · Economy'. */
  detail: z.string().max(200),
  /** First outbound date 'YYYY-MM-DD': the entry is dropped once it has passed. */
  travelDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  searchedAt: z.number().int().nonnegative(),
})
export type LastSearch = z.infer<typeof lastSearchSchema>

/** Entries still worth offering today. */
export function currentSearches(entries: LastSearch[], today: string): LastSearch[] {
  return entries.filter((e) => e.travelDate >= today)
}

/** The list after a search: this one first, the same address not twice, at most `keep`. */
export function rememberSearch(
  entries: LastSearch[],
  entry: LastSearch,
  keep: number,
  today: string,
): LastSearch[] {
  const same = (e: LastSearch) =>
    e.searchType === entry.searchType && JSON.stringify(e.search) === JSON.stringify(entry.search)
  return [entry, ...currentSearches(entries, today).filter((e) => !same(e))].slice(0, keep)
}

/** Parses what storage holds; anything not valid is ignored, never thrown. */
export function parseStored(raw: string | null, today: string): LastSearch[] {
  if (!raw) return []
  try {
    const parsed = z.array(z.unknown()).safeParse(JSON.parse(raw))
    if (!parsed.success) return []
    const valid = parsed.data.flatMap((item) => {
      const r = lastSearchSchema.safeParse(item)
      return r.success ? [r.data] : []
    })
    return currentSearches(valid, today)
  } catch {
    return []
  }
}

export function loadLastSearches(
  today: string,
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
) {
  try {
    return parseStored(storage?.getItem(LAST_SEARCHES_KEY) ?? null, today)
  } catch {
    // Storage can be blocked (private mode, policy): no recent searches then.
    return []
  }
}

export function saveLastSearch(
  entry: LastSearch,
  keep: number,
  today: string,
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage,
) {
  try {
    const next = rememberSearch(loadLastSearches(today, storage), entry, keep, today)
    storage?.setItem(LAST_SEARCHES_KEY, JSON.stringify(next))
  } catch {
    // A full or blocked storage only costs the recent-searches chips.
  }
}

export type { SearchAddress }
