// The account service's records over HTTP, compared with the literal examples of docs/upstream.md
// ("Account"): the documented person signs up, then reads and changes their own records.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  call,
  documentedPerson,
  ISO_TIME,
  signUp,
  startAccountsUpstream,
  type AccountsUpstream,
  type TestUser,
} from '../support/accounts'
import { docExample, withValues } from '../support/doc-examples'
import { expectMatchesExample } from '../support/expect-example'

let up: AccountsUpstream
let u: TestUser
beforeAll(async () => {
  up = await startAccountsUpstream()
  u = await signUp(up.url, documentedPerson())
})
afterAll(() => up?.close())

const ID = /^[1-9]\d*$/
const customer = { patterns: { 'data.id': ID, 'data.contact.contactId': ID, 'data.memberSince': ISO_TIME } }
const subTerminal = (at: string) => ({
  [`${at}.id`]: ID,
  [`${at}.travelCompanyId`]: ID,
  [`${at}.updatedAt`]: ISO_TIME,
})
const company = {
  patterns: { 'data.travelCompanyId': ID, ...subTerminal('data.subTerminals.*') },
}
const travellers = (at: string) => ({
  patterns: {
    [`${at}.travelUserId`]: ID,
    [`${at}.travelCompanyId`]: ID,
    [`${at}.documents.*.id`]: ID,
    [`${at}.updatedAt`]: ISO_TIME,
  },
})

describe('public lists', () => {
  it('GET /account/province maps GST state codes to state, abbreviation and capital', async () => {
    const delhi = await call(up.url, 'GET', '/account/province?stateGstCode=07')
    expect(delhi.status).toBe(200)
    expectMatchesExample(delhi.body, docExample('account.province.response'))
    for (let code = 1; code <= 36; code++) {
      const res = await call(up.url, 'GET', `/account/province?stateGstCode=${String(code).padStart(2, '0')}`)
      expect(res.status).toBe(200)
    }
    expect((await call(up.url, 'GET', '/account/province?stateGstCode=27')).body).toMatchObject({
      data: { name: 'Maharashtra', abbreviation: 'MH', capital: 'Mumbai' },
    })
    const unknown = await call(up.url, 'GET', '/account/province?stateGstCode=99')
    expect(unknown.status).toBe(404)
    expectMatchesExample(unknown.body, docExample('account.province.unknown.response'))
    expect((await call(up.url, 'GET', '/account/province')).status).toBe(400)
  })

  it('GET /account/country-codes pages the dialling codes, 1,000 per page, India first', async () => {
    const all = await call<{ data: { countryCodes: { isoCode: string }[] } }>(
      up.url,
      'GET',
      '/account/country-codes?currentPage=1&perPage=1000',
    )
    expect(all.status).toBe(200)
    // India, the UAE and the UK as documented (+91, +971, +44), all 247 in the same shape.
    expectMatchesExample(all.body, docExample('account.country-codes.response'), {
      someOf: { 'data.countryCodes': 'isoCode' },
    })
    expect(all.body.data.countryCodes).toHaveLength(247)
    expect(all.body.data.countryCodes[0]?.isoCode).toBe('IN')
    const page2 = await call(up.url, 'GET', '/account/country-codes?currentPage=2&perPage=10')
    expect(page2.status).toBe(200)
    expectMatchesExample(page2.body, docExample('account.country-codes.page.response'))
  })
})

describe('customer', () => {
  it('reads and updates the own customer record', async () => {
    const read = await call(up.url, 'GET', `/account/customer/${u.id}?contact=true`, { token: u.token })
    expect(read.status).toBe(200)
    expectMatchesExample(read.body, docExample('account.customer.response'), customer)
    const updated = await call(up.url, 'PUT', `/account/customer/${u.id}`, {
      token: u.token,
      body: docExample('account.customer.update.request'),
    })
    expect(updated.status).toBe(200)
    expectMatchesExample(updated.body, docExample('account.customer.update.response'), customer)
  })
})

describe('GST profiles (sub-terminals)', () => {
  it('creates (201), lists, and updates them; an update sets Active', async () => {
    const created = await call<{ data: { travelCompanyId: number; subTerminals: { id: number }[] } }>(
      up.url,
      'POST',
      `/account/customer/${u.id}/travel-company`,
      { token: u.token, body: docExample('account.travel-company.request') },
    )
    expect(created.status).toBe(201)
    expectMatchesExample(created.body, docExample('account.travel-company.response'), company)
    const { travelCompanyId, subTerminals } = created.body.data
    const id = subTerminals[0]?.id
    const listed = await call(up.url, 'GET', `/account/customer/${u.id}/sub-terminals`, { token: u.token })
    expectMatchesExample(listed.body, docExample('account.sub-terminals.response'), company)
    // A state code sent as a number is read as the two-digit code.
    const updated = await call(up.url, 'PUT', `/account/company/${travelCompanyId}/sub-terminal/${id}`, {
      token: u.token,
      body: withValues(docExample('account.sub-terminal.update.request'), { stateId: 27 }),
    })
    expect(updated.status).toBe(200)
    expectMatchesExample(updated.body, docExample('account.sub-terminal.update.response'), {
      patterns: subTerminal('data'),
    })
  })

  it("refuses a malformed GST number with 'Enter a valid GST Number'", async () => {
    const res = await call(up.url, 'POST', `/account/customer/${u.id}/travel-company`, {
      token: u.token,
      body: withValues(docExample('account.travel-company.request'), {
        'subTerminals.0.gstNumber': '07AAACI1234F1Z',
      }),
    })
    expect(res.status).toBe(400)
    expectMatchesExample(res.body, docExample('account.travel-company.invalid.response'))
  })
})

describe('saved travellers and passengers', () => {
  it('creates, lists, updates and deletes saved travellers with passports', async () => {
    const created = await call<{ data: { travelUserId: number; travelCompanyId: number }[] }>(
      up.url,
      'POST',
      `/account/customer/${u.id}/travel-users`,
      { token: u.token, body: docExample('account.travel-users.request') },
    )
    expect(created.status).toBe(201)
    expectMatchesExample(created.body, docExample('account.travel-users.response'), travellers('data.*'))
    const [first] = created.body.data
    if (!first) throw new Error('no traveller created')
    const list = await call(up.url, 'GET', `/account/travel-users?userId=${u.id}`, { token: u.token })
    expectMatchesExample(list.body, docExample('account.travel-users.list.response'), travellers('data.*'))
    const path = `/account/company/${first.travelCompanyId}/travel-user/${first.travelUserId}`
    const updated = await call(up.url, 'PUT', path, {
      token: u.token,
      body: docExample('account.travel-user.update.request'),
    })
    expect(updated.status).toBe(200)
    expectMatchesExample(updated.body, docExample('account.travel-user.update.response'), travellers('data'))
    expect((await call(up.url, 'DELETE', path, { token: u.token })).status).toBe(204)
    const again = await call(up.url, 'DELETE', path, { token: u.token })
    expect(again.status).toBe(404)
    expectMatchesExample(again.body, docExample('account.travel-user.not-found.response'), {
      patterns: { statusMessage: /^No saved traveller \d+ in travel company \d+$/ },
    })
  })

  it('PUT /account/passengers marks the first active; DELETE removes one', async () => {
    const saved = await call<{ data: { id: number }[] }>(up.url, 'PUT', '/account/passengers', {
      token: u.token,
      body: docExample('account.passengers.request'),
    })
    expect(saved.status).toBe(200)
    expectMatchesExample(saved.body, docExample('account.passengers.response'), {
      patterns: { 'data.*.id': ID, 'data.*.updatedAt': ISO_TIME },
    })
    const second = saved.body.data[1]
    expect(
      (await call(up.url, 'DELETE', `/account/passengers/${second?.id}`, { token: u.token })).status,
    ).toBe(204)
    const unknown = await call(up.url, 'DELETE', '/account/passengers/999', { token: u.token })
    expect(unknown.status).toBe(404)
    expectMatchesExample(unknown.body, docExample('account.passenger.not-found.response'))
  })
})
