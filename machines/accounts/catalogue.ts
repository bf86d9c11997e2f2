/**
 * The accounts machines' catalogue entries (machines/catalogue.ts lists them): sample answers and
 * failures, shaped like the BFF's (src/server/accounts/auth.functions.ts), that let the visualizer and the
 * generated model paths reach every state.
 */
import type { CatalogueEntry } from '../catalogue'
import type { SampleEvents } from '../lib/events'
import { authPanelBinding } from './auth-panel.binding'
import { authPanelMachine } from './auth-panel.machine'
import { passwordResetBinding } from './password-reset.binding'
import { passwordResetMachine } from './password-reset.machine'
import { phoneConfirmationBinding } from './phone-confirmation.binding'
import { phoneConfirmationMachine } from './phone-confirmation.machine'
import { signInBinding } from './sign-in.binding'
import { signInMachine } from './sign-in.machine'
import { signOutMachine } from './sign-out.machine'
import { signUpBinding } from './sign-up.binding'
import { signUpMachine } from './sign-up.machine'
import { resetLinkBinding } from './reset-link.binding'
import { resetLinkMachine } from './reset-link.machine'
import { signOutBinding } from './sign-out.binding'
import { failure, otpSent, sampleDetails, sampleUser, unverifiedUser, userWithoutPhone } from './samples'

const otpWrong = failure(
  'The OTP you entered is incorrect. Check the SMS and try again.',
  'OTP_INCORRECT',
  422,
  [{ field: 'otp', message: 'The OTP you entered is incorrect. Check the SMS and try again.' }],
)
const offline = failure('We appear to be having technical difficulties right now, please try again later.')

export const signUpSampleEvents: SampleEvents = {
  SUBMIT: [{ label: 'the visitor submits the details', details: sampleDetails }],
  SUBMIT_OTP: [{ label: 'the visitor types the code', otp: '123456' }],
  RESEND: [{ label: 'the visitor asks for a new code' }],
  BACK: [{ label: 'the visitor goes back to the details' }],
  'xstate.done.actor.checkSignUp': [{ label: 'the e-mail and number are free', output: undefined }],
  'xstate.error.actor.checkSignUp': [
    {
      label: 'the e-mail is already signed up',
      error: failure('This e-mail is already signed up.', 'EMAIL_TAKEN', 422, [
        { field: 'email', message: 'has already been taken', symbol: 'taken' },
      ]),
    },
    {
      label: 'the number belongs to another account',
      error: failure('This mobile number is already registered with another account.', 'PHONE_TAKEN', 422, [
        { field: 'phoneNumber', message: 'has already been taken', symbol: 'taken' },
      ]),
    },
  ],
  'xstate.done.actor.sendSignUpOtp': [{ label: 'the SMS is sent', output: otpSent }],
  'xstate.error.actor.sendSignUpOtp': [{ label: 'the SMS cannot be sent', error: offline }],
  'xstate.done.actor.resendOtp': [{ label: 'a new SMS is sent', output: otpSent }],
  'xstate.error.actor.resendOtp': [
    {
      label: 'the new code is refused: too soon',
      error: failure('Please wait 12 seconds before asking for another OTP.', 'OTP_COOLDOWN', 429),
    },
  ],
  'xstate.done.actor.verifySignUpOtp': [{ label: 'the code is right', output: { verified: true } }],
  'xstate.error.actor.verifySignUpOtp': [{ label: 'the code is wrong', error: otpWrong }],
  'xstate.done.actor.signUp': [{ label: 'the account is created', output: { user: sampleUser } }],
  'xstate.error.actor.signUp': [{ label: 'the account cannot be created', error: offline }],
}

export const signInSampleEvents: SampleEvents = {
  CHOOSE_METHOD: [
    { label: 'the person chooses the mobile OTP', method: 'otp' },
    { label: 'the person chooses e-mail and password', method: 'password' },
  ],
  SUBMIT_PASSWORD: [
    { label: 'the person signs in with a password', login: 'asha@example.com', password: 'secret-pass' },
  ],
  REQUEST_OTP: [{ label: 'the person asks for a code', phoneNumber: '9876543210', countryCode: '91' }],
  SUBMIT_OTP: [{ label: 'the person types the code', otp: '123456' }],
  RESEND: [{ label: 'the person asks for a new code' }],
  BACK: [{ label: 'the person goes back' }],
  SIGN_UP: [{ label: 'the person chooses to sign up' }],
  'xstate.done.actor.signInWithPassword': [
    { label: 'the password is right', output: { user: sampleUser } },
    { label: 'the password is right; the number is not verified', output: { user: unverifiedUser } },
    { label: 'the password is right; the account has no number', output: { user: userWithoutPhone } },
  ],
  'xstate.error.actor.signInWithPassword': [
    {
      label: 'the password is wrong',
      error: failure('Wrong username or password', 'INVALID_CREDENTIALS', 401),
    },
    {
      label: 'the account is locked',
      error: failure('Account is locked! Please try after 3mins', 'ACCOUNT_LOCKED', 422),
    },
  ],
  'xstate.done.actor.requestSignInOtp': [{ label: 'the SMS is sent', output: otpSent }],
  'xstate.error.actor.requestSignInOtp': [
    { label: 'no account has this number', error: failure('user not exist', 'MOBILE_NOT_REGISTERED', 404) },
    {
      label: 'the number is not verified',
      error: failure(
        'Your mobile is not verified with us. Please continue as guest.',
        'MOBILE_NOT_VERIFIED',
        403,
      ),
    },
    { label: 'the SMS cannot be sent', error: offline },
  ],
  'xstate.done.actor.resendOtp': [{ label: 'a new SMS is sent', output: otpSent }],
  'xstate.error.actor.resendOtp': [{ label: 'the new SMS cannot be sent', error: offline }],
  'xstate.done.actor.signInWithOtp': [{ label: 'the code is right', output: { user: sampleUser } }],
  'xstate.error.actor.signInWithOtp': [{ label: 'the code is wrong', error: otpWrong }],
}

export const phoneConfirmationSampleEvents: SampleEvents = {
  SEND_CODE: [
    { label: 'the person asks for a code to a new number', phoneNumber: '9876511111', countryCode: '91' },
  ],
  CHANGE_NUMBER: [{ label: 'the person wants to use another number' }],
  SUBMIT_OTP: [{ label: 'the person types the code', otp: '123456' }],
  RESEND: [{ label: 'the person asks for a new code' }],
  SKIP: [{ label: 'the person carries on without confirming' }],
  'xstate.done.actor.requestPhoneConfirmation': [{ label: 'the SMS is sent', output: { sent: true } }],
  'xstate.error.actor.requestPhoneConfirmation': [
    {
      label: 'the number belongs to another account',
      error: failure('This mobile number is already registered with another account.', 'PHONE_TAKEN', 422),
    },
  ],
  'xstate.done.actor.confirmPhone': [{ label: 'the code is right', output: { user: sampleUser } }],
  'xstate.error.actor.confirmPhone': [{ label: 'the code is wrong', error: otpWrong }],
}

export const passwordResetSampleEvents: SampleEvents = {
  USE_EMAIL: [{ label: 'the person chooses e-mail' }],
  USE_PHONE: [{ label: 'the person chooses mobile' }],
  REQUEST_EMAIL: [{ label: 'the person asks for a link', email: 'asha@example.com' }],
  RESEND_EMAIL: [{ label: 'the person asks for the link again' }],
  REQUEST_OTP: [{ label: 'the person asks for a code', phoneNumber: '9876543210', countryCode: '91' }],
  RESEND: [{ label: 'the person asks for a new code' }],
  RESET_WITH_OTP: [
    { label: 'the person types the code and a new password', otp: '123456', password: 'new-secret-1' },
  ],
  'xstate.done.actor.requestPasswordReset': [
    { label: 'the link is sent', output: { email: 'asha@example.com' } },
  ],
  'xstate.error.actor.requestPasswordReset': [
    {
      label: 'nobody signed up with this e-mail',
      error: failure("Sorry! This email isn't signed up with Safarnama", 'EMAIL_NOT_SIGNED_UP', 404),
    },
    { label: 'the e-mail cannot be sent', error: offline },
  ],
  'xstate.done.actor.resendPasswordReset': [
    { label: 'the link is sent again', output: { email: 'asha@example.com' } },
  ],
  'xstate.error.actor.resendPasswordReset': [{ label: 'the link cannot be sent again', error: offline }],
  'xstate.done.actor.requestPhoneReset': [{ label: 'the SMS is sent', output: otpSent }],
  'xstate.error.actor.requestPhoneReset': [{ label: 'the SMS cannot be sent', error: offline }],
  'xstate.done.actor.resetPasswordWithOtp': [{ label: 'the password is changed', output: { reset: true } }],
  'xstate.error.actor.resetPasswordWithOtp': [{ label: 'the code is wrong', error: otpWrong }],
}

export const resetLinkSampleEvents: SampleEvents = {
  RESET_WITH_TOKEN: [{ label: 'the person types a new password', password: 'new-secret-1' }],
  'xstate.done.actor.resetPassword': [{ label: 'the password is changed', output: { reset: true } }],
  'xstate.error.actor.resetPassword': [
    {
      label: 'the link is invalid or expired',
      error: failure('Token is invalid or expired', 'TOKEN_INVALID', 422),
    },
    // The page checks the password as the services do, so a refusal it can meet is a failed request.
    { label: 'the connection drops', error: offline },
  ],
}

// Only what the store does: the header's Sign in button is the one way to open the overlay (no page
// opens it on another panel or for a forced sign-in yet), and the layout (drawer or modal) is decided
// on the server from the device, so it does not change under an open panel in the desktop store.
export const authPanelSampleEvents: SampleEvents = {
  OPEN: [{ label: 'the person presses Sign in', panel: 'signIn' }],
  SHOW: [
    { label: 'the person follows Forgot password?', panel: 'forgotPassword' },
    { label: 'the person follows Create an account', panel: 'signUp' },
    { label: 'the person follows Sign in', panel: 'signIn' },
  ],
  CLOSE: [{ label: 'the person closes the panel' }],
  SET_PRESENTATION: [],
  SIGNED_UP: [{ label: 'the sign-up succeeds' }],
  EMAIL_TAKEN: [{ label: 'the e-mail is already signed up', email: 'asha@example.com' }],
  RESET_EMAIL_SENT: [{ label: 'the reset link is sent', email: 'asha@example.com' }],
  RESET_EMAIL_RESENT: [{ label: 'the reset link is sent again' }],
  PASSWORD_RESET: [{ label: 'the password is changed with a code' }],
  SIGNED_IN: [
    { label: 'the sign-in succeeds', mobile: 'verified' },
    { label: 'the sign-in succeeds; the number is not verified', mobile: 'notVerified' },
    { label: 'the sign-in succeeds; there is no number', mobile: 'notRegistered' },
  ],
  MOBILE_DONE: [{ label: 'the mobile step ends' }],
}

export const accountsCatalogueEntries: CatalogueEntry[] = [
  {
    id: 'auth-panel',
    title: 'Auth panel',
    summary:
      'The sign-in overlay (drawer on mobile, modal on desktop) and the 000 §4 rules for switching and closing its panels.',
    machine: authPanelMachine,
    sampleEvents: authPanelSampleEvents,
    sampleInputs: { presentation: 'modal' },
    binding: authPanelBinding,
  },
  {
    id: 'sign-in',
    title: 'Sign-in',
    summary:
      'Password or mobile OTP sign-in with the lock, wrong-credential, not-registered and not-verified branches.',
    machine: signInMachine,
    sampleEvents: signInSampleEvents,
    sampleInputs: {},
    binding: signInBinding,
  },
  {
    id: 'sign-up',
    title: 'Sign-up',
    summary:
      'Details, e-mail and number check, OTP with resend cool-down and expiry, then the account; email taken branches off.',
    machine: signUpMachine,
    sampleEvents: signUpSampleEvents,
    sampleInputs: {},
    binding: signUpBinding,
  },
  {
    id: 'phone-confirmation',
    title: 'Mobile confirmation',
    summary: 'A signed-in person proves their number (or adds or replaces it first) with an OTP.',
    machine: phoneConfirmationMachine,
    sampleEvents: phoneConfirmationSampleEvents,
    sampleInputs: { phone: null },
    binding: phoneConfirmationBinding,
  },
  {
    id: 'password-reset',
    title: 'Password reset',
    summary:
      'Forgotten password by e-mailed link (with resend), by mobile OTP, or from the link page with its token.',
    machine: passwordResetMachine,
    sampleEvents: passwordResetSampleEvents,
    sampleInputs: { productName: 'Safarnama' },
    binding: passwordResetBinding,
  },
  {
    id: 'reset-link',
    title: 'Reset link',
    summary: "The e-mailed reset link's page: a new password, or 'Token is invalid or expired'.",
    machine: resetLinkMachine,
    sampleEvents: resetLinkSampleEvents,
    sampleInputs: { token: 'sample-token' },
    binding: resetLinkBinding,
  },
  {
    id: 'sign-out',
    title: 'Sign-out',
    summary:
      'Ends the session on the server and always ends signed out, clearing caches and closing overlays.',
    machine: signOutMachine,
    sampleEvents: {
      'xstate.done.actor.signOut': [{ label: 'the server ends the session', output: { signedOut: true } }],
      'xstate.error.actor.signOut': [{ label: 'the server cannot be reached', error: offline }],
    },
    binding: signOutBinding,
  },
]
