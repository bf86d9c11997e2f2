/** Where a homestay search goes: the hotel results for the homestay property types (001 §2). */
import { HOMESTAY_TYPES, type HomestayPlace, type Room } from '@contracts/hotels/search'
import { noFilters, resultsAddressOf } from '@contracts/hotels/search-params'

export function homestayResultsHref(v: {
  place: HomestayPlace
  checkInDate: string
  checkOutDate: string
  rooms: Room[]
}): string {
  const address = resultsAddressOf({
    checkin_date: v.checkInDate,
    checkout_date: v.checkOutDate,
    rooms: v.rooms,
    // The places call answers cities (named as their city) and localities; a nameless place (kept
    // as empty, 001 §3) is searched as its city.
    place: {
      kind: !v.place.name || v.place.name === v.place.city ? 'location' : 'locality',
      id: v.place.id,
      name: v.place.name || v.place.city,
      city_name: v.place.city,
    },
    page_no: 1,
    showing_price: 'roomPerNight',
    filters: { ...noFilters(), property_type: [...HOMESTAY_TYPES] },
  })
  const q = new URLSearchParams(Object.entries(address).map(([k, val]) => [k, String(val)]))
  return `/hotels/search?${q.toString()}`
}

/** The flag is off: the hotel search, filtered to Homestay, still lists them. */
export const hotelsFilteredToHomestayHref = '/hotels?property_type=Homestay'
