/**
 * The last searches kept on this device (000 §3 "Last-search record"): the most recent ones
 * (app.config limits.lastSearchesKept), dropped once their date has passed (a round trip once its
 * outbound date has passed), stored only as valid JSON and read back checked, dates included.
 * Checked by hand rather than with zod: the search form on the home page reads them, and the home
 * page carries no zod (docs/decisions/0021).
 */
import { isTripType, type TripType } from '@contracts/flights/codes'
import { validateSearchAddress, type SearchAddress } from './search-params'

export const LAST_SEARCHES_KEY = 'lastSearch'

export interface LastSearch {
  searchType: TripType
  search: SearchAddress
  /** 'Delhi → Mumbai', shown on the chip. */
  title: string
  /** '12 Dec · 1 traveller · Economy'. */
  detail: string
  /** First outbound date 'YYYY-MM-DD': the entry is dropped once it has passed. */
  travelDate: string
  searchedAt: number
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** One stored entry, or null when any field is missing or not what it should be. */
export function readLastSearch(item: unknown): LastSearch | null {
  if (!isRecord(item)) return null
  const { searchType, search, title, detail, travelDate, searchedAt } = item
  if (!isTripType(searchType) || !isRecord(search)) return null
  if (typeof title !== 'string' || title.length < 1 || title.length > 200) return null
  if (typeof detail !== 'string' || detail.length > 200) return null
  if (typeof travelDate !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(travelDate)) return null
  if (typeof searchedAt !== 'number' || !Number.isInteger(searchedAt) || searchedAt < 0) return null
  return { searchType, search: validateSearchAddress(search), title, detail, travelDate, searchedAt }
}

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
    const parsed: unknown = JSON.parse(raw)
    if (!Array.isArray(parsed)) return []
    const valid = parsed.flatMap((item: unknown) => {
      const entry = readLastSearch(item)
      return entry ? [entry] : []
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
