// The account server functions against the real services: signed-in only, ids from the session,
// and the browser's address reaching the service's rate limits.
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { randomEmail, randomPhone } from '../support/accounts'
import { bffAgainstRealServices, browsers, failure, signUpThroughBff } from '../support/bff'

vi.mock('@tanstack/react-start/server', () => import('../support/fake-start-request'))
vi.mock('@tanstack/react-start', () => import('../support/fake-server-fn'))

// A small per-address sign-in limit, so a test can tell one browser's address from another's.
const services = bffAgainstRealServices('account-bff-test-secret-0123456789abcdef01', {
  accounts: { rateLimits: { signInPerIp: { limit: 3, windowMs: 60 * 60 * 1000 } } },
})
const { newBrowser, again } = browsers('192.0.2.')
let authFns: typeof import('~/server/accounts/auth.functions')
let fns: typeof import('~/server/accounts/account.functions')

beforeAll(async () => {
  authFns = await import('~/server/accounts/auth.functions')
  fns = await import('~/server/accounts/account.functions')
})

/** A new person, signed up and signed in in a fresh browser. */
async function signedInPerson() {
  newBrowser()
  const { user } = await signUpThroughBff(authFns, services().url, {
    emailName: 'acct',
    title: 'Mr',
    firstName: 'Ravi',
    lastName: 'Kumar',
  })
  again()
  return user
}

const gstProfile = {
  companyName: 'Kumar Travels',
  subTerminalName: 'Head office',
  email: 'accounts@kumar.example',
  phoneNumber: '9812345678',
  gstNumber: '07AAACK1234A1Z5',
  addressLine1: '12 Janpath',
  stateId: '07',
  cityId: 'New Delhi',
  zipCode: '110001',
}

const traveller = {
  title: 'Mrs' as const,
  firstName: 'Meera',
  lastName: 'Kumar',
  passengerType: 'ADULT' as const,
  dateOfBirth: '1985-04-12',
  documents: [{ number: 'z1234567', expiryDate: '2031-01-31', issuingCountry: 'IN' }],
}

describe('without a session', () => {
  it('every personal call answers 401 UNAUTHORIZED "Please sign in to continue"', async () => {
    newBrowser()
    const calls: Array<() => Promise<unknown>> = [
      () => fns.updateProfile({ data: { title: 'Mr', firstName: 'Any', lastName: 'One' } }),
      () => fns.changePassword({ data: { currentPassword: 'x', password: 'new password 1' } }),
      () => fns.removeAvatar(),
      () => fns.updatePhone({ data: { phoneNumber: randomPhone() } }),
      () => fns.listGstProfiles(),
      () => fns.createGstProfile({ data: gstProfile }),
      () => fns.updateGstProfile({ data: { id: 1, ...gstProfile } }),
      () => fns.listTravellers(),
      () => fns.createTraveller({ data: traveller }),
      () => fns.updateTraveller({ data: { id: 1, ...traveller } }),
      () => fns.deleteTraveller({ data: { id: 1 } }),
    ]
    for (const attempt of calls) {
      expect(await failure(attempt())).toMatchObject({
        status: 401,
        code: 'UNAUTHORIZED',
        message: 'Please sign in to continue',
      })
    }
  })

  it('the public lists answer anyway', async () => {
    newBrowser()
    const codes = await fns.listCountryCodes()
    expect(codes[0]).toMatchObject({ isoCode: 'IN', dialCode: '+91' })
    expect(await fns.lookupGstState({ data: { stateGstCode: 7 } })).toEqual({
      stateGstCode: '07',
      name: 'Delhi',
      abbreviation: 'DL',
      capital: 'New Delhi',
    })
  })
})

describe('signed in', () => {
  it('keeps GST profiles and travellers in the viewer’s own company', async () => {
    await signedInPerson()
    const created = await fns.createGstProfile({ data: gstProfile })
    expect(created).toMatchObject({ gstNumber: '07AAACK1234A1Z5', subTerminalStatus: 'Active' })
    const updated = await fns.updateGstProfile({
      data: { id: created.id, ...gstProfile, subTerminalName: 'Branch' },
    })
    expect(updated.subTerminalName).toBe('Branch')
    expect((await fns.listGstProfiles()).subTerminals.map((p) => p.id)).toEqual([created.id])

    const saved = await fns.createTraveller({ data: traveller })
    expect(saved.documents[0]).toMatchObject({ number: 'Z1234567', type: 'passport', status: 'Valid' })
    again()
    await fns.updateTraveller({ data: { id: saved.travelUserId, ...traveller, firstName: 'Mira' } })
    expect((await fns.listTravellers()).map((t) => t.firstName)).toEqual(['Mira'])

    // Another person cannot reach these records: their ids resolve inside their own company.
    await signedInPerson()
    expect(await fns.listTravellers()).toEqual([])
    expect(await failure(fns.deleteTraveller({ data: { id: saved.travelUserId } }))).toMatchObject({
      status: 404,
    })
  })

  it('refuses a record id no record can have (above 2³¹ − 1) with 400 naming it', async () => {
    await signedInPerson()
    for (const id of [2 ** 31, 9e15]) {
      expect(await failure(fns.deleteTraveller({ data: { id } }))).toMatchObject({
        status: 400,
        code: 'INVALID_INPUT',
        message: 'Record id must be at most 2147483647',
        fields: [{ field: 'id', message: 'must be at most 2147483647' }],
      })
    }
  })

  it('deletes a traveller, updates the profile and refuses a wrong current password', async () => {
    await signedInPerson()
    const saved = await fns.createTraveller({ data: traveller })
    expect(await fns.deleteTraveller({ data: { id: saved.travelUserId } })).toEqual({ deleted: true })
    expect(await fns.listTravellers()).toEqual([])

    const { user } = await fns.updateProfile({ data: { title: 'Dr', firstName: 'Ravi', lastName: 'Iyer' } })
    expect(user).toMatchObject({ title: 'Dr', lastName: 'Iyer' })
    again()
    expect((await authFns.getViewer()).user?.lastName).toBe('Iyer')

    const wrong = await failure(
      fns.changePassword({ data: { currentPassword: 'not my password', password: 'new password 1' } }),
    )
    expect(wrong).toMatchObject({ code: 'WRONG_PASSWORD', status: 422 })
    expect(wrong.fields).toEqual([{ field: 'currentPassword', symbol: 'invalid', message: 'is not correct' }])
    await fns.changePassword({ data: { currentPassword: 'correct horse 42', password: 'new password 1' } })
    again()
    // The service ended the old token and handed this session the new one.
    expect((await authFns.getViewer()).user?.lastName).toBe('Iyer')
  })
})

describe("the browser's address", () => {
  it('reaches the service: its per-address sign-in limit counts this browser, not the BFF', async () => {
    newBrowser()
    const wrong = () =>
      failure(authFns.signInWithPassword({ data: { login: randomEmail('none'), password: 'whatever 1' } }))
    for (let i = 0; i < 3; i++) expect((await wrong()).code).toBe('INVALID_CREDENTIALS')
    expect(await wrong()).toMatchObject({ code: 'RATE_LIMITED', status: 429 })
    // Another browser, behind the same BFF, is not limited.
    newBrowser()
    expect((await wrong()).code).toBe('INVALID_CREDENTIALS')
  })
})
