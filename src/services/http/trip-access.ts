/**
 * Who may do what to a trip, whatever its product (docs/decisions/0180). Reading and changing are
 * told apart: a guest who found a trip by Trip Id and contact (a lookup grant) may read it; changing
 * it (cancelling, a modification request) needs proof of the contact (a change grant, given for the
 * code sent to the booking's e-mail or mobile) or the booking key of the browser that booked. A trip
 * that belongs to an account is changed by that signed-in account only. Anyone who may not even
 * read gets the same 404, checked before any product rule, so nothing tells a Trip Id exists.
 */
import { bookingsMessages } from '@contracts/bookings/trips'
import { ApiError } from './errors'

/** The caller as the services see it: bearer, booking key, a verified grant. */
export interface TripCaller {
  userId?: number | undefined
  bookingKey?: string | undefined
  /** The Trip Id a verified X-Trip-Grant opens. */
  grantedTripId?: string | undefined
  /** The grant was given for a verified code (a change grant), not only for a lookup. */
  grantChanges?: boolean | undefined
}

export type TripNeed = 'read' | 'change'
export type TripAccess = 'none' | 'read' | 'change'

/** The one 404 of every trip endpoint: unknown, someone else's and unreadable look the same. */
export function tripNotFound(): ApiError {
  return new ApiError(
    404,
    'NOT_FOUND',
    bookingsMessages.notFound,
    'No trip with this id is visible to this caller.',
  )
}

/**
 * What the caller may do with the trip. `keyOpens`: the caller's booking key is this booking's (the
 * product checks it; only the browser that booked holds it, and it counts as proof for a guest trip).
 */
export function accessTo(
  row: { tripId: string; userId: number | null },
  caller: TripCaller,
  keyOpens: boolean,
): TripAccess {
  if (caller.userId !== undefined && row.userId === caller.userId) return 'change'
  const granted = caller.grantedTripId !== undefined && caller.grantedTripId === row.tripId
  if (!granted && !keyOpens) return 'none'
  // An account's trip is changed by that account only: a grant or a key reads it.
  if (row.userId !== null) return 'read'
  return keyOpens || caller.grantChanges === true ? 'change' : 'read'
}

/** 403: the caller may read the trip but must prove the contact, or sign in, to change it. */
export function changeRefused(row: { userId: number | null }): ApiError {
  return row.userId !== null
    ? new ApiError(
        403,
        'SIGN_IN_REQUIRED',
        bookingsMessages.signInToChange,
        'This trip belongs to an account: send that account’s bearer token.',
      )
    : new ApiError(
        403,
        'CHANGE_CODE_REQUIRED',
        bookingsMessages.codeToChange,
        'POST /flights/flights/booking/{trip_id}/change_code, then …/change_code/verify; send the change grant it answers as X-Trip-Grant.',
      )
}

/** 404 when the caller may not read the trip; 403 when they may read it but `need` a change. */
export function assertAccess(
  row: { tripId: string; userId: number | null },
  caller: TripCaller,
  keyOpens: boolean,
  need: TripNeed,
): TripAccess {
  const access = accessTo(row, caller, keyOpens)
  if (access === 'none') throw tripNotFound()
  if (need === 'change' && access !== 'change') throw changeRefused(row)
  return access
}
