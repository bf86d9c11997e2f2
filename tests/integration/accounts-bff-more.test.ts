// The accounts server functions the first BFF tests left out: OTP resend cool-down, reset by
// mobile OTP, avatar removal, changing the mobile number, and the sandbox outbox. Real services
// (temp PGlite, or PostgreSQL with DATABASE_URL); only Start's request helpers are replaced.
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { call, latestOtp, randomPhone } from '../support/accounts'
import { bffAgainstRealServices, browsers, failure, password, signUpThroughBff } from '../support/bff'

vi.mock('@tanstack/react-start/server', () => import('../support/fake-start-request'))
vi.mock('@tanstack/react-start', () => import('../support/fake-server-fn'))

const services = bffAgainstRealServices('accounts-bff-more-secret-0123456789abcdef')
const { newBrowser, again } = browsers('198.18.0.')
let authFns: typeof import('~/server/accounts/auth.functions')
let accountFns: typeof import('~/server/accounts/account.functions')
let sandboxFns: typeof import('~/server/accounts/outbox.functions')
let session: typeof import('~/server/session/session.server')
let deployment: typeof import('~/server/platform/config.server').deployment

beforeAll(async () => {
  authFns = await import('~/server/accounts/auth.functions')
  accountFns = await import('~/server/accounts/account.functions')
  sandboxFns = await import('~/server/accounts/outbox.functions')
  session = await import('~/server/session/session.server')
  ;({ deployment } = await import('~/server/platform/config.server'))
})

/** A new person, signed up and signed in in a fresh browser. */
async function signedInPerson() {
  newBrowser()
  const { person, user } = await signUpThroughBff(authFns, services().url, {
    emailName: 'more',
    firstName: 'Meera',
    lastName: 'Iyer',
  })
  again()
  return { person, user }
}

describe('resendOtp', () => {
  it('refuses a second code within the cool-down, saying how long to wait (429 OTP_COOLDOWN)', async () => {
    newBrowser()
    const phone = { phoneNumber: randomPhone(), countryCode: '91' }
    await authFns.sendSignUpOtp({ data: phone })
    again()
    const error = await failure(authFns.resendOtp({ data: phone }))
    expect(error).toMatchObject({ kind: 'rejected', status: 429, code: 'OTP_COOLDOWN' })
    expect(error.message).toMatch(/^Please wait ([1-9]|[12]\d|30) seconds before asking for another OTP\.$/)
  })
})

describe('password reset by mobile OTP', () => {
  it('sends a code, sets the new password with it, and the new password signs in', async () => {
    const { person } = await signedInPerson()
    newBrowser()
    const sent = await authFns.requestPhoneReset({ data: person })
    expect(sent).toMatchObject({ message: 'OTP has been sent to your mobile number', resendAfterSeconds: 30 })
    const otp = await latestOtp(services().url, `+91 ${person.phoneNumber}`)
    again()
    const newPassword = 'a brand new secret 7'
    expect(await authFns.resetPasswordWithOtp({ data: { ...person, otp, password: newPassword } })).toEqual({
      reset: true,
    })

    again()
    const wrong = await failure(authFns.signInWithPassword({ data: { login: person.email, password } }))
    expect(wrong.message).toBe('Wrong username or password')
    again()
    const { user } = await authFns.signInWithPassword({
      data: { login: person.email, password: newPassword },
    })
    expect(user.email).toBe(person.email)
  })

  it('refuses a wrong code with the 000 §8 message and keeps the old password', async () => {
    const { person } = await signedInPerson()
    newBrowser()
    await authFns.requestPhoneReset({ data: person })
    const otp = await latestOtp(services().url, `+91 ${person.phoneNumber}`)
    const wrongOtp = otp === '000000' ? '111111' : '000000'
    again()
    const error = await failure(
      authFns.resetPasswordWithOtp({ data: { ...person, otp: wrongOtp, password: 'never applied 99' } }),
    )
    expect(error).toMatchObject({
      code: 'OTP_INCORRECT',
      message: 'The OTP you entered is incorrect. Check the SMS and try again.',
    })
    again()
    const { user } = await authFns.signInWithPassword({ data: { login: person.email, password } })
    expect(user.email).toBe(person.email)
  })
})

describe('removeAvatar', () => {
  it('removes the picture and the viewer copy shows none', async () => {
    await signedInPerson()
    // There is no upload yet (issue 4 keeps avatars as URLs): set one straight on the service.
    const token = session.readSession()?.accessToken
    if (!token) throw new Error('the browser is not signed in')
    const set = await call(services().url, 'PUT', '/auth/me', {
      token,
      body: { user: { avatar_url: 'https://img.example/meera.png' } },
    })
    expect(set.status).toBe(200)
    again()
    expect((await authFns.getViewer()).user?.avatarUrl).toBe('https://img.example/meera.png')

    again()
    const { user } = await accountFns.removeAvatar()
    expect(user.avatarUrl).toBeNull()
    again()
    expect((await authFns.getViewer()).user?.avatarUrl).toBeNull()
    again()
    expect((await authFns.getViewer()).user?.avatarUrl).toBeNull()
  })

  it('refuses without a session', async () => {
    newBrowser()
    const error = await failure(accountFns.removeAvatar())
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED', message: 'Please sign in to continue' })
  })
})

describe('updatePhone then confirmPhone', () => {
  it('a new number is unverified until the code sent to it is confirmed', async () => {
    const { user: before } = await signedInPerson()
    expect(before.phoneVerified).toBe(true)

    const newNumber = randomPhone()
    const { user: changed } = await accountFns.updatePhone({
      data: { phoneNumber: newNumber, countryCode: '+91' },
    })
    expect(changed).toMatchObject({ phoneNumber: newNumber, phoneVerified: false })

    const otp = await latestOtp(services().url, `+91 ${newNumber}`)
    again()
    const { user: confirmed } = await authFns.confirmPhone({ data: { otp } })
    expect(confirmed).toMatchObject({ phoneNumber: newNumber, phoneVerified: true })
    again()
    expect((await authFns.getViewer()).user).toMatchObject({ phoneNumber: newNumber, phoneVerified: true })
  })

  it("names the field when the new number is someone else's", async () => {
    const { person: other } = await signedInPerson()
    await signedInPerson()
    const error = await failure(
      accountFns.updatePhone({ data: { phoneNumber: other.phoneNumber, countryCode: '91' } }),
    )
    expect(error).toMatchObject({ kind: 'rejected', code: 'PHONE_TAKEN' })
    expect(error.fields).toContainEqual(expect.objectContaining({ field: 'phoneNumber' }))
  })
})

describe('readOutbox', () => {
  it('shows the sandbox SMS to a number, newest first', async () => {
    newBrowser()
    const phone = { phoneNumber: randomPhone(), countryCode: '91' }
    await authFns.sendSignUpOtp({ data: phone })
    again()
    const messages = await sandboxFns.readOutbox({ data: { to: `+91 ${phone.phoneNumber}` } })
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatchObject({ channel: 'sms', to: `+91 ${phone.phoneNumber}` })
    expect(messages[0]?.body).toMatch(/\b\d{6}\b/)
  })

  it("shows a browser only the messages its own session asked for, never another browser's", async () => {
    newBrowser()
    const phone = { phoneNumber: randomPhone(), countryCode: '91' }
    await authFns.sendSignUpOtp({ data: phone })
    // A second browser, asking for the same number and for everything.
    newBrowser()
    expect(await sandboxFns.readOutbox({ data: { to: `+91 ${phone.phoneNumber}` } })).toEqual([])
    expect(await sandboxFns.readOutbox({ data: {} })).toEqual([])
    // Once it asks for a code itself, it sees that one only.
    const own = { phoneNumber: randomPhone(), countryCode: '91' }
    await authFns.sendSignUpOtp({ data: own })
    again()
    const messages = await sandboxFns.readOutbox({ data: {} })
    expect(messages.map((m) => m.to)).toEqual([`+91 ${own.phoneNumber}`])
  })

  it('answers 404 outside the sandbox', async () => {
    // The deployment is read once at start-up; switch the loaded copy, as a restart with SANDBOX=false would.
    deployment.SANDBOX = false
    try {
      newBrowser()
      const error = await failure(sandboxFns.readOutbox({ data: {} }))
      expect(error).toMatchObject({ kind: 'rejected', status: 404, code: 'NOT_FOUND' })
      expect(error.message).toBe('The outbox exists only in the sandbox')
    } finally {
      deployment.SANDBOX = true
    }
  })
})
