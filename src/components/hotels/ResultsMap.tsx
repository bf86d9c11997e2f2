import { memo } from 'react'
import type { HotelCard } from '@contracts/hotels/search'
import { formatMoney } from '~/lib/money'

type Located = Pick<HotelCard, 'hotel_id' | 'coordinates'>

/** Pins as percentages of the map box, from the hotels' own coordinates (north up). */
export function pinPositions(hotels: ReadonlyArray<Located>) {
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
 * The map's buttons: one per area of a COLUMNS × ROWS grid that holds hotels, at the area's centre.
 * Fifty price tags on a phone-sized map overlap and are too small to tap apart (WCAG 2.5.8); an
 * area's button names its hotels and shows the lowest price, and the dots show each hotel's place
 * (docs/decisions/0174).
 */
export const COLUMNS = 4
export const ROWS = 3

export type MapArea<T> = { key: string; x: number; y: number; hotels: T[] }

export function mapAreas<T extends Located & Pick<HotelCard, 'price'>>(
  hotels: ReadonlyArray<T>,
  pins: ReadonlyMap<string, { x: number; y: number }>,
): MapArea<T>[] {
  const areas = new Map<string, MapArea<T>>()
  for (const hotel of hotels) {
    const pin = pins.get(hotel.hotel_id)
    if (!pin) continue
    const column = Math.min(COLUMNS - 1, Math.floor((pin.x / 100) * COLUMNS))
    const row = Math.min(ROWS - 1, Math.floor((pin.y / 100) * ROWS))
    const key = `${row}-${column}`
    const area = areas.get(key) ?? {
      key,
      x: ((column + 0.5) / COLUMNS) * 100,
      y: ((row + 0.5) / ROWS) * 100,
      hotels: [],
    }
    area.hotels.push(hotel)
    areas.set(key, area)
  }
  for (const area of areas.values()) area.hotels.sort((a, b) => a.price.per_night - b.price.per_night)
  return [...areas.values()].sort((a, b) => a.key.localeCompare(b.key))
}

/**
 * The results on a map without tiles: a static drawing of where the page's hotels are (a dot each),
 * and a button per area of the map (Tab reaches it; a click or Enter highlights the area's cheapest
 * hotel and brings its card into view), in step with the list: the hotel under the pointer or focus
 * in the list is the larger dot, and its area's button is marked.
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
  const areas = mapAreas(hotels, pins)
  return (
    <div className="hotel-map" role="group" aria-label={`Map of hotels in ${place}`}>
      {/* The box's own proportions (16:9), so the dots are round: x and y are percentages of it. */}
      <svg viewBox="0 0 160 90" preserveAspectRatio="none" aria-hidden="true" focusable="false">
        <rect width="160" height="90" fill="#e8f1f8" />
        <path d="M0 63 Q 48 54 80 67.5 T 160 58.5 L160 90 L0 90 Z" fill="#cfe3f2" />
        {hotels.map((h) => {
          const p = pins.get(h.hotel_id)
          return p ? (
            <circle
              key={h.hotel_id}
              cx={p.x * 1.6}
              cy={p.y * 0.9}
              r={h.hotel_id === selected ? 2.2 : 1.2}
              fill={h.hotel_id === selected ? '#222' : '#b3261e'}
            />
          ) : null
        })}
      </svg>
      {areas.map((area) => {
        const cheapest = area.hotels[0]!
        const holdsSelected = area.hotels.some((h) => h.hotel_id === selected)
        const count = area.hotels.length
        const names = area.hotels.map((h) => h.name).join('; ')
        return (
          <button
            key={area.key}
            type="button"
            className={holdsSelected ? 'selected' : undefined}
            style={{ left: `${area.x}%`, top: `${area.y}%` }}
            aria-pressed={holdsSelected}
            onClick={() => {
              onSelect(cheapest.hotel_id)
              document.getElementById(`hotel-${cheapest.hotel_id}`)?.scrollIntoView({ block: 'nearest' })
            }}
          >
            <span className="visually-hidden">
              {count === 1 ? `${names}, ` : `${count} hotels here (${names}), from `}
            </span>
            {formatMoney(cheapest.price.per_night, 'INR')}
            {count > 1 ? <span aria-hidden="true"> +{count - 1}</span> : null}
          </button>
        )
      })}
    </div>
  )
})
