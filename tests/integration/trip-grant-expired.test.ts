// A guest's lookup grant that has expired, through the BFF against the real services (issue 24):
// the services answer 404 to anyone they will not show a trip, and the BFF, which knows it holds a
// grant for this Trip Id, says the grant has ended, so the page sends the guest to find it again.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { GRANT_EXPIRED } from '@contracts/bookings/values'
import { startUpstream, type RunningUpstream } from '~/services/main'
import { issueGrant } from '~/services/bookings/grants'
import { failure } from '../support/bff'
import { newRequest } from '../support/fake-start-request'
import { createTestDatabase, type TestDatabase } from '../support/upstream'

vi.mock('@tanstack/react-start/server', () => import('../support/fake-start-request'))
vi.mock('@tanstack/react-start', () => import('../support/fake-server-fn'))

const grantSecret = 'trip-grant-expired-test-secret-0123'
const savedEnv = { UPSTREAM_URL: process.env.UPSTREAM_URL, SESSION_SECRET: process.env.SESSION_SECRET }
let database: TestDatabase
let services: RunningUpstream | undefined
let fns: typeof import('~/server/bookings/bookings.functions')
let cancelFns: typeof import('~/server/bookings/cancellation.functions')
// Imported once the services run: the BFF's modules read UPSTREAM_URL when they load.
let session: typeof import('~/server/session/session.server')

beforeAll(async () => {
  database = await createTestDatabase()
  services = await startUpstream({ deployment: database.deployment, port: 0, tripGrantSecret: grantSecret })
  process.env.UPSTREAM_URL = services.url
  process.env.SESSION_SECRET = 'trip-grant-expired-session-secret-0123456789'
  fns = await import('~/server/bookings/bookings.functions')
  cancelFns = await import('~/server/bookings/cancellation.functions')
  session = await import('~/server/session/session.server')
}, 120_000)

afterAll(async () => {
  await services?.close()
  await database?.drop()
  for (const [key, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
})

const tripId = 'SF0000000777'

describe('a trip page read with a grant that has expired', () => {
  it('is a 404 that says the access has ended, for the trip and for its cancel page', async () => {
    newRequest()
    const yesterday = new Date(Date.now() - 86_400_000)
    session.writeSession({ tripGrants: [{ tripId, grant: issueGrant(grantSecret, tripId, yesterday) }] })

    const trip = await failure(fns.fetchTrip({ data: { tripId } }))
    expect(trip).toMatchObject({ status: 404, code: GRANT_EXPIRED })
    expect(trip.message).toMatch(/^Your access to this booking has ended\. Find it again/)

    const cancel = await failure(cancelFns.fetchCancelOptions({ data: { tripId } }))
    expect(cancel).toMatchObject({ status: 404, code: GRANT_EXPIRED })
  })

  it('is the plain 404 for a browser that holds no grant for the trip', async () => {
    newRequest()
    const trip = await failure(fns.fetchTrip({ data: { tripId } }))
    expect(trip.status).toBe(404)
    expect(trip.code).not.toBe(GRANT_EXPIRED)
    expect(trip.message).toMatch(/^We could not find this booking/)
  })
})
