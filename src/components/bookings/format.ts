/** Words and figures the bookings pages show: amounts, times in India, statuses. */
import type { TripFilter, TripStatus } from '@contracts/bookings/trips'

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
