/**
 * IDOR probes: user B, signed in, tries every record endpoint with user A's ids. Each is refused
 * (403, or 404 where even existence is not confirmed) and A's records are unchanged afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gstProfile, traveller } from '../support/account-fixtures'
import {
  call,
  signUp,
  startAccountsUpstream,
  type AccountsUpstream,
  type TestUser,
} from '../support/accounts'
import { docExample } from '../support/doc-examples'
import { expectMatchesExample } from '../support/expect-example'

/** The documented 403, naming what was asked for; and the 404 of a passenger not in one's list. */
const refusals = {
  403: {
    example: 'account.forbidden.response',
    patterns: {
      statusMessage:
        /^You can only see and change your own (account|contact details|GST profiles and travellers)$/,
    },
  },
  404: {
    example: 'account.passenger.not-found.response',
    patterns: { statusMessage: /^No passenger \d+ in your list$/ },
  },
} as const

let up: AccountsUpstream
let a: TestUser
let b: TestUser
let companyId: number
let subTerminalId: number
let travelUserId: number
let passengerId: number

beforeAll(async () => {
  up = await startAccountsUpstream()
  a = await signUp(up.url)
  b = await signUp(up.url)
  const gst = await call<{ data: { travelCompanyId: number; subTerminals: { id: number }[] } }>(
    up.url,
    'POST',
    `/account/customer/${a.id}/travel-company`,
    { token: a.token, body: { subTerminals: [gstProfile] } },
  )
  companyId = gst.body.data.travelCompanyId
  subTerminalId = gst.body.data.subTerminals[0]?.id ?? 0
  const travellers = await call<{ data: { travelUserId: number }[] }>(
    up.url,
    'POST',
    `/account/customer/${a.id}/travel-users`,
    { token: a.token, body: [traveller] },
  )
  travelUserId = travellers.body.data[0]?.travelUserId ?? 0
  const list = await call<{ data: { id: number }[] }>(up.url, 'PUT', '/account/passengers', {
    token: a.token,
    body: [{ firstName: 'Arjun', lastName: 'Mehta', passengerType: 'ADULT' }],
  })
  passengerId = list.body.data[0]?.id ?? 0
  // B has a company of their own, so "company exists but is not yours" is what is probed.
  await call(up.url, 'POST', `/account/customer/${b.id}/travel-users`, { token: b.token, body: [traveller] })
})
afterAll(() => up?.close())

const probes = (): [string, string, unknown?][] => [
  ['GET', `/account/customer/${a.id}?contact=true`],
  ['PUT', `/account/customer/${a.id}`, { firstName: 'Mallory' }],
  ['GET', `/account/customer/${a.id}/sub-terminals`],
  ['POST', `/account/customer/${a.id}/travel-company`, { subTerminals: [gstProfile] }],
  ['PUT', `/account/company/${companyId}/sub-terminal/${subTerminalId}`, gstProfile],
  ['POST', `/account/customer/${a.id}/travel-users`, [traveller]],
  ['PUT', `/account/company/${companyId}/travel-user/${travelUserId}`, { ...traveller, lastName: 'Mallory' }],
  ['DELETE', `/account/company/${companyId}/travel-user/${travelUserId}`],
  ['GET', `/account/travel-users?userId=${a.id}`],
  ['DELETE', `/account/passengers/${passengerId}`],
  ['PUT', '/auth/me', { user: { contactId: a.id, first_name: 'Mallory' } }],
]

describe("another user's records", () => {
  it("refuses user B's token on every endpoint of user A's records", async () => {
    for (const [method, path, body] of probes()) {
      const res = await call(up.url, method, path, { token: b.token, body })
      expect([403, 404], `${method} ${path} answered ${res.status}`).toContain(res.status)
      const refusal = res.status === 403 ? refusals[403] : refusals[404]
      expectMatchesExample(res.body, docExample(refusal.example), { patterns: refusal.patterns })
    }
  })

  it('refuses them without a token (401)', async () => {
    for (const [method, path, body] of probes()) {
      const res = await call(up.url, method, path, { body })
      expect(res.status, `${method} ${path}`).toBe(401)
      expectMatchesExample(res.body, docExample('auth.unauthorized.response'))
    }
  })

  it("left A's records as they were", async () => {
    const customer = await call(up.url, 'GET', `/account/customer/${a.id}`, { token: a.token })
    expect(customer.body).toMatchObject({ data: { firstName: 'Test' } })
    const gst = await call<{ data: { subTerminals: unknown[] } }>(
      up.url,
      'GET',
      `/account/customer/${a.id}/sub-terminals`,
      {
        token: a.token,
      },
    )
    expect(gst.body.data.subTerminals).toHaveLength(1)
    expect(gst.body.data.subTerminals[0]).toMatchObject({ subTerminalName: gstProfile.subTerminalName })
    const travellers = await call<{ data: { lastName: string }[] }>(
      up.url,
      'GET',
      `/account/travel-users?userId=${a.id}`,
      {
        token: a.token,
      },
    )
    expect(travellers.body.data.map((t) => t.lastName)).toEqual(['Mehta'])
    const passengersDeleted = await call(up.url, 'DELETE', `/account/passengers/${passengerId}`, {
      token: a.token,
    })
    expect(passengersDeleted.status).toBe(204)
  })
})
