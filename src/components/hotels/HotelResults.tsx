/**
 * The hotel results page (HotelResults) and the parts only it uses: the list, the filters dialog,
 * the status line and the pages.
 * Long on purpose: those parts take the page's search and state as props and serve no other page.
 */
import {
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useOptimistic,
  useRef,
  useState,
  useTransition,
  type ReactNode,
} from 'react'
import { Link, useNavigate, useRouter } from '@tanstack/react-router'
import type { HotelCard as Card } from '@contracts/hotels/search'
import { HOMESTAY_TYPES, placeWords } from '@contracts/hotels/words'
import {
  encodeRooms,
  guestsOf,
  resultsAddressOf,
  type HotelResultsSearch,
  type StayFields,
} from '@contracts/hotels/search-params'
import { useShell } from '~/components/useShell'
import { useHotelResults } from '~/flows/hotels/search.flow'
import { shortDate } from '~/lib/hotels/dates'
import { priceBounds, sortOf, sortOrderOf, unfilteredCount } from '~/lib/hotels/filters'
import { FiltersPanel, type EditSearch } from './FiltersPanel'
import { HotelCard } from './HotelCard'
import { LazyHotelSearchForm } from './lazy'
import { OffersStrip } from './OffersStrip'
import { ResultsMap } from './ResultsMap'

/** A place's words for the heading: the city of a hotel or area search, else the place itself. */
/** What the results are called: homestays when the search is for homestay types only (/homestays). */
export const staysNoun = (search: HotelResultsSearch): 'homestays' | 'hotels' => {
  const types = search.filters.property_type
  return types.length > 0 && types.every((t) => HOMESTAY_TYPES.some((h) => h === t)) ? 'homestays' : 'hotels'
}

export const placeTitle = (search: HotelResultsSearch) =>
  search.place.kind === 'location' ? search.place.name : placeWords(search.place.name, search.place.city_name)

/**
 * The hotel results (001 §2 Hotels, §3 "Hotel results"): the search runs in the results machine;
 * filters, sort, page and the price shown live in the address, so a reload or a shared link keeps
 * them.
 */
export function HotelResults({
  search: addressed,
  scenario,
}: {
  search: HotelResultsSearch
  scenario?: string | undefined
}) {
  const { config } = useShell()
  // A click shows its choice at once (the box ticked, the sort pressed) and asks the machine for
  // that view, while the address follows in a transition: the router's work on a new address never
  // delays the click's own paint (docs/decisions/0120).
  const [search, showChoice] = useOptimistic(
    addressed,
    (_: HotelResultsSearch, next: HotelResultsSearch) => next,
  )
  const [, startNavigation] = useTransition()
  const results = useHotelResults(search, scenario)
  const navigate = useNavigate()
  const [modifying, setModifying] = useState(false)
  // The stay never changes under this component (a new stay is a new search, keyed by the route):
  // one object, so a filter click does not re-render the 50 memoised cards for their links.
  const [stay] = useState(() => ({
    checkin_date: search.checkin_date,
    checkout_date: search.checkout_date,
    rooms: search.rooms,
  }))
  const { show } = results
  const go = useCallback(
    (next: HotelResultsSearch) => {
      show(next)
      startNavigation(async () => {
        showChoice(next)
        await navigate({
          to: '/hotels/search',
          search: { ...resultsAddressOf(next), ...(scenario ? { scenario } : {}) },
          resetScroll: false,
        })
      })
    },
    [navigate, scenario, showChoice, show],
  )
  // The filters edit the latest view (a sort chosen since they last rendered is kept).
  const latest = useRef(search)
  useLayoutEffect(() => {
    latest.current = search
  })
  const edit = useCallback<EditSearch>((change) => go(change(latest.current)), [go])
  const { meta } = results
  // The list, the map and the filters render at a lower priority than the status line (React
  // splits that work into short slices): a poll's answer never blocks the page (0024, 0120).
  const hotels = useDeferredValue(results.hotels)
  // The count comes with the list it counts: deferred together, so "Showing 687 of 687" never
  // stands over an empty list while the cards are still rendering (issue 24).
  const shownMeta = useDeferredValue(meta)
  const shownInfo = shownMeta?.metaInfo
  const facets = useDeferredValue(meta?.metaInfo.facets ?? null)
  const bounds = useMemo(() => priceBounds(meta, search.showing_price), [meta, search.showing_price])
  const nights = meta?.metaInfo.nights ?? 1
  const info = meta?.metaInfo
  const empty = results.state === 'success' && bounds === null
  useReportOnce(empty, 'hd_price_range_empty')
  const order = sortOrderOf(search.sort)
  const guests = guestsOf(search.rooms)
  const title = placeTitle(search)
  const noun = staysNoun(search)
  const searchId = meta?.searchId ?? null
  const chosen = useSameValue(search.filters)
  const filters = (
    <FiltersPanel
      filters={chosen}
      showing={search.showing_price}
      facets={facets}
      bounds={bounds}
      searchId={searchId}
      onEdit={edit}
    />
  )

  return (
    <div className="page" {...results.flow}>
      <h1>
        {noun === 'homestays' ? 'Homestays' : 'Hotels'} in {title}
      </h1>
      <p>
        {shortDate(search.checkin_date)} – {shortDate(search.checkout_date)} · {search.rooms.length} room
        {search.rooms.length === 1 ? '' : 's'} · {guests} guest{guests === 1 ? '' : 's'} ·{' '}
        <a
          href="#modify-search"
          onPointerEnter={LazyHotelSearchForm.preload}
          onFocus={LazyHotelSearchForm.preload}
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
          <h2>Modify search</h2>
          <LazyHotelSearchForm
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
        <div className="hotel-filters-column">{filters}</div>
        <div>
          <div className="hotel-toolbar">
            <FiltersDialog count={info?.filtered_results ?? null}>{filters}</FiltersDialog>
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
            noun={noun}
            count={shownInfo ? `${shownInfo.filtered_results} of ${unfilteredCount(shownMeta)}` : null}
          />
          {/* The cards' h3 come under this (on a phone the filters' h2 is behind the button). */}
          <h2 className="visually-hidden">Hotels found</h2>
          {hotels.length === 0 && results.searching ? (
            <div aria-hidden="true" className="hotel-list">
              {Array.from({ length: 5 }, (_, i) => (
                <div key={i} className="placeholder" data-testid="hotel-placeholder" />
              ))}
            </div>
          ) : null}
          {hotels.length > 0 ? (
            <HotelList
              hotels={hotels}
              stay={stay}
              showing={search.showing_price}
              nights={nights}
              selected={results.selected}
              onSelect={results.select}
              searchId={searchId}
            />
          ) : null}
          {results.state === 'success' && hotels.length === 0 ? (
            <p>No hotel matches these filters. Try fewer filters, or clear them all.</p>
          ) : null}
          {/* With the list (deferred), not before it: the links appear below the cards, not above them. */}
          {info && info.total_pages > 1 && hotels.length > 0 ? (
            <Pages search={search} current={info.page_no} total={info.total_pages} scenario={scenario} />
          ) : null}
        </div>
      </div>
    </div>
  )
}

/** The cards of the page; memoised, so an answer that changed nothing on it renders nothing. */
const HotelList = memo(function HotelList({
  hotels,
  stay,
  showing,
  nights,
  selected,
  onSelect,
  searchId,
}: {
  hotels: ReadonlyArray<Card>
  stay: StayFields
  showing: HotelResultsSearch['showing_price']
  nights: number
  selected: string | null
  onSelect: (hotelId: string | null) => void
  searchId: string | null
}) {
  const router = useRouter()
  // Every hotel page of this list has the same stay and search: one query string for all the links.
  const pageSearch = useMemo(
    () => ({
      checkin_date: stay.checkin_date,
      checkout_date: stay.checkout_date,
      rooms: encodeRooms(stay.rooms),
      ...(searchId ? { search_id: searchId } : {}),
    }),
    [stay, searchId],
  )
  const query = useMemo(() => router.options.stringifySearch(pageSearch), [router, pageSearch])
  // Each card's link also carries the total it shows, so the hotel page can say when the cheapest
  // room left costs more or less than the card said (docs/decisions/0190).
  const totalOf = (hotelId: string) => hotels.find((h) => h.hotel_id === hotelId)?.price.total
  const withTotal = (total: number | undefined) =>
    searchId && total !== undefined ? `${query}${query ? '&' : '?'}card_total=${total}` : query
  const hotelPage = (hotelId: string) => {
    const total = totalOf(hotelId)
    return {
      to: '/hotels/$hotelId' as const,
      params: { hotelId },
      search: searchId && total !== undefined ? { ...pageSearch, card_total: total } : pageSearch,
    }
  }
  // The cards' links are plain: one listener opens them in the app (a click with a modifier key, or
  // not the main button, is the browser's: a new tab or window) and loads the page's code when the
  // pointer comes over one, as a router Link with intent preloading would.
  const preloaded = useRef<string | undefined>(undefined)
  const hotelIdOf = (target: EventTarget) =>
    target instanceof Element
      ? target.closest<HTMLAnchorElement>('a[data-hotel-id]')?.dataset.hotelId
      : undefined
  return (
    <ul
      className="hotel-list"
      aria-label="Hotels"
      onClick={(e) => {
        const hotelId = hotelIdOf(e.target)
        if (!hotelId || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
        e.preventDefault()
        void router.navigate(hotelPage(hotelId))
      }}
      onPointerOver={(e) => {
        const hotelId = hotelIdOf(e.target)
        if (!hotelId || preloaded.current === hotelId) return
        preloaded.current = hotelId
        void router.preloadRoute(hotelPage(hotelId)).catch(() => undefined)
      }}
    >
      {hotels.map((hotel, i) => (
        <HotelCard
          key={hotel.hotel_id}
          hotel={hotel}
          href={`/hotels/${encodeURIComponent(hotel.hotel_id)}${withTotal(hotel.price.total)}`}
          showing={showing}
          nights={nights}
          selected={hotel.hotel_id === selected}
          onSelect={onSelect}
          // The first cards are in the first screen: their photos load at once.
          eager={i < EAGER_PHOTOS}
        />
      ))}
    </ul>
  )
})

const EAGER_PHOTOS = 2

/**
 * On a phone the filters wait behind a 'Filters' button (the hotels come first): a modal dialog
 * (the browser's own, so focus moves into it, Escape closes it and focus returns to the button).
 * On a wide screen the button is hidden and the filters stand in their column.
 */
function FiltersDialog({ count, children }: { count: number | null; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null)
  const [open, setOpen] = useState(false)
  useEffect(() => {
    const dialog = ref.current
    if (open && dialog && !dialog.open) dialog.showModal()
  }, [open])
  return (
    <>
      <button
        type="button"
        className="button-outline hotel-filters-button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        Filters
      </button>
      <dialog ref={ref} className="hotel-filters-dialog" aria-label="Filters" onClose={() => setOpen(false)}>
        {open ? (
          <>
            <button type="button" className="button" onClick={() => ref.current?.close()}>
              {count === null ? 'Show hotels' : `Show ${count} hotel${count === 1 ? '' : 's'}`}
            </button>
            {children}
          </>
        ) : null}
      </dialog>
    </>
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
  noun,
}: {
  state: string
  error: string | null
  retry: () => void
  count: string | null
  noun: 'homestays' | 'hotels'
}) {
  if (state === 'request' || (state === 'scrollFetching' && !count))
    return (
      <p role="status" className="hotel-status">
        Searching the best {noun} for you...
      </p>
    )
  if (state === 'failure')
    return (
      <div role="alert" className="hotel-status">
        <p>We could not finish this hotel search. {error}</p>
        <button type="button" className="button" onClick={retry}>
          Try again
        </button>
      </div>
    )
  if (state === 'expired')
    return (
      <div role="alert" className="hotel-status">
        <p>Your search has expired. Prices may have changed.</p>
        <button type="button" className="button" onClick={retry}>
          Search again
        </button>
      </div>
    )
  return (
    <p role="status" className="hotel-status">
      {count ? `Showing ${count} ${noun}` : ''}
      {state === 'pending' || state === 'appending' ? ` · more ${noun} are arriving…` : ''}
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

/**
 * The value given, or the one given before when it is equal (as JSON): each new address is read into
 * new objects, and the memoised filters should not render again for the same choices (0164).
 */
function useSameValue<T>(value: T): T {
  const json = JSON.stringify(value)
  // `json` stands for the value: the first object of each content is kept.
  return useMemo(() => value, [json])
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
