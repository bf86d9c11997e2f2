/**
 * The results address (000 §2): /flights/search/{search_type}?… ⇄ the search form's values and the
 * supplier's search request. Client-safe, and without zod: the home page's search form uses it
 * (docs/decisions/0021).
 *
 * Two steps on purpose: the route's `validateSearch` accepts any primitive for every known key
 * (a malformed address must never crash or redirect away from what the traveller typed), then
 * `readSearchAddress` checks it strictly and answers either a search request or field errors with
 * the values kept, so the page can show the form with its messages.
 *
 * travelDate=any (a promotional link): the search runs for today, the earliest day that can be
 * searched, and the page shows the fare calendar so the traveller can move to a cheaper day.
 */
import {
  activeLegs,
  emptyLeg,
  formClassTypes,
  messages,
  notBeforeToday,
  validateSearchForm,
  initialSearchFormValues,
  type FormClassType,
  type FormLeg,
  type FormLimits,
  type FormPlace,
  type FormTripType,
  type SearchFormValues,
} from '@machines/flights/search-form.rules'
import { primitiveSearch, type PrimitiveSearch } from '../search-address'
import { classCodes, isTripType } from '@contracts/flights/codes'
import { longDate } from './calendar'
import type { FlightSearchRequest } from '@contracts/flights/schemas'

/** Every key of 000 §2 (the multi-city short keys last). */
export const searchAddressKeys = [
  'origin',
  'destination',
  'travelDate',
  'returnDate',
  'originCountry',
  'destinationCountry',
  'class',
  'adults',
  'children',
  'infants',
  'residentOfIndia',
  'seniorCitizen',
  'preferredAirline',
  'airlineName',
  'o',
  'd',
  'td',
  'oc',
  'dc',
  'c',
  'px',
  'roi',
  'st',
] as const
export type SearchAddress = PrimitiveSearch<(typeof searchAddressKeys)[number]>

/** validateSearch: every key of 000 §2, each any primitive (checked later, see above). */
export const validateSearchAddress = primitiveSearch(searchAddressKeys)

const text = (v: string | number | boolean | undefined) => (v === undefined ? '' : String(v).trim())
const list = (v: string | number | boolean | undefined) =>
  text(v) === ''
    ? []
    : text(v)
        .split(',')
        .map((s) => s.trim())

const codeRe = /^X?[A-Z]{3}$/
const countryRe = /^[A-Z]{2}$/
const dateRe = /^\d{4}-\d{2}-\d{2}$/

function isRealDate(s: string): boolean {
  if (!dateRe.test(s)) return false
  const d = new Date(`${s}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s
}

const codeToClass = Object.fromEntries(Object.entries(classCodes).map(([k, v]) => [v, k])) as Record<
  string,
  FormClassType | undefined
>

export interface AddressReading {
  values: SearchFormValues
  /** Field key (as in the form) → message; empty when the search can run. */
  errors: Record<string, string>
  /** Present only when the address holds a complete, valid search. */
  request?: FlightSearchRequest
  /** The address said travelDate=any. */
  anyDate: boolean
  /**
   * Multi-city only (000 §5: dates before today are replaced by today): what was moved, in words,
   * for the page to say; absent when nothing was.
   */
  movedDates?: string
}

function readPlace(
  code: string,
  country: string,
  key: string,
  errors: Record<string, string>,
): FormPlace | null {
  const upper = code.toUpperCase()
  if (upper === '') return null
  if (!codeRe.test(upper)) {
    errors[key] = `“${code}” is not an airport code: choose the airport from the list`
    return { code: upper, country: countryRe.test(country) ? country : 'IN', label: code }
  }
  return {
    code: upper,
    country: countryRe.test(country.toUpperCase()) ? country.toUpperCase() : 'IN',
    label: upper,
  }
}

/**
 * A date of the address. One that has passed is an error for a one-way or round trip (the page
 * shows the form with it: searching another day than the address says would be a silent change);
 * a multi-city leg's moves to today (000 §5), recorded in `moved`.
 */
function readDate(
  raw: string,
  key: string,
  today: string,
  errors: Record<string, string>,
  options: { anyOk?: boolean; moved?: string[] } = {},
) {
  if (raw === '') return null
  if (options.anyOk && raw === 'any') return today
  if (!isRealDate(raw)) {
    errors[key] = `“${raw}” is not a date: pick one from the calendar`
    return null
  }
  if (raw < today) {
    if (options.moved) options.moved.push(longDate(raw))
    else errors[key] = `${longDate(raw)} has passed: pick today or a later date`
  }
  return notBeforeToday(raw, today)
}

function readCount(raw: string, fallback: number, key: string, errors: Record<string, string>) {
  if (raw === '') return fallback
  const n = Number(raw)
  if (!Number.isInteger(n) || n < 0) {
    errors[key] = `“${raw}” is not a number of travellers`
    return fallback
  }
  return n
}

const readBool = (raw: string, fallback: boolean) =>
  raw === '' ? fallback : !['false', '0', 'no'].includes(raw)

/** Reads an address strictly; never throws. */
export function readSearchAddress(
  searchType: string,
  a: SearchAddress,
  today: string,
  limits: FormLimits,
): AddressReading {
  const errors: Record<string, string> = {}
  const knownType = isTripType(searchType)
  if (!knownType)
    errors.tripType = `“${searchType}” is not a kind of trip: choose one-way, round trip or multi-city`
  const tripType: FormTripType = knownType ? searchType : 'one_way'
  const multi = tripType === 'multicity'
  const anyDate = !multi && text(a.travelDate) === 'any'

  let legs: FormLeg[]
  const moved: string[] = []
  if (multi) {
    const [o, d, td, oc, dc] = [list(a.o), list(a.d), list(a.td), list(a.oc), list(a.dc)]
    const n = Math.max(o.length, d.length, td.length, limits.multiCityMinLegs)
    legs = Array.from({ length: Math.min(n, limits.multiCityMaxLegs) }, (_, i) => ({
      origin: readPlace(o[i] ?? '', oc[i] ?? '', `legs.${i}.origin`, errors),
      destination: readPlace(d[i] ?? '', dc[i] ?? '', `legs.${i}.destination`, errors),
      date: readDate(td[i] ?? '', `legs.${i}.date`, today, errors, { moved }),
    }))
    if (n > limits.multiCityMaxLegs)
      errors.legs = messages.legs(limits.multiCityMinLegs, limits.multiCityMaxLegs)
  } else {
    legs = [
      {
        origin: readPlace(text(a.origin), text(a.originCountry), 'legs.0.origin', errors),
        destination: readPlace(text(a.destination), text(a.destinationCountry), 'legs.0.destination', errors),
        date: readDate(text(a.travelDate), 'legs.0.date', today, errors, { anyOk: true }),
      },
    ]
  }
  const returnDate =
    tripType === 'roundtrip' ? readDate(text(a.returnDate), 'returnDate', today, errors) : null

  const px = list(a.px)
  const adults = readCount(multi ? (px[0] ?? '') : text(a.adults), 1, 'passengers', errors)
  const children = readCount(multi ? (px[1] ?? '') : text(a.children), 0, 'passengers', errors)
  const infants = readCount(multi ? (px[2] ?? '') : text(a.infants), 0, 'passengers', errors)
  if (adults < 1) errors.passengers = 'At least one adult travels'
  else if (adults + children > limits.maxPassengers)
    errors.passengers = messages.passengers(limits.maxPassengers)
  else if (infants > adults) errors.passengers = messages.infants

  const classRaw = text(multi ? a.c : a.class).toUpperCase()
  const classType =
    classRaw === ''
      ? 'ECONOMY'
      : (codeToClass[classRaw] ?? (formClassTypes as readonly string[]).find((c) => c === classRaw))
  if (!classType) errors.classType = `“${classRaw}” is not a cabin class`

  const airlineCode = text(a.preferredAirline).toUpperCase()
  if (airlineCode && !/^[A-Z0-9]{2}$/.test(airlineCode))
    errors.preferredAirline = `“${airlineCode}” is not an airline code`
  const values = initialSearchFormValues(today, limits, {
    tripType,
    legs: legs.length ? legs : [emptyLeg()],
    returnDate,
    // Counts that break a rule stay as typed (the message says why); otherwise the rules apply.
    adults: Math.max(adults, 1),
    children,
    infants,
    classType: (classType as FormClassType | undefined) ?? 'ECONOMY',
    residentOfIndia: readBool(text(multi ? a.roi : a.residentOfIndia), true),
    seniorCitizen: readBool(text(multi ? a.st : a.seniorCitizen), false),
    preferredAirline:
      airlineCode && !errors.preferredAirline
        ? { code: airlineCode, name: text(a.airlineName) || airlineCode }
        : null,
    submitted: true,
  })
  const all = { ...validateSearchForm(values), ...errors }
  const ok = Object.keys(all).length === 0
  return {
    values: { ...values, errors: all },
    errors: all,
    anyDate,
    ...(moved.length
      ? {
          movedDates: `${moved.join(', ')} ${moved.length === 1 ? 'has' : 'have'} passed: ${moved.length === 1 ? 'that flight is' : 'those flights are'} searched for today, ${longDate(today)}.`,
        }
      : {}),
    ...(ok ? { request: toSearchRequest(values) } : {}),
  }
}

/** The supplier's search body for valid form values. */
export function toSearchRequest(v: SearchFormValues): FlightSearchRequest {
  const legs = activeLegs(v)
  const first = legs[0]!
  const place = (p: FormPlace | null) => ({ code: p?.code ?? '', country: p?.country ?? 'IN' })
  return {
    origin: place(first.origin),
    destination: place(first.destination),
    search_type: v.tripType,
    travel_date: first.date ?? v.today,
    return_date: v.tripType === 'roundtrip' ? v.returnDate : null,
    class_type: v.classType,
    adult_count: v.adults,
    child_count: v.children,
    infant_count: v.infants,
    residentof_india: v.residentOfIndia,
    preferred_airline: v.preferredAirline?.code ?? null,
    is_senior_citizen: v.seniorCitizen,
    ...(v.tripType === 'multicity'
      ? {
          segments: legs.map((l) => ({
            origin: place(l.origin),
            destination: place(l.destination),
            travel_date: l.date ?? v.today,
          })),
        }
      : {}),
  }
}

/** The address of the results page for form values: what `navigate({ to, params, search })` takes. */
export function toSearchAddress(v: SearchFormValues): { searchType: FormTripType; search: SearchAddress } {
  const common = v.preferredAirline
    ? { preferredAirline: v.preferredAirline.code, airlineName: v.preferredAirline.name }
    : {}
  if (v.tripType === 'multicity') {
    const legs = activeLegs(v)
    const join = (f: (l: FormLeg) => string) => legs.map(f).join(',')
    return {
      searchType: 'multicity',
      search: {
        o: join((l) => l.origin?.code ?? ''),
        d: join((l) => l.destination?.code ?? ''),
        td: join((l) => l.date ?? ''),
        oc: join((l) => l.origin?.country ?? ''),
        dc: join((l) => l.destination?.country ?? ''),
        c: classCodes[v.classType],
        px: `${v.adults},${v.children},${v.infants}`,
        roi: v.residentOfIndia,
        st: v.seniorCitizen,
        ...common,
      },
    }
  }
  const leg = v.legs[0] ?? emptyLeg()
  return {
    searchType: v.tripType,
    search: {
      origin: leg.origin?.code,
      destination: leg.destination?.code,
      originCountry: leg.origin?.country,
      destinationCountry: leg.destination?.country,
      travelDate: leg.date ?? undefined,
      ...(v.tripType === 'roundtrip' && v.returnDate ? { returnDate: v.returnDate } : {}),
      class: v.classType,
      adults: v.adults,
      children: v.children,
      infants: v.infants,
      residentOfIndia: v.residentOfIndia,
      seniorCitizen: v.seniorCitizen,
      ...common,
    },
  }
}
