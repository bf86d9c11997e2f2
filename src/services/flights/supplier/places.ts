/**
 * Airports as the sandbox supplier sees them: the shipped master data plus how busy each Indian
 * airport is, which world region a foreign one is in, and great-circle distances.
 */
import { airportRecords, type AirportRecord } from './data'
import { zoneOf } from '~/services/platform/time'

export interface Airport {
  code: string
  cityCode: string
  city: string
  name: string
  country: string
  lat: number
  lon: number
  zone: string
}

export const airports: ReadonlyMap<string, Airport> = new Map(
  airportRecords
    .filter((r) => r.station_type === 'airport')
    .map((r: AirportRecord) => [
      r.airport_code,
      {
        code: r.airport_code,
        cityCode: r.city_code,
        city: r.city_name,
        name: r.airport_name,
        country: r.country_abbreviation,
        lat: r.latitude,
        lon: r.longitude,
        zone: zoneOf(r.airport_code, r.country_abbreviation),
      },
    ]),
)

export function airport(code: string): Airport {
  const a = airports.get(code)
  if (!a) throw new Error(`unknown airport ${code}`)
  return a
}

/**
 * The airports a search code stands for: an airport, or every airport of a city (XLON, or a bare
 * city code such as LON that is not an airport itself). Undefined when the code is unknown.
 */
export function resolvePlace(code: string): Airport[] | undefined {
  const exact = airports.get(code)
  if (exact) return [exact]
  const city = code.length === 4 && code.startsWith('X') ? code.slice(1) : code
  const members = [...airports.values()].filter((a) => a.cityCode === city)
  return members.length ? members : undefined
}

/**
 * How busy an Indian airport is (passenger traffic, roughly in tiers): 10 the six metros, 6 the next
 * eight, 3 the rest of the thirty busiest, 1 everywhere else.
 */
const metros = ['DEL', 'BOM', 'BLR', 'HYD', 'MAA', 'CCU']
const tier2 = ['COK', 'AMD', 'PNQ', 'GOI', 'GOX', 'GAU', 'LKO', 'JAI']
const tier3 = [
  'TRV',
  'CCJ',
  'IXC',
  'SXR',
  'PAT',
  'BBI',
  'IXB',
  'VNS',
  'IDR',
  'NAG',
  'CJB',
  'IXR',
  'VTZ',
  'RPR',
  'ATQ',
  'IXE',
  'BDQ',
  'IXM',
  'DED',
  'UDR',
  'IXJ',
  'NMI',
  'TRZ',
  'IXL',
]
/** The thirty (and a few) busiest Indian airports, metros first. */
export const busiestIndianAirports: readonly string[] = [...metros, ...tier2, ...tier3]

export function weightOf(code: string): number {
  if (metros.includes(code)) return 10
  if (tier2.includes(code)) return 6
  if (tier3.includes(code)) return 3
  return 1
}

export const indianHubs: readonly string[] = metros

export type Region =
  | 'INDIA'
  | 'SOUTH_ASIA'
  | 'GULF'
  | 'MIDDLE_EAST'
  | 'EUROPE'
  | 'NORTH_AMERICA'
  | 'LATIN_AMERICA'
  | 'AFRICA'
  | 'SOUTHEAST_ASIA'
  | 'EAST_ASIA'
  | 'OCEANIA'
  | 'CENTRAL_ASIA'

const regionByCountry: Record<string, Region> = {
  IN: 'INDIA',
  NP: 'SOUTH_ASIA',
  BD: 'SOUTH_ASIA',
  LK: 'SOUTH_ASIA',
  MV: 'SOUTH_ASIA',
  BT: 'SOUTH_ASIA',
  AE: 'GULF',
  QA: 'GULF',
  OM: 'GULF',
  BH: 'GULF',
  KW: 'GULF',
  SA: 'GULF',
  JO: 'MIDDLE_EAST',
  LB: 'MIDDLE_EAST',
  IL: 'MIDDLE_EAST',
  IR: 'MIDDLE_EAST',
  EG: 'MIDDLE_EAST',
  TR: 'EUROPE',
  GB: 'EUROPE',
  IE: 'EUROPE',
  FR: 'EUROPE',
  DE: 'EUROPE',
  NL: 'EUROPE',
  BE: 'EUROPE',
  CH: 'EUROPE',
  AT: 'EUROPE',
  IT: 'EUROPE',
  ES: 'EUROPE',
  PT: 'EUROPE',
  GR: 'EUROPE',
  DK: 'EUROPE',
  SE: 'EUROPE',
  NO: 'EUROPE',
  FI: 'EUROPE',
  PL: 'EUROPE',
  CZ: 'EUROPE',
  HU: 'EUROPE',
  RO: 'EUROPE',
  RU: 'EUROPE',
  GE: 'CENTRAL_ASIA',
  AM: 'CENTRAL_ASIA',
  AZ: 'CENTRAL_ASIA',
  KZ: 'CENTRAL_ASIA',
  UZ: 'CENTRAL_ASIA',
  US: 'NORTH_AMERICA',
  CA: 'NORTH_AMERICA',
  MX: 'LATIN_AMERICA',
  PA: 'LATIN_AMERICA',
  CO: 'LATIN_AMERICA',
  PE: 'LATIN_AMERICA',
  CL: 'LATIN_AMERICA',
  AR: 'LATIN_AMERICA',
  BR: 'LATIN_AMERICA',
  ET: 'AFRICA',
  KE: 'AFRICA',
  TZ: 'AFRICA',
  UG: 'AFRICA',
  RW: 'AFRICA',
  ZA: 'AFRICA',
  ZW: 'AFRICA',
  NG: 'AFRICA',
  GH: 'AFRICA',
  MA: 'AFRICA',
  MU: 'AFRICA',
  SC: 'AFRICA',
  SG: 'SOUTHEAST_ASIA',
  MY: 'SOUTHEAST_ASIA',
  TH: 'SOUTHEAST_ASIA',
  ID: 'SOUTHEAST_ASIA',
  VN: 'SOUTHEAST_ASIA',
  KH: 'SOUTHEAST_ASIA',
  PH: 'SOUTHEAST_ASIA',
  MM: 'SOUTHEAST_ASIA',
  BN: 'SOUTHEAST_ASIA',
  HK: 'EAST_ASIA',
  MO: 'EAST_ASIA',
  CN: 'EAST_ASIA',
  JP: 'EAST_ASIA',
  KR: 'EAST_ASIA',
  TW: 'EAST_ASIA',
  AU: 'OCEANIA',
  NZ: 'OCEANIA',
  FJ: 'OCEANIA',
}

export function regionOf(a: Airport): Region {
  return regionByCountry[a.country] ?? 'EUROPE'
}

/** Great-circle distance in km (haversine). */
export function distanceKm(a: Airport, b: Airport): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLon = (b.lon - a.lon) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)))
}

/**
 * Scheduled block time in minutes: the great-circle distance flown a little longer than the ideal
 * line at a cruise speed that grows with stage length, plus ~40 minutes of taxi, climb and
 * approach; westbound flights fly into the jet stream. DEL–BOM ≈ 2h10m, DEL–LHR ≈ 9h30m.
 */
export function blockMinutes(from: Airport, to: Airport): number {
  const km = distanceKm(from, to)
  const speed = km < 700 ? 620 : km < 2500 ? 780 : 850
  const westbound = to.lon < from.lon ? 1.05 : 0.97
  const minutes = ((km * 1.04) / speed) * 60 * (km > 2500 ? westbound : 1) + 40
  return Math.round(minutes / 5) * 5
}
