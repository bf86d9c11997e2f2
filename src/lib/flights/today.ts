/**
 * Today's date as the store counts it: India time (IST), so the server's first render and the
 * browser agree on which dates are in the past whatever the machine's own time zone.
 */
const formatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** 'YYYY-MM-DD' (en-CA formats dates that way). */
export const todayIso = (now: Date = new Date()): string => formatter.format(now)

export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}
