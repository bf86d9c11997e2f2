/**
 * Where the bookings bindings' owner paths start: a fresh verified account, signed in on the store,
 * owning a ticketed booking made through the services ('paid-trip'), then the page at `page`
 * (`{tripId}` filled in).
 */
import type { Step } from '../lib/binding'

export const ownerOnPage = (page: string, trip: { travellers?: number } = {}): Step[] => [
  { harness: 'account', args: { kind: 'verified' } },
  { harness: 'signed-in' },
  { harness: 'paid-trip', args: { owner: true, ...trip } },
  { goto: page },
]
