import { useNavigate } from '@tanstack/react-router'
import { useCallback, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react'
import { useShell } from '~/components/useShell'
import type { FormPlace } from '@machines/flights/search-form.rules'
import { placeFieldLabel, searchPlaces } from '~/lib/flights/places'
import { readSearchAddress, type SearchAddress } from '~/lib/flights/search-params'
import { todayIso } from '~/lib/flights/today'
import { SearchForm } from '../search-form/SearchForm'
import { FlightResults } from './FlightResults'
import { usePlaceNames } from './usePlaceNames'

/**
 * /flights/search/{search_type}: a valid address runs the search under a "Modify search" form; a
 * malformed one shows the form with the messages and everything the address did say.
 */
export function SearchPage({ searchType, search }: { searchType: string; search: SearchAddress }) {
  const { config } = useShell()
  const { maxPassengers, multiCityMinLegs, multiCityMaxLegs } = config.limits
  const key = JSON.stringify([searchType, search])
  const navigate = useNavigate()
  // A day of the fare calendar is the same search on that date (multi-city has no calendar).
  const onPickDate = useCallback(
    (date: string) =>
      void navigate({
        to: '/flights/search/$searchType',
        params: { searchType },
        search: { ...search, travelDate: date },
      }),
    [navigate, searchType, search],
  )
  const reading = useMemo(
    () =>
      readSearchAddress(searchType, search, todayIso(), {
        maxPassengers,
        multiCityMinLegs,
        multiCityMaxLegs,
      }),
    // The key stands for searchType and search.
    [key, maxPassengers, multiCityMinLegs, multiCityMaxLegs],
  )

  // City-level places read as their city: in the headings, and in the Modify-search form as the
  // autocomplete showed them ("Mumbai (all airports)").
  const names = usePlaceNames(reading.request ? searchPlaces(reading.request) : [])
  const modifyValues = useMemo(() => {
    const named = (p: FormPlace | null) => p && { ...p, label: placeFieldLabel(p.code, names) }
    return {
      ...reading.values,
      legs: reading.values.legs.map((l) => ({
        ...l,
        origin: named(l.origin),
        destination: named(l.destination),
      })),
      submitted: false,
      errors: {},
    }
  }, [reading, names])

  // A search handed over folds the form away, so the results it asked for are what shows (the
  // search form's statechart: submitted, and "Modify search" opens it again).
  const modifyPanel = useRef<HTMLDetailsElement>(null)
  const foldModify = useCallback(() => {
    if (modifyPanel.current) modifyPanel.current.open = false
  }, [])

  if (!reading.request) {
    const count = Object.keys(reading.errors).length
    return (
      <section className="page flights-search-page">
        <h1>Check your flight search</h1>
        <p role="alert" className="notice">
          This search address is incomplete or has {count === 1 ? 'a value' : 'values'} we cannot use. Correct
          the {count === 1 ? 'field' : `${count} fields`} marked below and search again.
        </p>
        {reading.errors.tripType ? <p className="field-error">{reading.errors.tripType}</p> : null}
        {reading.errors.classType ? <p className="field-error">{reading.errors.classType}</p> : null}
        {reading.errors.preferredAirline ? (
          <p className="field-error">{reading.errors.preferredAirline}</p>
        ) : null}
        <SearchForm key={key} initial={reading.values} modify />
      </section>
    )
  }
  return (
    <section className="page flights-search-page">
      <ModifySearch panel={modifyPanel}>
        <SearchForm key={key} initial={modifyValues} modify idPrefix="modify" onSearch={foldModify} />
      </ModifySearch>
      {reading.movedDates ? (
        <p role="status" className="notice">
          {reading.movedDates}
        </p>
      ) : null}
      <FlightResults
        key={key}
        request={
          // Sandbox controls (?sandbox=batches=3;latencyMs=200) ride along; a live store ignores them.
          typeof search.sandbox === 'string'
            ? { ...reading.request, scenario: search.sandbox }
            : reading.request
        }
        names={names}
        anyDate={reading.anyDate}
        onPickDate={onPickDate}
      />
    </section>
  )
}

/**
 * "Modify search", closed at first. The form inside is mounted on first opening, not with the
 * page: hydrating a form and its machine nobody has asked for was a large part of the results
 * page's blocking time (issue 3, Lighthouse mobile). Once opened it stays mounted.
 */
function ModifySearch({
  children,
  panel,
}: {
  children: ReactNode
  panel: RefObject<HTMLDetailsElement | null>
}) {
  const [opened, setOpened] = useState(false)
  return (
    <details ref={panel} className="modify-search" onToggle={(e) => e.currentTarget.open && setOpened(true)}>
      <summary>Modify search</summary>
      {opened ? children : null}
    </details>
  )
}
