/**
 * Time-of-day buckets for the departure and return filters (000 §3 "Filter state for flight
 * results") and the stops labels. A time is the local time at the airport: result date-times are
 * ISO 8601 with the airport's offset, so the clock time is read straight from the string rather
 * than through Date (which would shift it into the browser's zone).
 */
export const timeBuckets = ['NIGHT', 'MORNING', 'AFTERNOON', 'EVENING'] as const
export type TimeBucket = (typeof timeBuckets)[number]

/** The labels the filter panel shows (000 §3). */
export const timeBucketLabels: Record<TimeBucket, string> = {
  NIGHT: 'Early Morning 12am-6am',
  MORNING: 'Morning 6-11am',
  AFTERNOON: 'Mid-Day 11am-5pm',
  EVENING: 'Evening 5pm-12am',
}

/** Start (inclusive) and end (exclusive) in minutes after local midnight. */
export const timeBucketRanges: Record<TimeBucket, readonly [number, number]> = {
  NIGHT: [0, 6 * 60],
  MORNING: [6 * 60, 11 * 60],
  AFTERNOON: [11 * 60, 17 * 60],
  EVENING: [17 * 60, 24 * 60],
}

const isoTime = /^\d{4}-\d{2}-\d{2}T(\d{2}):(\d{2})/

/** '2026-12-01T06:05:00+05:30' → 365 (minutes after midnight at that airport). */
export function localMinutesOfDay(iso: string): number {
  const m = isoTime.exec(iso)
  if (!m) throw new RangeError(`Expected an ISO date-time like 2026-12-01T06:05:00+05:30, got '${iso}'`)
  const hours = Number(m[1])
  const minutes = Number(m[2])
  if (hours > 23 || minutes > 59) throw new RangeError(`Not a time of day: '${iso}'`)
  return hours * 60 + minutes
}

/** The bucket a local time of day falls in (06:00 is MORNING, 05:59 is NIGHT). */
export function bucketOfMinutes(minutes: number): TimeBucket {
  if (minutes < 6 * 60) return 'NIGHT'
  if (minutes < 11 * 60) return 'MORNING'
  if (minutes < 17 * 60) return 'AFTERNOON'
  return 'EVENING'
}

export function bucketOf(iso: string): TimeBucket {
  return bucketOfMinutes(localMinutesOfDay(iso))
}

/** 'HH:MM' local at the airport, for display. */
export function localClock(iso: string): string {
  const minutes = localMinutesOfDay(iso)
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}

/**
 * The stops label of 000 §9 for a number of stops: labels[0] for none, labels[1] for one,
 * labels[2] for two or more. The labels come from app.config flights.stopsLabels.
 */
export function stopsLabel(stops: number, labels: readonly string[]): string {
  const label = labels[Math.min(Math.max(stops, 0), 2)]
  if (label === undefined)
    throw new RangeError('flights.stopsLabels needs three labels (none, one, two or more)')
  return label
}
