/**
 * The sandbox railway's stations: real Indian Railways stations (code, name, city, state,
 * coordinates) shipped in data/stations.json, drawn from the CC0 datameet railways data set and
 * checked by hand (docs/decisions/0125). Validated once at load so a bad edit fails loudly at
 * start. Stations of one city form a nearby group (NDLS, NZM, DLI, ANVT…; BCT, CSMT, LTT, DR,
 * BDTS…): a search from one includes trains from the others.
 */
import { z } from 'zod'
import type { Station } from '@contracts/trains/search'
import stationsJson from './data/stations.json'

const stationSchema = z.object({
  code: z.string().regex(/^[A-Z]{1,5}$/),
  name: z.string().min(2),
  city: z.string().min(2),
  state: z.string().min(2),
  country: z.literal('India'),
  latitude: z.number().min(6).max(37),
  longitude: z.number().min(68).max(98),
})

export const STATIONS: readonly Station[] = z.array(stationSchema).min(200).parse(stationsJson)

const byCode = new Map(STATIONS.map((s) => [s.code, s]))
const byCity = new Map<string, Station[]>()
for (const s of STATIONS) byCity.set(s.city, [...(byCity.get(s.city) ?? []), s])

export const stationByCode = (code: string): Station | undefined => byCode.get(code.toUpperCase())

/** The station and the others of its city (itself first). */
export function nearbyCodes(code: string): string[] {
  const station = stationByCode(code)
  if (!station) return []
  return [
    station.code,
    ...(byCity.get(station.city) ?? []).filter((s) => s.code !== station.code).map((s) => s.code),
  ]
}

const fold = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

/**
 * Stations for the autocomplete: the exact code first, then codes starting with the text, then
 * names and cities starting with it (by word), then names containing it; at most `limit`.
 */
export function searchStations(query: string, limit = 10): Station[] {
  const q = fold(query)
  if (!q) return []
  const code = q.replace(/ /g, '').toUpperCase()
  const scored: { station: Station; score: number }[] = []
  for (const station of STATIONS) {
    const name = fold(station.name)
    const city = fold(station.city)
    let score = 0
    if (station.code === code) score = 100
    else if (station.code.startsWith(code)) score = 80
    else if (name.startsWith(q) || city.startsWith(q)) score = 60
    else if (` ${name} `.includes(` ${q}`) || ` ${city} `.includes(` ${q}`)) score = 40
    else if (name.includes(q)) score = 20
    if (score > 0) scored.push({ station, score })
  }
  return scored
    .sort((a, b) => b.score - a.score || a.station.name.localeCompare(b.station.name))
    .slice(0, limit)
    .map((s) => s.station)
}

/** Great-circle kilometres between two stations. */
export function kmBetween(a: Station, b: Station): number {
  const r = Math.PI / 180
  const dLat = (b.latitude - a.latitude) * r
  const dLon = (b.longitude - a.longitude) * r
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * r) * Math.cos(b.latitude * r) * Math.sin(dLon / 2) ** 2
  return 2 * 6371 * Math.asin(Math.sqrt(h))
}
