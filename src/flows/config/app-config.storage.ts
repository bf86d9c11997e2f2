/**
 * The device's copy of the app configuration (000 §3: appConfig and its entity tag). Only valid
 * JSON is stored or read back (000 §5); anything else counts as no copy.
 */
import type { CachedConfiguration } from '@machines/app-config.machine'

export const storageKeys = { configuration: 'appConfig', etag: 'appConfig-etag' } as const

// Plain checks, not zod: this module loads in the browser after the page is idle, and zod's
// evaluation alone was a long task there (docs/decisions/0025).
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isEtag = (value: unknown): value is string => typeof value === 'string' && value.length > 0

function readJson(storage: Storage, key: string): unknown {
  const raw = storage.getItem(key)
  if (raw === null) return undefined
  try {
    return JSON.parse(raw)
  } catch {
    return undefined
  }
}

/** The saved copy, or null when there is none or it is damaged. */
export function readCachedConfiguration(storage: Storage | undefined): CachedConfiguration | null {
  if (!storage) return null
  const configuration = readJson(storage, storageKeys.configuration)
  if (!isRecord(configuration)) return null
  const etag = readJson(storage, storageKeys.etag)
  return { configuration, etag: isEtag(etag) ? etag : null }
}

/** Saves the copy; a full or blocked storage only costs the next visit a full download. */
export function writeCachedConfiguration(storage: Storage | undefined, cached: CachedConfiguration): void {
  if (!storage) return
  try {
    storage.setItem(storageKeys.configuration, JSON.stringify(cached.configuration))
    if (cached.etag === null) storage.removeItem(storageKeys.etag)
    else storage.setItem(storageKeys.etag, JSON.stringify(cached.etag))
  } catch {
    // Quota exceeded or storage disabled (private mode): nothing to do, the app still has the copy in memory.
  }
}

/** localStorage when the page has one (not during server rendering, not when the browser blocks it). */
export function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}
