// The pieces that turn a trip the services will not show into a 404 page (issue 24): which
// failures are "not there", which are retried, and what the not-found page is told.
import { isNotFound, notFound } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { GRANT_EXPIRED, tripIdOf, tripsSearchOf } from '@contracts/bookings/values'
import { UserError } from '~/server/platform/errors'
import { missingTripOf, readTripOr404 } from '~/lib/missing-trip'
import { firstReadOr404, isNotThere, retryUnlessRefused } from '~/lib/refusal'

const refused = (status: number, code?: string) =>
  new UserError('We could not find this booking.', { kind: 'rejected', status, ...(code ? { code } : {}) })
const unavailable = new UserError('We appear to be having technical difficulties', {
  kind: 'unavailable',
  status: 503,
})

/** What a promise was rejected with. */
async function thrown(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a failure')
    },
    (error: unknown) => error,
  )
}

describe('the queries retry', () => {
  it('never a refusal, once an outage or a network failure', () => {
    expect(retryUnlessRefused(0, refused(404))).toBe(false)
    expect(retryUnlessRefused(0, refused(400))).toBe(false)
    expect(retryUnlessRefused(0, notFound())).toBe(false)
    expect(retryUnlessRefused(0, unavailable)).toBe(true)
    expect(retryUnlessRefused(1, unavailable)).toBe(false)
    expect(retryUnlessRefused(0, new TypeError('Failed to fetch'))).toBe(true)
  })
})

describe('a record that is not there for this browser', () => {
  it('is a 400, 403, 404 or 410 refusal or the router not-found; not a 401, 429 or an outage', () => {
    for (const status of [400, 403, 404, 410]) expect(isNotThere(refused(status)), String(status)).toBe(true)
    expect(isNotThere(notFound())).toBe(true)
    for (const status of [401, 429]) expect(isNotThere(refused(status)), String(status)).toBe(false)
    expect(isNotThere(unavailable)).toBe(false)
    expect(isNotThere('404')).toBe(false)
  })
})

describe('a trip page loader', () => {
  it('does not ask about an address that holds no Trip Id', async () => {
    let asked = 0
    const error = await thrown(readTripOr404('not-a-trip', async () => ++asked))
    expect(asked).toBe(0)
    expect(isNotFound(error)).toBe(true)
    expect(missingTripOf(Reflect.get(error as object, 'data'))).toEqual({ tripId: null, reason: 'malformed' })
  })

  it('turns a refusal into the 404 page with the Trip Id to look for, and an expired grant into its own reason', async () => {
    const missing = await thrown(readTripOr404('sf0000000001', () => Promise.reject(refused(404))))
    expect(missingTripOf(Reflect.get(missing as object, 'data'))).toEqual({
      tripId: 'SF0000000001',
      reason: 'not-visible',
    })
    const expired = await thrown(
      readTripOr404('SF0000000001', () => Promise.reject(refused(404, GRANT_EXPIRED))),
    )
    expect(missingTripOf(Reflect.get(expired as object, 'data'))).toEqual({
      tripId: 'SF0000000001',
      reason: 'grant-expired',
    })
  })

  it('keeps an outage an error, and answers what the read gave', async () => {
    expect(await thrown(readTripOr404('SF0000000001', () => Promise.reject(unavailable)))).toBe(unavailable)
    expect(await readTripOr404('SF0000000001', async () => 'the trip')).toBe('the trip')
  })

  it('reads the not-found data it is handed back without trusting it', () => {
    expect(missingTripOf(undefined)).toEqual({ tripId: null, reason: 'not-visible' })
    expect(missingTripOf({ tripId: '<script>', reason: 'hacked' })).toEqual({
      tripId: null,
      reason: 'not-visible',
    })
  })
})

describe('a confirmation page loader (the hotel and train bookings)', () => {
  it('is a 404 for a refusal and null for an outage, which the page flow then reports', async () => {
    expect(isNotFound(await thrown(firstReadOr404(() => Promise.reject(refused(404)))))).toBe(true)
    expect(await firstReadOr404(() => Promise.reject(unavailable))).toBeNull()
    expect(await firstReadOr404(async () => 'the booking')).toBe('the booking')
  })
})

describe('the addresses of the bookings pages', () => {
  it('reads a Trip Id in any case, with spaces around, and nothing else', () => {
    expect(tripIdOf(' sf1234567890 ')).toBe('SF1234567890')
    for (const bad of ['SF123', 'XX1234567890', 'SF12345678901', 42, undefined])
      expect(tripIdOf(bad)).toBeUndefined()
  })

  it('drops a wrong filter or page, keeping the key so the address value cannot slip through', () => {
    const search = tripsSearchOf({ status: 'xyz', page: 'abc', product: '__proto__' })
    expect(Object.keys(search).sort()).toEqual(['page', 'product', 'status'])
    expect({ ...{ status: 'xyz', page: 'abc' }, ...search }).toEqual({})
    expect(tripsSearchOf({ status: 'cancelled', page: '2' })).toEqual({ status: 'cancelled', page: 2 })
  })
})
