// The guest's grant (docs/decisions/0088) and the /mygoomo addresses (0089).
import { describe, expect, it } from 'vitest'
import { grantedTrip, issueGrant } from '~/services/bookings/grants'
import { mygoomoTarget } from '~/server/bookings/routes.server'

const secret = 'a-test-secret-of-some-length'
const now = new Date('2026-11-26T10:00:00Z')
const later = new Date(now.getTime() + 60_000)

describe('trip grants', () => {
  it('opens its own trip until it expires', () => {
    const grant = issueGrant(secret, 'SF1234567890', later)
    expect(grantedTrip(secret, grant, now)).toBe('SF1234567890')
    expect(grantedTrip(secret, grant, later)).toBeUndefined()
  })

  it('is refused when altered, forged with another secret, or missing', () => {
    const grant = issueGrant(secret, 'SF1234567890', later)
    expect(grantedTrip(secret, grant.replace('SF1234567890', 'SF1234567891'), now)).toBeUndefined()
    const [trip, , signature] = grant.split('.')
    expect(grantedTrip(secret, `${trip}.${later.getTime() + 3_600_000}.${signature}`, now)).toBeUndefined()
    expect(grantedTrip('another-secret-entirely', grant, now)).toBeUndefined()
    expect(grantedTrip(secret, undefined, now)).toBeUndefined()
    expect(grantedTrip(secret, 'not a grant', now)).toBeUndefined()
  })
})

describe('/mygoomo', () => {
  it.each([
    ['http://x/mygoomo', '/account'],
    ['http://x/mygoomo/', '/account'],
    ['http://x/mygoomo/bookings', '/account/bookings'],
    ['http://x/mygoomo/bookings?status=upcoming&page=2', '/account/bookings?status=upcoming&page=2'],
    ['http://x/mygoomo/bookings/SF1234567890', '/account/bookings/SF1234567890'],
    ['http://x/mygoomo/profile', '/account/profile'],
    ['http://x/mygoomo/wallet', '/account/wallet'],
    ['http://x/mygoomo/wallet?filter=credits', '/account/wallet?filter=credits'],
    ['http://x/mygoomo/rewards', '/account'],
    ['http://x/mygoomo/..%2f..%2fadmin', '/account'],
  ])('%s → %s', (from, to) => {
    expect(mygoomoTarget(from)).toBe(to)
  })
})
