/**
 * The bookings area for the browser (001 §3 "Bookings area"): the signed-in traveller's trips, one
 * trip (its owner's, a guest's who booked in this browser, or one found by Trip Id and contact), the
 * guest lookup (its grant kept in the sealed session cookie) and modification requests. Pages reach
 * these through src/flows/bookings.
 */
import { createHash } from 'node:crypto'
import { createServerFn } from '@tanstack/react-start'
import { queryOptions } from '@tanstack/react-query'
import type { ModificationView, Product, TripDetail, TripFilter, TripList } from '@contracts/bookings/trips'
import * as client from './client.server'
import { asUserErrors } from '../platform/errors'
import { input } from '../platform/validate'
import { readSession, writeSession } from '../session/session.server'
import { lookupInput, modificationInput, tripInput, tripsInput } from './inputs.server'
import { readingTrip } from './trip-access.server'

export const fetchTrips = createServerFn({ method: 'GET' })
  .validator(input(tripsInput))
  .handler(({ data }): Promise<TripList> => asUserErrors(() => client.listTrips(data)))

export interface TripsSearch {
  product?: Product
  status?: TripFilter
  page?: number
}

export const tripsQueryOptions = (search: TripsSearch) =>
  queryOptions({
    queryKey: ['bookings', 'list', search.product ?? 'all', search.status ?? 'all', search.page ?? 1],
    queryFn: () => fetchTrips({ data: search }),
    staleTime: 15_000,
  })

export const fetchTrip = createServerFn({ method: 'GET' })
  .validator(input(tripInput))
  .handler(({ data }): Promise<TripDetail> => readingTrip(data.tripId, () => client.readTrip(data.tripId)))

export const tripQueryOptions = (tripId: string) =>
  queryOptions({
    queryKey: ['bookings', 'trip', tripId],
    queryFn: () => fetchTrip({ data: { tripId } }),
    staleTime: 5_000,
  })

/** A guest finds a booking; the grant stays in the session, the page learns only the Trip Id. */
export const findBooking = createServerFn({ method: 'POST' })
  .validator(input(lookupInput))
  .handler(({ data }): Promise<{ tripId: string }> =>
    asUserErrors(async () => {
      const found = await client.lookUp({ trip_id: data.tripId, ...data.contact })
      const others = (readSession()?.tripGrants ?? []).filter((g) => g.tripId !== found.trip_id)
      writeSession({ tripGrants: [{ tripId: found.trip_id, grant: found.grant }, ...others].slice(0, 5) })
      return { tripId: found.trip_id }
    }),
  )

/**
 * A modification request. The same request sent twice from this browser (a double press, a retry)
 * carries the same Idempotency-Key, so it is recorded once and answered with the same reference.
 */
export const sendModificationRequest = createServerFn({ method: 'POST' })
  .validator(input(modificationInput))
  .handler(({ data }): Promise<ModificationView> =>
    asUserErrors(() => {
      const session = readSession() ?? writeSession({})
      const key = createHash('sha256')
        .update(`${session.id}:${data.tripId}:${data.kind}:${JSON.stringify(data.details)}`)
        .digest('hex')
      return client.requestChange({ trip_id: data.tripId, kind: data.kind, details: data.details }, key)
    }),
  )
