import { memo } from 'react'
import type { HotelCard } from '@contracts/hotels/search'
import { formatMoney } from '~/lib/money'

/** Pins as percentages of the map box, from the hotels' own coordinates (north up). */
export function pinPositions(hotels: ReadonlyArray<Pick<HotelCard, 'hotel_id' | 'coordinates'>>) {
  const lats = hotels.map((h) => h.coordinates.lat)
  const lngs = hotels.map((h) => h.coordinates.lng)
  const [minLat, maxLat, minLng, maxLng] = [
    Math.min(...lats),
    Math.max(...lats),
    Math.min(...lngs),
    Math.max(...lngs),
  ]
  const span = (lo: number, hi: number) => (hi - lo > 1e-9 ? hi - lo : 1)
  return new Map(
    hotels.map((h) => [
      h.hotel_id,
      {
        x: 6 + ((h.coordinates.lng - minLng) / span(minLng, maxLng)) * 88,
        y: 10 + ((maxLat - h.coordinates.lat) / span(minLat, maxLat)) * 84,
      },
    ]),
  )
}

/**
 * The results on a map without tiles: a static drawing of where the page's hotels are, each pin a
 * button (Tab reaches it, Enter or focus highlights its card), in step with the list.
 */
export const ResultsMap = memo(function ResultsMap({
  hotels,
  place,
  selected,
  onSelect,
}: {
  hotels: ReadonlyArray<HotelCard>
  place: string
  selected: string | null
  onSelect: (hotelId: string | null) => void
}) {
  // The box keeps its place while the hotels are on their way (no shift when they come).
  if (hotels.length === 0) return <div className="hotel-map" aria-hidden="true" />
  const pins = pinPositions(hotels)
  return (
    <div className="hotel-map" role="group" aria-label={`Map of hotels in ${place}`}>
      <svg viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true" focusable="false">
        <rect width="100" height="100" fill="#e8f1f8" />
        <path d="M0 70 Q 30 60 50 75 T 100 65 L100 100 L0 100 Z" fill="#cfe3f2" />
        {hotels.map((h) => {
          const p = pins.get(h.hotel_id)
          return p ? (
            <circle
              key={h.hotel_id}
              cx={p.x}
              cy={p.y}
              r={h.hotel_id === selected ? 1.6 : 0.9}
              fill="#b3261e"
            />
          ) : null
        })}
      </svg>
      {hotels.map((h) => {
        const p = pins.get(h.hotel_id)
        if (!p) return null
        return (
          <button
            key={h.hotel_id}
            type="button"
            className={h.hotel_id === selected ? 'selected' : undefined}
            style={{ left: `${p.x}%`, top: `${p.y}%` }}
            aria-pressed={h.hotel_id === selected}
            onMouseEnter={() => onSelect(h.hotel_id)}
            onFocus={() => onSelect(h.hotel_id)}
            onClick={() => {
              onSelect(h.hotel_id)
              document.getElementById(`hotel-${h.hotel_id}`)?.scrollIntoView({ block: 'nearest' })
            }}
          >
            <span className="visually-hidden">{h.name}, </span>
            {formatMoney(h.price.per_night, 'INR')}
          </button>
        )
      })}
    </div>
  )
})
