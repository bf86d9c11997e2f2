/**
 * The train booking pages' address, without zod (route options load with every page, 0021):
 * `/trains/booking/<step>?train&from&to&date&class&quota` (issue 16). Any primitive under the known
 * keys is kept; readTrainBooking decides validity, so a wrong address opens the page, which says so.
 */
import { isCalendarDay, isQuota, isStationCode, isTrainClass } from '@contracts/trains/search-params'
import type { TrainType } from '@contracts/trains/codes'
import type { TrainBookingJourney } from '@machines/trains/booking.machine'

const KEYS = [
  'train',
  'from',
  'to',
  'date',
  'class',
  'quota',
  'boarding',
  'adults',
  'children',
  'seniors',
  'scenario',
] as const
export type TrainBookingSearch = Partial<Record<(typeof KEYS)[number], string>>

export function validateTrainBookingSearch(search: Record<string, unknown>): TrainBookingSearch {
  const out: TrainBookingSearch = {}
  for (const key of KEYS) {
    const v = search[key]
    if ((typeof v === 'string' || typeof v === 'number') && String(v).length <= 200) out[key] = String(v)
  }
  return out
}

/** What is booked, read from the address (the train booking machine's own type: its input). */
export type { TrainBookingJourney }

export function readTrainBooking(search: TrainBookingSearch): TrainBookingJourney | null {
  const { train, from, to, date, quota } = search
  const travelClass = search.class
  if (!train || !/^[0-9]{5}$/.test(train)) return null
  if (!isStationCode(from) || !isStationCode(to) || from === to) return null
  if (!isCalendarDay(date) || !isTrainClass(travelClass)) return null
  const q = quota ?? 'GN'
  if (!isQuota(q)) return null
  return {
    trainNo: train,
    from,
    to,
    journeyDate: date,
    travelClass,
    quota: q,
    ...(isStationCode(search.boarding) ? { boarding: search.boarding } : {}),
  }
}

/** How many passengers the search was for (adults, children 5–11, seniors), 1 to `max`. */
export function passengerCountOf(search: TrainBookingSearch, max: number): number {
  const n = (v: string | undefined, d: number) => (v !== undefined && /^\d{1,2}$/.test(v) ? Number(v) : d)
  const total = n(search.adults, 1) + n(search.children, 0) + n(search.seniors, 0)
  return Math.min(max, Math.max(1, total))
}

/** The address of a booking step for a journey (and the sandbox scenario, when the page had one). */
export function stepHref(step: string, search: TrainBookingSearch): string {
  const params = new URLSearchParams()
  for (const key of KEYS) {
    const v = search[key]
    if (v !== undefined) params.set(key, v)
  }
  return `/trains/booking/${step}?${params.toString()}`
}

/**
 * Trains that serve meals ask each passenger's food choice (V, N or D). The railway's premium
 * trains (Rajdhani, Shatabdi, Duronto, Vande Bharat) carry a pantry and charge catering in the fare.
 */
export const CATERED_TRAIN_TYPES: readonly TrainType[] = ['R', 'S', 'D', 'SV']
export const isCatered = (type: TrainType) => CATERED_TRAIN_TYPES.includes(type)
