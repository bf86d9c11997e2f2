/** Words and figures the bookings pages show: amounts, times in India, statuses. */
import type { TripFilter, TripStatus } from '@contracts/bookings/trips'
import { flightWords } from '@contracts/checkout/words'

const when = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
})
const day = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
})

/** "12 Mar 2027, 18:15" in India's time, the same on the server and in the browser. */
export const dateTime = (iso: string) => when.format(new Date(iso))
export const dateOnly = (iso: string) => day.format(new Date(iso))

export const statusWords: Record<TripStatus, string> = {
  pending: 'In progress',
  confirmed: 'Confirmed',
  partially_cancelled: 'Partly cancelled',
  cancelled: 'Cancelled',
  failed: 'Not booked',
  refunded: 'Not booked, refunded',
}

/**
 * A trip's status and what its booking said when it was made. Once cancelled (wholly or in part)
 * the booking-time words ("Your booking is confirmed.") no longer hold, so the cancellation speaks.
 */
export function statusLine(
  status: TripStatus,
  message: string | null,
): { words: string; note: string | null } {
  if (status === 'partially_cancelled')
    return {
      words: statusWords[status],
      note: 'Some tickets are cancelled (marked under Travellers); the rest are confirmed.',
    }
  if (status === 'cancelled') return { words: statusWords[status], note: null }
  return { words: statusWords[status], note: message }
}

/**
 * What a traveller's line says after cancellations: nothing while every ticket stands, 'Cancelled'
 * when all their flights are, else the flights cancelled (`flightKeys`: the booking's flights).
 */
export function travellerCancelWords(
  traveller: number,
  cancelled: { traveller: number; flight_key: string }[],
  flightKeys: string[],
): string | null {
  const mine = new Set(cancelled.filter((c) => c.traveller === traveller).map((c) => c.flight_key))
  if (!mine.size) return null
  if (flightKeys.every((k) => mine.has(k))) return 'Cancelled'
  return `Cancelled on ${[...mine].map(flightWords).join(', ')}`
}

export const filterWords: Record<TripFilter, string> = {
  upcoming: 'Upcoming',
  completed: 'Completed',
  cancelled: 'Cancelled',
  failed: 'Failed or refunded',
}

export const productWords = {
  flights: 'Flights',
  hotels: 'Hotels',
  trains: 'Trains',
  holidays: 'Holidays',
} as const

export const modificationWords = {
  date_change: 'Date change',
  name_correction: 'Name correction',
  add_baggage: 'Extra baggage',
} as const

export const requestStateWords = {
  received: 'Received',
  in_progress: 'In progress',
  done: 'Done',
  declined: 'Declined',
} as const
