import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { findMachine } from '@machines/catalogue'
import { authPanelMachine, passwordChangedNotice } from '@machines/accounts/auth-panel.machine'
import { phoneConfirmationMachine } from '@machines/accounts/phone-confirmation.machine'
import { signOutMachine } from '@machines/accounts/sign-out.machine'
import { sampleUser } from '@machines/accounts/samples'
import { allStateIds } from '@machines/lib/paths'
import { runModelPaths } from '../support/model'
import { rejects, run, settle } from './accounts-support'

for (const [id, machine] of [
  ['auth-panel', authPanelMachine],
  ['phone-confirmation', phoneConfirmationMachine],
  ['sign-out', signOutMachine],
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

function openPanel(presentation: 'drawer' | 'modal') {
  const closeOverlays = vi.fn()
  const actor = createActor(authPanelMachine.provide({ actions: { closeOverlays } }), {
    input: { presentation },
  }).start()
  return { actor, closeOverlays }
}

describe('auth panel switching (000 §4)', () => {
  it('opens on the panel asked for, as a drawer on mobile, and follows the links', () => {
    const { actor } = openPanel('drawer')
    actor.send({ type: 'OPEN', panel: 'signUp' })
    expect(actor.getSnapshot().value).toEqual({ open: 'signUp' })
    expect(actor.getSnapshot().context.presentation).toBe('drawer')
    // Sign-up links to sign-in only, as its panel does.
    actor.send({ type: 'SHOW', panel: 'forgotPassword' })
    expect(actor.getSnapshot().value).toEqual({ open: 'signUp' })
    actor.send({ type: 'SHOW', panel: 'signIn' })
    actor.send({ type: 'SHOW', panel: 'forgotPassword' })
    expect(actor.getSnapshot().value).toEqual({ open: 'forgotPassword' })
  })

  it('sign-up success closes the panel, popovers and the drawer', () => {
    const { actor, closeOverlays } = openPanel('drawer')
    actor.send({ type: 'OPEN', panel: 'signUp' })
    actor.send({ type: 'SIGNED_UP' })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(closeOverlays).toHaveBeenCalledTimes(1)
  })

  it('email taken closes popovers and the drawer and shows the email-already panel naming the address', () => {
    const { actor, closeOverlays } = openPanel('drawer')
    actor.send({ type: 'OPEN', panel: 'signUp' })
    actor.send({ type: 'EMAIL_TAKEN', email: 'asha@example.com' })
    expect(actor.getSnapshot().value).toEqual({ open: 'emailAlready' })
    expect(actor.getSnapshot().context).toMatchObject({ email: 'asha@example.com', presentation: 'modal' })
    expect(closeOverlays).toHaveBeenCalledTimes(1)
  })

  it('reset requested shows the sent panel; resending stays there with a notice; reset success returns to sign-in', () => {
    const { actor, closeOverlays } = openPanel('modal')
    actor.send({ type: 'OPEN', panel: 'forgotPassword' })
    actor.send({ type: 'RESET_EMAIL_SENT', email: 'asha@example.com' })
    expect(actor.getSnapshot().value).toEqual({ open: 'resetSent' })
    actor.send({ type: 'RESET_EMAIL_RESENT' })
    expect(actor.getSnapshot().context.notice).toBe('We have sent the link again.')
    actor.send({ type: 'SHOW', panel: 'signIn' })
    actor.send({ type: 'SHOW', panel: 'forgotPassword' })
    actor.send({ type: 'PASSWORD_RESET' })
    expect(actor.getSnapshot().value).toEqual({ open: 'signIn' })
    expect(actor.getSnapshot().context.notice).toBe(passwordChangedNotice)
    expect(closeOverlays).not.toHaveBeenCalled()
  })

  it('login success closes everything, or asks to confirm or add the mobile first', () => {
    const plain = openPanel('drawer')
    plain.actor.send({ type: 'OPEN', isUserForceLogin: true, redirectTo: '/account/profile' })
    expect(plain.actor.getSnapshot().context).toMatchObject({
      isUserForceLogin: true,
      redirectTo: '/account/profile',
    })
    plain.actor.send({ type: 'SIGNED_IN', mobile: 'verified' })
    expect(plain.actor.getSnapshot().value).toBe('closed')
    expect(plain.closeOverlays).toHaveBeenCalledTimes(1)

    const unverified = openPanel('modal')
    unverified.actor.send({ type: 'OPEN' })
    unverified.actor.send({ type: 'SIGNED_IN', mobile: 'notVerified' })
    expect(unverified.actor.getSnapshot().value).toEqual({ open: 'verifyMobile' })
    unverified.actor.send({ type: 'MOBILE_DONE' })
    expect(unverified.actor.getSnapshot().value).toBe('closed')

    const noNumber = openPanel('modal')
    noNumber.actor.send({ type: 'OPEN' })
    noNumber.actor.send({ type: 'SIGNED_IN', mobile: 'notRegistered' })
    expect(noNumber.actor.getSnapshot().value).toEqual({ open: 'addMobile' })
  })
})

describe('sign-out (000 §4)', () => {
  it('ends signed out with caches cleared and overlays closed when the server confirms', async () => {
    const { actor } = run(signOutMachine, { signOut: async () => ({ signedOut: true }) })
    await settle()
    expect(actor.getSnapshot().output).toEqual({
      clearCaches: true,
      closeOverlays: true,
      serverConfirmed: true,
    })
  })

  it('still ends signed out when the server call fails', async () => {
    const { actor } = run(signOutMachine, { signOut: rejects('Network Error') })
    await settle()
    expect(actor.getSnapshot().value).toBe('signedOut')
    expect(actor.getSnapshot().output).toEqual({
      clearCaches: true,
      closeOverlays: true,
      serverConfirmed: false,
    })
  })
})

describe('mobile confirmation (000 §4 update mobile)', () => {
  const account = { phoneNumber: '9876543210', countryCode: '91' }

  it('confirms the number on the account without calling it an update', async () => {
    const { actor, calls } = run(
      phoneConfirmationMachine,
      {
        requestPhoneConfirmation: async () => ({ sent: true }),
        confirmPhone: async () => ({ user: sampleUser }),
      },
      { phone: account },
    )
    actor.send({ type: 'SEND_CODE', ...account })
    await settle()
    expect(actor.getSnapshot().context).toMatchObject({
      isUserUpdateNewMobile: false,
      isMobileNotVerified: true,
    })
    actor.send({ type: 'SUBMIT_OTP', otp: '123456' })
    await settle()
    expect(calls).toEqual([
      ['requestPhoneConfirmation', account],
      ['confirmPhone', { otp: '123456' }],
    ])
    expect(actor.getSnapshot().context).toMatchObject({ phoneVerified: true, isMobileNotVerified: false })
    expect(actor.getSnapshot().output).toEqual({ outcome: 'confirmed', user: sampleUser })
  })

  it('a new number is set, not verified and flagged; a failure shows the server message or something went wrong!', async () => {
    const { actor } = run(
      phoneConfirmationMachine,
      { requestPhoneConfirmation: rejects('', { status: 422 }) },
      { phone: account },
    )
    actor.send({ type: 'SEND_CODE', phoneNumber: '9876511111', countryCode: '91' })
    expect(actor.getSnapshot().context).toMatchObject({
      phone: { phoneNumber: '9876511111', countryCode: '91' },
      phoneVerified: false,
      isMobileNotVerified: true,
      isUserUpdateNewMobile: true,
    })
    await settle()
    expect(actor.getSnapshot().value).toBe('entering')
    expect(actor.getSnapshot().context.fieldErrors).toEqual([
      { field: 'phoneNumber', message: 'something went wrong!' },
    ])
  })

  it('the OTP timers come from the input when the confirmation call gives none', async () => {
    const { actor, tick } = run(
      phoneConfirmationMachine,
      { requestPhoneConfirmation: async () => ({ sent: true }) },
      { phone: account, otpTiming: { resendAfterSeconds: 60, expiresInSeconds: 300 } },
    )
    actor.send({ type: 'SEND_CODE', ...account })
    await settle()
    await tick(59_999)
    expect(actor.getSnapshot().hasTag('canResend')).toBe(false)
    await tick(1)
    expect(actor.getSnapshot().hasTag('canResend')).toBe(true)
    await tick(240_000)
    expect(actor.getSnapshot().hasTag('otpExpired')).toBe(true)
    // An expired code is not sent to the server; the person asks for a new one.
    expect(actor.getSnapshot().can({ type: 'SUBMIT_OTP', otp: '123456' })).toBe(false)
    expect(actor.getSnapshot().can({ type: 'RESEND' })).toBe(true)
  })
})
