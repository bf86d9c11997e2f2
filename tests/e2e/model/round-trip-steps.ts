/**
 * Harness steps for the round-trip selection machine's store paths (machines/flights/
 * roundtrip.binding.ts). The machine's samples are about how flights relate (a morning outbound, a
 * return 80 minutes or 4 hours after it lands, one that leaves before it lands); in the store they
 * are real flights of the sandbox supplier, so these steps find them in the supplier's answer for
 * the same search (its schedule is deterministic per route and day) and press them on the page as
 * a traveller would: the airline filter narrows the lists, the card is found by its flight number
 * and departure time, its Select button is pressed, and the filter is cleared again.
 */
import type { Locator } from '@playwright/test'
import type { FlightResult, SearchAnswer } from '@contracts/flights/schemas'
import { cheapestValidPair, gapMinutes } from '@machines/flights/roundtrip.logic'
import { defaultFormLimits } from '@machines/flights/search-form.machine'
import { flightNumber } from '~/lib/flights/display'
import { localClock } from '~/lib/flights/buckets'
import { readSearchAddress, toSearchRequest } from '~/lib/flights/search-params'
import { addDays, todayIso } from '~/lib/flights/today'
import { upstreamUrl } from '../auth-support'
import { expect } from '../fixtures'
import type { Harness } from './harness'

type Args = Record<string, string | number | boolean>

/** The route of the round-trip paths: a same-day trip, so a return can leave before landing. */
export const roundTripRoute = { from: 'DEL', to: 'BLR' } as const

const lists = new Map<string, { ongoing: FlightResult[]; returns: FlightResult[] }>()

/** The supplier's whole answer for the same-day round trip on `date` (every batch at once). */
async function fullLists(h: Harness, date: string) {
  const known = lists.get(date)
  if (known) return known
  const address = {
    origin: roundTripRoute.from,
    destination: roundTripRoute.to,
    originCountry: 'IN',
    destinationCountry: 'IN',
    travelDate: date,
    returnDate: date,
    adults: 1,
  }
  const reading = readSearchAddress('roundtrip', address, todayIso(), defaultFormLimits)
  if (!reading.request)
    throw new Error(`the round-trip address for ${date} does not read: ${JSON.stringify(reading.errors)}`)
  const res = await h.request.post(`${upstreamUrl}/flights/b2b/v1.0/flights/search`, {
    data: toSearchRequest(reading.values),
    headers: { 'x-sandbox-scenario': 'latencyMs=0', 'x-forwarded-for': '10.250.250.1' },
  })
  if (res.status() !== 200) throw new Error(`the supplier answered ${res.status()}: ${await res.text()}`)
  const answer = (await res.json()) as SearchAnswer
  const value = { ongoing: answer.data.results, returns: answer.data.return_results ?? [] }
  lists.set(date, value)
  return value
}

const minutesOfDay = (iso: string) => {
  const [h, m] = localClock(iso).split(':').map(Number)
  return (h ?? 0) * 60 + (m ?? 0)
}
const regular = (r: FlightResult) => !r.special_fare.is_special

/** Returns of each kind the machine's samples stand for, beside the outbound `out`. */
function returnsBeside(out: FlightResult, returns: FlightResult[]) {
  const kinds = {
    // 'the traveller picks a return 80 minutes after landing': under the 2-hour minimum.
    tight: (r: FlightResult) => gapMinutes(out, r) >= 30 && gapMinutes(out, r) <= 110,
    // 'a return 4 hours after landing'.
    comfortable: (r: FlightResult) => gapMinutes(out, r) >= 240,
    // 'a return that leaves before landing'.
    overlap: (r: FlightResult) => gapMinutes(out, r) <= -10,
  }
  const pick = (test: (r: FlightResult) => boolean) =>
    returns
      .filter((r) => regular(r) && r.stops === 0 && test(r))
      .sort((a, b) => a.adultPrice - b.adultPrice)[0]
  return { tight: pick(kinds.tight), comfortable: pick(kinds.comfortable), overlap: pick(kinds.overlap) }
}

/** 'the traveller picks the morning outbound': a non-stop regular fare landing 07:00–10:00. */
function morningOutbound(ongoing: FlightResult[]) {
  return ongoing
    .filter((r) => regular(r) && r.stops === 0)
    .filter((r) => minutesOfDay(r.arrivalDateTime) >= 7 * 60 && minutesOfDay(r.arrivalDateTime) <= 10 * 60)
    .sort((a, b) => a.departureDateTime.localeCompare(b.departureDateTime))[0]
}

function everyKind(out: FlightResult | undefined, returns: FlightResult[]): boolean {
  if (!out) return false
  const beside = returnsBeside(out, returns)
  return Boolean(beside.tight && beside.comfortable && beside.overlap)
}

const words = (r: FlightResult) =>
  `${r.airlinesNames[0] ?? ''} ${r.flights.map(flightNumber).join(', ')}, ${localClock(r.departureDateTime)}`

/** The filter panel's time-of-day box for a departure (src/lib/flights/buckets.ts). */
function timeOfDay(iso: string): RegExp {
  const hour = Math.floor(minutesOfDay(iso) / 60)
  return hour < 6 ? /^Early Morning/ : hour < 11 ? /^Morning/ : hour < 17 ? /^Mid-Day/ : /^Evening/
}

/**
 * The card of `flight`, found as a person would: the filters narrow the lists (its airline,
 * non-stop, the time of day it leaves), then its number and departure time; its Select button is
 * pressed and the filters cleared again.
 */
async function pressCard(h: Harness, side: 'ongoing' | 'return', flight: FlightResult) {
  const page = h.page
  const airline = flight.airlinesNames[0] ?? ''
  const filters = [
    page
      .getByRole('group', { name: 'Airlines' })
      .getByRole('checkbox', { name: new RegExp(`^${airline} ₹`) }),
    page.getByRole('group', { name: 'Stops' }).getByRole('checkbox', { name: /^Non-Stop/ }),
    page
      .getByRole('group', { name: side === 'ongoing' ? 'Onward departure' : 'Return departure' })
      .getByRole('checkbox', { name: timeOfDay(flight.departureDateTime) }),
  ]
  for (const filter of filters) await filter.check()
  const region = page.getByRole('region', { name: side === 'ongoing' ? 'Onward flights' : 'Return flights' })
  const heading = `${airline} ${flight.flights.map(flightNumber).join(', ')}`
  const card: Locator = region
    .getByRole('article', { name: heading, exact: true })
    .filter({ hasNotText: 'Special fare' })
    .filter({ has: page.locator('time', { hasText: localClock(flight.departureDateTime) }) })
    .first()
  // The list is virtual: a card beyond the rows drawn is drawn once the list is scrolled to it.
  for (let tries = 0; (await card.count()) === 0 && tries < 30; tries++) {
    await region.getByRole('article').last().scrollIntoViewIfNeeded()
    await page.mouse.wheel(0, 400)
  }
  await card.getByRole('button', { name: /^Select/ }).click()
  for (const filter of filters) await filter.uncheck()
}

/** The outbound the pair summary names ("Onward: IndiGo 6E 2131, 06:05 → 08:15"), in the full list. */
async function chosenOutbound(h: Harness, ongoing: FlightResult[]) {
  const summary = (await h.page.getByRole('region', { name: 'Your round trip' }).innerText()).replace(
    /\s+/g,
    ' ',
  )
  const named = /Onward: (.+?), (\d\d:\d\d) → /.exec(summary)
  if (!named) throw new Error(`no outbound is chosen: the pair says "${summary}"`)
  const found = ongoing.find((r) => words(r) === `${named[1]}, ${named[2]}`)
  if (!found) throw new Error(`the chosen outbound "${named[1]}, ${named[2]}" is not in the supplier's list`)
  return found
}

export const roundTripSteps: Record<string, (h: Harness, args: Args) => Promise<void>> = {
  /**
   * `{rtDate}`: the first day from today+5 whose same-day DEL ⇄ BLR trip has what the machine's
   * samples stand for: a cheapest pair at least 2 hours apart (what the store preselects), a morning
   * outbound, and beside both a tight, a comfortable and an overlapping regular return.
   */
  'round-trip-day': async (h) => {
    for (let day = 5; day < 60; day++) {
      const date = addDays(todayIso(), day)
      const { ongoing, returns } = await fullLists(h, date)
      const cheapest = cheapestValidPair(ongoing, returns)
      if (!cheapest || gapMinutes(cheapest.ongoing, cheapest.return) < 120) continue
      if (!everyKind(cheapest.ongoing, returns) || !everyKind(morningOutbound(ongoing), returns)) continue
      h.vars.set('rtDate', date)
      return
    }
    throw new Error('no day in the next 60 has the flights the round-trip samples stand for')
  },

  /**
   * Presses a flight the way a sample describes it. `side`: ongoing | return. `rule`: morning (the
   * morning outbound), chosen (the outbound chosen now, again), tight | comfortable | overlap (a
   * return beside the outbound chosen now).
   */
  'round-trip-pick': async (h, { side = 'ongoing', rule = 'morning' }) => {
    const { ongoing, returns } = await fullLists(h, h.vars.get('rtDate') ?? '')
    let flight: FlightResult | undefined
    if (rule === 'morning') flight = morningOutbound(ongoing)
    else if (rule === 'chosen') flight = await chosenOutbound(h, ongoing)
    else flight = returnsBeside(await chosenOutbound(h, ongoing), returns)[rule as 'tight']
    if (!flight) throw new Error(`no ${side} flight fits "${String(rule)}" on ${h.vars.get('rtDate')}`)
    await pressCard(h, side === 'return' ? 'return' : 'ongoing', flight)
  },

  /** The outbound flights have arrived (the supplier's first batch): the onward list shows cards. */
  'round-trip-outbound': async (h) => {
    const region = h.page.getByRole('region', { name: 'Onward flights' })
    await expect(region.getByRole('article').first()).toBeVisible()
  },

  /**
   * The return flights arrive: the supplier's later batch comes in now (POST /flights/sandbox/
   * search_end for this path's traveller), the next poll brings it, and the return list shows cards.
   */
  'round-trip-returns': async (h) => {
    const res = await h.request.post(`${upstreamUrl}/flights/sandbox/search_end`, {
      data: { status: 'SUCCESS' },
      headers: { 'x-forwarded-for': h.vars.get('address') ?? '' },
    })
    if (res.status() !== 200)
      throw new Error(`/flights/sandbox/search_end answered ${res.status()}: ${await res.text()}`)
    const region = h.page.getByRole('region', { name: 'Return flights' })
    await expect(region.getByRole('article').first()).toBeVisible()
  },
}
