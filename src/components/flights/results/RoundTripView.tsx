/**
 * Domestic round trip: the onward and return lists side by side (stacked on small screens), each
 * with its own sort, and the selected pair with its total at the bottom. Whether the pair works
 * (overlap, short gap) comes from the round-trip selection machine as `validity`: this view only
 * says it.
 */
import { localClock } from '~/lib/flights/buckets'
import { flightNumber } from '~/lib/flights/display'
import type { FlightResult } from '@contracts/flights/schemas'
import type { SortKey } from '~/lib/flights/sort'
import type { CardSettings } from './FlightCard'
import { ResultsList } from './ResultsList'
import { SortBar } from './SortBar'

export type Direction = 'ongoing' | 'return'

export interface PairValidity {
  /** The return departs before the onward flight arrives. */
  overlap: boolean
  /** Less than app.config flights.minReturnGapHours between them. */
  shortGap: boolean
}

export const OVERLAP_MESSAGE =
  'Your return flight departs before your onward flight arrives. Choose another pair.'
export function shortGapMessage(hours: number): string {
  return `Less than ${hours} hours between your onward arrival and your return departure. Make sure you have time to connect.`
}

export interface RoundTripViewProps extends CardSettings {
  ongoing: readonly FlightResult[]
  returns: readonly FlightResult[]
  /** The unfiltered lists, so a new batch reaches the cards row by row (VirtualList `source`). */
  ongoingSource?: readonly FlightResult[]
  returnSource?: readonly FlightResult[]
  ongoingTotal?: number
  returnTotal?: number
  ongoingSort: SortKey
  returnSort: SortKey
  onSortChange: (which: Direction, key: SortKey) => void
  selectedOngoing: FlightResult | null
  selectedReturn: FlightResult | null
  onSelect: (which: Direction, result: FlightResult) => void
  validity: PairValidity | null
  /** app.config flights.minReturnGapHours */
  minReturnGapHours: number
  onContinue: () => void
  /** 'Delhi → Bengaluru' and back. */
  onwardTitle: string
  returnTitle: string
}

function Chosen({ label, result }: { label: string; result: FlightResult | null }) {
  return (
    <p>
      <span className="fr-pair-label">{label}:</span>{' '}
      {result
        ? `${result.airlinesNames[0] ?? ''} ${result.flights.map(flightNumber).join(', ')}, ${localClock(result.departureDateTime)} → ${localClock(result.arrivalDateTime)}`
        : 'not chosen yet'}
    </p>
  )
}

export function RoundTripView(props: RoundTripViewProps) {
  const { selectedOngoing, selectedReturn, validity, formatPrice } = props
  const settings: CardSettings = {
    formatPrice,
    shortLayoverHours: props.shortLayoverHours,
    stopsLabels: props.stopsLabels,
    showNet: props.showNet,
    showIncentive: props.showIncentive,
  }
  const both = selectedOngoing !== null && selectedReturn !== null
  const total = both ? selectedOngoing.adultPrice + selectedReturn.adultPrice : null
  const column = (which: Direction) => (
    <div className="fr-rt-column">
      <h2>{which === 'ongoing' ? props.onwardTitle : props.returnTitle}</h2>
      <SortBar
        value={which === 'ongoing' ? props.ongoingSort : props.returnSort}
        onChange={(key) => props.onSortChange(which, key)}
        label={which === 'ongoing' ? 'Sort onward flights' : 'Sort return flights'}
      />
      <ResultsList
        {...settings}
        results={which === 'ongoing' ? props.ongoing : props.returns}
        total={which === 'ongoing' ? props.ongoingTotal : props.returnTotal}
        source={which === 'ongoing' ? props.ongoingSource : props.returnSource}
        label={which === 'ongoing' ? 'Onward flights' : 'Return flights'}
        heading={false}
        action="Select"
        selectedPlanId={(which === 'ongoing' ? selectedOngoing : selectedReturn)?.travel_plan_id ?? null}
        onSelect={(r) => props.onSelect(which, r)}
      />
    </div>
  )
  return (
    <div className="fr-roundtrip">
      <div className="fr-rt-columns">
        {column('ongoing')}
        {column('return')}
      </div>
      <section className="fr-pair" aria-label="Your round trip">
        <Chosen label="Onward" result={selectedOngoing} />
        <Chosen label="Return" result={selectedReturn} />
        {validity?.overlap ? (
          <p className="fr-error" role="alert">
            {OVERLAP_MESSAGE}
          </p>
        ) : validity?.shortGap ? (
          <p className="fr-warning" role="status">
            {shortGapMessage(props.minReturnGapHours)}
          </p>
        ) : null}
        <p className="fr-total">
          Total per adult: <strong>{total === null ? '—' : formatPrice(total)}</strong>
        </p>
        <button
          type="button"
          className="fr-book"
          disabled={!both || validity?.overlap === true}
          onClick={props.onContinue}
        >
          Book this round trip
        </button>
      </section>
    </div>
  )
}
