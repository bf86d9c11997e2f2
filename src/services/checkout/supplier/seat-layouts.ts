/**
 * The sandbox airlines' cabins: a seat layout per aircraft type the supplier flies, the price of
 * each seat, and the share the airline has already sold — deterministic from the flight, so every
 * search and every instance draws the same map.
 */
import type { FlightLeg } from '@contracts/flights/schemas'
import type { SeatMap, SeatPlace } from '@contracts/checkout/seat-map'
import { unit } from '~/services/platform/prng'

interface Cabin {
  level: number
  columns: (string | null)[]
  firstRow: number
  lastRow: number
  exitRows: number[]
  /** Rows with more room (bulkhead). */
  legroomRows: number[]
}

const narrow = (last: number, exits: number[]): Cabin[] => [
  {
    level: 0,
    columns: ['A', 'B', 'C', null, 'D', 'E', 'F'],
    firstRow: 1,
    lastRow: last,
    exitRows: exits,
    legroomRows: [1],
  },
]
const regional = (last: number): Cabin[] => [
  {
    level: 0,
    columns: ['A', 'C', null, 'D', 'F'],
    firstRow: 1,
    lastRow: last,
    exitRows: [],
    legroomRows: [1],
  },
]
const threeFourThree = (first: number, last: number): Cabin => ({
  level: 0,
  columns: ['A', 'B', 'C', null, 'D', 'E', 'F', 'G', null, 'H', 'J', 'K'],
  firstRow: first,
  lastRow: last,
  exitRows: [first + 12],
  legroomRows: [first],
})
const threeThreeThree = (first: number, last: number): Cabin => ({
  level: 0,
  columns: ['A', 'B', 'C', null, 'D', 'E', 'F', null, 'G', 'H', 'K'],
  firstRow: first,
  lastRow: last,
  exitRows: [first + 11],
  legroomRows: [first],
})

/** Economy cabins only: the store sells economy seats on the map (business rows are not shown). */
export function cabinsFor(aircraft: string): Cabin[] {
  const a = aircraft.toLowerCase()
  if (a.includes('atr')) return regional(18)
  if (a.includes('q400')) return regional(20)
  if (a.includes('a321')) return narrow(38, [12, 26])
  if (a.includes('a320')) return narrow(31, [12, 13])
  if (a.includes('737')) return narrow(32, [15, 16])
  if (a.includes('777')) return [threeFourThree(20, 52)]
  if (a.includes('a380'))
    return [
      threeFourThree(43, 88),
      {
        level: 1,
        columns: ['A', 'C', null, 'D', 'E', 'F', 'G', null, 'H', 'K'],
        firstRow: 90,
        lastRow: 99,
        exitRows: [],
        legroomRows: [90],
      },
    ]
  if (a.includes('a350') || a.includes('787')) return [threeThreeThree(15, 44)]
  return narrow(30, [12, 13])
}

function typeOf(columns: (string | null)[], i: number): SeatPlace['type'] {
  if (i === 0 || i === columns.length - 1) return 'window'
  if (columns[i - 1] === null || columns[i + 1] === null) return 'aisle'
  return 'middle'
}

/** Paise: exit and bulkhead rows cost most, then the front; windows and aisles more than middles. */
function priceOf(row: number, cabin: Cabin, type: SeatPlace['type'], airline: string): number {
  const fullService = ['AI', 'UK', 'EK'].includes(airline)
  if (cabin.exitRows.includes(row)) return 59_900
  if (cabin.legroomRows.includes(row)) return 49_900
  if (row - cabin.firstRow < 5) return type === 'middle' ? 24_900 : 34_900
  if (type === 'middle') return row - cabin.firstRow > 15 ? 0 : 9_900
  if (fullService) return 0
  return type === 'window' ? 19_900 : 17_900
}

/** The map of a flight before any checkout's holds: the airline's own sales marked unavailable. */
export function baseSeatMap(flightKey: string, aircraft: string, airline: string): SeatMap {
  return {
    flight_key: flightKey,
    aircraft,
    floors: cabinsFor(aircraft).map((cabin) => ({
      level: cabin.level,
      columns: cabin.columns,
      rows: Array.from({ length: cabin.lastRow - cabin.firstRow + 1 }, (_, k) => {
        const row = cabin.firstRow + k
        return {
          row,
          places: cabin.columns.map((column, i) => {
            if (column === null) return null
            const number = `${row}${column}`
            const type = typeOf(cabin.columns, i)
            return {
              number,
              row,
              column,
              type,
              price: priceOf(row, cabin, type, airline),
              // About a third already sold by the airline (more of the windows and aisles).
              available: unit(`${flightKey}:${number}`) >= (type === 'middle' ? 0.25 : 0.4),
              exit_row: cabin.exitRows.includes(row),
              extra_legroom: cabin.exitRows.includes(row) || cabin.legroomRows.includes(row),
            }
          }),
        }
      }),
    })),
  }
}

/** A flight of a journey as the seat map names it: airline, number and local departure date. */
export function flightKeyOf(
  leg: Pick<FlightLeg, 'airline_code' | 'flight_number' | 'departure_datetime'>,
): string {
  const bare = leg.flight_number.replace(/\D/g, '').slice(-4) || '0'
  return `${leg.airline_code}-${Number(bare)}-${leg.departure_datetime.slice(0, 10)}`
}
