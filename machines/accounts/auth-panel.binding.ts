/**
 * The auth-panel machine in the real store (machines/lib/binding.ts): the overlay the header's Sign
 * in button opens on any page, and which panel it shows (its dialog is named by the panel's title).
 *
 * How a panel's flow ends is what the person does in it, against the real services: signing in with
 * a fresh account (its number proven, not proven, or the sandbox's account without one), signing up
 * with fresh details (the code read from the sandbox outbox), or with an e-mail another account has,
 * asking for a reset link, or changing the password with a code. A person signed in by a step before
 * signs out with the header's menu before pressing Sign in again.
 */
import type { Check, MachineBinding, Step, Target } from '../lib/binding'

const dialog: Target = { role: 'dialog' }
const inPanel = (role: 'button' | 'radio' | 'textbox', name: string | RegExp): Target => ({
  role,
  name,
  exact: typeof name === 'string' ? true : undefined,
  within: dialog,
})
const field = (label: string): Target => ({ label, exact: true, within: dialog })
const shows = (title: string): Check[] => [{ visible: { role: 'dialog', name: title, exact: true } }]

const account = (kind: string): Step => ({ harness: 'account', args: { kind } })
const signIn = (kind: string): Step[] => [
  account(kind),
  { check: inPanel('radio', 'E-mail and password') },
  { fill: field('Email or mobile number'), value: '{login}' },
  { fill: inPanel('textbox', 'Password'), value: '{password}' },
  { click: inPanel('button', 'Sign in') },
  { set: { signedIn: 'yes' } },
]
const signUpDetails: Step[] = [
  { fill: field('First name'), value: '{firstName}' },
  { fill: field('Last name'), value: '{lastName}' },
  { fill: field('Email'), value: '{email}' },
  { fill: field('Mobile number'), value: '{phone}' },
  { fill: field('Password'), value: '{password}' },
  { click: inPanel('button', 'Create account') },
]

export const authPanelBinding: MachineBinding = {
  start: [{ goto: '/' }],
  states: {
    closed: [{ hidden: dialog }],
    'open.signIn': shows('Sign in'),
    'open.signUp': shows('Create an account'),
    'open.forgotPassword': shows('Forgot password'),
    'open.resetSent': shows('Check your e-mail'),
    'open.emailAlready': shows('E-mail already signed up'),
    'open.verifyMobile': shows('Verify your mobile number'),
    'open.addMobile': shows('Add your mobile number'),
  },
  events: {
    OPEN: {
      do: [
        { harness: 'signed-out' },
        { click: { role: 'button', name: 'Sign in', exact: true, within: { role: 'banner' } } },
      ],
    },
    CLOSE: { do: [{ click: inPanel('button', 'Close') }] },
    SHOW: {
      bySample: {
        // 'Forgot password?' in the sign-in and the email-already panels alike.
        'the person follows Forgot password?': { do: [{ click: inPanel('button', 'Forgot password?') }] },
        'the person follows Create an account': {
          do: [{ click: inPanel('button', 'New here? Create an account') }],
        },
        'the person follows Sign in': {
          do: [
            {
              click: inPanel(
                'button',
                /^(Already have an account\? Sign in|Back to sign in|Sign in instead)$/,
              ),
            },
          ],
        },
      },
    },
    SIGNED_IN: {
      bySample: {
        'the sign-in succeeds': { do: signIn('verified') },
        'the sign-in succeeds; the number is not verified': { do: signIn('unverified') },
        'the sign-in succeeds; there is no number': { do: signIn('no-mobile') },
      },
    },
    MOBILE_DONE: { do: [{ click: inPanel('button', 'Not now') }] },
    SIGNED_UP: {
      do: [
        { harness: 'sign-up-details' },
        ...signUpDetails,
        // The code's field shows once the code is sent; then it is read from the outbox.
        { click: field('OTP') },
        { harness: 'right-otp' },
        { fill: field('OTP'), value: '{otp}' },
        { click: inPanel('button', 'Verify OTP') },
        { set: { signedIn: 'yes' } },
      ],
    },
    EMAIL_TAKEN: { do: [{ harness: 'sign-up-details' }, { harness: 'email-taken' }, ...signUpDetails] },
    RESET_EMAIL_SENT: {
      do: [
        account('unverified'),
        { check: inPanel('radio', 'E-mail link') },
        { fill: field('Email'), value: '{login}' },
        { click: inPanel('button', 'Send reset link') },
      ],
    },
    RESET_EMAIL_RESENT: { do: [{ click: inPanel('button', 'Send the link again') }] },
    PASSWORD_RESET: {
      do: [
        account('unverified'),
        { check: inPanel('radio', 'Mobile OTP') },
        { fill: field('Mobile number'), value: '{phone}' },
        { click: inPanel('button', 'Send OTP') },
        { click: field('OTP') },
        { harness: 'right-otp' },
        { fill: field('OTP'), value: '{otp}' },
        { fill: field('New password'), value: 'Monsoon in Goa 2' },
        { fill: field('Confirm new password'), value: 'Monsoon in Goa 2' },
        { click: inPanel('button', 'Reset password') },
      ],
    },
  },
  refusals: true,
}
