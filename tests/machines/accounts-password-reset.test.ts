import { describe, expect, it } from 'vitest'
import { findMachine } from '@machines/catalogue'
import { passwordResetMachine } from '@machines/accounts/password-reset.machine'
import { resetLinkMachine } from '@machines/accounts/reset-link.machine'
import { otpSent } from '@machines/accounts/samples'
import { allStateIds } from '@machines/lib/paths'
import { runModelPaths } from '../support/model'
import { rejects, run, settle } from './accounts-support'

for (const [id, machine] of [
  ['password-reset', passwordResetMachine],
  ['reset-link', resetLinkMachine],
] as const) {
  describe(`${id}: model-based paths`, () => {
    const entry = findMachine(id)!
    const paths = runModelPaths(machine, {
      sampleEvents: entry.sampleEvents,
      input: entry.sampleInputs,
      cover: 'transitions',
    })
    it('reaches every state and takes every transition', () => {
      const reached = new Set(
        paths.flatMap((p) => p.steps.flatMap((s) => s.snapshot._nodes.map((n) => n.id))),
      )
      expect(allStateIds(machine).filter((stateId) => !reached.has(stateId))).toEqual([])
    })
  })
}

describe('password reset by e-mail (000 §8)', () => {
  it("answers an unknown e-mail with 'Sorry! This email isn't signed up with {product}' and 'Process failed'", async () => {
    const { actor } = run(
      passwordResetMachine,
      { requestPasswordReset: rejects('not found', { status: 404, code: 'EMAIL_NOT_SIGNED_UP' }) },
      { productName: 'Yatra Ghar' },
    )
    actor.send({ type: 'REQUEST_EMAIL', email: 'nobody@example.com' })
    await settle()
    expect(actor.getSnapshot().value).toEqual({ byEmail: 'entering' })
    expect(actor.getSnapshot().context).toMatchObject({
      error: "Sorry! This email isn't signed up with Yatra Ghar",
      formError: 'Process failed',
    })
  })

  it('shows the sent panel with the address and sends the link again', async () => {
    const { actor, calls } = run(
      passwordResetMachine,
      { requestPasswordReset: async (input) => input },
      { productName: 'Safarnama' },
    )
    actor.send({ type: 'REQUEST_EMAIL', email: 'asha@example.com' })
    await settle()
    expect(actor.getSnapshot().value).toEqual({ byEmail: 'sent' })
    expect(actor.getSnapshot().context.email).toBe('asha@example.com')
    actor.send({ type: 'RESEND_EMAIL' })
    await settle()
    expect(actor.getSnapshot().value).toEqual({ byEmail: 'sent' })
    expect(calls).toEqual([
      ['requestPasswordReset', { email: 'asha@example.com' }],
      ['requestPasswordReset', { email: 'asha@example.com' }],
    ])
  })
})

describe('password reset by mobile OTP', () => {
  it('sends a code, then resets with the code and the new password', async () => {
    const { actor, calls } = run(
      passwordResetMachine,
      { requestPhoneReset: async () => otpSent, resetPasswordWithOtp: async () => ({ reset: true }) },
      { productName: 'Safarnama' },
    )
    actor.send({ type: 'USE_PHONE' })
    actor.send({ type: 'REQUEST_OTP', phoneNumber: '9876543210', countryCode: '91' })
    await settle()
    expect(actor.getSnapshot().matches({ byPhone: 'awaitingOtp' })).toBe(true)
    actor.send({ type: 'RESET_WITH_OTP', otp: '123456', password: 'new-secret-1' })
    await settle()
    expect(actor.getSnapshot().status).toBe('done')
    expect(calls[1]).toEqual([
      'resetPasswordWithOtp',
      { phoneNumber: '9876543210', countryCode: '91', otp: '123456', password: 'new-secret-1' },
    ])
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('new-secret-1')
  })

  it('puts a wrong code on the otp field; an expired code asks for a new one', async () => {
    const { actor, tick } = run(
      passwordResetMachine,
      {
        requestPhoneReset: async () => otpSent,
        resetPasswordWithOtp: rejects('The OTP you entered is incorrect. Check the SMS and try again.'),
      },
      { productName: 'Safarnama' },
    )
    actor.send({ type: 'USE_PHONE' })
    actor.send({ type: 'REQUEST_OTP', phoneNumber: '9876543210', countryCode: '91' })
    await settle()
    actor.send({ type: 'RESET_WITH_OTP', otp: '000000', password: 'new-secret-1' })
    await settle()
    expect(actor.getSnapshot().context.fieldErrors).toEqual([
      { field: 'otp', message: 'The OTP you entered is incorrect. Check the SMS and try again.' },
    ])
    await tick(30_000)
    await tick(570_000)
    expect(actor.getSnapshot().hasTag('otpExpired')).toBe(true)
    expect(actor.getSnapshot().context.error).toBe(
      'This OTP has expired or was already used. Request a new one.',
    )
    expect(actor.getSnapshot().can({ type: 'RESET_WITH_OTP', otp: '1', password: 'x' })).toBe(false)
  })
})

describe('reset link page', () => {
  it("says 'Token is invalid or expired' for a bad link", async () => {
    const { actor, calls } = run(
      resetLinkMachine,
      { resetPassword: rejects('whatever the server says', { code: 'TOKEN_INVALID', status: 422 }) },
      { token: 'tok-1' },
    )
    actor.send({ type: 'RESET_WITH_TOKEN', password: 'new-secret-1' })
    await settle()
    expect(calls).toEqual([['resetPassword', { token: 'tok-1', password: 'new-secret-1' }]])
    expect(actor.getSnapshot().value).toBe('invalidToken')
    expect(actor.getSnapshot().context.error).toBe('Token is invalid or expired')
  })

  it('keeps a refused password on its field and lets the person try again', async () => {
    const { actor } = run(
      resetLinkMachine,
      {
        resetPassword: rejects('must be at least 8 characters', {
          fields: [{ field: 'password', message: 'must be at least 8 characters' }],
        }),
      },
      { token: 'tok-1' },
    )
    actor.send({ type: 'RESET_WITH_TOKEN', password: 'short' })
    await settle()
    expect(actor.getSnapshot().value).toBe('entering')
    expect(actor.getSnapshot().context.fieldErrors).toEqual([
      { field: 'password', message: 'must be at least 8 characters' },
    ])
  })
})
