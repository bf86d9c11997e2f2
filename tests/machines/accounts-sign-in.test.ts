import { describe, expect, it } from 'vitest'
import { findMachine } from '@machines/catalogue'
import { signInMachine } from '@machines/accounts/sign-in.machine'
import { otpSent, sampleUser, unverifiedUser } from '@machines/accounts/samples'
import { allStateIds } from '@machines/lib/paths'
import { runModelPaths } from '../support/model'
import { rejects, run, settle } from './accounts-support'

describe('sign-in: model-based paths', () => {
  const entry = findMachine('sign-in')!
  const paths = runModelPaths(signInMachine, {
    sampleEvents: entry.sampleEvents,
    input: entry.sampleInputs,
    cover: 'transitions',
  })
  it('reaches every state and takes every transition', () => {
    const reached = new Set(paths.flatMap((p) => p.steps.flatMap((s) => s.snapshot._nodes.map((n) => n.id))))
    expect(allStateIds(signInMachine).filter((id) => !reached.has(id))).toEqual([])
  })
})

const password = { type: 'SUBMIT_PASSWORD', login: 'asha@example.com', password: 'secret-pass' } as const

describe('sign-in with a password (000 §4, §8)', () => {
  it('sets processing while the request runs, then marks the person authenticated', async () => {
    let answer: (value: { user: typeof sampleUser }) => void = () => {}
    const { actor, calls } = run(signInMachine, {
      signInWithPassword: () => new Promise((resolve) => (answer = resolve)),
    })
    actor.send(password)
    expect(actor.getSnapshot().context.processing).toBe(true)
    expect(calls).toEqual([
      [
        'signInWithPassword',
        { login: 'asha@example.com', password: 'secret-pass', countryCode: '91', from: 'header' },
      ],
    ])
    answer({ user: sampleUser })
    await settle()
    const snapshot = actor.getSnapshot()
    expect(snapshot.status).toBe('done')
    expect(snapshot.context).toMatchObject({ processing: false, isAuthenticated: true, error: null })
    expect(snapshot.output).toEqual({
      outcome: 'signedIn',
      user: sampleUser,
      mobile: 'verified',
      isUserForceLogin: false,
      redirectTo: null,
    })
    // The password is never kept.
    expect(JSON.stringify(snapshot.context)).not.toContain('secret-pass')
  })

  it("shows 'Account is locked! Please try after 3mins' on a 422", async () => {
    const { actor } = run(signInMachine, {
      signInWithPassword: rejects('Account is locked! Please try after 3mins', {
        status: 422,
        code: 'ACCOUNT_LOCKED',
      }),
    })
    actor.send(password)
    await settle()
    expect(actor.getSnapshot().value).toBe('choosing')
    expect(actor.getSnapshot().context).toMatchObject({
      processing: false,
      isAuthenticated: false,
      error: 'Account is locked! Please try after 3mins',
    })
  })

  it("shows 'Wrong username or password' for other refusals, whatever the server's wording", async () => {
    const { actor } = run(signInMachine, {
      signInWithPassword: rejects('Unauthorized', { status: 401, code: 'INVALID_CREDENTIALS' }),
    })
    actor.send(password)
    await settle()
    expect(actor.getSnapshot().context.error).toBe('Wrong username or password')
  })

  it('keeps the message of a failure that is not about the credentials (service down)', async () => {
    const down = 'We appear to be having technical difficulties right now, please try again later.'
    const { actor } = run(signInMachine, { signInWithPassword: rejects(down) })
    actor.send(password)
    await settle()
    expect(actor.getSnapshot().context.error).toBe(down)
  })

  it('from the traveller form, refuses an unverified mobile with the continue-as-guest message', async () => {
    const { actor, calls } = run(
      signInMachine,
      {
        signInWithPassword: rejects('refused', { status: 403, code: 'TRAVELLER_SIGNIN_MOB_UNVERIFIED' }),
      },
      { from: 'traveller' },
    )
    actor.send({ type: 'SUBMIT_PASSWORD', login: '9876543210', password: 'secret-pass' })
    await settle()
    expect(calls[0]?.[1]).toMatchObject({ login: '9876543210', from: 'traveller' })
    expect(actor.getSnapshot().value).toBe('choosing')
    expect(actor.getSnapshot().context.error).toBe(
      'Your mobile is not verified with us. Please continue as guest.',
    )
  })

  it('signs in an account whose number is not verified, flagged so the panel asks to confirm it', async () => {
    const { actor } = run(signInMachine, { signInWithPassword: async () => ({ user: unverifiedUser }) })
    actor.send(password)
    await settle()
    expect(actor.getSnapshot().context.isMobileNotVerified).toBe(true)
    expect(actor.getSnapshot().output).toMatchObject({ outcome: 'signedIn', mobile: 'notVerified' })
  })

  it('a forced sign-in hands back where the person was going', async () => {
    const { actor } = run(
      signInMachine,
      { signInWithPassword: async () => ({ user: sampleUser }) },
      { isUserForceLogin: true, redirectTo: '/account/profile' },
    )
    actor.send(password)
    await settle()
    expect(actor.getSnapshot().output).toMatchObject({
      isUserForceLogin: true,
      redirectTo: '/account/profile',
    })
  })
})

describe('sign-in with a mobile OTP (000 §4, §8)', () => {
  const ask = { type: 'REQUEST_OTP', phoneNumber: '9876543210', countryCode: '91' } as const

  it("answers 'user not exist' for an unknown number and offers sign-up with it", async () => {
    const { actor } = run(signInMachine, {
      requestSignInOtp: rejects('user not exist', { status: 404, code: 'MOBILE_NOT_REGISTERED' }),
    })
    actor.send(ask)
    await settle()
    expect(actor.getSnapshot().value).toBe('mobileNotRegistered')
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'user not exist',
      isMobileNotRegistered: true,
    })
    actor.send({ type: 'SIGN_UP' })
    expect(actor.getSnapshot().output).toEqual({
      outcome: 'signUp',
      phone: { phoneNumber: '9876543210', countryCode: '91' },
    })
  })

  it('sends an unverified number back to the password form, flagged', async () => {
    const { actor } = run(signInMachine, {
      requestSignInOtp: rejects('not verified', { status: 403, code: 'MOBILE_NOT_VERIFIED' }),
    })
    actor.send(ask)
    await settle()
    expect(actor.getSnapshot().value).toBe('mobileNotVerified')
    expect(actor.getSnapshot().context.isMobileNotVerified).toBe(true)
    actor.send({ type: 'BACK' })
    expect(actor.getSnapshot().value).toBe('choosing')
    expect(actor.getSnapshot().context.method).toBe('password')
  })

  it('allows a new code only after the cool-down, and refuses the code once it has expired', async () => {
    const { actor, calls, tick } = run(signInMachine, {
      requestSignInOtp: async () => otpSent,
      resendOtp: async () => ({ ...otpSent, resendAfterSeconds: 45 }),
    })
    actor.send(ask)
    await settle()
    expect(actor.getSnapshot().context.otp?.message).toBe('OTP has been sent to your mobile number')
    expect(actor.getSnapshot().hasTag('canResend')).toBe(false)
    expect(actor.getSnapshot().can({ type: 'RESEND' })).toBe(false)
    await tick(29_999)
    expect(actor.getSnapshot().hasTag('canResend')).toBe(false)
    await tick(1)
    expect(actor.getSnapshot().hasTag('canResend')).toBe(true)
    actor.send({ type: 'RESEND' })
    await settle()
    expect(calls.map(([name]) => name)).toEqual(['requestSignInOtp', 'resendOtp'])
    // The new code brings its own cool-down and a fresh expiry.
    expect(actor.getSnapshot().context.otp).toMatchObject({ sends: 2, resendAfterSeconds: 45 })
    await tick(44_000)
    expect(actor.getSnapshot().hasTag('canResend')).toBe(false)
    await tick(1_000)
    expect(actor.getSnapshot().hasTag('canResend')).toBe(true)
    await tick(600_000 - 45_000 - 1)
    expect(actor.getSnapshot().hasTag('otpExpired')).toBe(false)
    await tick(1)
    expect(actor.getSnapshot().hasTag('otpExpired')).toBe(true)
    expect(actor.getSnapshot().can({ type: 'SUBMIT_OTP', otp: '123456' })).toBe(false)
  })

  it('keeps an expired code expired when the new one cannot be sent', async () => {
    const offline = 'We appear to be having technical difficulties right now, please try again later.'
    const { actor, tick } = run(signInMachine, {
      requestSignInOtp: async () => otpSent,
      resendOtp: rejects(offline),
    })
    actor.send(ask)
    await settle()
    await tick(30_000)
    await tick(570_000)
    expect(actor.getSnapshot().hasTag('otpExpired')).toBe(true)
    actor.send({ type: 'RESEND' })
    // While the new code is on its way the old one is still expired.
    expect(actor.getSnapshot().matches({ awaitingOtp: { resend: 'sending' } })).toBe(true)
    expect(actor.getSnapshot().hasTag('otpExpired')).toBe(true)
    expect(actor.getSnapshot().can({ type: 'SUBMIT_OTP', otp: '123456' })).toBe(false)
    await settle()
    expect(actor.getSnapshot().context.error).toBe(offline)
    expect(actor.getSnapshot().hasTag('otpExpired')).toBe(true)
    expect(actor.getSnapshot().hasTag('canResend')).toBe(true)
    expect(actor.getSnapshot().can({ type: 'SUBMIT_OTP', otp: '123456' })).toBe(false)
  })

  it('a code still valid stays usable when the new one cannot be sent', async () => {
    const { actor, tick } = run(signInMachine, {
      requestSignInOtp: async () => otpSent,
      resendOtp: rejects('Please wait 12 seconds before asking for another OTP.', { status: 429 }),
    })
    actor.send(ask)
    await settle()
    await tick(30_000)
    actor.send({ type: 'RESEND' })
    await settle()
    expect(actor.getSnapshot().context.error).toBe('Please wait 12 seconds before asking for another OTP.')
    expect(actor.getSnapshot().hasTag('otpExpired')).toBe(false)
    expect(actor.getSnapshot().hasTag('canResend')).toBe(true)
    expect(actor.getSnapshot().can({ type: 'SUBMIT_OTP', otp: '123456' })).toBe(true)
  })

  it("puts the first server message on the otp field, or 'Something went wrong'", async () => {
    const { actor } = run(signInMachine, {
      requestSignInOtp: async () => otpSent,
      signInWithOtp: rejects('', { status: 422 }),
    })
    actor.send(ask)
    await settle()
    actor.send({ type: 'SUBMIT_OTP', otp: '000000' })
    expect(actor.getSnapshot().context.processing).toBe(true)
    await settle()
    expect(actor.getSnapshot().matches({ awaitingOtp: { code: 'entering' } })).toBe(true)
    expect(actor.getSnapshot().context.fieldErrors).toEqual([
      { field: 'otp', message: 'Something went wrong' },
    ])

    const second = run(signInMachine, {
      requestSignInOtp: async () => otpSent,
      signInWithOtp: rejects('Request a new OTP', {
        code: 'OTP_INCORRECT',
        fields: [{ field: 'otp', message: 'The OTP you entered is incorrect. Check the SMS and try again.' }],
      }),
    })
    second.actor.send(ask)
    await settle()
    second.actor.send({ type: 'SUBMIT_OTP', otp: '000000' })
    await settle()
    expect(second.actor.getSnapshot().context.error).toBe(
      'The OTP you entered is incorrect. Check the SMS and try again.',
    )
  })

  it('signs in with the right code', async () => {
    const { actor, calls } = run(signInMachine, {
      requestSignInOtp: async () => otpSent,
      signInWithOtp: async () => ({ user: sampleUser }),
    })
    actor.send(ask)
    await settle()
    actor.send({ type: 'SUBMIT_OTP', otp: '123456' })
    await settle()
    expect(calls[1]).toEqual([
      'signInWithOtp',
      { phoneNumber: '9876543210', countryCode: '91', otp: '123456' },
    ])
    expect(actor.getSnapshot().context.isAuthenticated).toBe(true)
    expect(actor.getSnapshot().output).toMatchObject({ outcome: 'signedIn', user: sampleUser })
  })
})
