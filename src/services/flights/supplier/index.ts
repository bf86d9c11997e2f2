/** The sandbox flight inventory: pure, deterministic functions of (route, date, cabin, now). */
export {
  InventoryError,
  assertNotPast,
  cheapestFare,
  domesticRoundTrip,
  internationalRoundTrip,
  oneWayResults,
  placeOrThrow,
  type DirectionQuery,
  type InventoryOptions,
  type Travellers,
} from './results'
export { busiestIndianAirports, resolvePlace, airports, distanceKm, blockMinutes } from './places'
export { carriers } from './carriers'
export { advanceFactor } from './fares'
export { todayInIndia, addDays, daysBetween } from '~/services/platform/time'
