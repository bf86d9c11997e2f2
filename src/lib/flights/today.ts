/**
 * Today's date as the store counts it: India time (IST), so the server's first render and the
 * browser agree on which dates are in the past whatever the machine's own time zone.
 */

/**
 * India keeps UTC+05:30 all year (no daylight saving), so the offset is plain arithmetic. Not
 * Intl.DateTimeFormat with timeZone 'Asia/Kolkata': building that formatter loads the browser's
 * time-zone data, about 15 ms of the home page's main thread (60 ms at Lighthouse's 4x slowdown).
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000

/** 'YYYY-MM-DD' in India. */
export const todayIso = (now: Date = new Date()): string =>
  new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10)

export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}
