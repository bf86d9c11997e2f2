/**
 * Price strip / fare calendar: the cheapest fare per day around the travel date. Each day is a
 * button that searches that date (the page decides how: usually navigating to the same search with
 * another travel_date).
 */
import { cheapestDate, shortDate, stripAround } from '~/lib/flights/calendar'
import type { PeriodPrice } from '@contracts/flights/schemas'

export function dayButtonName(
  p: PeriodPrice,
  formatPrice: (paise: number) => string,
  selected: boolean,
): string {
  const price = p.price === null ? 'no flights' : `from ${formatPrice(p.price)}`
  return `${shortDate(p.date)}, ${price}${selected ? ', your date' : ''}`
}

export function FareCalendar({
  prices,
  date,
  days = 3,
  onPick,
  formatPrice,
  caption,
  loading = false,
}: {
  prices: readonly PeriodPrice[]
  date: string
  /** Days either side of `date`. */
  days?: number
  onPick: (date: string) => void
  formatPrice: (paise: number) => string
  /** What the prices are (which flight, which class): said above the days. */
  caption?: string
  /**
   * The prices are on their way: the caption shows already (it is known from the search, and
   * painted with the page it is not a late largest paint), the days follow.
   */
  loading?: boolean
}) {
  const strip = stripAround(prices, date, days)
  if (strip.length === 0 && !(loading && caption)) return null
  const cheapest = cheapestDate(strip)
  return (
    <nav className="fr-strip" aria-label="Fares on nearby dates">
      {caption ? <p className="fr-strip-caption">{caption}</p> : null}
      {strip.length === 0 ? null : (
        <ul>
          {strip.map((p) => {
            const selected = p.date === date
            return (
              <li key={p.date}>
                <button
                  type="button"
                  className={`fr-day fr-band-${p.band.toLowerCase()}`}
                  aria-current={selected ? 'date' : undefined}
                  disabled={p.price === null}
                  onClick={() => onPick(p.date)}
                >
                  {/* The visible words are the name (axe label-content-name-mismatch): spaced, no aria-label. */}
                  <span>{shortDate(p.date)}</span>{' '}
                  <strong>{p.price === null ? 'no flights' : formatPrice(p.price)}</strong>
                  {p.date === cheapest ? <span className="fr-cheapest"> Cheapest</span> : null}
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </nav>
  )
}

/** The same strip under the name the issue uses for it on small screens. */
export const PriceStrip = FareCalendar
