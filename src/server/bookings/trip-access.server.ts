/**
 * A trip read that the services refuse with 404 while this browser holds a guest grant for it:
 * the grant has expired (the services do not say why, to anyone). The page then sends the guest to
 * find the booking again with the Trip Id filled in, instead of "we could not find it" (issue 24).
 */
import { GRANT_EXPIRED } from '@contracts/bookings/values'
import { bookingsMessages } from '@contracts/bookings/trips'
import { UserError, asUserErrors, withCause } from '../platform/errors'
import { readSession } from '../session/session.server'

export async function readingTrip<T>(tripId: string, work: () => Promise<T>): Promise<T> {
  try {
    return await asUserErrors(work)
  } catch (error) {
    const held = readSession()?.tripGrants?.some((g) => g.tripId === tripId) ?? false
    if (!(error instanceof UserError) || error.status !== 404 || !held) throw error
    throw withCause(
      new UserError(bookingsMessages.grantExpired, { kind: 'rejected', status: 404, code: GRANT_EXPIRED }),
      error,
    )
  }
}
