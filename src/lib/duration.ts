/**
 * Flight durations (000 §9 "Flight duration display"): 'Xh Ym'. Both parts are always shown
 * ('1h 0m', '0h 45m') so durations line up in result lists and read the same everywhere;
 * long journeys stay in hours ('26h 5m') because travellers compare them in hours.
 */
export function formatDuration(minutes: number): string {
  if (!Number.isSafeInteger(minutes) || minutes < 0) {
    throw new RangeError(`Duration must be a whole, non-negative number of minutes, got ${minutes}`)
  }
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`
}
