import { MONTHS, WEEKDAYS, utcDay } from '~/lib/calendar-words'

/** '2030-01-16' → '16 Jan 2030'. */
export function shortDate(day: string) {
  const d = utcDay(day)
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`
}

/** '2030-01-16' → 'Wed, 16 Jan'. */
export function dayLabel(day: string) {
  const d = utcDay(day)
  return `${WEEKDAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`
}

/**
 * An instant as the traveller's clock reads it: '2030-01-14T12:00:00Z' → '14 Jan, 5:30 PM' in
 * India (the browser's own time zone, as date-fns' format of parseISO gave).
 */
export function dayAndTime(iso: string) {
  const d = new Date(iso)
  const h = d.getHours()
  const minutes = String(d.getMinutes()).padStart(2, '0')
  return `${d.getDate()} ${MONTHS[d.getMonth()]}, ${h % 12 || 12}:${minutes} ${h < 12 ? 'AM' : 'PM'}`
}
