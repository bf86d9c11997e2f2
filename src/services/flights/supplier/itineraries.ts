/**
 * Itineraries for one direction on one day: non-stop flights, and chains of one airline's flights
 * through its hubs with plausible connection times (1 or 2 stops).
 */
import { carriers, type Carrier } from './carriers'
import { airports, distanceKm, type Airport } from './places'
import { departuresBetween, operates, scheduleFor, type ScheduledFlight } from './schedule'
import { localDate } from '~/services/platform/time'

export type Itinerary = ScheduledFlight[]

const MINUTE = 60_000

function connectWindow(hub: Airport, next: Airport, prev: Airport): { min: number; max: number } {
  const international = hub.country !== next.country || hub.country !== prev.country
  return international ? { min: 90, max: 600 } : { min: 60, max: 360 }
}

/** Up to `take` flights onward from the hub that make the connection. */
function onward(carrier: Carrier, arriving: ScheduledFlight, to: Airport, take: number): ScheduledFlight[] {
  const { min, max } = connectWindow(arriving.to, to, arriving.from)
  return departuresBetween(
    carrier,
    arriving.to,
    to,
    arriving.arrivalUtc + min * MINUTE,
    arriving.arrivalUtc + max * MINUTE,
    localDate(arriving.arrivalUtc, arriving.to.zone),
  ).slice(0, take)
}

/** A via point is worth flying only when it is not a long way round. */
function reasonable(path: Airport[], direct: number): boolean {
  let km = 0
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]
    const b = path[i]
    if (a && b) km += distanceKm(a, b)
  }
  // Short hops between nearby cities still connect through a metro, as they do in India.
  return km <= Math.max(direct * (path.length > 3 ? 1.6 : 1.9) + 300, 2400)
}

export function itinerariesFor(from: Airport, to: Airport, date: string): Itinerary[] {
  const out: Itinerary[] = []
  const direct = distanceKm(from, to)
  for (const carrier of carriers) {
    for (const f of scheduleFor(carrier, from, to, date)) out.push([f])
    const vias = carrier.hubs.filter((h) => h !== from.code && h !== to.code)
    const hubAirports = vias.map((code) => airports.get(code)).filter((a): a is Airport => a !== undefined)
    let oneStops = 0
    for (const hub of hubAirports) {
      if (
        !operates(carrier, from, hub) ||
        !operates(carrier, hub, to) ||
        !reasonable([from, hub, to], direct)
      )
        continue
      for (const first of scheduleFor(carrier, from, hub, date)) {
        for (const second of onward(carrier, first, to, 2)) {
          out.push([first, second])
          oneStops++
        }
      }
    }
    // Two stops only where the airline offers little else on the pair, as in real displays.
    if (oneStops >= 4) continue
    let twoStops = 0
    for (const h1 of hubAirports) {
      for (const h2 of hubAirports) {
        if (h1 === h2 || twoStops >= 6) continue
        if (!operates(carrier, from, h1) || !operates(carrier, h1, h2) || !operates(carrier, h2, to)) continue
        if (!reasonable([from, h1, h2, to], direct)) continue
        for (const first of scheduleFor(carrier, from, h1, date)) {
          const second = onward(carrier, first, h2, 1)[0]
          const third = second && onward(carrier, second, to, 1)[0]
          if (second && third && twoStops < 6) {
            out.push([first, second, third])
            twoStops++
          }
        }
      }
    }
  }
  return out
}
