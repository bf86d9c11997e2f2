/**
 * The flight search form's rules (000 §4 "Search form", §5 validation) as one pure function:
 * `applySearchFormEvent(values, event)` gives the next form values. The statechart
 * (search-form.machine.ts) applies exactly this function on every event, and the page uses it
 * through `useReducer`, so the rules live in one place and the home page does not carry xstate
 * (docs/decisions/0007-flight-search-form.md).
 *
 * Pure: no clock (today comes in the values), no storage, no React.
 */

export const formTripTypes = ['one_way', 'roundtrip', 'multicity'] as const
export type FormTripType = (typeof formTripTypes)[number]
export const formClassTypes = ['ECONOMY', 'PREMIUM_ECONOMY', 'BUSINESS', 'FIRST_CLASS'] as const
export type FormClassType = (typeof formClassTypes)[number]

/** An airport or a city (all its airports) as the form holds it. */
export interface FormPlace {
  code: string
  country: string
  /** What the field shows: 'Delhi (DEL)', 'London (all airports)'. */
  label: string
}

export interface FormLeg {
  origin: FormPlace | null
  destination: FormPlace | null
  date: string | null
}

export interface FormLimits {
  maxPassengers: number
  multiCityMinLegs: number
  multiCityMaxLegs: number
}

export interface SearchFormValues {
  tripType: FormTripType
  /** Leg 0 is the one-way / round-trip journey; multi-city uses all of them. */
  legs: FormLeg[]
  returnDate: string | null
  /** Set by a swap, cleared by choosing either place (the page announces the swap). */
  swapped: boolean
  adults: number
  children: number
  infants: number
  classType: FormClassType
  residentOfIndia: boolean
  preferredAirline: { code: string; name: string } | null
  seniorCitizen: boolean
  /** 'YYYY-MM-DD' in the traveller's time zone, given by the caller. */
  today: string
  limits: FormLimits
  /** After the first submit every change re-validates, so a fixed field loses its message. */
  submitted: boolean
  /** Field key → message; keys are 'legs.<i>.origin|destination|date', 'returnDate', 'passengers'. */
  errors: Record<string, string>
}

export type SearchFormEvent =
  | { type: 'SET_TRIP_TYPE'; tripType: FormTripType }
  | { type: 'SET_ORIGIN'; leg: number; place: FormPlace | null }
  | { type: 'SET_DESTINATION'; leg: number; place: FormPlace | null }
  | { type: 'SWAP'; leg: number }
  | { type: 'SET_DATE'; leg: number; date: string | null }
  | { type: 'SET_RETURN_DATE'; date: string | null }
  | { type: 'ADD_LEG' }
  | { type: 'REMOVE_LEG'; leg: number }
  | { type: 'SET_PASSENGERS'; kind: 'adults' | 'children' | 'infants'; count: number }
  | { type: 'SET_CLASS'; classType: FormClassType }
  | { type: 'SET_RESIDENT'; value: boolean }
  | { type: 'SET_AIRLINE'; airline: { code: string; name: string } | null }
  | { type: 'SET_SENIOR'; value: boolean }
  | { type: 'SUBMIT' }

export const emptyLeg = (): FormLeg => ({ origin: null, destination: null, date: null })

export function initialSearchFormValues(
  today: string,
  limits: FormLimits,
  overrides: Partial<Omit<SearchFormValues, 'today' | 'limits'>> = {},
): SearchFormValues {
  const values: SearchFormValues = {
    tripType: 'one_way',
    legs: [emptyLeg()],
    returnDate: null,
    swapped: false,
    adults: 1,
    children: 0,
    infants: 0,
    classType: 'ECONOMY',
    residentOfIndia: true,
    preferredAirline: null,
    seniorCitizen: false,
    submitted: false,
    errors: {},
    ...overrides,
    today,
    limits,
  }
  // Restored or linked values obey the same rules as typed ones.
  return normalise(values)
}

/** A date before today becomes today (000 §5); ISO dates compare as strings. */
export const notBeforeToday = (date: string | null, today: string): string | null =>
  date === null ? null : date < today ? today : date

const clamp = (n: number, min: number, max: number) => Math.min(Math.max(Math.trunc(n), min), max)

function normalise(v: SearchFormValues): SearchFormValues {
  let legs = v.legs.length ? v.legs : [emptyLeg()]
  legs = legs.map((leg) => ({ ...leg, date: notBeforeToday(leg.date, v.today) }))
  if (v.tripType === 'multicity') legs = withMinimumLegs(legs, v.limits.multiCityMinLegs)
  let returnDate = notBeforeToday(v.returnDate, v.today)
  const travel = legs[0]?.date ?? null
  if (returnDate && travel && returnDate < travel) returnDate = null
  const passengers = fixPassengers(v.adults, v.children, v.infants, v.limits.maxPassengers)
  return { ...v, legs, returnDate, ...passengers }
}

function fixPassengers(adults: number, children: number, infants: number, max: number) {
  const a = clamp(adults, 1, max)
  const c = clamp(children, 0, max - a)
  return { adults: a, children: c, infants: clamp(infants, 0, a) }
}

/** A new leg starts where the previous one ends (000 §4). */
function nextLeg(previous: FormLeg | undefined): FormLeg {
  return { origin: previous?.destination ?? null, destination: null, date: null }
}

function withMinimumLegs(legs: FormLeg[], min: number): FormLeg[] {
  const out = [...legs]
  while (out.length < min) out.push(nextLeg(out[out.length - 1]))
  return out
}

function updateLeg(legs: FormLeg[], index: number, patch: Partial<FormLeg>): FormLeg[] {
  return legs.map((leg, i) => (i === index ? { ...leg, ...patch } : leg))
}

function setDate(v: SearchFormValues, index: number, raw: string | null): SearchFormValues {
  if (!v.legs[index]) return v
  const date = notBeforeToday(raw, v.today)
  let legs = updateLeg(v.legs, index, { date })
  if (date) {
    // Later legs cannot leave before this one: push them up to at least this date.
    legs = legs.map((leg, i) => (i > index && leg.date && leg.date < date ? { ...leg, date } : leg))
    const next = legs[index + 1]
    const here = legs[index]
    if (next && !next.origin && here?.destination)
      legs = updateLeg(legs, index + 1, { origin: here.destination })
  }
  let returnDate = v.returnDate
  if (index === 0 && date && returnDate && returnDate < date) returnDate = null
  return { ...v, legs, returnDate }
}

function edit(v: SearchFormValues, event: SearchFormEvent): SearchFormValues {
  switch (event.type) {
    case 'SET_TRIP_TYPE': {
      const tripType = event.tripType
      let { returnDate, legs } = v
      const travel = legs[0]?.date
      // 000 §4: switching to round trip clears a return date the travel date has passed.
      if (tripType === 'roundtrip' && returnDate && travel && travel > returnDate) returnDate = null
      if (tripType === 'multicity') legs = withMinimumLegs(legs, v.limits.multiCityMinLegs)
      return { ...v, tripType, returnDate, legs }
    }
    case 'SET_ORIGIN':
      if (!v.legs[event.leg]) return v
      return { ...v, swapped: false, legs: updateLeg(v.legs, event.leg, { origin: event.place }) }
    case 'SET_DESTINATION':
      if (!v.legs[event.leg]) return v
      return { ...v, swapped: false, legs: updateLeg(v.legs, event.leg, { destination: event.place }) }
    case 'SWAP': {
      const leg = v.legs[event.leg]
      if (!leg) return v
      const legs = updateLeg(v.legs, event.leg, { origin: leg.destination, destination: leg.origin })
      return { ...v, swapped: true, legs }
    }
    case 'SET_DATE':
      return setDate(v, event.leg, event.date)
    case 'SET_RETURN_DATE': {
      const date = notBeforeToday(event.date, v.today)
      const travel = v.legs[0]?.date
      // A return before the outbound date is not a date the traveller can mean: clear it.
      return { ...v, returnDate: date && travel && date < travel ? null : date }
    }
    case 'ADD_LEG':
      if (v.legs.length >= v.limits.multiCityMaxLegs) return v
      return { ...v, legs: [...v.legs, nextLeg(v.legs[v.legs.length - 1])] }
    case 'REMOVE_LEG':
      if (v.legs.length <= v.limits.multiCityMinLegs || event.leg === 0 || !v.legs[event.leg]) return v
      return { ...v, legs: v.legs.filter((_, i) => i !== event.leg) }
    case 'SET_PASSENGERS': {
      const { adults, children, infants } = v
      const next = { adults, children, infants, [event.kind]: event.count }
      return { ...v, ...fixPassengers(next.adults, next.children, next.infants, v.limits.maxPassengers) }
    }
    case 'SET_CLASS':
      return { ...v, classType: event.classType }
    case 'SET_RESIDENT':
      return { ...v, residentOfIndia: event.value }
    case 'SET_AIRLINE':
      return { ...v, preferredAirline: event.airline }
    case 'SET_SENIOR':
      return { ...v, seniorCitizen: event.value }
    case 'SUBMIT':
      return { ...v, submitted: true }
  }
}

/** The legs a search of this trip type uses. */
export function activeLegs(v: Pick<SearchFormValues, 'tripType' | 'legs'>): FormLeg[] {
  return v.tripType === 'multicity' ? v.legs : v.legs.slice(0, 1)
}

export const messages = {
  origin: 'Choose where you are flying from',
  destination: 'Choose where you are flying to',
  date: 'Choose a travel date',
  returnDate: 'Choose a return date',
  samePlace: 'From and To must be different places',
  legs: (min: number, max: number) => `A multi-city trip has ${min} to ${max} flights`,
  passengers: (max: number) => `At most ${max} travellers (adults and children) in one booking`,
  infants: 'Each infant travels on an adult’s lap: no more infants than adults',
} as const

/** Errors that show as soon as they happen: the same place on both ends of a leg. */
function samePlaceErrors(v: SearchFormValues): Record<string, string> {
  const errors: Record<string, string> = {}
  activeLegs(v).forEach((leg, i) => {
    if (leg.origin && leg.destination && leg.origin.code === leg.destination.code) {
      errors[`legs.${i}.origin`] = messages.samePlace
      errors[`legs.${i}.destination`] = messages.samePlace
    }
  })
  return errors
}

/** Every message a submit shows (000 §5). Empty when the search can run. */
export function validateSearchForm(v: SearchFormValues): Record<string, string> {
  const errors: Record<string, string> = {}
  const legs = activeLegs(v)
  legs.forEach((leg, i) => {
    if (!leg.origin) errors[`legs.${i}.origin`] = messages.origin
    if (!leg.destination) errors[`legs.${i}.destination`] = messages.destination
    if (!leg.date) errors[`legs.${i}.date`] = messages.date
  })
  if (v.tripType === 'roundtrip' && !v.returnDate) errors.returnDate = messages.returnDate
  const { multiCityMinLegs: min, multiCityMaxLegs: max, maxPassengers } = v.limits
  if (v.tripType === 'multicity' && (legs.length < min || legs.length > max))
    errors.legs = messages.legs(min, max)
  if (v.adults + v.children > maxPassengers) errors.passengers = messages.passengers(maxPassengers)
  else if (v.infants > v.adults) errors.passengers = messages.infants
  return { ...errors, ...samePlaceErrors(v) }
}

export const isSearchFormValid = (v: SearchFormValues) => Object.keys(validateSearchForm(v)).length === 0

/** The next form values after an event: the rule, then the messages that apply now. */
export function applySearchFormEvent(v: SearchFormValues, event: SearchFormEvent): SearchFormValues {
  const next = edit(v, event)
  return { ...next, errors: next.submitted ? validateSearchForm(next) : samePlaceErrors(next) }
}
