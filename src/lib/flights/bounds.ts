/**
 * What the filter panel offers, derived from the results in hand: price and time ranges, the
 * airlines with their cheapest fare, alliances, layover airports and stops. Recomputed whenever a
 * polling batch arrives (the panel grows as airlines answer).
 */
import { stopsLabel } from './buckets'
import { keysOf } from './keys'
import type { FlightResult } from '@contracts/flights/schemas'
import { compareText } from '../compare-text'

/** Airlines without an alliance are grouped under this code (000 §3 "No Alliance"). */
export const NO_ALLIANCE = 'NO_ALLIANCE'
export const NO_ALLIANCE_NAME = 'No Alliance'

/** The master-data fields this needs (contracts/flights/master-data.ts Airline/Alliance fit). */
export interface AllianceInfo {
  /** `name`: the master-data name, preferred to the supplier's spelling on the filter and tabs. */
  airlines: readonly { iata_code: string; alliance_code: string | null; name?: string }[]
  alliances: readonly { code: string; name: string }[]
}

export interface AirlineOption {
  code: string
  name: string
  /** Cheapest adult fare among results flown (partly) by this airline, paise. */
  minPrice: number
  count: number
  alliance: string
}
export interface AllianceOption {
  code: string
  name: string
  airlines: string[]
  minPrice: number
}
export interface AirportOption {
  code: string
  city: string
  name: string
  minPrice: number
  count: number
}
export interface StopsOption {
  label: string
  minPrice: number
  count: number
}
export interface HalfHourRange {
  /** Hours, on half-hour steps. */
  min: number
  max: number
}

export interface FilterBounds {
  count: number
  /** Paise, on the price filter step: min rounded down, max rounded up. */
  price: { min: number; max: number; step: number }
  duration: HalfHourRange
  layover: HalfHourRange
  airlines: AirlineOption[]
  alliances: AllianceOption[]
  airports: AirportOption[]
  stops: StopsOption[]
}

export interface BoundsOptions {
  /** app.config flights.priceFilterStep, in rupees. */
  priceFilterStep: number
  stopsLabels: readonly string[]
  allianceInfo?: AllianceInfo
}

/** 000 §3: the price step is in rupees (the displayed unit); prices are paise. */
export function priceStepPaise(priceFilterStep: number): number {
  return priceFilterStep * 100
}

export const floorHalfHour = (minutes: number) => Math.floor(minutes / 30) / 2
export const ceilHalfHour = (minutes: number) => Math.ceil(minutes / 30) / 2

/** 000 §3 "defaults 0 to 0.5": the range before any result is in. */
export const EMPTY_RANGE: HalfHourRange = { min: 0, max: 0.5 }

/** Outward to half hours, at least half an hour wide so a slider always has somewhere to go. */
function halfHourRange(loMinutes: number, hiMinutes: number): HalfHourRange {
  const min = floorHalfHour(loMinutes)
  return { min, max: Math.max(ceilHalfHour(hiMinutes), min + 0.5) }
}

function upsertMin<T extends { minPrice: number; count: number }>(
  map: Map<string, T>,
  key: string,
  price: number,
  make: () => T,
) {
  const found = map.get(key)
  if (found) {
    found.count += 1
    if (price < found.minPrice) found.minPrice = price
  } else map.set(key, make())
}

export function deriveFilterBounds(results: readonly FlightResult[], options: BoundsOptions): FilterBounds {
  const step = priceStepPaise(options.priceFilterStep)
  const allianceOf = new Map(options.allianceInfo?.airlines.map((a) => [a.iata_code, a.alliance_code]) ?? [])
  const airlineName = new Map(
    options.allianceInfo?.airlines.flatMap((a) => (a.name ? [[a.iata_code, a.name] as const] : [])) ?? [],
  )
  const allianceName = new Map(options.allianceInfo?.alliances.map((a) => [a.code, a.name]) ?? [])
  const airlines = new Map<string, AirlineOption>()
  const airports = new Map<string, AirportOption>()
  const stops = new Map<string, StopsOption>()
  let priceLo = Infinity
  let priceHi = -Infinity
  let durLo = Infinity
  let durHi = -Infinity
  let layLo = Infinity
  let layHi = -Infinity

  for (const r of results) {
    const k = keysOf(r)
    priceLo = Math.min(priceLo, k.price)
    priceHi = Math.max(priceHi, k.price)
    durLo = Math.min(durLo, k.durationLo)
    durHi = Math.max(durHi, k.durationHi)
    layLo = Math.min(layLo, k.layoverLo)
    layHi = Math.max(layHi, k.layoverHi)
    const legs = r.return_journey ? [...r.flights, ...r.return_journey.flights] : r.flights
    for (const code of k.airlines) {
      upsertMin(airlines, code, k.price, () => ({
        code,
        name: airlineName.get(code) ?? legs.find((f) => f.airline_code === code)?.airline_name ?? code,
        minPrice: k.price,
        count: 1,
        alliance: allianceOf.get(code) ?? NO_ALLIANCE,
      }))
    }
    for (const code of k.layoverAirports) {
      const at = legs.find((f) => f.destination.airport_code === code)?.destination
      upsertMin(airports, code, k.price, () => ({
        code,
        city: at?.city_name ?? code,
        name: at?.airport_name ?? code,
        minPrice: k.price,
        count: 1,
      }))
    }
    const label = stopsLabel(k.stops, options.stopsLabels)
    upsertMin(stops, label, k.price, () => ({ label, minPrice: k.price, count: 1 }))
  }

  const byPrice = <T extends { minPrice: number }>(a: T, b: T) => a.minPrice - b.minPrice
  const airlineList = [...airlines.values()].sort((a, b) => byPrice(a, b) || compareText(a.name, b.name))
  const alliances = new Map<string, AllianceOption>()
  for (const a of airlineList) {
    const found = alliances.get(a.alliance)
    if (found) {
      found.airlines.push(a.code)
      found.minPrice = Math.min(found.minPrice, a.minPrice)
    } else {
      const name =
        a.alliance === NO_ALLIANCE ? NO_ALLIANCE_NAME : (allianceName.get(a.alliance) ?? a.alliance)
      alliances.set(a.alliance, { code: a.alliance, name, airlines: [a.code], minPrice: a.minPrice })
    }
  }

  const any = results.length > 0
  return {
    count: results.length,
    price: {
      min: any ? Math.floor(priceLo / step) * step : 0,
      max: any ? Math.ceil(priceHi / step) * step : 0,
      step,
    },
    duration: any ? halfHourRange(durLo, durHi) : EMPTY_RANGE,
    layover: any ? halfHourRange(layLo, layHi) : EMPTY_RANGE,
    airlines: airlineList,
    // No Alliance last: travellers pick an alliance for its miles, the rest is the remainder.
    alliances: [...alliances.values()].sort(
      (a, b) =>
        Number(a.code === NO_ALLIANCE) - Number(b.code === NO_ALLIANCE) || compareText(a.name, b.name),
    ),
    airports: [...airports.values()].sort(
      (a, b) => compareText(a.city, b.city) || compareText(a.code, b.code),
    ),
    stops: options.stopsLabels
      .map((label) => stops.get(label))
      .filter((s): s is StopsOption => s !== undefined),
  }
}
