/** Where a homestay search goes: the hotel results for the homestay property types (001 §2). */
import { HOMESTAY_TYPES, type HomestayPlace, type Room } from '@contracts/hotels/search'
import { encodeRooms } from '@contracts/hotels/search-params'

/** Arrays travel indexed, as the results address keeps them (`property_type[0]=Homestay`). */
export function homestayResultsHref(v: {
  place: HomestayPlace
  checkInDate: string
  checkOutDate: string
  rooms: Room[]
}): string {
  const q = new URLSearchParams({
    location_id: v.place.id,
    city_name: v.place.city,
    ...(v.place.name && v.place.name !== v.place.city ? { locality_name: v.place.name } : {}),
    checkin_date: v.checkInDate,
    checkout_date: v.checkOutDate,
    rooms: encodeRooms(v.rooms),
  })
  HOMESTAY_TYPES.forEach((t, i) => q.set(`property_type[${i}]`, t))
  return `/hotels/search?${q.toString()}`
}

/** The flag is off: the hotels, filtered to Homestay, still list them. */
export const hotelsFilteredToHomestayHref = `/hotels?${new URLSearchParams({ 'property_type[0]': 'Homestay' }).toString()}`
