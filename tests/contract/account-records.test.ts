import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gstProfile, traveller } from '../support/account-fixtures'
import {
  call,
  signUp,
  startAccountsUpstream,
  type AccountsUpstream,
  type TestUser,
} from '../support/accounts'

let up: AccountsUpstream
let u: TestUser
beforeAll(async () => {
  up = await startAccountsUpstream()
  u = await signUp(up.url)
})
afterAll(() => up?.close())

describe('public lists', () => {
  it('GET /account/province maps GST state codes to state, abbreviation and capital', async () => {
    const delhi = await call(up.url, 'GET', '/account/province?stateGstCode=07')
    expect(delhi.status).toBe(200)
    expect(delhi.body).toMatchObject({
      data: { stateGstCode: '07', name: 'Delhi', abbreviation: 'DL', capital: 'New Delhi' },
    })
    for (let code = 1; code <= 36; code++) {
      const res = await call(up.url, 'GET', `/account/province?stateGstCode=${String(code).padStart(2, '0')}`)
      expect(res.status).toBe(200)
    }
    expect((await call(up.url, 'GET', '/account/province?stateGstCode=27')).body).toMatchObject({
      data: { name: 'Maharashtra', abbreviation: 'MH', capital: 'Mumbai' },
    })
    expect((await call(up.url, 'GET', '/account/province?stateGstCode=99')).status).toBe(404)
    expect((await call(up.url, 'GET', '/account/province')).status).toBe(400)
  })

  it('GET /account/country-codes pages the dialling codes, 1,000 per page, India first', async () => {
    const all = await call<{
      data: { countryCodes: { isoCode: string; dialCode: string }[]; pagination: { totalCount: number } }
    }>(up.url, 'GET', '/account/country-codes?currentPage=1&perPage=1000')
    expect(all.status).toBe(200)
    const codes = all.body.data.countryCodes
    expect(codes.length).toBe(all.body.data.pagination.totalCount)
    expect(codes.length).toBeGreaterThan(240)
    expect(codes[0]).toMatchObject({ isoCode: 'IN', dialCode: '+91' })
    expect(codes.find((c) => c.isoCode === 'GB')?.dialCode).toBe('+44')
    expect(codes.find((c) => c.isoCode === 'AE')?.dialCode).toBe('+971')
    const page2 = await call<{ data: { countryCodes: { id: number }[] } }>(
      up.url,
      'GET',
      '/account/country-codes?currentPage=2&perPage=10',
    )
    expect(page2.body.data.countryCodes.map((c) => c.id)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20])
  })
})

describe('customer', () => {
  it('reads and updates the own customer record', async () => {
    const read = await call(up.url, 'GET', `/account/customer/${u.id}?contact=true`, { token: u.token })
    expect(read.status).toBe(200)
    expect(read.body).toMatchObject({ data: { id: u.id, firstName: 'Test', contact: { email: u.email } } })
    const updated = await call(up.url, 'PUT', `/account/customer/${u.id}`, {
      token: u.token,
      body: { firstName: 'Kiran', lastName: 'Rao' },
    })
    expect(updated.status).toBe(200)
    expect(updated.body).toMatchObject({ data: { firstName: 'Kiran', lastName: 'Rao' } })
  })
})

describe('GST profiles (sub-terminals)', () => {
  it('creates (201), lists, and updates them; an update sets Active', async () => {
    const created = await call<{ data: { travelCompanyId: number; subTerminals: { id: number }[] } }>(
      up.url,
      'POST',
      `/account/customer/${u.id}/travel-company`,
      { token: u.token, body: { subTerminals: [gstProfile] } },
    )
    expect(created.status).toBe(201)
    const { travelCompanyId, subTerminals } = created.body.data
    const id = subTerminals[0]?.id
    const listed = await call(up.url, 'GET', `/account/customer/${u.id}/sub-terminals`, { token: u.token })
    expect(listed.body).toMatchObject({
      data: {
        subTerminals: [{ id, gstNumber: '07AAACI1234F1Z5', subTerminalStatus: 'Active', extension: '+91' }],
      },
    })
    const updated = await call(up.url, 'PUT', `/account/company/${travelCompanyId}/sub-terminal/${id}`, {
      token: u.token,
      body: {
        ...gstProfile,
        subTerminalName: 'Branch',
        gstNumber: '27AAACI1234F1Z5',
        stateId: 27,
        zipCode: '400001',
      },
    })
    expect(updated.status).toBe(200)
    expect(updated.body).toMatchObject({
      data: { subTerminalName: 'Branch', stateId: '27', subTerminalStatus: 'Active' },
    })
  })

  it("refuses a malformed GST number with 'Enter a valid GST Number'", async () => {
    const res = await call<{ errors: { field: string; message: string }[] }>(
      up.url,
      'POST',
      `/account/customer/${u.id}/travel-company`,
      { token: u.token, body: { subTerminals: [{ ...gstProfile, gstNumber: '07AAACI1234F1Z' }] } },
    )
    expect(res.status).toBe(400)
    expect(res.body.errors).toContainEqual({
      field: 'subTerminals.0.gstNumber',
      message: 'Enter a valid GST Number',
    })
  })
})

describe('saved travellers and passengers', () => {
  it('creates, lists, updates and deletes saved travellers with passports', async () => {
    const created = await call<{ data: { travelUserId: number; travelCompanyId: number }[] }>(
      up.url,
      'POST',
      `/account/customer/${u.id}/travel-users`,
      { token: u.token, body: [traveller, { ...traveller, firstName: 'Isha', documents: [] }] },
    )
    expect(created.status).toBe(201)
    const [first] = created.body.data
    if (!first) throw new Error('no traveller created')
    expect(created.body.data[0]).toMatchObject({
      status: 'Active',
      documents: [{ number: 'Z1234567', type: 'passport', status: 'Valid', passportType: 'Personal' }],
    })
    const list = await call<{ data: unknown[] }>(up.url, 'GET', `/account/travel-users?userId=${u.id}`, {
      token: u.token,
    })
    expect(list.body.data).toHaveLength(2)
    const path = `/account/company/${first.travelCompanyId}/travel-user/${first.travelUserId}`
    const updated = await call(up.url, 'PUT', path, {
      token: u.token,
      body: { ...traveller, lastName: 'Shah' },
    })
    expect(updated.status).toBe(200)
    expect(updated.body).toMatchObject({ data: { lastName: 'Shah' } })
    expect((await call(up.url, 'DELETE', path, { token: u.token })).status).toBe(204)
    expect((await call(up.url, 'DELETE', path, { token: u.token })).status).toBe(404)
  })

  it('PUT /account/passengers marks the first active; DELETE removes one', async () => {
    const saved = await call<{ data: { id: number; active: boolean; firstName: string }[] }>(
      up.url,
      'PUT',
      '/account/passengers',
      {
        token: u.token,
        body: {
          passengers: [
            { firstName: 'Arjun', lastName: 'Mehta', passengerType: 'ADULT' },
            { firstName: 'Tara', lastName: 'Mehta', passengerType: 'CHILD', dateOfBirth: '2017-02-01' },
          ],
        },
      },
    )
    expect(saved.status).toBe(200)
    expect(saved.body.data.map((p) => [p.firstName, p.active])).toEqual([
      ['Arjun', true],
      ['Tara', false],
    ])
    const second = saved.body.data[1]
    expect(
      (await call(up.url, 'DELETE', `/account/passengers/${second?.id}`, { token: u.token })).status,
    ).toBe(204)
  })
})
