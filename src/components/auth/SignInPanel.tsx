import type { ReactNode } from 'react'
import type { SignInOutput } from '@machines/accounts/sign-in.machine'
import type { SignInFrom } from '@contracts/accounts/auth'
import { fieldMessage } from '@machines/accounts/failure'
import { flowAttributes } from '@machines/lib/binding'
import { useAuthChanged, useSignIn } from '~/flows/accounts/auth.flow'
import { FormAlert, FormStatus } from '../forms/Field'
import { OtpStep } from './OtpStep'
import { otpWaitProps } from './otp-step-props'
import { PasswordSignInForm } from './PasswordSignInForm'
import { PhoneForm } from './PhoneForm'
import { phoneText } from './phone-text'
import { useDone } from './useDone'

export interface SignInPanelProps {
  idPrefix: string
  from?: SignInFrom
  redirectTo?: string | null
  isUserForceLogin?: boolean
  /** Good news to show above the form (e.g. the password was just changed). */
  notice?: string | null
  onSignedIn: (output: Extract<SignInOutput, { outcome: 'signedIn' }>) => void
  onSignUp: () => void
  onForgot: () => void
}

/** Sign in with a password or a mobile OTP (000 §2 "login form toggle"). */
export function SignInPanel(props: SignInPanelProps) {
  const { idPrefix } = props
  const [snapshot, send] = useSignIn({
    from: props.from ?? 'header',
    isUserForceLogin: props.isUserForceLogin ?? false,
    redirectTo: props.redirectTo ?? null,
  })
  const changed = useAuthChanged()
  useDone(snapshot, (output) => {
    if (output.outcome === 'signUp') return props.onSignUp()
    void changed.signedIn(output.user).then(() => props.onSignedIn(output))
  })

  const { context } = snapshot
  const method = context.method
  const awaiting = snapshot.matches('awaitingOtp')
  // While the password or the OTP request is on its way the method cannot change (the machine would
  // drop the tap): the choice is shown disabled, not silently ignored.
  const sending = snapshot.matches('signingIn') || snapshot.matches('requestingOtp')
  // The flow's state for the generated browser tests (a request on its way looks like a pause).
  const frame = (children: ReactNode) => (
    <div className="auth-flow" {...flowAttributes('sign-in', snapshot)}>
      {children}
    </div>
  )

  if (snapshot.matches('mobileNotRegistered')) {
    return frame(
      <div className="auth-form">
        <FormAlert message={context.error} />
        <p className="auth-note">No account uses {phoneText(context.phone)}. Create one with this number?</p>
        <button type="button" className="button auth-submit" onClick={() => send({ type: 'SIGN_UP' })}>
          Create an account
        </button>
        <button type="button" className="auth-link" onClick={() => send({ type: 'BACK' })}>
          Use another number
        </button>
      </div>,
    )
  }
  if (snapshot.matches('mobileNotVerified')) {
    return frame(
      <div className="auth-form">
        <FormAlert message={context.error} />
        <p className="auth-note">Sign in with your e-mail and password, then confirm your mobile number.</p>
        <button type="button" className="button auth-submit" onClick={() => send({ type: 'BACK' })}>
          Sign in with password
        </button>
      </div>,
    )
  }
  if (snapshot.status === 'done') return frame(<p className="auth-note">Signing you in…</p>)

  return frame(
    <>
      {props.notice && <FormStatus message={props.notice} />}
      {!awaiting && (
        <fieldset className="auth-toggle" disabled={sending}>
          <legend>Sign in with</legend>
          {(['password', 'otp'] as const).map((m) => (
            <label key={m}>
              <input
                type="radio"
                name={`${idPrefix}-method`}
                value={m}
                checked={method === m}
                onChange={() => send({ type: 'CHOOSE_METHOD', method: m })}
              />
              {m === 'password' ? 'E-mail and password' : 'Mobile OTP'}
            </label>
          ))}
        </fieldset>
      )}
      {method === 'password' && !awaiting && (
        <PasswordSignInForm
          idPrefix={idPrefix}
          pending={snapshot.matches('signingIn')}
          error={context.error}
          fieldErrors={context.fieldErrors}
          onSubmit={(v) => send({ type: 'SUBMIT_PASSWORD', ...v })}
        />
      )}
      {method === 'otp' && !awaiting && (
        <PhoneForm
          idPrefix={`${idPrefix}-otp`}
          pending={snapshot.matches('requestingOtp')}
          phoneError={fieldMessage(context.fieldErrors, 'phoneNumber')}
          defaultPhone={context.phone?.phoneNumber ?? ''}
          submitLabel="Send OTP"
          pendingLabel="Sending OTP…"
          onSubmit={(phoneNumber) => send({ type: 'REQUEST_OTP', phoneNumber })}
        />
      )}
      {awaiting && context.otp && (
        <OtpStep
          idPrefix={`${idPrefix}-otp`}
          sentTo={phoneText(context.phone)}
          {...otpWaitProps(snapshot, send, context.otp)}
          verifying={snapshot.matches({ awaitingOtp: { code: 'verifying' } })}
          resending={snapshot.matches({ awaitingOtp: { resend: 'sending' } })}
          onChangeNumber={() => send({ type: 'BACK' })}
        />
      )}
      <div className="auth-links">
        <button type="button" className="auth-link" onClick={props.onForgot}>
          Forgot password?
        </button>
        <button type="button" className="auth-link" onClick={props.onSignUp}>
          New here? Create an account
        </button>
      </div>
    </>,
  )
}
