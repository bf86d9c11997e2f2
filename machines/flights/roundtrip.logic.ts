/**
 * Round-trip pair rules (000 §3 "Flight result", §4 "Flight search"), pure so the results page and
 * the round-trip selection machine share them:
 * - a pair is keyed 'outIndex-returnIndex'; -1 stands for "nothing chosen" on a side;
 * - a pair overlaps when the return departs before the ongoing flight arrives: refused;
 * - a gap under the minimum (app.config flights.minReturnGapHours, 2 h) is allowed but flagged;
 * - a result is blocked when its travel plan is in the blacklist; on a domestic round trip an entry
 *   can name the other leg it was blocked with, and then blocks only beside that leg;
 * - a special round-trip fare (000 §3 special_fare) pairs only with one of its matching travel
 *   plans on the other leg: any other pair is a price no airline sells. A choice is never refused
 *   for it: the pair is settled instead (settleSpecialFares) — a special fare left without its
 *   match falls back to the same flight's regular fare (base_travel_plan), and a special fare
 *   chosen beside a flight whose own special fare matches it brings that one in; each change of
 *   price is reported so the page can show it.
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

type Fared = FlightSummary
type Side = 'ongoing' | 'return'

/** A flight on one leg whose fare the settlement changed (same flight, another fare). */
export interface FareChange<R extends Fared = Fared> {
  side: Side
  from: R
  to: R
  /** 'regular': a special fare without its match fell back; 'special': a matching special came in. */
  kind: 'regular' | 'special'
}

/** The regular fare of a special one (its base travel plan) in the same list, or null. */
function regularOf<R extends Fared>(fare: R, list: ReadonlyArray<R>): R | null {
  const base = fare.special_fare?.base_travel_plan
  if (!fare.special_fare?.is_special || !base) return null
  return list.find((r) => r.travel_plan_id === base) ?? null
}

/** True when `a` on `aSide` and `b` on the other leg are not sold together. */
function mismatchOn(aSide: Side, a: Special, b: Special): boolean {
  return aSide === 'ongoing' ? specialFareMismatch(a, b) : specialFareMismatch(b, a)
}

/** The special fare of `flight` (the same flight) in `list` sold with `partner` on `partnerSide`. */
function specialBeside<R extends Fared>(
  flight: R,
  partner: R,
  partnerSide: Side,
  list: ReadonlyArray<R>,
): R | null {
  const base = flight.special_fare?.base_travel_plan ?? flight.travel_plan_id
  return (
    list.find(
      (r) =>
        r.special_fare?.is_special === true &&
        r.special_fare.base_travel_plan === base &&
        !mismatchOn(partnerSide, partner, r),
    ) ?? null
  )
}

/**
 * The pair after the traveller chose `chosen` on `side` beside `other`: the fares that can be sold
 * together, and the changes made to get there. A special `chosen` brings in the other flight's
 * matching special fare when there is one; otherwise every special fare without its match falls
 * back to its regular fare. A special fare whose regular fare is not in the list leaves its side
 * empty (a `to` of null is never returned: the side is simply not chosen).
 */
export function settleSpecialFares<R extends Fared>(
  side: Side,
  chosen: R,
  other: R | null,
  lists: { ongoing: ReadonlyArray<R>; returns: ReadonlyArray<R> },
): { ongoing: R | null; return: R | null; changes: FareChange<R>[] } {
  const otherSide: Side = side === 'ongoing' ? 'return' : 'ongoing'
  const listOf = (s: Side) => (s === 'ongoing' ? lists.ongoing : lists.returns)
  const pair = (a: R | null, b: R | null) =>
    side === 'ongoing' ? { ongoing: a, return: b } : { ongoing: b, return: a }
  const mismatch = (a: R, b: R) => mismatchOn(side, a, b)
  if (!other || !mismatch(chosen, other)) return { ...pair(chosen, other), changes: [] }

  const changes: FareChange<R>[] = []
  let mine: R | null = chosen
  let theirs: R | null = other
  if (chosen.special_fare?.is_special) {
    const partner = specialBeside(other, chosen, side, listOf(otherSide))
    if (partner) {
      changes.push({ side: otherSide, from: other, to: partner, kind: 'special' })
      return { ...pair(chosen, partner), changes }
    }
  }
  // Every special fare left without its match falls back to the same flight's regular fare.
  if (theirs.special_fare?.is_special && mismatch(chosen, theirs)) {
    const regular = regularOf(theirs, listOf(otherSide))
    if (regular) changes.push({ side: otherSide, from: theirs, to: regular, kind: 'regular' })
    theirs = regular
  }
  if (theirs && mine.special_fare?.is_special && mismatch(mine, theirs)) {
    const regular = regularOf(mine, listOf(side))
    if (regular) changes.push({ side, from: mine, to: regular, kind: 'regular' })
    else theirs = null
    mine = regular ?? chosen
  }
  return { ...pair(mine, theirs), changes }
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
