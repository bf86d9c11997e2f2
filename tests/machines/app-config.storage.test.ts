import { describe, expect, it } from 'vitest'
import {
  readCachedConfiguration,
  storageKeys,
  writeCachedConfiguration,
} from '~/flows/config/app-config.storage'

/** An in-memory Storage: the real one only exists in a browser. */
function memoryStorage(initial: Record<string, string> = {}, full = false): Storage {
  const items = new Map(Object.entries(initial))
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => {
      if (full) throw new DOMException('quota exceeded', 'QuotaExceededError')
      items.set(key, value)
    },
  }
}

describe('the saved app configuration', () => {
  it('round-trips the configuration and its ETag under appConfig and appConfig-etag', () => {
    const storage = memoryStorage()
    writeCachedConfiguration(storage, { configuration: { flags: { hotels: false } }, etag: 'W/"v1"' })
    expect(storage.getItem('appConfig')).toBe('{"flags":{"hotels":false}}')
    expect(storage.getItem('appConfig-etag')).toBe('"W/\\"v1\\""')
    expect(readCachedConfiguration(storage)).toEqual({
      configuration: { flags: { hotels: false } },
      etag: 'W/"v1"',
    })
  })

  it('treats a damaged or non-object copy as no copy', () => {
    expect(readCachedConfiguration(memoryStorage({ [storageKeys.configuration]: '{not json' }))).toBeNull()
    expect(readCachedConfiguration(memoryStorage({ [storageKeys.configuration]: '[1,2]' }))).toBeNull()
    expect(readCachedConfiguration(memoryStorage())).toBeNull()
    expect(readCachedConfiguration(undefined)).toBeNull()
  })

  it('keeps the copy but drops an ETag that is not valid JSON', () => {
    const storage = memoryStorage({ [storageKeys.configuration]: '{"a":1}', [storageKeys.etag]: 'W/"raw' })
    expect(readCachedConfiguration(storage)).toEqual({ configuration: { a: 1 }, etag: null })
  })

  it('does not throw when the storage is full', () => {
    expect(() =>
      writeCachedConfiguration(memoryStorage({}, true), { configuration: {}, etag: null }),
    ).not.toThrow()
  })
})
