/**
 * A seat map for one flight (000 §3 seat layouts: floors of rows of places), usable with the
 * keyboard alone and announced to screen readers: a grid of rows, each seat a button named with its
 * number, position, price and whether it is free; arrow keys move between seats, Enter or Space
 * picks the seat for the traveller being seated. Taken seats stay focusable (so the layout reads
 * the same) but cannot be picked.
 */
import { useRef, type KeyboardEvent } from 'react'
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
  const gridRef = useRef<HTMLDivElement>(null)
  function move(e: KeyboardEvent<HTMLButtonElement>) {
    const keys: Record<string, [number, number]> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
    }
    const step = keys[e.key]
    if (!step) return
    e.preventDefault()
    const at = e.currentTarget
    const row = Number(at.dataset.r)
    const col = Number(at.dataset.c)
    const buttons = Array.from(gridRef.current?.querySelectorAll<HTMLButtonElement>('button[data-r]') ?? [])
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
  let first = true
  return (
    <div className="seat-map" ref={gridRef}>
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
      {map.floors.map((floor) => (
        <div
          key={floor.level}
          role="grid"
          aria-label={`${label}${map.floors.length > 1 ? (floor.level ? ', upper deck' : ', main deck') : ''}`}
          className="seat-grid"
        >
          <div role="row" className="seat-row seat-columns">
            <span role="columnheader" className="seat-rownum">
              <span className="visually-hidden">Row</span>
            </span>
            {floor.columns.map((c, i) => (
              <span key={i} role="columnheader" className={c ? 'seat-col' : 'seat-aisle'}>
                {c ?? <span className="visually-hidden">Aisle</span>}
              </span>
            ))}
          </div>
          {floor.rows.map((row) => (
            <div key={row.row} role="row" className="seat-row">
              <span role="rowheader" className="seat-rownum">
                {row.row}
              </span>
              {row.places.map((place, i) => {
                if (!place) return <span key={i} role="gridcell" className="seat-aisle" aria-hidden="true" />
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
                  <span key={i} role="gridcell">
                    <button
                      type="button"
                      className={`seat ${cls}`}
                      data-r={row.row}
                      data-c={i}
                      tabIndex={tab}
                      aria-label={seatLabel(place, takenBy)}
                      aria-pressed={takenBy ? true : false}
                      aria-disabled={!place.available || undefined}
                      onKeyDown={move}
                      onClick={() => place.available && onPick(place)}
                    >
                      {place.column}
                    </button>
                  </span>
                )
              })}
            </div>
          ))}
        </div>
      ))}
    </div>
  )
}
