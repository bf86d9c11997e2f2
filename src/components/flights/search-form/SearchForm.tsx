import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react'
import { useNavigate, useRouter } from '@tanstack/react-router'
import {
  applySearchFormEvent,
  initialSearchFormValues,
  formClassTypes,
  type FormTripType,
  type SearchFormEvent,
  type SearchFormValues,
} from '@machines/flights/search-form.rules'
import { useShell } from '~/components/useShell'
import { classLabels } from '@contracts/flights/codes'
import { loadLastSearches, saveLastSearch, type LastSearch } from '~/lib/flights/last-searches'
import { readSearchAddress, toSearchAddress } from '~/lib/flights/search-params'
import { todayIso } from '~/lib/flights/today'
import { startFlightSearchEarly } from '~/flows/flights/search.early'
import { AirportField } from './AirportField'
import { PassengerFields } from './PassengerFields'
import { RecentSearches, describeSearch } from './RecentSearches'
import { preferredAirlines } from './airlines'
import css from './search-form.css?inline'

export interface SearchFormProps {
  /** Values from the address (modify search, or a malformed address with its messages). */
  initial?: SearchFormValues
  /** Widget: open the results in a new window (000 §2). */
  openInNewWindow?: boolean
  /** The results page's "Modify search": no recent searches, another heading. */
  modify?: boolean
  idPrefix?: string
  /** A valid search was handed over (the results page folds its "Modify search" away). */
  onSearch?: () => void
}

type Action = SearchFormEvent | { type: 'REPLACE'; values: SearchFormValues }
const reducer = (v: SearchFormValues, a: Action) =>
  a.type === 'REPLACE' ? a.values : applySearchFormEvent(v, a)

const tripLabels: Record<FormTripType, string> = {
  one_way: 'One-way',
  roundtrip: 'Round trip',
  multicity: 'Multi-city',
}

/**
 * The flight search form. Its state is the search-form rules (machines/flights/search-form.rules.ts)
 * run by useReducer; see docs/decisions/0007-flight-search-form.md. Server-rendered as a real
 * GET form to the results address, so the fields show (and submit) before the page is interactive.
 */
export function SearchForm({
  initial,
  openInNewWindow = false,
  modify = false,
  idPrefix = 'fs',
  onSearch,
}: SearchFormProps) {
  const { config } = useShell()
  const limits = {
    maxPassengers: config.limits.maxPassengers,
    multiCityMinLegs: config.limits.multiCityMinLegs,
    multiCityMaxLegs: config.limits.multiCityMaxLegs,
  }
  const today = todayIso()
  const [values, dispatch] = useReducer(reducer, initial ?? initialSearchFormValues(today, limits))
  const [recent, setRecent] = useState<LastSearch[]>([])
  const touched = useRef(false)
  const formRef = useRef<HTMLFormElement>(null)
  const navigate = useNavigate()
  const router = useRouter()
  const send = (e: SearchFormEvent) => {
    touched.current = true
    dispatch(e)
  }

  useEffect(() => {
    if (modify) return
    const kept = loadLastSearches(today)
    setRecent(kept)
    // 000 §3: the last search is restored (dates checked) unless the traveller already started.
    const last = kept[0]
    if (last && !initial && !touched.current)
      dispatch({
        type: 'REPLACE',
        values: {
          ...readSearchAddress(last.searchType, last.search, today, limits).values,
          submitted: false,
          errors: {},
        },
      })
    // Only on mount: later changes are the traveller's.
  }, [])

  const restore = (entry: LastSearch) => {
    touched.current = true
    const read = readSearchAddress(entry.searchType, entry.search, today, limits)
    dispatch({ type: 'REPLACE', values: { ...read.values, submitted: false, errors: {} } })
  }

  // The results page's code (and its master data) is fetched while the traveller fills the form,
  // so submitting goes straight to starting the search (issue 3: submit → first card ≤ 300 ms).
  const preloaded = useRef(false)
  const preloadResults = () => {
    if (preloaded.current) return
    preloaded.current = true
    void router
      .preloadRoute({
        to: '/flights/search/$searchType',
        params: { searchType: values.tripType },
        search: {},
      })
      // A failed preload only means the page loads on submit, as it would without it.
      .catch(() => undefined)
  }

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    performance.mark('flights:submit')
    const next = applySearchFormEvent(values, { type: 'SUBMIT' })
    dispatch({ type: 'SUBMIT' })
    if (Object.keys(next.errors).length) {
      // Focus the first field with a message once it is rendered.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      )
      return
    }
    const { searchType, search } = toSearchAddress(next)
    const { title, detail } = describeSearch(next)
    saveLastSearch(
      { searchType, search, title, detail, travelDate: next.legs[0]?.date ?? today, searchedAt: Date.now() },
      config.limits.lastSearchesKept,
      today,
    )
    const to = { to: '/flights/search/$searchType', params: { searchType }, search } as const
    onSearch?.()
    if (openInNewWindow) {
      window.open(router.buildLocation(to).href, '_blank', 'noopener')
      return
    }
    // The first request leaves now and the results page takes its answer (docs/decisions/0031). The
    // address is read as the results page reads it, so the requests match. Not for the address on
    // screen already ("Modify search" unchanged): no new page would take it.
    const { request } = readSearchAddress(searchType, search, today, limits)
    const samePage = router.buildLocation(to).href === router.state.location.href
    if (request && !samePage) startFlightSearchEarly(request)
    void navigate(to)
  }

  const err = values.errors
  const errorCount = values.submitted ? Object.keys(err).length : 0
  const legs = values.tripType === 'multicity' ? values.legs : values.legs.slice(0, 1)
  const debounceMs = config.locationSearch.debounceMs

  return (
    <form
      ref={formRef}
      className="search-form"
      method="get"
      action={`/flights/search/${values.tripType}`}
      target={openInNewWindow ? '_blank' : undefined}
      noValidate
      onSubmit={onSubmit}
      onFocus={preloadResults}
      aria-label={modify ? 'Modify search' : 'Search flights'}
    >
      <style>{css}</style>
      {errorCount ? (
        <p className="form-errors" role="alert">
          Please correct {errorCount === 1 ? 'the field' : `the ${errorCount} fields`} marked below.
        </p>
      ) : null}
      <fieldset className="trip-types">
        <legend>Trip type</legend>
        {(Object.keys(tripLabels) as FormTripType[]).map((t) => (
          <label key={t} className="radio">
            <input
              type="radio"
              name="searchType"
              value={t}
              checked={values.tripType === t}
              onChange={() => send({ type: 'SET_TRIP_TYPE', tripType: t })}
            />
            {tripLabels[t]}
          </label>
        ))}
      </fieldset>

      {values.tripType === 'multicity' ? (
        <h3 className="legs-title">Flights of your multi-city trip</h3>
      ) : null}
      {legs.map((leg, i) => {
        const multi = values.tripType === 'multicity'
        const p = multi ? `${idPrefix}-leg${i}` : idPrefix
        const suffix = multi ? ` (flight ${i + 1})` : ''
        return (
          <div
            className="leg"
            key={i}
            role={multi ? 'group' : undefined}
            aria-label={multi ? `Flight ${i + 1}` : undefined}
          >
            <AirportField
              id={`${p}-origin`}
              label={`From${suffix}`}
              name={multi ? 'o' : 'origin'}
              countryName={multi ? 'oc' : 'originCountry'}
              value={leg.origin}
              onChange={(place) => send({ type: 'SET_ORIGIN', leg: i, place })}
              error={err[`legs.${i}.origin`]}
              debounceMs={debounceMs}
            />
            <button
              type="button"
              className="swap"
              aria-label={`Swap From and To${suffix}`}
              onClick={() => send({ type: 'SWAP', leg: i })}
            >
              ⇄
            </button>
            <AirportField
              id={`${p}-destination`}
              label={`To${suffix}`}
              name={multi ? 'd' : 'destination'}
              countryName={multi ? 'dc' : 'destinationCountry'}
              value={leg.destination}
              onChange={(place) => send({ type: 'SET_DESTINATION', leg: i, place })}
              error={err[`legs.${i}.destination`]}
              debounceMs={debounceMs}
            />
            <DateField
              id={`${p}-date`}
              label={multi ? `Date${suffix}` : 'Departure date'}
              name={multi ? 'td' : 'travelDate'}
              value={leg.date}
              min={today}
              error={err[`legs.${i}.date`]}
              onChange={(date) => send({ type: 'SET_DATE', leg: i, date })}
            />
            {multi && i >= limits.multiCityMinLegs ? (
              <button
                type="button"
                className="link-button"
                onClick={() => send({ type: 'REMOVE_LEG', leg: i })}
              >
                Remove flight {i + 1}
              </button>
            ) : null}
          </div>
        )
      })}
      {values.tripType === 'multicity' ? (
        <p>
          <button
            type="button"
            className="secondary"
            disabled={values.legs.length >= limits.multiCityMaxLegs}
            onClick={() => send({ type: 'ADD_LEG' })}
          >
            Add another flight
          </button>{' '}
          <span className="hint">
            {limits.multiCityMinLegs} to {limits.multiCityMaxLegs} flights
          </span>
        </p>
      ) : null}
      {values.tripType === 'roundtrip' ? (
        <DateField
          id={`${idPrefix}-return`}
          label="Return date"
          name="returnDate"
          value={values.returnDate}
          min={values.legs[0]?.date ?? today}
          error={err.returnDate}
          onChange={(date) => send({ type: 'SET_RETURN_DATE', date })}
        />
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {values.swapped ? 'From and To swapped.' : ''}
      </p>

      <PassengerFields values={values} dispatch={send} idPrefix={idPrefix} />

      <div className="options">
        <div className="field">
          <label htmlFor={`${idPrefix}-class`}>Class</label>
          <select
            id={`${idPrefix}-class`}
            name="class"
            value={values.classType}
            onChange={(e) => {
              const c = formClassTypes.find((x) => x === e.target.value)
              if (c) send({ type: 'SET_CLASS', classType: c })
            }}
          >
            {formClassTypes.map((c) => (
              <option key={c} value={c}>
                {classLabels[c]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${idPrefix}-airline`}>Preferred airline</label>
          <select
            id={`${idPrefix}-airline`}
            name="preferredAirline"
            value={values.preferredAirline?.code ?? ''}
            onChange={(e) => {
              const a = preferredAirlines.find((x) => x.code === e.target.value)
              send({ type: 'SET_AIRLINE', airline: a ? { code: a.code, name: a.name } : null })
            }}
          >
            <option value="">Any airline</option>
            {values.preferredAirline &&
            !preferredAirlines.some((a) => a.code === values.preferredAirline?.code) ? (
              <option value={values.preferredAirline.code}>{values.preferredAirline.name}</option>
            ) : null}
            {preferredAirlines.map((a) => (
              <option key={a.code} value={a.code}>
                {a.name}
              </option>
            ))}
          </select>
        </div>
        <label className="check">
          <input
            type="checkbox"
            name="residentOfIndia"
            value="true"
            checked={values.residentOfIndia}
            onChange={(e) => send({ type: 'SET_RESIDENT', value: e.target.checked })}
          />
          Resident of India
        </label>
        <label className="check">
          <input
            type="checkbox"
            name="seniorCitizen"
            value="true"
            checked={values.seniorCitizen}
            onChange={(e) => send({ type: 'SET_SENIOR', value: e.target.checked })}
          />
          Senior citizen fares (60 and over)
        </label>
      </div>
      <button type="submit" className="primary search-button">
        {modify ? 'Search again' : 'Search flights'}
      </button>
      {!modify ? <RecentSearches entries={recent} onChoose={restore} /> : null}
    </form>
  )
}

function DateField(props: {
  id: string
  label: string
  name: string
  value: string | null
  min: string
  error?: string
  onChange: (date: string | null) => void
}) {
  const { id, label, name, value, min, error, onChange } = props
  return (
    <div className="field date-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="date"
        min={min}
        value={value ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
