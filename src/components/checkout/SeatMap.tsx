/**
 * A seat map for one flight (000 §3 seat layouts: floors of rows of places), usable with the
 * keyboard alone and announced to screen readers: each row a group named "Row 12", each seat a
 * button named with its number, position, price and whether it is free; arrow keys move between
 * seats, Enter or Space picks the seat for the traveller being seated. Taken seats stay focusable
 * (so the layout reads the same) but cannot be picked.
 *
 * Light by design (issue 24; docs/decisions/0213): a seat is one element, a row one more (its
 * number is the row's generated content), aisles are a margin, and the seats' clicks and keys are
 * handled once by the map rather than by each of its hundreds of buttons.
 */
import { useId, useRef, type KeyboardEvent, type MouseEvent } from 'react'
import type { SeatMap as SeatMapData, SeatPlace } from '@contracts/checkout/seat-map'
import { formatMoney } from '~/lib/money'

const typeWords = { window: 'window', middle: 'middle', aisle: 'aisle' } as const

export function seatLabel(place: SeatPlace, takenBy: string | null): string {
  const price = place.price > 0 ? formatMoney(place.price, 'INR') : 'free'
  const extras = [place.exit_row ? 'exit row' : '', place.extra_legroom ? 'extra legroom' : '']
    .filter(Boolean)
    .join(', ')
  const state = takenBy ? `chosen for ${takenBy}` : place.available ? 'available' : 'not available'
  return `Seat ${place.number}, ${typeWords[place.type]}${extras ? `, ${extras}` : ''}, ${price}, ${state}`
}

/** Widths in the stylesheet (checkout.css .seat, .seat-aisle-gap) and the flex gap between places. */
const SEAT_REM = 2.25
const AISLE_REM = 1.25
const GAP_PX = 4

/**
 * The room left before a seat for the places without one just before it (an aisle, or a seat the
 * aircraft does not have in this row), so every seat sits under its column letter.
 */
function gapBefore(
  places: ReadonlyArray<SeatPlace | null>,
  i: number,
  columns: ReadonlyArray<string | null>,
) {
  let rem = 0
  let gaps = 0
  for (let j = i - 1; j >= 0 && !places[j]; j--) {
    rem += columns[j] === null ? AISLE_REM : SEAT_REM
    gaps += 1
  }
  return gaps ? { marginInlineStart: `calc(${rem}rem + ${gaps * GAP_PX}px)` } : undefined
}

export function SeatMap({
  map,
  chosen,
  onPick,
  label,
}: {
  map: SeatMapData
  /** Seat number → the traveller it is chosen for. */
  chosen: ReadonlyMap<string, string>
  onPick: (seat: SeatPlace) => void
  label: string
}) {
  const mapRef = useRef<HTMLDivElement>(null)
  const hintId = useId()
  const seatOf = (target: EventTarget): HTMLButtonElement | null =>
    target instanceof Element ? target.closest<HTMLButtonElement>('button[data-r]') : null
  function move(e: KeyboardEvent<HTMLDivElement>) {
    const keys: Record<string, [number, number]> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
    }
    const step = keys[e.key]
    const at = seatOf(e.target)
    if (!step || !at) return
    e.preventDefault()
    const row = Number(at.dataset.r)
    const col = Number(at.dataset.c)
    const buttons = Array.from(mapRef.current?.querySelectorAll<HTMLButtonElement>('button[data-r]') ?? [])
    // The nearest seat in that direction (aisles and missing seats are skipped).
    let best: HTMLButtonElement | undefined
    let bestScore = Infinity
    for (const b of buttons) {
      const dr = Number(b.dataset.r) - row
      const dc = Number(b.dataset.c) - col
      const along = step[0] !== 0 ? dr * step[0] : dc * step[1]
      const across = step[0] !== 0 ? Math.abs(dc) : Math.abs(dr)
      if (along <= 0) continue
      const score = along * 10 + across * 100
      if (score < bestScore) {
        bestScore = score
        best = b
      }
    }
    if (best) {
      at.tabIndex = -1
      best.tabIndex = 0
      best.focus()
    }
  }
  function pick(e: MouseEvent<HTMLDivElement>) {
    const seat = seatOf(e.target)
    if (!seat) return
    const floor = map.floors[Number(seat.dataset.f)]
    const place = floor?.rows.find((r) => r.row === Number(seat.dataset.r))?.places[Number(seat.dataset.c)]
    if (place?.available) onPick(place)
  }
  let first = true
  return (
    // The seats' clicks and arrow keys bubble to the map: one handler each for every seat (the
    // seats are the buttons; the map itself is not a control).
    <div className="seat-map" ref={mapRef} onClick={pick} onKeyDown={move}>
      <ul className="seat-legend" aria-label="Legend">
        <li>
          <span className="seat seat-free" aria-hidden="true" /> Free
        </li>
        <li>
          <span className="seat seat-paid" aria-hidden="true" /> Paid
        </li>
        <li>
          <span className="seat seat-chosen" aria-hidden="true" /> Chosen
        </li>
        <li>
          <span className="seat seat-taken" aria-hidden="true" /> Not available
        </li>
      </ul>
      <p id={hintId} className="visually-hidden">
        Arrow keys move between seats; Enter or Space chooses one.
      </p>
      {map.floors.map((floor, f) => (
        <div
          key={floor.level}
          role="group"
          aria-label={`${label}${map.floors.length > 1 ? (floor.level ? ', upper deck' : ', main deck') : ''}`}
          aria-describedby={hintId}
          className="seat-grid"
        >
          <div className="seat-row seat-columns" aria-hidden="true">
            {floor.columns.map((c, i) => (
              <span key={i} className={c ? 'seat-col' : 'seat-aisle-gap'}>
                {c}
              </span>
            ))}
          </div>
          {floor.rows.map((row) => (
            <div
              key={row.row}
              role="group"
              aria-label={`Row ${row.row}`}
              className="seat-row"
              data-row={row.row}
            >
              {row.places.map((place, i) => {
                if (!place) return null
                const takenBy = chosen.get(place.number) ?? null
                const cls = takenBy
                  ? 'seat-chosen'
                  : !place.available
                    ? 'seat-taken'
                    : place.price > 0
                      ? 'seat-paid'
                      : 'seat-free'
                const tab = first ? 0 : -1
                first = false
                return (
                  <button
                    key={i}
                    type="button"
                    className={`seat ${cls}`}
                    style={gapBefore(row.places, i, floor.columns)}
                    data-f={f}
                    data-r={row.row}
                    data-c={i}
                    tabIndex={tab}
                    aria-label={seatLabel(place, takenBy)}
                    aria-pressed={takenBy ? true : false}
                    aria-disabled={!place.available || undefined}
                  >
                    {place.column}
                  </button>
                )
              })}
            </div>
          ))}
        </div>
      ))}
    </div>
  )
}
