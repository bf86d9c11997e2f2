import { memo, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { Facets } from '@contracts/hotels/search'
import type { HotelResultsSearch } from '@contracts/hotels/search-params'
import { useShell } from '~/components/useShell'
import { hotelNamesQueryOptions } from '~/flows/hotels/hotels.queries'
import {
  chosenPrice,
  clearAll,
  PRICE_SLIDER,
  toggleFilter,
  withPrice,
  type PriceBounds,
} from '~/lib/hotels/filters'
import { formatMoney } from '~/lib/money'

/** A change of the address's view, applied to the latest view when the traveller acts. */
export type EditSearch = (edit: (search: HotelResultsSearch) => HotelResultsSearch) => void

type ListKey = 'star_rating' | 'ta_rating' | 'amenities' | 'smart_filters' | 'property_type' | 'location'

const inr = (rupees: number) => formatMoney(rupees * 100, 'INR')

/**
 * The results filters (001 §3 "Hotel results"), each a change of the address: price range, area,
 * stars, guest rating, amenities, smart filters, property type and hotel name, with counts. A
 * partner site shows only the filters its white-label switches keep. It is given the filters and
 * the price shown, not the whole view: a sort or page click does not render it again (0164).
 */
export const FiltersPanel = memo(function FiltersPanel({
  filters,
  showing,
  facets,
  bounds,
  searchId,
  onEdit,
}: {
  filters: HotelResultsSearch['filters']
  showing: HotelResultsSearch['showing_price']
  facets: Facets | null
  bounds: PriceBounds | null
  searchId: string | null
  onEdit: EditSearch
}) {
  const show = useShell().config.whiteLabel.hotelFilters
  const checkbox = <K extends ListKey>(
    key: K,
    value: HotelResultsSearch['filters'][K][number],
    label: string,
    count?: number,
  ) => {
    const list: ReadonlyArray<string | number> = filters[key]
    return (
      <label key={`${key}:${value}`}>
        <input
          type="checkbox"
          checked={list.includes(value)}
          onChange={() => onEdit((search) => toggleFilter(search, key, value))}
        />{' '}
        {label}
        {count !== undefined ? ` (${count})` : ''}
      </label>
    )
  }
  const countOf = (list: ReadonlyArray<{ value: number; count: number }> | undefined, value: number) =>
    list?.find((c) => c.value === value)?.count
  return (
    <aside className="hotel-filters" aria-label="Filters">
      <h2>Filters</h2>
      <button type="button" className="button-outline" onClick={() => onEdit(clearAll)}>
        Clear all
      </button>
      {show.price ? <PriceFilter filters={filters} showing={showing} bounds={bounds} onEdit={onEdit} /> : null}
      {show.hotelName ? (
        <HotelNameFilter filters={filters} searchId={searchId} onEdit={onEdit} />
      ) : null}
      {show.stars ? (
        <fieldset>
          <legend>Star rating</legend>
          {[5, 4, 3, 2, 1].map((n) =>
            checkbox('star_rating', n, `${n} stars`, countOf(facets?.star_ratings, n)),
          )}
        </fieldset>
      ) : null}
      {show.ratings ? (
        <fieldset>
          <legend>Guest rating</legend>
          {[4, 3, 2].map((n) => checkbox('ta_rating', n, `${n}+ rating`, countOf(facets?.ta_ratings, n)))}
        </fieldset>
      ) : null}
      {show.location && facets?.locations.length ? (
        <fieldset>
          <legend>Area</legend>
          {facets.locations.map((l) => checkbox('location', l.id, l.name, l.count))}
        </fieldset>
      ) : null}
      {show.amenities && facets?.amenities.length ? (
        <fieldset>
          <legend>Amenities</legend>
          {facets.amenities.map((a) => checkbox('amenities', a.id, a.name, a.count))}
        </fieldset>
      ) : null}
      {show.smartFilters && facets?.smart_filters.length ? (
        <fieldset>
          <legend>Popular filters</legend>
          {facets.smart_filters.map((f) => checkbox('smart_filters', f.id, f.name, f.count))}
        </fieldset>
      ) : null}
      {show.propertyType && facets?.property_types.length ? (
        <fieldset>
          <legend>Property type</legend>
          {facets.property_types.map((t) => checkbox('property_type', t.value, t.value, t.count))}
        </fieldset>
      ) : null}
    </aside>
  )
})

function PriceFilter({
  filters,
  showing,
  bounds,
  onEdit,
}: {
  filters: HotelResultsSearch['filters']
  showing: HotelResultsSearch['showing_price']
  bounds: PriceBounds | null
  onEdit: EditSearch
}) {
  const chosen = chosenPrice(filters, bounds)
  const range = bounds ?? { min: PRICE_SLIDER.min, max: PRICE_SLIDER.max }
  const [draft, setDraft] = useState<PriceBounds | null>(null)
  const shown = draft ?? chosen
  const commit = (next: PriceBounds) => {
    setDraft(null)
    onEdit((search) => withPrice(search, next, bounds))
  }
  const per = showing === 'total' ? 'for the stay' : 'per night'
  return (
    <fieldset>
      <legend>Price {per}</legend>
      <p className="hotel-fine" aria-live="polite">
        {inr(shown.min)} – {inr(shown.max)}
      </p>
      <label>
        Minimum price
        <input
          type="range"
          min={range.min}
          max={range.max}
          step={PRICE_SLIDER.step}
          value={shown.min}
          onChange={(e) => setDraft({ ...shown, min: Math.min(Number(e.target.value), shown.max) })}
          onPointerUp={() => draft && commit(draft)}
          onKeyUp={() => draft && commit(draft)}
        />
      </label>
      <label>
        Maximum price
        <input
          type="range"
          min={range.min}
          max={range.max}
          step={PRICE_SLIDER.step}
          value={shown.max}
          onChange={(e) => setDraft({ ...shown, max: Math.max(Number(e.target.value), shown.min) })}
          onPointerUp={() => draft && commit(draft)}
          onKeyUp={() => draft && commit(draft)}
        />
      </label>
    </fieldset>
  )
}

/** The hotel-name filter: names of this search from 3 characters on. */
function HotelNameFilter({
  filters,
  searchId,
  onEdit,
}: {
  filters: HotelResultsSearch['filters']
  searchId: string | null
  onEdit: EditSearch
}) {
  const [text, setText] = useState(filters.filter_hotel_name ?? '')
  const q = text.trim()
  const names = useQuery({
    ...hotelNamesQueryOptions(q, searchId ?? ''),
    enabled: q.length >= 3 && searchId !== null && q !== filters.filter_hotel_name,
  })
  const pick = (hotelId: string | undefined, name: string | undefined) => {
    setText(name ?? '')
    onEdit((search) => {
      const next = { ...search.filters }
      delete next.filter_hotel_id
      delete next.filter_hotel_name
      if (hotelId && name) Object.assign(next, { filter_hotel_id: hotelId, filter_hotel_name: name })
      return { ...search, page_no: 1, filters: next }
    })
  }
  const list = names.data ?? []
  return (
    <fieldset>
      <legend>Hotel name</legend>
      <label>
        Search by hotel name
        <input
          type="search"
          value={text}
          onChange={(e) => {
            setText(e.target.value)
            if (e.target.value === '' && filters.filter_hotel_id) pick(undefined, undefined)
          }}
        />
      </label>
      {list.length > 0 ? (
        <ul aria-label="Matching hotels" className="link-list">
          {list.map((h) => (
            <li key={h.hotel_id}>
              <button type="button" className="button-outline" onClick={() => pick(h.hotel_id, h.name)}>
                {h.name}, {h.locality}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  )
}
