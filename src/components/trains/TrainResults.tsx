import { useEffect, useMemo, useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import type { TrainSearchFields } from '@contracts/trains/search-params'
import { QUOTA_NAMES } from '@contracts/trains/codes'
import type { SettledSearch } from '@machines/trains/search.machine'
import { applyTrainFilters, filterCounts, groupsShownOf, sortTrains } from '@machines/trains/filters.logic'
import { useTrainFilters, useTrainSearch, useTrainSort } from '~/flows/trains/search.flow'
import { Modal } from '~/components/overlays/Modal'
import { useShell } from '~/components/useShell'
import {
  filtersAddressOf,
  readTrainFilters,
  readTrainSort,
  sortAddressOf,
} from '~/lib/trains/results-address'
import { longDate } from './words'
import { TrainCard } from './TrainCard'
import { TrainLinks } from './TrainLinks'
import { TrainFilters } from './TrainFilters'
import { LazyTrainSearchForm } from './lazy'
import { ModifyTrainSearch } from './ModifyTrainSearch'

/** The travellers the search was for, carried to the booking's passengers form (issue 24). */
const travellersOf = (search: TrainSearchFields) => ({
  adults: search.adults ?? 1,
  children: search.children ?? 0,
  seniors: search.seniors ?? 0,
})

const SORT_OPTIONS = [
  ['departure-asc', 'Departure, earliest first'],
  ['departure-desc', 'Departure, latest first'],
  ['arrival-asc', 'Arrival, earliest first'],
  ['arrival-desc', 'Arrival, latest first'],
  ['duration-asc', 'Duration, shortest first'],
  ['duration-desc', 'Duration, longest first'],
] as const

/**
 * The results of one train search: the machine starts with the server's answer; the filters and
 * sort live in the address (a reload keeps them) and in their machines, which follow each other.
 */
export function TrainResults({
  search,
  settled,
  address,
  scenario,
}: {
  search: TrainSearchFields
  settled: SettledSearch
  address: Record<string, unknown>
  scenario?: string | undefined
}) {
  const { config } = useShell()
  const navigate = useNavigate()
  const [modifying, setModifying] = useState(false)
  const query = { from: search.from, to: search.to, date: search.date, quota: search.quota }
  const results = useTrainSearch(query, settled, scenario)
  const shown = groupsShownOf(config.whiteLabel.trains.filters)
  const urlFilters = readTrainFilters(address)
  const urlSort = readTrainSort(address)
  const filters = useTrainFilters(urlFilters, shown)
  const sort = useTrainSort(urlSort)
  const values = filters.snapshot.context.values

  // The machines' choices go to the address (replacing it: a reload or a shared link keeps them)…
  const wanted = { ...filtersAddressOf(values), sort: sortAddressOf(sort.choice) }
  const wantedKey = JSON.stringify(wanted)
  useEffect(() => {
    const now = { ...filtersAddressOf(urlFilters), sort: sortAddressOf(urlSort) }
    if (JSON.stringify(now) === wantedKey) return
    void navigate({
      to: '/trains/search',
      search: (prev: Record<string, unknown>) => ({ ...prev, ...wanted }),
      replace: true,
      resetScroll: false,
    })
  }, [wantedKey])
  // …and an address changed from outside (back, forward) goes to the machines.
  const urlKey = JSON.stringify([urlFilters, urlSort])
  useEffect(() => {
    if (JSON.stringify(urlFilters) !== JSON.stringify(values))
      filters.send({ type: 'INIT', values: urlFilters })
    if (JSON.stringify(urlSort) !== JSON.stringify(sort.choice)) sort.send({ type: 'SORT', ...urlSort })
  }, [urlKey])

  const { snapshot } = results
  const { data, error } = snapshot.context
  const all = useMemo(() => {
    const list = data?.trainBtwnStnsList ?? []
    // A class chosen on the form narrows the search to the trains that carry it.
    return search.class ? list.filter((t) => t.classes.includes(search.class!)) : list
  }, [data, search.class])
  const listed = useMemo(
    () => sortTrains(applyTrainFilters(all, values), sort.choice),
    [all, values, sort.choice],
  )
  const counts = useMemo(() => filterCounts(all, values), [all, values])
  const names = data?.meta.info.stn_names ?? {}
  const fromName = names[search.from] ?? search.from
  const toName = names[search.to] ?? search.to
  const showList = snapshot.matches('success') || snapshot.matches('expired')

  return (
    <div className="page train-results" {...results.flow}>
      <h1>
        Trains from {fromName} to {toName}
      </h1>
      <p className="train-summary">
        {longDate(search.date)} · {QUOTA_NAMES[search.quota]} quota
        {search.class ? ` · class ${search.class}` : ''}
      </p>
      <TrainLinks />
      {/* The full form is mounted when first opened: its code is not in the page's first scripts
          (0164); until then a plain GET form, server-rendered, works before hydration (0172). */}
      <details className="train-modify" onToggle={(e) => e.currentTarget.open && setModifying(true)}>
        <summary onPointerEnter={LazyTrainSearchForm.preload}>Modify search</summary>
        {modifying ? (
          <LazyTrainSearchForm
            label="Modify search"
            start={{
              from: { code: search.from, name: fromName },
              to: { code: search.to, name: toName },
              date: search.date,
              quota: search.quota,
              ...(search.class ? { travelClass: search.class } : {}),
              ...travellersOf(search),
            }}
          />
        ) : (
          <ModifyTrainSearch search={search} />
        )}
      </details>
      {snapshot.matches('pending') ? (
        <p role="status" className="train-searching">
          Searching trains…
        </p>
      ) : null}
      {snapshot.matches('expired') ? (
        <div role="alert" className="train-expired">
          <p>Your search has expired. Seats and fares may have changed.</p>
          <button type="button" className="button" onClick={() => results.send({ type: 'RETRY' })}>
            Search again
          </button>
        </div>
      ) : null}
      {snapshot.matches('failure') ? (
        <div role="alert" className="train-failure">
          <p>{error ?? 'We could not find trains for this search.'}</p>
          <button type="button" className="button" onClick={() => results.send({ type: 'RETRY' })}>
            Try again
          </button>
        </div>
      ) : null}
      <Modal
        open={snapshot.matches('systemDown')}
        title="Railway booking is not available"
        onClose={() => results.send({ type: 'DISMISS' })}
        action={{ label: 'Try again', onClick: () => results.send({ type: 'RETRY' }) }}
      >
        <p>
          The railway’s booking system is not available right now. It closes every night from{' '}
          {config.trains.downtimeFrom} to {config.trains.downtimeTo}; please try again in a few minutes.
        </p>
      </Modal>
      {showList ? (
        <div className="train-layout">
          <TrainFilters
            trains={all}
            values={values}
            counts={counts}
            shown={filters.snapshot.context.shown}
            names={names}
            send={filters.send}
            flow={filters.flow}
          />
          <section aria-label="Results" className="train-main">
            <div className="train-toolbar" {...sort.flow}>
              <p role="status">
                Showing {listed.length} of {all.length} {all.length === 1 ? 'train' : 'trains'}
              </p>
              <label htmlFor="train-sort">Sort by</label>
              <select
                id="train-sort"
                value={`${sort.choice.by}-${sort.choice.dir}`}
                onChange={(e) => {
                  const [by, dir] = e.target.value.split('-')
                  if (
                    (by === 'departure' || by === 'arrival' || by === 'duration') &&
                    (dir === 'asc' || dir === 'desc')
                  )
                    sort.send({ type: 'SORT', by, dir })
                }}
              >
                {SORT_OPTIONS.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </div>
            {all.length === 0 ? (
              <p>
                No train runs from {fromName} to {toName} on {longDate(search.date)}. Try another date.
              </p>
            ) : listed.length === 0 ? (
              <p>
                No train matches these filters.{' '}
                <button type="button" className="link-button" onClick={() => filters.send({ type: 'RESET' })}>
                  Clear all filters
                </button>
              </p>
            ) : null}
            <ul aria-label="Trains" className="train-list" hidden={listed.length === 0}>
              {listed.map((train) => (
                <li
                  key={`${train.trainNumber}-${train.fromStnCode}-${train.toStnCode}`}
                  id={`train-${train.trainNumber}`}
                >
                  <TrainCard
                    train={train}
                    names={names}
                    date={search.date}
                    quota={search.quota}
                    travelClass={search.class}
                    travellers={travellersOf(search)}
                    others={listed}
                    scenario={scenario}
                  />
                </li>
              ))}
            </ul>
          </section>
        </div>
      ) : null}
    </div>
  )
}
