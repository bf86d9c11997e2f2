// The seat map as a traveller and a screen reader meet it, and as light as it must be (issue 24:
// the add-ons page was three to four times the other checkout pages; docs/decisions/0213).
import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { SeatMap } from '~/components/checkout/SeatMap'
import { baseSeatMap } from '~/services/checkout/supplier/seat-layouts'

const a320 = baseSeatMap('6E-2131-2026-12-01', 'A320neo', '6E')
const render = (chosen = new Map<string, string>()) =>
  renderToStaticMarkup(
    <SeatMap map={a320} chosen={chosen} onPick={() => {}} label="Seats on 6E 2131, A320neo" />,
  )
const seats = a320.floors.flatMap((f) => f.rows.flatMap((r) => r.places.filter((p) => p !== null)))
const rows = a320.floors.flatMap((f) => f.rows)

describe('SeatMap', () => {
  it('names every seat as a button, with its row, position, price and state', () => {
    const html = render(new Map([['2A', 'Adult 1']]))
    const buttons = [...html.matchAll(/<button [^>]*aria-label="([^"]+)"[^>]*>/g)]
    expect(buttons).toHaveLength(seats.length)
    expect(/aria-label="Seat 2A, window, ₹[\d,]+, chosen for Adult 1"/.test(html)).toBe(true)
    expect(/aria-label="Seat 1C, aisle, extra legroom, ₹[\d,]+, (available|not available)"/.test(html)).toBe(
      true,
    )
    // Taken seats say so and cannot be pressed; one seat only is in the Tab order (arrows move).
    expect(html.match(/aria-disabled="true"/g)?.length).toBe(seats.filter((s) => !s.available).length)
    expect(html.match(/tabindex="0"/g)).toHaveLength(1)
    expect(html.match(/aria-pressed="true"/g)).toHaveLength(1)
  })

  it('groups the seats by row, in a group named after the flight, with the keys explained', () => {
    const html = render()
    expect(html.includes('role="group" aria-label="Seats on 6E 2131, A320neo"')).toBe(true)
    const rowGroups = rows.filter((row) => html.includes(`role="group" aria-label="Row ${row.row}"`))
    expect(rowGroups).toHaveLength(rows.length)
    expect(html.includes('Arrow keys move between seats; Enter or Space chooses one.')).toBe(true)
  })

  it('is one element a seat and one a row, with the aisle a margin, not an element', () => {
    const html = render()
    const elements = html.match(/<[a-z]/g)?.length ?? 0
    // The legend, the hint and the column letters are the rest.
    expect(elements).toBeLessThanOrEqual(seats.length + rows.length + 25)
    // The seat after the aisle (D) keeps its place under its column letter.
    expect(/style="margin-inline-start:calc\(1\.25rem \+ 4px\)"[^>]*aria-label="Seat 1D,/.test(html)).toBe(
      true,
    )
  })
})
