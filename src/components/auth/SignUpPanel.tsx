import type { ReactNode } from 'react'
import { flowAttributes } from '@machines/lib/binding'
import { useAuthChanged, useSignUp } from '~/flows/accounts/auth.flow'
import type { Viewer } from '@contracts/accounts/viewer'
import { OtpStep } from './OtpStep'
import { otpWaitProps } from './otp-step-props'
import { SignUpDetailsForm } from './SignUpDetailsForm'
import { phoneText } from './phone-text'
import { useDone } from './useDone'

export interface SignUpPanelProps {
  idPrefix: string
  onSignedUp: (user: Viewer) => void
  onEmailTaken: (email: string) => void
  onSignIn: () => void
}

/** Sign-up (000 §4): details, then the OTP sent to the mobile, then the account is created. */
export function SignUpPanel({ idPrefix, onSignedUp, onEmailTaken, onSignIn }: SignUpPanelProps) {
  const [snapshot, send] = useSignUp()
  const changed = useAuthChanged()
  useDone(snapshot, (output) => {
    if (output.outcome === 'emailTaken') return onEmailTaken(output.email)
    void changed.signedIn(output.user).then(() => onSignedUp(output.user))
  })
  const { context } = snapshot
  const awaiting = snapshot.matches('awaitingOtp')
  const creating = snapshot.matches('creatingAccount')
  // The flow's state for the generated browser tests (a request on its way looks like a pause).
  const frame = (children: ReactNode) => (
    <div className="auth-flow" {...flowAttributes('sign-up', snapshot)}>
      {children}
    </div>
  )

  if (snapshot.status === 'done') return frame(<p className="auth-note">Signing you in…</p>)
  if (creating) {
    return frame(
      <p role="status" className="auth-note">
        Creating your account…
      </p>,
    )
  }
  if (awaiting && context.otp) {
    return frame(
      <OtpStep
        idPrefix={`${idPrefix}-otp`}
        sentTo={phoneText(context.details)}
        {...otpWaitProps(snapshot, send, context.otp)}
        verifying={snapshot.matches({ awaitingOtp: { code: 'verifying' } })}
        resending={snapshot.matches({ awaitingOtp: { resend: 'sending' } })}
        onChangeNumber={() => send({ type: 'BACK' })}
        changeLabel="Change details"
      />,
    )
  }
  const checking = snapshot.matches('checking')
  return frame(
    <>
      <SignUpDetailsForm
        idPrefix={idPrefix}
        details={context.details}
        pending={checking || snapshot.matches('sendingOtp')}
        pendingLabel={checking ? 'Checking…' : 'Sending OTP…'}
        error={context.error}
        fieldErrors={context.fieldErrors}
        changed={context.changed}
        onSubmit={(details) => send({ type: 'SUBMIT', details })}
      />
      <div className="auth-links">
        <button type="button" className="auth-link" onClick={onSignIn}>
          Already have an account? Sign in
        </button>
      </div>
    </>,
  )
}
