/**
 * Every filter of 000 §3 as a form: fieldsets with legends, real labels, the cheapest fare beside
 * each choice. A sidebar on large screens and a drawer on small ones (results.css): the page
 * toggles `open` from a "Filters" button. Changes go out as FilterActions (filter-state.ts).
 */
import { useCallback, useId, useMemo, memo } from 'react'
import { useMinWidth } from '~/components/useMinWidth'
import type { FilterBounds } from '~/lib/flights/bounds'
import { isFiltering, type FilterAction, type FilterState } from '~/lib/flights/filter-state'
import {
  AgentFieldset,
  CodesFieldset,
  FareTypeFieldset,
  HourRange,
  PriceFieldset,
  StopsFieldset,
  TimesFieldset,
} from './FilterFieldsets'

export { hoursText } from './FilterFieldsets'

export interface FilterPanelProps {
  state: FilterState
  bounds: FilterBounds
  dispatch: (action: FilterAction) => void
  formatPrice: (paise: number) => string
  /** Round trips: offer the return time buckets too. */
  showReturnTimes?: boolean
  /** Agent stores: net fare and incentive display switches. */
  agent?: boolean
  /** Small screens: whether the drawer is open, and how to close it. */
  open?: boolean
  onClose?: () => void
  /** Shown on the drawer's close button: 'Show 42 flights'. */
  shownCount?: number
  id?: string
  /**
   * Whether the server painted the sidebar (its layout is not 'mobile'): the first render on the
   * client must match that HTML; after it the viewport's width decides.
   */
  sidebarGuess?: boolean
}

/** The sidebar shows from this width (results.css); below it the panel is a drawer. */
const SIDEBAR_MIN_WIDTH = 1024

export function FilterPanel({
  state,
  bounds,
  dispatch,
  formatPrice,
  showReturnTimes = false,
  agent = false,
  open = false,
  onClose,
  shownCount,
  id,
  sidebarGuess = true,
}: FilterPanelProps) {
  const headingId = useId()
  // A closed drawer is not drawn (display: none): its fieldsets are not rendered either, so a
  // polling batch does not re-render a form nobody sees (docs/decisions/0025). The state lives in
  // the page, so opening the drawer shows every choice as it was.
  const sidebar = useMinWidth(SIDEBAR_MIN_WIDTH, sidebarGuess)
  const shown = open || sidebar
  return (
    <section id={id} className="fr-filters" data-open={open} aria-labelledby={headingId}>
      <div className="fr-filters-head">
        <h2 id={headingId}>Filters</h2>
        <button type="button" disabled={!isFiltering(state)} onClick={() => dispatch({ type: 'reset' })}>
          Reset all
        </button>
      </div>
      {shown ? (
        <FilterFieldsetsAll
          state={state}
          bounds={bounds}
          dispatch={dispatch}
          formatPrice={formatPrice}
          showReturnTimes={showReturnTimes}
          agent={agent}
        />
      ) : null}
      {shown && onClose ? (
        <button type="button" className="fr-drawer-close" onClick={onClose}>
          {shownCount === undefined
            ? 'Done'
            : `Show ${shownCount} ${shownCount === 1 ? 'flight' : 'flights'}`}
        </button>
      ) : null}
    </section>
  )
}

function FilterFieldsetsAll({
  state,
  bounds,
  dispatch,
  formatPrice,
  showReturnTimes,
  agent,
}: Pick<FilterPanelProps, 'state' | 'bounds' | 'dispatch' | 'formatPrice'> & {
  showReturnTimes: boolean
  agent: boolean
}) {
  const toggleAirline = useCallback((code: string) => dispatch({ type: 'toggleAirline', code }), [dispatch])
  const toggleAlliance = useCallback((code: string) => dispatch({ type: 'toggleAlliance', code }), [dispatch])
  const toggleAirport = useCallback((code: string) => dispatch({ type: 'toggleAirport', code }), [dispatch])
  // Layover airports are named by city and code ('Ahmedabad (AMD)'); memoised so the list keeps its identity.
  const airports = useMemo(
    () => bounds.airports.map((a) => ({ code: a.code, name: `${a.city} (${a.code})`, minPrice: a.minPrice })),
    [bounds.airports],
  )
  return (
    <>
      <PriceFieldset
        price={state.adult_price}
        bounds={bounds.price}
        dispatch={dispatch}
        formatPrice={formatPrice}
      />
      <StopsFieldset
        stops={state.stops}
        options={bounds.stops}
        dispatch={dispatch}
        formatPrice={formatPrice}
      />
      <TimesFieldset
        which="departure_datetime"
        flags={state.departure_datetime}
        legend={showReturnTimes ? 'Onward departure' : 'Departure'}
        dispatch={dispatch}
      />
      {showReturnTimes ? (
        <TimesFieldset
          which="return_datetime"
          flags={state.return_datetime}
          legend="Return departure"
          dispatch={dispatch}
        />
      ) : null}
      <FareTypeFieldset refundable={state.refundable} withDiscount={state.withDiscount} dispatch={dispatch} />
      <CodesFieldset
        legend="Airlines"
        options={bounds.airlines}
        chosen={state.airlines}
        onToggle={toggleAirline}
        formatPrice={formatPrice}
      />
      <CodesFieldset
        legend="Alliances"
        options={bounds.alliances}
        chosen={state.alliances}
        onToggle={toggleAlliance}
        formatPrice={formatPrice}
      />
      <CodesFieldset
        legend="Layover airports"
        options={airports}
        chosen={state.airports}
        onToggle={toggleAirport}
        formatPrice={formatPrice}
      />
      <HourRange legend="Layover duration" which="layover" range={state.layover} dispatch={dispatch} />
      <HourRange legend="Trip duration" which="duration" range={state.duration} dispatch={dispatch} />

      {agent ? (
        <AgentFieldset showNet={state.showNet} showIncentive={state.showIncentive} dispatch={dispatch} />
      ) : null}
    </>
  )
}

/** The button that opens the filter drawer on small screens. */
function FiltersButtonBody({
  controls,
  open,
  onToggle,
  active,
}: {
  controls: string
  open: boolean
  onToggle: () => void
  active: boolean
}) {
  return (
    <button
      type="button"
      className="fr-filters-button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      Filters{active ? ' (on)' : ''}
    </button>
  )
}

/** Memoised: a polling batch re-renders the page around it, not this (docs/decisions/0025). */
export const FiltersButton = memo(FiltersButtonBody)
