import { useEffect, useRef, useState } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { guestsOf, resultsAddressOf, type HotelResultsSearch } from '@contracts/hotels/search-params'
import { useShell } from '~/components/useShell'
import { useHotelResults } from '~/flows/hotels/search.flow'
import { shortDate } from '~/lib/hotels/dates'
import { priceBounds, sortOf, sortOrderOf, unfilteredCount } from '~/lib/hotels/filters'
import { FiltersPanel } from './FiltersPanel'
import { HotelCard } from './HotelCard'
import { HotelSearchForm } from './HotelSearchForm'
import { OffersStrip } from './OffersStrip'
import { ResultsMap } from './ResultsMap'

/** A place's words for the heading: the city of a hotel or area search, else the place itself. */
export const placeTitle = (search: HotelResultsSearch) =>
  search.place.kind === 'location'
    ? search.place.name
    : `${search.place.name}${search.place.city_name ? `, ${search.place.city_name}` : ''}`

/**
 * The hotel results (001 §2 Hotels, §3 "Hotel results"): the search runs in the results machine;
 * filters, sort, page and the price shown live in the address, so a reload or a shared link keeps
 * them.
 */
export function HotelResults({
  search,
  scenario,
}: {
  search: HotelResultsSearch
  scenario?: string | undefined
}) {
  const { config } = useShell()
  const results = useHotelResults(search, scenario)
  const navigate = useNavigate()
  const [modifying, setModifying] = useState(false)
  const go = (next: HotelResultsSearch) =>
    void navigate({
      to: '/hotels/search',
      search: { ...resultsAddressOf(next), ...(scenario ? { scenario } : {}) },
      resetScroll: false,
    })
  const { meta, hotels } = results
  const bounds = priceBounds(meta, search.showing_price)
  const nights = meta?.metaInfo.nights ?? 1
  const info = meta?.metaInfo
  const empty = results.state === 'success' && bounds === null
  useReportOnce(empty, 'hd_price_range_empty')
  const order = sortOrderOf(search.sort)
  const guests = guestsOf(search.rooms)
  const title = placeTitle(search)

  return (
    <div className="page" {...results.flow}>
      <h1>Hotels in {title}</h1>
      <p>
        {shortDate(search.checkin_date)} – {shortDate(search.checkout_date)} · {search.rooms.length} room
        {search.rooms.length === 1 ? '' : 's'} · {guests} guest{guests === 1 ? '' : 's'} ·{' '}
        <a
          href="#modify-search"
          onClick={(e) => {
            e.preventDefault()
            setModifying((m) => !m)
          }}
        >
          Modify search
        </a>
      </p>
      {modifying ? (
        <div id="modify-search">
          <HotelSearchForm
            label="Modify search"
            start={{
              place: search.place,
              checkin_date: search.checkin_date,
              checkout_date: search.checkout_date,
              rooms: search.rooms,
            }}
          />
        </div>
      ) : null}
      <OffersStrip enabled={config.whiteLabel.hotelOffers} />
      <div className="hotel-results">
        <FiltersPanel
          search={search}
          facets={info?.facets ?? null}
          bounds={bounds}
          searchId={meta?.searchId ?? null}
          onChange={go}
        />
        <div>
          <div className="hotel-toolbar">
            <div role="group" aria-label="Sort by price">
              <button
                type="button"
                className="button-outline"
                aria-pressed={order === 'lowToHigh'}
                onClick={() =>
                  go({ ...search, page_no: 1, ...withSort(order === 'lowToHigh' ? 'default' : 'lowToHigh') })
                }
              >
                Price: low to high
              </button>{' '}
              <button
                type="button"
                className="button-outline"
                aria-pressed={order === 'highToLow'}
                onClick={() =>
                  go({ ...search, page_no: 1, ...withSort(order === 'highToLow' ? 'default' : 'highToLow') })
                }
              >
                Price: high to low
              </button>
            </div>
            <div role="radiogroup" aria-label="Show prices">
              <label>
                <input
                  type="radio"
                  name="showing"
                  checked={search.showing_price === 'roomPerNight'}
                  onChange={() => go({ ...search, showing_price: 'roomPerNight', filters: noPrice(search) })}
                />{' '}
                Per night
              </label>{' '}
              <label>
                <input
                  type="radio"
                  name="showing"
                  checked={search.showing_price === 'total'}
                  onChange={() => go({ ...search, showing_price: 'total', filters: noPrice(search) })}
                />{' '}
                Total stay
              </label>
            </div>
          </div>
          <ResultsMap hotels={hotels} place={title} selected={results.selected} onSelect={results.select} />
          <Status
            state={results.state}
            error={results.error}
            retry={results.retry}
            count={info ? `${info.filtered_results} of ${unfilteredCount(meta)}` : null}
          />
          {hotels.length === 0 && results.searching ? (
            <div aria-hidden="true" className="hotel-list">
              {Array.from({ length: 5 }, (_, i) => (
                <div key={i} className="placeholder" data-testid="hotel-placeholder" />
              ))}
            </div>
          ) : null}
          {hotels.length > 0 ? (
            <ul className="hotel-list" aria-label="Hotels">
              {hotels.map((hotel) => (
                <HotelCard
                  key={hotel.hotel_id}
                  hotel={hotel}
                  stay={search}
                  showing={search.showing_price}
                  nights={nights}
                  selected={hotel.hotel_id === results.selected}
                  onSelect={results.select}
                  searchId={meta?.searchId ?? null}
                />
              ))}
            </ul>
          ) : null}
          {results.state === 'success' && hotels.length === 0 ? (
            <p>No hotel matches these filters. Try fewer filters, or clear them all.</p>
          ) : null}
          {info && info.total_pages > 1 ? (
            <Pages search={search} current={info.page_no} total={info.total_pages} scenario={scenario} />
          ) : null}
        </div>
      </div>
    </div>
  )
}

const withSort = (order: 'default' | 'lowToHigh' | 'highToLow') => {
  const sort = sortOf(order)
  return sort ? { sort } : { sort: undefined }
}

/** The price range is of one kind (per night or total): switching kinds starts from its bounds. */
function noPrice(search: HotelResultsSearch) {
  const filters = { ...search.filters }
  delete filters.price_min
  delete filters.price_max
  return filters
}

function Status({
  state,
  error,
  retry,
  count,
}: {
  state: string
  error: string | null
  retry: () => void
  count: string | null
}) {
  if (state === 'request' || (state === 'scrollFetching' && !count))
    return <p role="status">Searching the best hotels for you...</p>
  if (state === 'failure')
    return (
      <div role="alert">
        <p>We could not finish this hotel search. {error}</p>
        <button type="button" className="button" onClick={retry}>
          Try again
        </button>
      </div>
    )
  if (state === 'expired')
    return (
      <div role="alert">
        <p>Your search has expired. Prices may have changed.</p>
        <button type="button" className="button" onClick={retry}>
          Search again
        </button>
      </div>
    )
  return (
    <p role="status">
      {count ? `Showing ${count} hotels` : ''}
      {state === 'pending' || state === 'appending' ? ' · more hotels are arriving…' : ''}
      {state === 'refetching' || state === 'scrollFetching' ? ' · updating…' : ''}
    </p>
  )
}

function Pages({
  search,
  current,
  total,
  scenario,
}: {
  search: HotelResultsSearch
  current: number
  total: number
  scenario?: string | undefined
}) {
  const to = (page_no: number) => ({
    ...resultsAddressOf({ ...search, page_no }),
    ...(scenario ? { scenario } : {}),
  })
  const first = Math.max(1, Math.min(current - 2, total - 4))
  const pages = Array.from({ length: Math.min(5, total) }, (_, i) => first + i)
  return (
    <nav aria-label="Pages" className="hotel-pages">
      {current > 1 ? (
        <Link to="/hotels/search" search={to(current - 1)}>
          Previous page
        </Link>
      ) : null}
      {pages.map((p) => (
        <Link
          key={p}
          to="/hotels/search"
          search={to(p)}
          aria-current={p === current ? 'page' : undefined}
          aria-label={`Page ${p}`}
        >
          {p}
        </Link>
      ))}
      {current < total ? (
        <Link to="/hotels/search" search={to(current + 1)}>
          Next page
        </Link>
      ) : null}
    </nav>
  )
}

/** Reports a condition to the logging service once per page (001 §3: hd_price_range_empty). */
function useReportOnce(when: boolean, message: string) {
  const sent = useRef(false)
  useEffect(() => {
    if (!when || sent.current) return
    sent.current = true
    void import('~/flows/logging/client-errors').then(({ sendClientError }) =>
      sendClientError({
        type: 'sagas_failed_src_index',
        message,
        isMobile: window.matchMedia('(max-width: 767px)').matches,
        pageUrl: window.location.pathname,
      }).catch(() => {}),
    )
  }, [when, message])
}
