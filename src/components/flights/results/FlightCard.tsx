/**
 * One result: airline, flight numbers, times and airports, duration, stops and layovers, baggage
 * alert, refundability, fare and the select button. A combined international round trip shows
 * both directions (InternationalRoundTripCard). Presentational: the price is formatted by the
 * caller (currency), and choosing calls back.
 */
import { useId } from 'react'
import { formatDuration } from '~/lib/duration'
import { localClock, stopsLabel } from '~/lib/flights/buckets'
import {
  bookLabel,
  dayOffset,
  flightNumber,
  hasBaggageAlert,
  layoversOf,
  seatsLeftNote,
} from '~/lib/flights/display'
import { airlineColour } from '~/lib/flights/airline-mark'
import type { FlightResult, Journey } from '@contracts/flights/schemas'
import { FlightDetails } from './FlightDetails'

export interface CardSettings {
  formatPrice: (paise: number) => string
  /** app.config flights.shortLayoverHours */
  shortLayoverHours: number
  /** app.config flights.stopsLabels */
  stopsLabels: readonly string[]
  /** Agent display (filter state showNet / showIncentive). */
  showNet?: boolean
  showIncentive?: boolean
}

export interface FlightCardProps extends CardSettings {
  result: FlightResult
  onSelect: (result: FlightResult) => void
  /** 'Book' for a one-way list, 'Select' in a round-trip column. */
  action?: 'Book' | 'Select'
  selected?: boolean
}

export function JourneySummary({
  journey,
  settings,
  title,
}: {
  journey: Journey
  settings: CardSettings
  title?: string
}) {
  const layovers = layoversOf(journey, settings.shortLayoverHours)
  const plusDays = dayOffset(journey.departureDateTime, journey.arrivalDateTime)
  return (
    <div className="fr-journey">
      {title ? <p className="fr-journey-title">{title}</p> : null}
      <p className="fr-times">
        <span className="fr-time">
          <time dateTime={journey.departureDateTime}>{localClock(journey.departureDateTime)}</time>{' '}
          <abbr title={journey.origin.airport_name}>{journey.origin.airport_code}</abbr>
        </span>
        <span className="fr-leg">
          <span className="fr-duration">{formatDuration(journey.flightduration)}</span>
          <span className="fr-stops">{stopsLabel(journey.stops, settings.stopsLabels)}</span>
        </span>
        <span className="fr-time">
          <time dateTime={journey.arrivalDateTime}>{localClock(journey.arrivalDateTime)}</time>
          {plusDays ? <sup aria-label={`${plusDays} day`}>{plusDays}</sup> : null}{' '}
          <abbr title={journey.destination.airport_name}>{journey.destination.airport_code}</abbr>
        </span>
      </p>
      {layovers.length > 0 ? (
        <p className="fr-layovers">
          {layovers.map((l, i) => (
            <span key={`${l.airport}-${i}`} className={l.short ? 'fr-layover fr-short' : 'fr-layover'}>
              Via {l.city} ({formatDuration(l.minutes)}){l.short ? ', short layover' : ''}
            </span>
          ))}
        </p>
      ) : null}
    </div>
  )
}

export function FlightCard({
  result,
  onSelect,
  action = 'Book',
  selected = false,
  ...settings
}: FlightCardProps) {
  const headingId = useId()
  const first = result.flights[0]
  const price = settings.formatPrice(result.adultPrice)
  const seats = seatsLeftNote(result.seats_left)
  const adult = result.pricing.adult.price
  // The name starts with the visible word (axe label-content-name-mismatch): Book, Select or Selected.
  const word = action === 'Select' && selected ? 'Selected' : action
  const name = bookLabel(result, price).replace(/^Book/, word)
  return (
    <article className={selected ? 'fr-card fr-selected' : 'fr-card'} aria-labelledby={headingId}>
      <header className="fr-airline">
        <h3 id={headingId}>
          {result.airlinesNames.join(', ')}{' '}
          <span className="fr-numbers">{result.flights.map(flightNumber).join(', ')}</span>
        </h3>
        {first && first.airline_code ? (
          // The name is in the heading: the tile is for the eye only.
          <span
            className="fr-code"
            aria-hidden="true"
            style={{ backgroundColor: airlineColour(first.airline_code) }}
          >
            {first.airline_code}
          </span>
        ) : null}
      </header>
      <JourneySummary
        journey={result}
        settings={settings}
        title={result.return_journey ? 'Onward' : undefined}
      />
      {result.return_journey ? (
        <JourneySummary journey={result.return_journey} settings={settings} title="Return" />
      ) : null}
      <ul className="fr-notes">
        <li className={result.refundable ? 'fr-refundable' : 'fr-nonrefundable'}>
          {result.refundable ? 'Refundable' : 'Non-refundable'}
        </li>
        {hasBaggageAlert(result) ? <li className="fr-alert">No check-in baggage included</li> : null}
        {seats ? <li className="fr-alert">{seats}</li> : null}
        {result.special_fare.is_special ? <li>Special fare</li> : null}
      </ul>
      <div className="fr-fare">
        <p className="fr-price">
          {result.oldPrice !== null && result.oldPrice > result.adultPrice ? (
            <>
              <s aria-label={`was ${settings.formatPrice(result.oldPrice)}`}>
                {settings.formatPrice(result.oldPrice)}
              </s>{' '}
            </>
          ) : null}
          <strong>{price}</strong> <span className="fr-per">per adult</span>
        </p>
        {settings.showNet ? (
          <p className="fr-agent">
            Net {settings.formatPrice(Math.max(adult.gross_amount - adult.commission, 0))}
          </p>
        ) : null}
        {settings.showIncentive ? (
          <p className="fr-agent">Incentive {settings.formatPrice(adult.commission)}</p>
        ) : null}
        <button
          type="button"
          className="fr-book"
          aria-label={name}
          aria-pressed={action === 'Select' ? selected : undefined}
          onClick={() => onSelect(result)}
        >
          {word}
        </button>
      </div>
      {/* The list reuses a card for another flight; its details then start closed (FlightDetails). */}
      <FlightDetails result={result} />
    </article>
  )
}

/** A combined itinerary of an international round trip: both directions, one fare. */
export function InternationalRoundTripCard(props: FlightCardProps) {
  return <FlightCard {...props} />
}
