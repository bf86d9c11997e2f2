import { describe, expect, it } from 'vitest'
import { findMachine } from '@machines/catalogue'
import { signUpMachine } from '@machines/accounts/sign-up.machine'
import { otpSent, sampleDetails, sampleUser } from '@machines/accounts/samples'
import { allStateIds } from '@machines/lib/paths'
import { runModelPaths } from '../support/model'
import { rejects, run, settle } from './accounts-support'

describe('sign-up: model-based paths', () => {
  const entry = findMachine('sign-up')!
  const paths = runModelPaths(signUpMachine, {
    sampleEvents: entry.sampleEvents,
    input: entry.sampleInputs,
    cover: 'transitions',
  })
  it('reaches every state and takes every transition', () => {
    const reached = new Set(paths.flatMap((p) => p.steps.flatMap((s) => s.snapshot._nodes.map((n) => n.id))))
    expect(allStateIds(signUpMachine).filter((id) => !reached.has(id))).toEqual([])
  })
})

const happy = {
  checkSignUp: async () => undefined,
  sendSignUpOtp: async () => otpSent,
  resendOtp: async () => otpSent,
  verifySignUpOtp: async () => ({ verified: true }),
  signUp: async () => ({ user: sampleUser }),
}

describe('sign-up (000 §4, §8)', () => {
  it('checks, sends the OTP, verifies it, then creates the account and outputs the user', async () => {
    const { actor, calls } = run(signUpMachine, happy)
    actor.send({ type: 'SUBMIT', details: sampleDetails })
    await settle()
    expect(actor.getSnapshot().matches('awaitingOtp')).toBe(true)
    expect(actor.getSnapshot().context.otp?.message).toBe('OTP has been sent to your mobile number')
    actor.send({ type: 'SUBMIT_OTP', otp: '123456' })
    await settle()
    await settle()
    expect(calls.map(([name]) => name)).toEqual(['checkSignUp', 'sendSignUpOtp', 'verifySignUpOtp', 'signUp'])
    expect(calls[0]?.[1]).toEqual({ email: 'asha@example.com', phoneNumber: '9876543210', countryCode: '91' })
    expect(calls[2]?.[1]).toEqual({ phoneNumber: '9876543210', countryCode: '91', otp: '123456' })
    expect(calls[3]?.[1]).toEqual(sampleDetails)
    expect(actor.getSnapshot().output).toEqual({ outcome: 'signedUp', user: sampleUser })
  })

  it('ends in emailTaken when the e-mail is signed up (field email, symbol taken)', async () => {
    const { actor } = run(signUpMachine, {
      ...happy,
      checkSignUp: rejects('This e-mail is already signed up.', {
        code: 'EMAIL_TAKEN',
        fields: [{ field: 'email', message: 'has already been taken', symbol: 'taken' }],
      }),
    })
    actor.send({ type: 'SUBMIT', details: sampleDetails })
    await settle()
    expect(actor.getSnapshot().value).toBe('emailTaken')
    expect(actor.getSnapshot().output).toEqual({ outcome: 'emailTaken', email: 'asha@example.com' })
  })

  it('keeps a taken number on its field and everything typed', async () => {
    const { actor } = run(signUpMachine, {
      ...happy,
      checkSignUp: rejects('This mobile number is already registered with another account.', {
        code: 'PHONE_TAKEN',
        fields: [{ field: 'phoneNumber', message: 'has already been taken', symbol: 'taken' }],
      }),
    })
    actor.send({ type: 'SUBMIT', details: sampleDetails })
    await settle()
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.fieldErrors).toEqual([
      { field: 'phoneNumber', message: 'has already been taken', symbol: 'taken' },
    ])
    expect(actor.getSnapshot().context.details).toEqual(sampleDetails)
  })

  it('shows a failed SMS under the email field (000 §8 "Mobile send OTP failure")', async () => {
    const { actor } = run(signUpMachine, { ...happy, sendSignUpOtp: rejects('SMS gateway is down') })
    actor.send({ type: 'SUBMIT', details: sampleDetails })
    await settle()
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.fieldErrors).toEqual([
      { field: 'email', message: 'SMS gateway is down' },
    ])
  })

  it('shows the server message of a wrong OTP on the otp field and keeps waiting', async () => {
    const { actor } = run(signUpMachine, {
      ...happy,
      verifySignUpOtp: rejects('The OTP you entered is incorrect. Check the SMS and try again.', {
        code: 'OTP_INCORRECT',
      }),
    })
    actor.send({ type: 'SUBMIT', details: sampleDetails })
    await settle()
    actor.send({ type: 'SUBMIT_OTP', otp: '000000' })
    await settle()
    expect(actor.getSnapshot().matches({ awaitingOtp: { code: 'entering' } })).toBe(true)
    expect(actor.getSnapshot().context.fieldErrors).toEqual([
      { field: 'otp', message: 'The OTP you entered is incorrect. Check the SMS and try again.' },
    ])
  })

  it('a number changed after a code was sent (back to the details) sets the changed flag, forgets the code and checks again', async () => {
    const { actor, calls } = run(signUpMachine, happy)
    actor.send({ type: 'SUBMIT', details: sampleDetails })
    await settle()
    actor.send({ type: 'BACK' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.changed).toBe(false)
    actor.send({ type: 'SUBMIT', details: { ...sampleDetails, firstName: 'Asha Devi' } })
    await settle()
    expect(actor.getSnapshot().context.changed).toBe(false)
    actor.send({ type: 'BACK' })
    actor.send({ type: 'SUBMIT', details: { ...sampleDetails, phoneNumber: '9876500000' } })
    expect(actor.getSnapshot().value).toBe('checking')
    expect(actor.getSnapshot().context).toMatchObject({ changed: true, otp: null, otpFor: null })
    await settle()
    expect(calls.map(([name]) => name)).toEqual([
      'checkSignUp',
      'sendSignUpOtp',
      'checkSignUp',
      'sendSignUpOtp',
      'checkSignUp',
      'sendSignUpOtp',
    ])
    expect(actor.getSnapshot().context.otpFor?.phoneNumber).toBe('9876500000')
  })

  it('after a proven number, a failed creation is retried without a new code', async () => {
    let attempts = 0
    const { actor, calls } = run(signUpMachine, {
      ...happy,
      signUp: async () => {
        attempts += 1
        if (attempts === 1)
          throw new Error('We appear to be having technical difficulties right now, please try again later.')
        return { user: sampleUser }
      },
    })
    actor.send({ type: 'SUBMIT', details: sampleDetails })
    await settle()
    actor.send({ type: 'SUBMIT_OTP', otp: '123456' })
    await settle()
    await settle()
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.error).toMatch(/technical difficulties/)
    actor.send({ type: 'SUBMIT', details: sampleDetails })
    await settle()
    expect(actor.getSnapshot().status).toBe('done')
    expect(calls.filter(([name]) => name === 'sendSignUpOtp')).toHaveLength(1)
  })

  it('resends only after the cool-down and refuses an expired code', async () => {
    const { actor, calls, tick } = run(signUpMachine, happy)
    actor.send({ type: 'SUBMIT', details: sampleDetails })
    await settle()
    expect(actor.getSnapshot().can({ type: 'RESEND' })).toBe(false)
    await tick(30_000)
    actor.send({ type: 'RESEND' })
    await settle()
    expect(calls.filter(([name]) => name === 'resendOtp')).toHaveLength(1)
    expect(actor.getSnapshot().context.otp?.sends).toBe(2)
    // A fresh code: its cool-down, then the rest of its 10 minutes.
    await tick(30_000)
    expect(actor.getSnapshot().hasTag('otpExpired')).toBe(false)
    await tick(570_000)
    expect(actor.getSnapshot().hasTag('otpExpired')).toBe(true)
    expect(actor.getSnapshot().can({ type: 'SUBMIT_OTP', otp: '123456' })).toBe(false)
  })

  it('keeps an expired code expired when the new one cannot be sent', async () => {
    const { actor, tick } = run(signUpMachine, {
      ...happy,
      resendOtp: rejects('Please wait 12 seconds before asking for another OTP.', {
        code: 'OTP_COOLDOWN',
        status: 429,
      }),
    })
    actor.send({ type: 'SUBMIT', details: sampleDetails })
    await settle()
    await tick(30_000)
    await tick(570_000)
    actor.send({ type: 'RESEND' })
    expect(actor.getSnapshot().can({ type: 'SUBMIT_OTP', otp: '123456' })).toBe(false)
    await settle()
    expect(actor.getSnapshot().context.error).toBe('Please wait 12 seconds before asking for another OTP.')
    expect(actor.getSnapshot().hasTag('otpExpired')).toBe(true)
    expect(actor.getSnapshot().can({ type: 'SUBMIT_OTP', otp: '123456' })).toBe(false)
    expect(actor.getSnapshot().can({ type: 'RESEND' })).toBe(true)
  })
})
