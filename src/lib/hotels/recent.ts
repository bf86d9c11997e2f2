/**
 * The last hotel searches (app.config limits.lastSearchesKept), kept in the browser's storage and
 * read back strictly: an entry that no longer reads as a stay from today on is dropped.
 */
import type { RecentHotelSearch } from '@machines/hotels/search-form.rules'
import { decodeRooms, encodeRooms, isCalendarDate } from '@contracts/hotels/search-params'

const KEY = 'hotels.lastSearches'
const KINDS = ['hotel', 'locality', 'location'] as const

function readEntry(item: unknown, today: string): RecentHotelSearch | undefined {
  if (typeof item !== 'object' || item === null) return undefined
  const get = (key: string): unknown => Reflect.get(item, key)
  const place: unknown = get('place')
  if (typeof place !== 'object' || place === null) return undefined
  const kind = KINDS.find((k) => k === Reflect.get(place, 'kind'))
  const id: unknown = Reflect.get(place, 'id')
  const name: unknown = Reflect.get(place, 'name')
  const city: unknown = Reflect.get(place, 'city_name')
  const checkin = get('checkin_date')
  const checkout = get('checkout_date')
  const rooms = decodeRooms(get('rooms'))
  if (!kind || typeof id !== 'string' || typeof name !== 'string' || 'error' in rooms) return undefined
  if (!isCalendarDate(checkin) || !isCalendarDate(checkout) || checkin < today) return undefined
  return {
    place: { kind, id, name, ...(typeof city === 'string' ? { city_name: city } : {}) },
    checkin_date: checkin,
    checkout_date: checkout,
    rooms: rooms.rooms,
  }
}

export function loadRecentHotelSearches(
  today: string,
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): RecentHotelSearch[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(KEY) ?? '[]')
    if (!Array.isArray(parsed)) return []
    return parsed.flatMap((item: unknown) => {
      const entry = readEntry(item, today)
      return entry ? [entry] : []
    })
  } catch {
    // Blocked or broken storage: no recent searches then.
    return []
  }
}

export function saveRecentHotelSearches(
  recent: ReadonlyArray<RecentHotelSearch>,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
) {
  try {
    storage?.setItem(KEY, JSON.stringify(recent.map((r) => ({ ...r, rooms: encodeRooms(r.rooms) }))))
  } catch {
    // A full or blocked storage only costs the recent searches.
  }
}
