/**
 * Local times at airports. The shipped airport data has no time zones, so they are listed here by
 * country, with the airports of countries that span several zones named one by one. Offsets come
 * from the platform's time zone database, so summer time in Europe and America is right.
 */
const countryZones: Record<string, string> = {
  IN: 'Asia/Kolkata',
  AE: 'Asia/Dubai',
  AM: 'Asia/Yerevan',
  AR: 'America/Argentina/Buenos_Aires',
  AT: 'Europe/Vienna',
  AZ: 'Asia/Baku',
  BD: 'Asia/Dhaka',
  BE: 'Europe/Brussels',
  BH: 'Asia/Bahrain',
  BN: 'Asia/Brunei',
  BT: 'Asia/Thimphu',
  CH: 'Europe/Zurich',
  CL: 'America/Santiago',
  CN: 'Asia/Shanghai',
  CO: 'America/Bogota',
  CZ: 'Europe/Prague',
  DE: 'Europe/Berlin',
  DK: 'Europe/Copenhagen',
  EG: 'Africa/Cairo',
  ES: 'Europe/Madrid',
  ET: 'Africa/Addis_Ababa',
  FI: 'Europe/Helsinki',
  FJ: 'Pacific/Fiji',
  FR: 'Europe/Paris',
  GB: 'Europe/London',
  GE: 'Asia/Tbilisi',
  GH: 'Africa/Accra',
  GR: 'Europe/Athens',
  HK: 'Asia/Hong_Kong',
  HU: 'Europe/Budapest',
  ID: 'Asia/Jakarta',
  IE: 'Europe/Dublin',
  IL: 'Asia/Jerusalem',
  IR: 'Asia/Tehran',
  IT: 'Europe/Rome',
  JO: 'Asia/Amman',
  JP: 'Asia/Tokyo',
  KE: 'Africa/Nairobi',
  KH: 'Asia/Phnom_Penh',
  KR: 'Asia/Seoul',
  KW: 'Asia/Kuwait',
  KZ: 'Asia/Almaty',
  LB: 'Asia/Beirut',
  LK: 'Asia/Colombo',
  MA: 'Africa/Casablanca',
  MM: 'Asia/Yangon',
  MO: 'Asia/Macau',
  MU: 'Indian/Mauritius',
  MV: 'Indian/Maldives',
  MX: 'America/Mexico_City',
  MY: 'Asia/Kuala_Lumpur',
  NG: 'Africa/Lagos',
  NL: 'Europe/Amsterdam',
  NO: 'Europe/Oslo',
  NP: 'Asia/Kathmandu',
  NZ: 'Pacific/Auckland',
  OM: 'Asia/Muscat',
  PA: 'America/Panama',
  PE: 'America/Lima',
  PH: 'Asia/Manila',
  PL: 'Europe/Warsaw',
  PT: 'Europe/Lisbon',
  QA: 'Asia/Qatar',
  RO: 'Europe/Bucharest',
  RU: 'Europe/Moscow',
  RW: 'Africa/Kigali',
  SA: 'Asia/Riyadh',
  SC: 'Indian/Mahe',
  SE: 'Europe/Stockholm',
  SG: 'Asia/Singapore',
  TH: 'Asia/Bangkok',
  TR: 'Europe/Istanbul',
  TW: 'Asia/Taipei',
  TZ: 'Africa/Dar_es_Salaam',
  UG: 'Africa/Kampala',
  US: 'America/New_York',
  UZ: 'Asia/Tashkent',
  VN: 'Asia/Ho_Chi_Minh',
  ZA: 'Africa/Johannesburg',
  ZW: 'Africa/Harare',
  CA: 'America/Toronto',
  AU: 'Australia/Sydney',
  BR: 'America/Sao_Paulo',
}

const airportZones: Record<string, string> = {
  ORD: 'America/Chicago',
  MDW: 'America/Chicago',
  DFW: 'America/Chicago',
  IAH: 'America/Chicago',
  MSP: 'America/Chicago',
  DEN: 'America/Denver',
  PHX: 'America/Phoenix',
  LAS: 'America/Los_Angeles',
  LAX: 'America/Los_Angeles',
  SFO: 'America/Los_Angeles',
  SEA: 'America/Los_Angeles',
  YYC: 'America/Edmonton',
  YEG: 'America/Edmonton',
  YVR: 'America/Vancouver',
  ADL: 'Australia/Adelaide',
  BNE: 'Australia/Brisbane',
  MEL: 'Australia/Melbourne',
  PER: 'Australia/Perth',
  CUN: 'America/Cancun',
  DPS: 'Asia/Makassar',
  NQZ: 'Asia/Almaty',
}

export function zoneOf(airportCode: string, country: string): string {
  return airportZones[airportCode] ?? countryZones[country] ?? 'UTC'
}

const formatters = new Map<string, Intl.DateTimeFormat>()
/**
 * Asking Intl is slow, so offsets are kept per zone and UTC day. A summer-time change moves a few
 * flights of that one night by an hour: acceptable for a sandbox.
 */
const offsets = new Map<string, number>()

/** Minutes east of UTC in `zone` at the instant `utcMs`. */
export function offsetMinutes(zone: string, utcMs: number): number {
  const key = `${zone}@${Math.floor(utcMs / 86_400_000)}`
  const hit = offsets.get(key)
  if (hit !== undefined) return hit
  const value = computeOffset(zone, utcMs)
  if (offsets.size > 50_000) offsets.clear()
  offsets.set(key, value)
  return value
}

function computeOffset(zone: string, utcMs: number): number {
  let f = formatters.get(zone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    formatters.set(zone, f)
  }
  const name = f.formatToParts(utcMs).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT'
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name)
  if (!m) return 0
  const minutes = Number(m[2]) * 60 + Number(m[3])
  return m[1] === '-' ? -minutes : minutes
}

const pad = (n: number) => String(n).padStart(2, '0')

/** 'YYYY-MM-DDTHH:MM:00+05:30' for the instant, as a clock at the airport shows it. */
export function localIso(utcMs: number, zone: string): string {
  const off = offsetMinutes(zone, utcMs)
  const d = new Date(utcMs + off * 60_000)
  const sign = off < 0 ? '-' : '+'
  const abs = Math.abs(off)
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}` +
    `T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  )
}

/** The instant at which clocks in `zone` show `minuteOfDay` on the local date `date` (YYYY-MM-DD). */
export function utcOfLocal(date: string, minuteOfDay: number, zone: string): number {
  const [y, m, d] = date.split('-').map(Number)
  const naive = Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) + minuteOfDay * 60_000
  // The offset at the naive instant is right except within hours of a summer-time change.
  return naive - offsetMinutes(zone, naive) * 60_000
}

/** The local calendar date in `zone` at the instant. */
export function localDate(utcMs: number, zone: string): string {
  return localIso(utcMs, zone).slice(0, 10)
}

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

const nextDays = new Map<string, string>()

export function addDays(date: string, days: number): string {
  if (days === 1) {
    const hit = nextDays.get(date)
    if (hit) return hit
    const next = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
    if (nextDays.size > 10_000) nextDays.clear()
    nextDays.set(date, next)
    return next
  }
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay()
}

/** Today in India: the store's calendar (a travel date before it is in the past). */
export function todayInIndia(nowMs: number): string {
  return localDate(nowMs, 'Asia/Kolkata')
}
