// The accounts server functions against the real services (temp PGlite, or PostgreSQL with
// DATABASE_URL). Only Start's request helpers are replaced, by one request with a cookie jar.
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { call, latestOtp, randomEmail, randomPhone } from '../support/accounts'
import { bffAgainstRealServices, browsers, failure, password, signUpThroughBff } from '../support/bff'
import { current, newRequest } from '../support/fake-start-request'

vi.mock('@tanstack/react-start/server', () => import('../support/fake-start-request'))
vi.mock('@tanstack/react-start', () => import('../support/fake-server-fn'))

const services = bffAgainstRealServices('auth-bff-test-secret-0123456789abcdef0123')
const { newBrowser, again } = browsers('198.51.100.')
let fns: typeof import('~/server/accounts/auth.functions')
let session: typeof import('~/server/session/session.server')

beforeAll(async () => {
  fns = await import('~/server/accounts/auth.functions')
  session = await import('~/server/session/session.server')
})

/** Signs a new person up in the current browser, with the country code as '+91' the way a browser may send it. */
const signUpNewPerson = () => signUpThroughBff(fns, services().url, { emailName: 'bff', countryCode: '+91' })

describe('sign-up', () => {
  it('runs end to end with the OTP from the outbox and signs the browser in', async () => {
    newBrowser()
    const { person, sent, user } = await signUpNewPerson()
    expect(sent).toEqual({
      message: 'OTP has been sent to your mobile number',
      expiresInSeconds: 600,
      resendAfterSeconds: 30,
    })
    expect(user).toMatchObject({
      email: person.email,
      firstName: 'Asha',
      phoneNumber: person.phoneNumber,
      countryCode: '91',
      phoneVerified: true,
      isMobileNotVerified: false,
      isMobileNotRegistered: false,
    })

    again()
    expect((await fns.getViewer()).user).toEqual(user)
  })

  it('refuses an e-mail or a mobile already signed up, naming the field', async () => {
    newBrowser()
    const { person } = await signUpNewPerson()
    newBrowser()
    const email = await failure(fns.checkSignUp({ data: { ...person, phoneNumber: randomPhone() } }))
    expect(email).toMatchObject({ code: 'EMAIL_TAKEN', status: 422 })
    expect(email.fields).toEqual([{ field: 'email', symbol: 'taken', message: 'has already been taken' }])
    const phone = await failure(fns.checkSignUp({ data: { ...person, email: randomEmail() } }))
    expect(phone).toMatchObject({ code: 'PHONE_TAKEN' })
    expect(phone.fields).toEqual([
      { field: 'phoneNumber', symbol: 'taken', message: 'has already been taken' },
    ])
  })
})

describe('sign-in', () => {
  it('rotates the session id and keeps the token only inside the sealed cookie', async () => {
    newBrowser()
    const { person } = await signUpNewPerson()
    await fns.signOut()

    newBrowser()
    session.writeSession({ layout: 'desktop' })
    const before = session.readSession()?.id
    again()
    const { user } = await fns.signInWithPassword({ data: { login: person.email, password } })
    const after = session.readSession()
    expect(before).toMatch(/^[0-9a-f]{32}$/)
    expect(after?.id).toMatch(/^[0-9a-f]{32}$/)
    expect(after?.id).not.toBe(before)
    expect(after?.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(user.loginMethod).toBe('password')
    const token = after?.accessToken ?? ''
    // What the browser receives: the viewer (no token), and a sealed cookie not containing it.
    expect(JSON.stringify(user)).not.toContain(token)
    const cookie = current().set.get('sid')
    expect(cookie?.value).toMatch(/^v1\./)
    expect(cookie?.value).not.toContain(token)
    expect(cookie?.options).toMatchObject({ httpOnly: true, sameSite: 'lax' })
  })

  it('locks after 5 wrong passwords with the 000 §8 message, even for the right password', async () => {
    newBrowser()
    const { person } = await signUpNewPerson()
    await fns.signOut()
    newBrowser()
    const wrong = () => fns.signInWithPassword({ data: { login: person.email, password: 'not it at all' } })
    for (let i = 0; i < 4; i++) {
      expect(await failure(wrong())).toMatchObject({
        message: 'Wrong username or password',
        code: 'INVALID_CREDENTIALS',
      })
    }
    expect(await failure(wrong())).toMatchObject({
      message: 'Account is locked! Please try after 3mins',
      code: 'ACCOUNT_LOCKED',
      status: 422,
    })
    const right = await failure(fns.signInWithPassword({ data: { login: person.email, password } }))
    expect(right).toMatchObject({
      message: 'Account is locked! Please try after 3mins',
      code: 'ACCOUNT_LOCKED',
    })
    expect(session.readSession()?.accessToken).toBeUndefined()
  })

  it('tells the traveller form an unverified mobile login to continue as guest', async () => {
    newBrowser()
    const { person } = await signUpNewPerson()
    // The person moves to a new number that nobody has confirmed yet.
    const newNumber = randomPhone()
    await fns.requestPhoneConfirmation({ data: { phoneNumber: newNumber, countryCode: '91' } })
    again()
    expect((await fns.getViewer()).user).toMatchObject({
      phoneNumber: newNumber,
      isMobileNotVerified: true,
    })
    await fns.signOut()

    newBrowser()
    const traveller = await failure(
      fns.signInWithPassword({ data: { login: newNumber, password, from: 'traveller' } }),
    )
    expect(traveller).toMatchObject({
      code: 'TRAVELLER_SIGNIN_MOB_UNVERIFIED',
      message: 'Your mobile is not verified with us. Please continue as guest.',
    })
    const header = await failure(fns.signInWithPassword({ data: { login: newNumber, password } }))
    expect(header.code).toBe('MOBILE_NOT_VERIFIED')
    expect(person.phoneNumber).not.toBe(newNumber)
  })

  it('signs in with a mobile OTP, and says which OTP failure happened', async () => {
    newBrowser()
    const { person } = await signUpNewPerson()
    await fns.signOut()
    newBrowser()
    const phone = { phoneNumber: person.phoneNumber, countryCode: '91' }
    await fns.requestSignInOtp({ data: phone })
    const otp = await latestOtp(services().url, `+91 ${person.phoneNumber}`)
    const wrongCode = otp === '000000' ? '111111' : '000000'
    const wrong = await failure(fns.signInWithOtp({ data: { ...phone, otp: wrongCode } }))
    expect(wrong).toMatchObject({ code: 'OTP_INCORRECT' })
    expect(wrong.fields).toEqual([{ field: 'otp', message: wrong.message }])
    const { user } = await fns.signInWithOtp({ data: { ...phone, otp } })
    expect(user.loginMethod).toBe('otp')
    expect(await failure(fns.requestSignInOtp({ data: { phoneNumber: randomPhone() } }))).toMatchObject({
      code: 'MOBILE_NOT_REGISTERED',
      status: 404,
    })
  })
})

describe('sign-out', () => {
  it('invalidates the token upstream: the old token answers 401', async () => {
    newBrowser()
    await signUpNewPerson()
    const token = session.readSession()?.accessToken
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    again()
    expect(await fns.signOut()).toEqual({ signedOut: true })
    expect(session.readSession()).toBeNull()
    const replay = await call(services().url, 'GET', '/auth/me', { token: token ?? '' })
    expect(replay.status).toBe(401)
    // Signing out again (nothing left) still ends signed out.
    again()
    expect(await fns.signOut()).toEqual({ signedOut: true })
    expect((await fns.getViewer()).user).toBeNull()
  })

  it('a copied cookie replayed after sign-out shows nobody, not the cached profile', async () => {
    newBrowser()
    await signUpNewPerson()
    again()
    const copied = current().sent.get('sid') ?? ''
    expect(session.readSession()?.viewer?.email).toMatch(/@/)
    await fns.signOut()
    // Another browser (or another instance of the store) presents the copied cookie.
    newRequest({ sid: copied })
    expect((await fns.getViewer()).user).toBeNull()
    expect(current().set.get('sid')?.value).toBe('')
  })

  it('a token revoked elsewhere signs the browser out at the next read', async () => {
    newBrowser()
    await signUpNewPerson()
    const token = session.readSession()?.accessToken ?? ''
    expect((await call(services().url, 'POST', '/auth/auth/v3.0/invalidate-token', { token })).status).toBe(
      204,
    )
    again()
    expect((await fns.getViewer()).user).toBeNull()
    expect(current().set.get('sid')?.value).toBe('')
  })
})

describe('password reset', () => {
  it('by e-mail link, and says when an e-mail is not signed up', async () => {
    newBrowser()
    const { person } = await signUpNewPerson()
    await fns.signOut()
    newBrowser()
    expect(await fns.requestPasswordReset({ data: { email: person.email } })).toEqual({
      email: person.email,
    })
    const mail = await call<{ data: { messages: { body: string }[] } }>(
      services().url,
      'GET',
      `/auth/sandbox/outbox?to=${encodeURIComponent(person.email)}`,
    )
    const token = /Reset token: (\S+)/.exec(mail.body.data.messages[0]?.body ?? '')?.[1] ?? ''
    expect(await fns.resetPassword({ data: { token, password: 'a brand new one' } })).toEqual({
      reset: true,
    })
    expect(await failure(fns.resetPassword({ data: { token, password: 'another one!' } }))).toMatchObject({
      code: 'TOKEN_INVALID',
      message: 'Token is invalid or expired',
    })
    const unknown = await failure(fns.requestPasswordReset({ data: { email: randomEmail('nobody') } }))
    expect(unknown).toMatchObject({ code: 'EMAIL_NOT_SIGNED_UP', status: 404 })
    expect(unknown.message).toBe("Sorry! This email isn't signed up with Safarnama")
    expect(unknown.fields).toEqual([{ field: 'email', message: 'Process failed' }])
  })
})
