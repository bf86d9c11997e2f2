/**
 * Round-trip pair rules (000 §3 "Flight result", §4 "Flight search"), pure so the results page and
 * the round-trip selection machine share them:
 * - a pair is keyed 'outIndex-returnIndex'; -1 stands for "nothing chosen" on a side;
 * - a pair overlaps when the return departs before the ongoing flight arrives: refused;
 * - a gap under the minimum (app.config flights.minReturnGapHours, 2 h) is allowed but flagged;
 * - a result is blocked when its travel plan is in the blacklist; on a domestic round trip an entry
 *   can name the other leg it was blocked with, and then blocks only beside that leg;
 * - a special round-trip fare (000 §3 special_fare) pairs only with one of its matching travel
 *   plans on the other leg: any other pair is a price no airline sells.
 */
import type { FlightSummary } from './types'

/** Legacy "-1,-1": no ongoing and no return chosen. */
export const noSelectionIndex = -1

export function pairKey(ongoingIndex: number, returnIndex: number): string {
  return `${ongoingIndex}-${returnIndex}`
}

export function parsePairKey(key: string): { ongoing: number; return: number } | null {
  const match = /^(-?\d+)[-,](-?\d+)$/.exec(key)
  if (!match) return null
  return { ongoing: Number(match[1]), return: Number(match[2]) }
}

export interface BlacklistEntry {
  travel_plan_id: string
  /** Domestic round trip: blocked only beside this travel plan of the other leg. */
  with?: string
}

type Timed = Pick<FlightSummary, 'departureDateTime' | 'arrivalDateTime'>

/** Minutes from the ongoing arrival to the return departure (negative: they overlap). */
export function gapMinutes(ongoing: Timed, back: Timed): number {
  return (Date.parse(back.departureDateTime) - Date.parse(ongoing.arrivalDateTime)) / 60_000
}

export function overlaps(ongoing: Timed, back: Timed): boolean {
  return gapMinutes(ongoing, back) < 0
}

export type PairCheck =
  { ok: true; gapMinutes: number; shortGap: boolean } | { ok: false; reason: string; gapMinutes: number }

export function checkPair(ongoing: Timed, back: Timed, minGapHours: number): PairCheck {
  const gap = gapMinutes(ongoing, back)
  if (gap < 0) {
    return {
      ok: false,
      gapMinutes: gap,
      reason: 'This return flight leaves before your outbound flight lands. Choose a later return.',
    }
  }
  return { ok: true, gapMinutes: gap, shortGap: gap < minGapHours * 60 }
}

type Special = Pick<FlightSummary, 'travel_plan_id' | 'special_fare'>

/** True when either side is a special fare the other side is not sold with. */
export function specialFareMismatch(ongoing: Special, back: Special): boolean {
  const refuses = (a: Special, b: Special) =>
    a.special_fare?.is_special === true && !a.special_fare.matching_travel_plans.includes(b.travel_plan_id)
  return refuses(ongoing, back) || refuses(back, ongoing)
}

export function isBlocked(
  result: Pick<FlightSummary, 'travel_plan_id'>,
  blacklist: ReadonlyArray<BlacklistEntry>,
  other?: Pick<FlightSummary, 'travel_plan_id'> | null,
): boolean {
  return blacklist.some(
    (entry) =>
      entry.travel_plan_id === result.travel_plan_id &&
      (entry.with === undefined || entry.with === other?.travel_plan_id),
  )
}

/** Entries that block the pair (each side beside the other) on a domestic round trip. */
export function blockPair(ongoing: FlightSummary, back: FlightSummary): BlacklistEntry[] {
  return [
    { travel_plan_id: ongoing.travel_plan_id, with: back.travel_plan_id },
    { travel_plan_id: back.travel_plan_id, with: ongoing.travel_plan_id },
  ]
}

function byPrice<R extends FlightSummary>(list: ReadonlyArray<R>): R[] {
  return [...list].sort((a, b) => a.adultPrice - b.adultPrice)
}

/**
 * The cheapest pair whose return does not depart before the ongoing flight lands, that no
 * blacklist entry blocks and whose special fares match; null when there is none. Both lists are
 * walked in price order and a walk stops as soon as it cannot beat the best pair found, so typical
 * lists take far less than n×m.
 */
export function cheapestValidPair<R extends FlightSummary>(
  ongoing: ReadonlyArray<R>,
  returns: ReadonlyArray<R>,
  blacklist: ReadonlyArray<BlacklistEntry> = [],
): { ongoing: R; return: R } | null {
  const outs = byPrice(ongoing)
  const backs = byPrice(returns)
  const cheapestBack = backs[0]
  if (!cheapestBack) return null
  let best: { ongoing: R; return: R } | null = null
  let bestPrice = Number.POSITIVE_INFINITY
  for (const out of outs) {
    if (out.adultPrice + cheapestBack.adultPrice >= bestPrice) break
    for (const back of backs) {
      const price = out.adultPrice + back.adultPrice
      if (price >= bestPrice) break
      if (
        overlaps(out, back) ||
        isBlocked(out, blacklist, back) ||
        isBlocked(back, blacklist, out) ||
        specialFareMismatch(out, back)
      )
        continue
      best = { ongoing: out, return: back }
      bestPrice = price
      break
    }
  }
  return best
}
