/**
 * Place look-ups over the bed bank's gazetteer and catalogue: the search form's places (hotels,
 * localities, cities), the homestay form's places (India only) and the hotel-name autocomplete of
 * a results page. Word-start matches, case- and accent-insensitive; the lower-cased names are
 * indexed once per process (master data).
 */
import type { HomestayPlace, PlacesAnswer } from '@contracts/hotels/search'
import { catalogue, cities, type City, type Hotel, type Locality } from './supplier'
import type { Entry } from './search'

const fold = (text: string) =>
  ` ${text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()}`

/** Whether some word of the folded name starts with the folded query. */
const matches = (folded: string, q: string) => folded.includes(q)

interface Index {
  hotels: { key: string; hotel: Hotel }[]
  localities: { key: string; locality: Locality; city: City }[]
  cities: { key: string; city: City }[]
}

let built: Index | undefined
function index(): Index {
  built ??= {
    hotels: catalogue().hotels.map((hotel) => ({ key: fold(hotel.name), hotel })),
    localities: cities.flatMap((city) =>
      city.localities.map((locality) => ({ key: fold(locality.name), locality, city })),
    ),
    cities: cities.map((city) => ({ key: fold(city.name), city })),
  }
  return built
}

const LIMITS = { hotels: 8, localities: 8, locations: 5 }

/** GET /hotels/places: hotels, localities and cities whose name has a word starting with q. */
export function placesFor(query: string): PlacesAnswer {
  const q = fold(query)
  const { hotels, localities, cities: all } = index()
  return {
    hotels: hotels
      .filter((h) => matches(h.key, q))
      .slice(0, LIMITS.hotels)
      .map(({ hotel }) => ({
        id: hotel.id,
        name: hotel.name,
        city: hotel.city.name,
        locality: hotel.locality.name,
      })),
    localities: localities
      .filter((l) => matches(l.key, q))
      .slice(0, LIMITS.localities)
      .map(({ locality, city }) => ({
        id: locality.id,
        name: locality.name,
        city: city.name,
        location_id: city.id,
      })),
    locations: all
      .filter((c) => matches(c.key, q))
      .slice(0, LIMITS.locations)
      .map(({ city }) => ({ id: city.id, name: city.name, state: city.state })),
  }
}

/** GET /hotels/homestays/places: cities, then localities, India only (the gazetteer is). */
export function homestayPlacesFor(query: string): HomestayPlace[] {
  const q = fold(query)
  const { localities, cities: all } = index()
  const places: HomestayPlace[] = [
    ...all
      .filter((c) => matches(c.key, q))
      .map(({ city }) => ({ name: city.name, id: city.id, city: city.name, state: city.state })),
    ...localities
      .filter((l) => matches(l.key, q))
      .map(({ locality, city }) => ({
        name: locality.name,
        id: locality.id,
        city: city.name,
        state: city.state,
      })),
  ]
  return places.slice(0, 10)
}

/** GET /hotels/search/autocomplete: names of the search's hotels with a word starting with q. */
export function hotelNamesIn(entries: readonly Entry[], query: string) {
  const q = fold(query)
  return entries
    .filter((e) => matches(fold(e.hotel.name), q))
    .slice(0, 10)
    .map((e) => ({ hotel_id: e.hotel.id, name: e.hotel.name, locality: e.hotel.locality.name }))
}
