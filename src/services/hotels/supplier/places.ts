/**
 * The bed bank's gazetteer: the shipped cities and localities (data/cities.json), validated once at
 * load so a bad edit fails loudly at start. Ids are stable slugs: a city `goa`, a locality
 * `goa.calangute`; the hotel catalogue and every search refer to them.
 */
import { z } from 'zod'
import citiesJson from './data/cities.json'

export const CITY_KINDS = ['beach', 'metro', 'business', 'heritage', 'pilgrim', 'hill'] as const
export type CityKind = (typeof CITY_KINDS)[number]

const lat = z.number().min(6).max(37)
const lng = z.number().min(68).max(98)
const citySchema = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  name: z.string().min(1),
  state: z.string().min(1),
  tier: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  kind: z.enum(CITY_KINDS),
  lat,
  lng,
  hotels: z.number().int().min(10),
  localities: z.array(z.tuple([z.string().min(1), lat, lng])).min(3),
})
const fileSchema = z.object({ cities: z.array(citySchema).min(40) })

export interface Locality {
  id: string
  name: string
  cityId: string
  lat: number
  lng: number
}

export interface City {
  id: string
  name: string
  state: string
  tier: 1 | 2 | 3
  kind: CityKind
  lat: number
  lng: number
  /** How many hotels the catalogue holds in the city. */
  hotelCount: number
  localities: readonly Locality[]
}

export const slug = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

export const cities: readonly City[] = fileSchema.parse(citiesJson).cities.map((c) => ({
  id: c.id,
  name: c.name,
  state: c.state,
  tier: c.tier,
  kind: c.kind,
  lat: c.lat,
  lng: c.lng,
  hotelCount: c.hotels,
  localities: c.localities.map(([name, la, ln]) => ({
    id: `${c.id}.${slug(name)}`,
    name,
    cityId: c.id,
    lat: la,
    lng: ln,
  })),
}))

export const cityById: ReadonlyMap<string, City> = new Map(cities.map((c) => [c.id, c]))
export const localityById: ReadonlyMap<string, Locality> = new Map(
  cities.flatMap((c) => c.localities.map((l) => [l.id, l] as const)),
)

/** Great-circle distance in kilometres. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLng = (b.lng - a.lng) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2
  return 2 * 6371 * Math.asin(Math.sqrt(h))
}
