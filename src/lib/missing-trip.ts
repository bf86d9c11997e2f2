/**
 * A trip page the services will not show (issue 24): an unknown or malformed Trip Id, someone
 * else's trip, a guest's grant that has expired. The loader turns the refusal into the router's
 * notFound(), so the server answers 404 with a way on (TripNotFound), never the error page's 500.
 * Without zod or server functions: the routes import this with their options (decision 0021).
 */
import { notFound } from '@tanstack/react-router'
import { GRANT_EXPIRED, tripIdOf } from '@contracts/bookings/values'
import { codeOf, isNotThere } from '~/lib/refusal'

/** What the not-found page knows: the Trip Id to look for again (null when it is not one) and why. */
export interface MissingTrip {
  tripId: string | null
  reason: 'malformed' | 'not-visible' | 'grant-expired'
}

function missing(data: MissingTrip): never {
  throw notFound({ data })
}

/**
 * Runs the page's first read of a trip; a malformed Trip Id is not sent at all, and a refusal
 * becomes the page's 404. Anything else (the services unreachable) stays an error.
 */
export async function readTripOr404<T>(rawTripId: string, read: () => Promise<T>): Promise<T> {
  const tripId = tripIdOf(rawTripId)
  if (!tripId) missing({ tripId: null, reason: 'malformed' })
  try {
    return await read()
  } catch (error) {
    if (!isNotThere(error)) throw error
    missing({ tripId, reason: codeOf(error) === GRANT_EXPIRED ? 'grant-expired' : 'not-visible' })
  }
}

/** The notFound() data back from the router (it reaches the component as `unknown`). */
export function missingTripOf(data: unknown): MissingTrip {
  const tripId = typeof data === 'object' && data !== null ? tripIdOf(Reflect.get(data, 'tripId')) : undefined
  const reason: unknown = typeof data === 'object' && data !== null ? Reflect.get(data, 'reason') : undefined
  return {
    tripId: tripId ?? null,
    reason: reason === 'grant-expired' || reason === 'malformed' ? reason : 'not-visible',
  }
}
