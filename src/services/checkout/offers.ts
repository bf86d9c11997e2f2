/**
 * The fare re-check (000 §7 offer and tax calls; §4 "Flight offer state"): the chosen flights are
 * found again in their search, priced for the search's travellers, and the sandbox airline's answer
 * (confirmed, changed, sold out) is fixed when the offer is made and shown from `ready_at` on, so
 * the initial call answers PENDING and polling the final call brings the outcome — on any instance.
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FlightResult } from '@contracts/flights/schemas'
import { offerSchema, type Offer, type OfferRequest, type PassengerCounts } from '@contracts/checkout/booking'
import { checkoutMessages } from '@contracts/checkout/messages'
import type { Database } from '../db/client'
import { flightOffers } from '../db/schema'
import { ApiError, notFoundError } from '../http/errors'
import { computeResults, flightTypeOf } from '../flights/search'
import { findSearch, findSegments } from '../flights/store'
import { fareSeatsLeft } from './fare-inventory'
import { fareOf, repriceOutcome, type RepriceControl } from './fares'

export interface OfferControls {
  reprice?: RepriceControl
  /** How long the final phase answers PENDING (the 'Rechecking Fares' loader); 0 by default. */
  latencyMs: number
}

const chosenMismatch = (message: string) =>
  new ApiError(
    400,
    'FLIGHTS_NOT_IN_SEARCH',
    message,
    'travel_plan_ids must be ids of results of search_id: one per direction or leg, in trip order.',
    [{ field: 'travel_plan_ids', message }],
  )

/** The results of a search the traveller chose, one per list (direction or leg), checked. */
async function chosenFlights(db: Database, request: OfferRequest) {
  const search = await findSearch(db, request.search_id)
  if (!search) throw notFoundError('This search is no longer available. Please search again.')
  const r = search.request
  if (r.search_type === 'multicity') {
    const segments = await findSegments(db, search.id)
    if (request.travel_plan_ids.length !== segments.length)
      throw chosenMismatch(`Choose one flight for each of the ${segments.length} legs`)
    const flights = segments.map((segment, i) => {
      const found = computeResults(segment).results.find(
        (x) => x.travel_plan_id === request.travel_plan_ids[i],
      )
      if (!found) throw chosenMismatch(`The flight chosen for leg ${i + 1} is not in this search`)
      return found
    })
    return { search, flights }
  }
  const full = computeResults(search)
  const lists = full.returnResults ? [full.results, full.returnResults] : [full.results]
  if (request.travel_plan_ids.length !== lists.length)
    throw chosenMismatch(
      lists.length === 2 ? 'Choose an outbound and a return flight' : 'Choose one flight of this search',
    )
  const flights = lists.map((list, i) => {
    const found = list.find((x) => x.travel_plan_id === request.travel_plan_ids[i])
    if (!found) throw chosenMismatch(`The ${i === 1 ? 'return' : 'chosen'} flight is not in this search`)
    return found
  })
  const [a, b] = flights
  // A special round-trip fare is sold only with its match (docs/decisions/0034).
  if (a && b && (a.special_fare.is_special || b.special_fare.is_special)) {
    const pairs = (x: FlightResult, y: FlightResult) =>
      !x.special_fare.is_special || x.special_fare.matching_travel_plans.includes(y.travel_plan_id)
    if (!pairs(a, b) || !pairs(b, a))
      throw chosenMismatch(
        'A special round-trip fare is sold only with the same airline’s matching special fare',
      )
  }
  return { search, flights }
}

function passengersOf(r: {
  adult_count: number
  child_count: number
  infant_count: number
}): PassengerCounts {
  return { adult: r.adult_count, child: r.child_count, infant: r.infant_count }
}

export async function createOffer(
  db: Database,
  request: OfferRequest,
  controls: OfferControls,
  now: number,
  repricingExpiryMs: number,
): Promise<Offer> {
  const chosen = await chosenFlights(db, request)
  const { search } = chosen
  const r = search.request
  const passengers = passengersOf(r)
  // Seats left as the booking will count them (held, sold and returned), not the supplier's first
  // figure: a fare the last buyer took answers SOLD_OUT here, before a checkout is tried.
  const left = await fareSeatsLeft(
    db,
    chosen.flights.map((f) => f.travel_plan_id),
  )
  // The offer's flights say what is left, so the store can tell which chosen fare sold out.
  const flights = chosen.flights.map((f) => {
    const seats = left.get(f.travel_plan_id)
    return seats === undefined || seats === f.seats_left ? f : { ...f, seats_left: seats }
  })
  const seatsLeft = Math.min(...flights.map((f) => f.seats_left))
  const outcome = repriceOutcome(flights, passengers, controls.reprice, seatsLeft)
  const shown = fareOf(flights, passengers)
  const id = `ofr_${randomUUID().replaceAll('-', '')}`
  const body: Offer = {
    id,
    status: 'PENDING',
    search_id: search.id,
    search_type: r.search_type,
    flight_type: flightTypeOf(r),
    residentof_india: r.residentof_india,
    passengers,
    flights,
    shown_fare: shown,
    fare: null,
    message: null,
    expires_at: new Date(now + repricingExpiryMs).toISOString(),
  }
  const final = finalAnswer(flights, passengers, outcome)
  await db.insert(flightOffers).values({
    id,
    searchId: search.id,
    travelPlanIds: request.travel_plan_ids,
    body,
    outcome: final,
    readyAt: new Date(now + controls.latencyMs),
    expiresAt: new Date(now + repricingExpiryMs),
    createdAt: new Date(now),
  })
  // The initial call carries the final answer when the airline answers at once (no poll needed).
  return controls.latencyMs === 0 ? { ...body, ...final } : body
}

/** What the final phase answers once the airline has answered. */
function finalAnswer(
  flights: FlightResult[],
  passengers: PassengerCounts,
  outcome: ReturnType<typeof repriceOutcome>,
): Pick<Offer, 'status' | 'fare' | 'message'> {
  return {
    status: outcome.status,
    fare: outcome.status === 'SOLD_OUT' ? null : fareOf(flights, passengers, outcome.factor),
    message: outcome.status === 'SOLD_OUT' ? checkoutMessages.soldOut : null,
  }
}

export type OfferEnd = 'CONFIRMED' | 'CHANGED' | 'SOLD_OUT' | 'EXPIRED'

const endControls: Record<Exclude<OfferEnd, 'EXPIRED'>, RepriceControl> = {
  CONFIRMED: 'same',
  CHANGED: 'up',
  SOLD_OUT: 'soldout',
}

/**
 * Sandbox only: the airline answers the offer now with `end` (its fare up when CHANGED), or the
 * fare check expires now — the next poll says so. The browser tests' model paths decide a pending
 * re-check's answer this way (docs/upstream.md "Flight checkout").
 */
export async function endOfferNow(db: Database, id: string, end: OfferEnd, now: number): Promise<Offer> {
  const [row] = await db.select().from(flightOffers).where(eq(flightOffers.id, id)).limit(1)
  if (!row) throw notFoundError('This fare check is not known. Please choose your flight again.')
  const body = offerSchema.parse(row.body)
  const change =
    end === 'EXPIRED'
      ? { expiresAt: new Date(now) }
      : {
          outcome: finalAnswer(
            body.flights,
            body.passengers,
            repriceOutcome(body.flights, body.passengers, endControls[end], Number.MAX_SAFE_INTEGER),
          ),
          readyAt: new Date(now),
        }
  await db.update(flightOffers).set(change).where(eq(flightOffers.id, id))
  return readOffer(db, id, now)
}

/** The offer as the final phase answers it at `now`. */
export async function readOffer(db: Database, id: string, now: number): Promise<Offer> {
  const [row] = await db.select().from(flightOffers).where(eq(flightOffers.id, id)).limit(1)
  if (!row) throw notFoundError('This fare check is not known. Please choose your flight again.')
  const body = offerSchema.parse(row.body)
  if (now >= row.expiresAt.getTime())
    return {
      ...body,
      status: 'EXPIRED',
      message: 'This fare check has expired. Please check the fare again.',
    }
  if (now < row.readyAt.getTime()) return body
  const final = offerSchema.pick({ status: true, fare: true, message: true }).parse(row.outcome)
  return { ...body, ...final }
}
