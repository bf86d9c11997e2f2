/**
 * Seats, meals and extra baggage of a checkout: the seat maps of its flights (the airline's sales and
 * every other checkout's holds marked taken), the meals and baggage offered, and a selection checked
 * and priced here. A seat
 * is taken by one guarded upsert: the first booking gets it; another booking gets it only when the
 * first one's hold has expired; a sold seat is never taken again.
 */
import { and, eq, inArray, lt, not, or, sql } from 'drizzle-orm'
import type { Offer } from '@contracts/checkout/booking'
import type { FlightLeg } from '@contracts/flights/schemas'
import type { FlightBaggage, FlightMeals, SeatMap, SeatPlace } from '@contracts/checkout/seat-map'
import type { Database, Tx } from '../db/client'
import { flightSeatHolds } from '../db/schema'
import { ApiError, validationError, type FieldError } from '../http/errors'
import { baggageFor } from './supplier/baggage'
import { mealsFor } from './supplier/meals'
import { baseSeatMap, flightKeyOf } from './supplier/seat-layouts'

/** Every flight (leg) of the offer, in trip order, with its key. */
export function legsOf(offer: Offer): { key: string; leg: FlightLeg }[] {
  return offer.flights.flatMap((r) =>
    [r, ...(r.return_journey ? [r.return_journey] : [])].flatMap((j) =>
      j.flights.map((leg) => ({ key: flightKeyOf(leg), leg })),
    ),
  )
}

/** The seat maps of the offer's flights as `bookingId` sees them (its own holds stay free to it). */
export async function seatMapsFor(
  db: Database | Tx,
  offer: Offer,
  bookingId: string,
  now: Date,
): Promise<SeatMap[]> {
  const legs = legsOf(offer)
  if (!legs.length) return []
  const taken = await db
    .select({ flightKey: flightSeatHolds.flightKey, seat: flightSeatHolds.seatNumber })
    .from(flightSeatHolds)
    .where(
      and(
        inArray(
          flightSeatHolds.flightKey,
          legs.map((l) => l.key),
        ),
        not(eq(flightSeatHolds.bookingId, bookingId)),
        or(eq(flightSeatHolds.status, 'sold'), sql`${flightSeatHolds.expiresAt} > ${now}`),
      ),
    )
  const takenSet = new Set(taken.map((t) => `${t.flightKey}:${t.seat}`))
  return legs.map(({ key, leg }) => {
    const map = baseSeatMap(key, leg.aircraft ?? 'A320neo', leg.airline_code)
    return {
      ...map,
      floors: map.floors.map((f) => ({
        ...f,
        rows: f.rows.map((r) => ({
          ...r,
          places: r.places.map((p) =>
            p && takenSet.has(`${key}:${p.number}`) ? { ...p, available: false } : p,
          ),
        })),
      })),
    }
  })
}

export function mealsOf(offer: Offer): FlightMeals[] {
  return legsOf(offer).map(({ key, leg }) => ({ flight_key: key, meals: mealsFor(leg) }))
}

/** Extra baggage per flight: pieces only on the airlines that sell the extra service (000 §9). */
export function baggageOf(offer: Offer, airlines: readonly string[]): FlightBaggage[] {
  return legsOf(offer).map(({ key, leg }) => ({
    flight_key: key,
    baggage: baggageFor(leg.airline_code, airlines),
  }))
}

function placeOf(map: SeatMap, seat: string): SeatPlace | undefined {
  for (const floor of map.floors)
    for (const row of floor.rows) for (const p of row.places) if (p?.number === seat) return p
  return undefined
}

export interface SeatChoice {
  traveller: number
  flight_key: string
  seat: string
}

export interface MealChoice {
  traveller: number
  flight_key: string
  meal: string
}

export interface BaggageChoice {
  traveller: number
  flight_key: string
  code: string
}

export interface Selection {
  seats: SeatChoice[]
  meals: MealChoice[]
  baggage: BaggageChoice[]
}

/**
 * The selection, checked against the offer's flights and priced from the airline's maps and menus;
 * extra baggage only from the airlines that sell the extra service (`airlines`).
 */
export function checkSelection(offer: Offer, seated: number, choice: Selection, airlines: readonly string[]) {
  const { seats, meals } = choice
  const legs = legsOf(offer)
  const byKey = new Map(legs.map((l) => [l.key, l.leg]))
  const errors: FieldError[] = []
  const priced: (SeatChoice & { price: number })[] = []
  const seen = new Set<string>()
  seats.forEach((s, i) => {
    const leg = byKey.get(s.flight_key)
    if (s.traveller >= seated)
      errors.push({
        field: `seats.${i}.traveller`,
        message: 'Only adults and children have seats (infants sit on a lap)',
      })
    else if (!leg)
      errors.push({
        field: `seats.${i}.flight_key`,
        message: `${s.flight_key} is not a flight of this booking`,
      })
    else {
      const place = placeOf(baseSeatMap(s.flight_key, leg.aircraft ?? 'A320neo', leg.airline_code), s.seat)
      if (!place) errors.push({ field: `seats.${i}.seat`, message: `Seat ${s.seat} is not on this aircraft` })
      else if (!place.available)
        errors.push({
          field: `seats.${i}.seat`,
          message: `Seat ${s.seat} is not available. Choose another seat.`,
        })
      else if (seen.has(`${s.flight_key}:${s.traveller}`))
        errors.push({ field: `seats.${i}.traveller`, message: 'Each traveller has one seat per flight' })
      else if (seen.has(`${s.flight_key}:${s.seat}`))
        errors.push({ field: `seats.${i}.seat`, message: `Seat ${s.seat} is chosen twice` })
      else {
        seen.add(`${s.flight_key}:${s.traveller}`)
        seen.add(`${s.flight_key}:${s.seat}`)
        priced.push({ ...s, price: place.price })
      }
    }
  })
  const perTraveller = oncePerTravellerAndFlight(byKey, seated, errors)
  const pricedMeals = perTraveller(meals, {
    list: 'meals',
    field: 'meal',
    noSeat: 'Meals are for travellers with a seat',
    twice: 'Each traveller has one meal per flight',
    find: (leg, m) => {
      const meal = mealsFor(leg).find((x) => x.code === m.meal)
      return meal ? { price: meal.price, name: meal.name } : `${m.meal} is not on this flight's menu`
    },
  })
  const pricedBaggage = perTraveller(choice.baggage, {
    list: 'baggage',
    field: 'code',
    noSeat: 'Extra baggage is for travellers with a seat (infants have no allowance of their own)',
    twice: 'Each traveller has one piece of extra baggage per flight',
    find: (leg, b) => {
      const piece = baggageFor(leg.airline_code, airlines).find((x) => x.code === b.code)
      return piece
        ? { price: piece.price, quantity: piece.quantity, unit: piece.unit }
        : `${b.code} is not extra baggage this flight offers`
    },
  })
  const first = errors[0]
  if (first) throw validationError(`${first.field}: ${first.message}`, errors)
  return { seats: priced, meals: pricedMeals, baggage: pricedBaggage }
}

interface PerTravellerRule<C, P> {
  /** The request's list ('meals') and the field naming the item ('meal'), for errors. */
  list: string
  field: string
  noSeat: string
  twice: string
  /** What the flight's airline sells for the choice, priced; or why not. */
  find: (leg: FlightLeg, choice: C) => P | string
}

/** Choices of at most one item per seated traveller per flight (meals, extra baggage). */
function oncePerTravellerAndFlight(byKey: Map<string, FlightLeg>, seated: number, errors: FieldError[]) {
  return <C extends { traveller: number; flight_key: string }, P>(
    choices: C[],
    rule: PerTravellerRule<C, P>,
  ): (C & P)[] => {
    const priced: (C & P)[] = []
    const seen = new Set<string>()
    choices.forEach((c, i) => {
      const leg = byKey.get(c.flight_key)
      const found = leg ? rule.find(leg, c) : undefined
      if (c.traveller >= seated) errors.push({ field: `${rule.list}.${i}.traveller`, message: rule.noSeat })
      else if (found === undefined)
        errors.push({
          field: `${rule.list}.${i}.flight_key`,
          message: `${c.flight_key} is not a flight of this booking`,
        })
      else if (typeof found === 'string')
        errors.push({ field: `${rule.list}.${i}.${rule.field}`, message: found })
      else if (seen.has(`${c.flight_key}:${c.traveller}`))
        errors.push({ field: `${rule.list}.${i}.traveller`, message: rule.twice })
      else {
        seen.add(`${c.flight_key}:${c.traveller}`)
        priced.push({ ...c, ...found })
      }
    })
    return priced
  }
}

/**
 * Holds the booking's seats until `until`, giving back the ones it no longer wants. A seat held by
 * another checkout (not expired) or sold answers 409 SEAT_TAKEN naming it.
 */
export async function holdSeats(
  tx: Tx,
  bookingId: string,
  seats: SeatChoice[],
  until: Date,
  now: Date,
): Promise<void> {
  const wanted = new Set(seats.map((s) => `${s.flight_key}:${s.seat}`))
  const mine = await tx
    .select({ flightKey: flightSeatHolds.flightKey, seat: flightSeatHolds.seatNumber })
    .from(flightSeatHolds)
    .where(and(eq(flightSeatHolds.bookingId, bookingId), eq(flightSeatHolds.status, 'held')))
  for (const m of mine)
    if (!wanted.has(`${m.flightKey}:${m.seat}`))
      await tx
        .delete(flightSeatHolds)
        .where(
          and(
            eq(flightSeatHolds.flightKey, m.flightKey),
            eq(flightSeatHolds.seatNumber, m.seat),
            eq(flightSeatHolds.bookingId, bookingId),
          ),
        )
  for (const s of seats) {
    const won = await tx
      .insert(flightSeatHolds)
      .values({ flightKey: s.flight_key, seatNumber: s.seat, bookingId, status: 'held', expiresAt: until })
      .onConflictDoUpdate({
        target: [flightSeatHolds.flightKey, flightSeatHolds.seatNumber],
        set: { bookingId, status: 'held', expiresAt: until },
        setWhere: or(
          eq(flightSeatHolds.bookingId, bookingId),
          and(eq(flightSeatHolds.status, 'held'), lt(flightSeatHolds.expiresAt, now)),
        ),
      })
      .returning({ bookingId: flightSeatHolds.bookingId })
    if (!won.length)
      throw new ApiError(
        409,
        'SEAT_TAKEN',
        `Seat ${s.seat} was just taken by another traveller. Choose another seat.`,
        'Read the seat map again and choose a seat shown as available.',
        [{ field: 'seats', message: `Seat ${s.seat} is taken` }],
      )
  }
}

/** Ticketed: the booking's seats are sold for good. */
export async function sellSeats(tx: Tx, bookingId: string): Promise<void> {
  await tx
    .update(flightSeatHolds)
    .set({ status: 'sold', expiresAt: null })
    .where(eq(flightSeatHolds.bookingId, bookingId))
}

/** The checkout ended or was refunded: its seats are free again. */
export async function releaseSeats(tx: Tx, bookingId: string): Promise<void> {
  await tx.delete(flightSeatHolds).where(eq(flightSeatHolds.bookingId, bookingId))
}
