/**
 * Prices of the bed bank (docs/decisions/0097): a room's tariff for a night is the hotel's base rate
 * × the room type × the rate plan × the season and weekday of the city's kind × an extra-adult
 * charge, in whole rupees; GST by the slab of that tariff (per room per night) is the 'mandatory
 * tax'; the hotel's fees follow under their labels. Everything is a pure function of the hotel and
 * the stay, so the search card, the hotel page and the booking price alike.
 */
import type { CancellationPolicy, HotelOffer, HotelRoom, OfferPrice } from '@contracts/hotels/hotel'
import type { Room } from '@contracts/hotels/search'
import { addDays, daysBetween, weekday } from '~/services/platform/time'
import type { Hotel, RatePlan, RoomType } from './catalogue'
import type { CityKind } from './places'

/** What every price is for: the dates and the searched rooms (contracts Stay). */
export interface StayInput {
  checkin_date: string
  checkout_date: string
  rooms: readonly Pick<Room, 'adults_count' | 'children_age'>[]
}

export interface PriceOptions {
  /** Cancellation deadlines already past at this instant (ms) no longer count as free. */
  now?: number
  /** A sandbox price change: every tariff up (or down) by this many percent. */
  priceChangePercent?: number
  /** The stay's nights when the caller already has them (a search prices thousands of hotels). */
  nights?: readonly string[]
}

/**
 * GST on hotel accommodation by the tariff of a room for a night (CBIC rate notification of
 * September 2025): up to ₹7,500 5 %, above it 18 %. Recorded in docs/decisions/0097.
 */
export const GST_SLABS = [
  { upToPaise: 750_000, percent: 5 },
  { upToPaise: Number.POSITIVE_INFINITY, percent: 18 },
] as const

export function gstPercent(tariffPaise: number): number {
  return (GST_SLABS.find((s) => tariffPaise <= s.upToPaise) ?? GST_SLABS[1]).percent
}

/** An extra adult beyond two in a room (extra bed) adds this share of the tariff. */
const EXTRA_ADULT_SHARE = 0.25

const inRange = (md: string, from: string, to: string) => md >= from && md <= to

const factors = new Map<string, number>()

/** Season × weekday for a night (YYYY-MM-DD) in a city of this kind (memoised: a pure function). */
export function nightFactor(kind: CityKind, night: string): number {
  const key = `${kind}|${night}`
  const hit = factors.get(key)
  if (hit !== undefined) return hit
  const value = computeNightFactor(kind, night)
  if (factors.size > 20_000) factors.clear()
  factors.set(key, value)
  return value
}

function seasonFactor(kind: CityKind, md: string): number {
  const festive = md >= '12-20' || md <= '01-03'
  switch (kind) {
    case 'beach':
      if (festive) return 1.8
      if (md >= '10-15' || md <= '03-15') return 1.3
      return inRange(md, '06-01', '09-30') ? 0.7 : 1
    case 'hill':
      if (festive || inRange(md, '04-15', '06-30')) return 1.4
      return inRange(md, '07-01', '08-31') ? 0.75 : 1
    case 'heritage':
    case 'pilgrim':
      if (festive) return 1.4
      if (md >= '10-01' || md <= '03-31') return 1.2
      return inRange(md, '05-01', '06-30') ? 0.8 : 1
    case 'metro':
    case 'business':
      return festive ? 1.1 : 1
  }
}

/** Leisure cities fill on Friday and Saturday nights; business hotels empty then. */
function computeNightFactor(kind: CityKind, night: string): number {
  const day = weekday(night)
  const weekend = day === 5 || day === 6
  const leisure = kind !== 'metro' && kind !== 'business'
  return seasonFactor(kind, night.slice(5)) * (weekend ? (leisure ? 1.15 : 0.9) : 1)
}

export const nightsOf = (stay: Pick<StayInput, 'checkin_date' | 'checkout_date'>): string[] => {
  const n = Math.max(0, daysBetween(stay.checkin_date, stay.checkout_date))
  return Array.from({ length: n }, (_, i) => addDays(stay.checkin_date, i))
}

/**
 * Every searched room fits this room type, and the hotel sells that many rooms of it a night (a
 * villa, one a night, is no offer for a two-room search).
 */
export const fits = (room: RoomType, stay: StayInput): boolean =>
  stay.rooms.length <= room.capacity &&
  stay.rooms.every((r) => r.adults_count <= room.maxAdults && r.children_age.length <= room.maxChildren)

const wholeRupees = (paise: number) => Math.round(paise / 100) * 100

export function priceOf(
  hotel: Hotel,
  room: RoomType,
  plan: RatePlan,
  stay: StayInput,
  options: PriceOptions = {},
): OfferPrice {
  const nights = options.nights ?? nightsOf(stay)
  const change = 1 + (options.priceChangePercent ?? 0) / 100
  let base = 0
  let gst = 0
  for (const night of nights) {
    const rate = hotel.baseRate * room.factor * plan.factor * nightFactor(hotel.city.kind, night) * change
    for (const r of stay.rooms) {
      const tariff = wholeRupees(rate * (1 + EXTRA_ADULT_SHARE * Math.max(0, r.adults_count - 2)))
      base += tariff
      gst += Math.round((tariff * gstPercent(tariff)) / 100)
    }
  }
  const taxes: OfferPrice['taxes'] = [{ label: 'mandatory tax', amount: gst }]
  for (const fee of hotel.fees) {
    const amount = fee.amount * stay.rooms.length * (fee.per === 'night' ? nights.length : 1)
    const same = taxes.find((t) => t.label === fee.label)
    if (same) same.amount += amount
    else taxes.push({ label: fee.label, amount })
  }
  const amount = base + taxes.reduce((sum, t) => sum + t.amount, 0)
  return {
    amount,
    base,
    taxes,
    per_night: Math.round(amount / Math.max(1, nights.length) / Math.max(1, stay.rooms.length)),
    nights: Math.max(1, nights.length),
    currency: 'INR',
  }
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** 12:00 PM India time (06:30 UTC) `days` before check-in. */
const noonBefore = (checkin: string, days: number) => `${addDays(checkin, -days)}T06:30:00.000Z`

export function cancellationPolicy(plan: RatePlan, checkin: string, now?: number): CancellationPolicy {
  const keeps = `${plan.penaltyPercent} % of the price is charged`
  const freeUntil = plan.refundable ? noonBefore(checkin, plan.freeDays) : null
  if (freeUntil && (now === undefined || Date.parse(freeUntil) > now)) {
    const d = addDays(checkin, -plan.freeDays)
    const label = `${Number(d.slice(8))} ${MONTHS[Number(d.slice(5, 7)) - 1] ?? ''}, 12:00 PM`
    return {
      refundable: true,
      free_until: freeUntil,
      rules: [
        { until: freeUntil, penalty_percent: 0 },
        { until: null, penalty_percent: plan.penaltyPercent },
      ],
      text: `Free cancellation until ${label}; after that ${keeps}.`,
    }
  }
  if (plan.refundable && plan.penaltyPercent < 100)
    return {
      refundable: true,
      free_until: null,
      rules: [{ until: null, penalty_percent: plan.penaltyPercent }],
      text: `The free cancellation period has passed: cancelling now, ${keeps}.`,
    }
  return {
    refundable: false,
    free_until: null,
    rules: [{ until: null, penalty_percent: 100 }],
    text: 'Non-refundable: cancelling keeps 100 % of the price.',
  }
}

export const offerIdOf = (room: RoomType, plan: RatePlan) => `r${room.idx}-${plan.code}`

/** An offer as priced for a stay; `available_count` comes from the live inventory. */
export type PricedOffer = Omit<HotelOffer, 'available_count'>
export type PricedRoom = Omit<HotelRoom, 'offers'> & { offers: PricedOffer[] }

export function pricedOffer(
  hotel: Hotel,
  room: RoomType,
  plan: RatePlan,
  stay: StayInput,
  options: PriceOptions = {},
): PricedOffer {
  return {
    offer_id: offerIdOf(room, plan),
    name: plan.name,
    meal: plan.meal,
    pay_at_hotel: plan.payAtHotel,
    pan_required: plan.panRequired,
    price: priceOf(hotel, room, plan, stay, options),
    cancellation_policy: cancellationPolicy(plan, stay.checkin_date, options.now),
  }
}

/** The hotel's room types that fit the searched rooms, each with its priced offers (cheapest first). */
export function roomsFor(hotel: Hotel, stay: StayInput, options: PriceOptions = {}): PricedRoom[] {
  return hotel.rooms
    .filter((room) => fits(room, stay))
    .map((room) => ({
      room_idx: room.idx,
      name: room.name,
      facilities: [...room.facilities],
      max_adults: room.maxAdults,
      max_children: room.maxChildren,
      bed: room.bed,
      size_sqft: room.sizeSqft,
      image: room.image,
      offers: room.plans
        .map((plan) => pricedOffer(hotel, room, plan, stay, options))
        .sort((a, b) => a.price.amount - b.price.amount),
    }))
}

export interface Cheapest {
  room: RoomType
  price: OfferPrice
  /** Deadline of the cheapest refundable offer; null when none cancels free. */
  freeCancellationUntil: string | null
  payAtHotel: boolean
}

/**
 * The cheapest offer for the searched rooms, for a results card. A tariff grows with room × plan
 * factor (and GST and fees with the tariff), so the smallest factor is the cheapest offer: one
 * pricing per hotel, which keeps a 2,000-hotel search fast.
 */
export function cheapestFor(
  hotel: Hotel,
  stay: StayInput,
  options: PriceOptions & {
    /**
     * Rooms left per room type (room_idx) for the stay, where bookings took some: a type with fewer
     * left than the searched rooms cannot be booked, so it neither prices nor flags the card.
     */
    roomsLeft?: ReadonlyMap<number, number> | undefined
  } = {},
): Cheapest | undefined {
  let best: { room: RoomType; plan: RatePlan; f: number } | undefined
  let refundable: { plan: RatePlan; f: number } | undefined
  let payAtHotel = false
  for (const room of hotel.rooms) {
    if (!fits(room, stay)) continue
    if ((options.roomsLeft?.get(room.idx) ?? room.capacity) < stay.rooms.length) continue
    for (const plan of room.plans) {
      const f = room.factor * plan.factor
      if (!best || f < best.f) best = { room, plan, f }
      if (plan.refundable && (!refundable || f < refundable.f)) refundable = { plan, f }
      payAtHotel ||= plan.payAtHotel
    }
  }
  if (!best) return undefined
  const freeUntil = refundable && noonBefore(stay.checkin_date, refundable.plan.freeDays)
  const { roomsLeft: _left, ...priceOptions } = options
  return {
    room: best.room,
    price: priceOf(hotel, best.room, best.plan, stay, priceOptions),
    // As cancellationPolicy() decides it: a deadline already past is not free.
    freeCancellationUntil:
      freeUntil && (options.now === undefined || Date.parse(freeUntil) > options.now) ? freeUntil : null,
    payAtHotel,
  }
}
