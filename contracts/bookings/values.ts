/**
 * The bookings area's fixed values, without zod: the list's address is read by route options that
 * load with every page, which stay free of zod (docs/decisions/0021, 0083). trips.ts builds its
 * schemas from these.
 */
export const products = ['flights', 'hotels', 'trains', 'holidays'] as const
export type Product = (typeof products)[number]

/** The list's status filter; failed covers refunded (paid, not bookable, money returned). */
export const tripFilters = ['upcoming', 'completed', 'cancelled', 'failed'] as const
export type TripFilter = (typeof tripFilters)[number]

export interface TripsSearch {
  product?: Product
  status?: TripFilter
  page?: number
}

const oneOf = <T extends string>(list: readonly T[], v: unknown): T | undefined => list.find((x) => x === v)

/** The bookings list's address (/account/bookings?product=&status=&page=): a wrong value is dropped. */
export function tripsSearchOf(search: Record<string, unknown>): TripsSearch {
  const product = oneOf(products, search.product)
  const status = oneOf(tripFilters, search.status)
  const raw = typeof search.page === 'string' ? Number(search.page) : search.page
  const page = typeof raw === 'number' && Number.isInteger(raw) && raw >= 1 && raw <= 10_000 ? raw : undefined
  // Every key, even when undefined: the router merges a route's search over the address's own
  // parameters, so a dropped key would otherwise keep the wrong value (?status=xyz reached the
  // loader and the services refused it: a 500 page, issue 24).
  return { product, status, page }
}

/** A Trip Id as the pages read one from an address (SF and ten digits, any case), or undefined. */
export function tripIdOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const id = value.trim().toUpperCase()
  return /^SF\d{10}$/.test(id) ? id : undefined
}

/**
 * The code of the 404 the BFF answers when this browser holds a guest grant for the trip and the
 * services no longer accept it (it expired): the page sends the guest to find the booking again.
 */
export const GRANT_EXPIRED = 'TRIP_GRANT_EXPIRED'
