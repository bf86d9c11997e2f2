import { useEffect, useRef, type ReactNode } from 'react'
import { accountMessages } from '@contracts/accounts/messages'
import { fieldMessage } from '@machines/accounts/failure'
import { flowAttributes } from '@machines/lib/binding'
import { usePasswordReset } from '~/flows/accounts/auth.flow'
import { useShell } from '../useShell'
import { EmailForm } from './EmailForm'
import { FormAlert, FormStatus } from '../forms/Field'
import { PhoneForm } from './PhoneForm'
import { ResetWithOtpForm } from './ResetWithOtpForm'
import { phoneText } from './phone-text'

export interface ForgotPasswordPanelProps {
  idPrefix: string
  defaultEmail?: string
  notice?: string | null
  /** The link was sent (the overlay switches to its reset-sent panel, 000 §4). */
  onSent?: (email: string) => void
  onResent?: () => void
  /** The password was changed with a code: back to sign-in. */
  onReset: () => void
  onSignIn: () => void
}

/**
 * Forgotten password: a link by e-mail (then the sent view, which can send it again) or a code to
 * the mobile with the new password beside it. One flow for both, so switching keeps what happened.
 */
export function ForgotPasswordPanel(props: ForgotPasswordPanelProps) {
  const { idPrefix } = props
  const { productName } = useShell().config.whiteLabel
  const [snapshot, send] = usePasswordReset(productName)
  const { context } = snapshot

  const sent = snapshot.matches({ byEmail: 'sent' })
  const previous = useRef<string>('')
  const key = JSON.stringify(snapshot.value)
  const latest = useRef(props)
  latest.current = props
  useEffect(() => {
    const was = previous.current
    previous.current = key
    if (snapshot.status === 'done') return latest.current.onReset()
    if (!sent) return
    if (was.includes('"requesting"')) latest.current.onSent?.(context.email ?? '')
    else if (was.includes('"resending"')) latest.current.onResent?.()
  }, [key, sent, snapshot.status, context.email])

  // The flow's state for the generated browser tests (a request on its way looks like a pause).
  const frame = (children: ReactNode) => (
    <div className="auth-flow" {...flowAttributes('password-reset', snapshot)}>
      {children}
    </div>
  )

  if (snapshot.status === 'done') return frame(<p className="auth-note">Your password has been changed.</p>)

  if (sent || snapshot.matches({ byEmail: 'resending' })) {
    return frame(
      <div className="auth-form">
        {props.notice && <FormStatus message={props.notice} />}
        <p className="auth-note">
          We have sent a link to reset your password to <strong>{context.email}</strong>. It works for one
          hour.
        </p>
        <FormAlert message={context.error} />
        <button
          type="button"
          className="button button-outline auth-submit"
          disabled={!sent}
          onClick={() => send({ type: 'RESEND_EMAIL' })}
        >
          {sent ? 'Send the link again' : 'Sending…'}
        </button>
        <button type="button" className="auth-link" onClick={props.onSignIn}>
          Back to sign in
        </button>
      </div>,
    )
  }

  const byPhone = snapshot.matches('byPhone')
  const requesting = snapshot.matches({ byPhone: 'requesting' })
  // A resend goes back through `requesting`: the form stays, with what was typed, while it does.
  const awaiting = snapshot.matches({ byPhone: 'awaitingOtp' }) || (requesting && context.otp !== null)
  const otpError = fieldMessage(context.fieldErrors, 'otp')
  // Once the code's life is over the notice stays, also after a wrong code typed meanwhile: the
  // field says the code was wrong, the notice says a new one is needed (as on the sign-in page).
  const codeFormError = snapshot.hasTag('otpExpired')
    ? accountMessages.otpExpired
    : otpError
      ? null
      : context.error
  return frame(
    <>
      {!awaiting && (
        <fieldset className="auth-toggle">
          <legend>Reset with</legend>
          <label>
            <input
              type="radio"
              name={`${idPrefix}-reset-by`}
              checked={!byPhone}
              onChange={() => send({ type: 'USE_EMAIL' })}
            />
            E-mail link
          </label>
          <label>
            <input
              type="radio"
              name={`${idPrefix}-reset-by`}
              checked={byPhone}
              onChange={() => send({ type: 'USE_PHONE' })}
            />
            Mobile OTP
          </label>
        </fieldset>
      )}
      {!byPhone && (
        <EmailForm
          idPrefix={idPrefix}
          defaultEmail={context.email ?? props.defaultEmail ?? ''}
          pending={snapshot.matches({ byEmail: 'requesting' })}
          emailError={fieldMessage(context.fieldErrors, 'email') ?? context.formError ?? undefined}
          formError={context.error}
          onSubmit={(email) => send({ type: 'REQUEST_EMAIL', email })}
        />
      )}
      {byPhone && !awaiting && (
        <PhoneForm
          idPrefix={`${idPrefix}-reset`}
          pending={requesting}
          phoneError={fieldMessage(context.fieldErrors, 'phoneNumber')}
          formError={fieldMessage(context.fieldErrors, 'phoneNumber') ? null : context.error}
          defaultPhone={context.phone?.phoneNumber ?? ''}
          submitLabel="Send OTP"
          pendingLabel="Sending OTP…"
          onSubmit={(phoneNumber) => send({ type: 'REQUEST_OTP', phoneNumber, countryCode: '91' })}
        />
      )}
      {awaiting && context.otp && (
        <ResetWithOtpForm
          idPrefix={`${idPrefix}-reset`}
          sentTo={phoneText(context.phone)}
          sentMessage={context.otp.message}
          otpError={otpError}
          formError={codeFormError}
          pending={snapshot.matches({ byPhone: { awaitingOtp: { code: 'resetting' } } }) || requesting}
          canResend={snapshot.hasTag('canResend')}
          resendAfterSeconds={context.otp.resendAfterSeconds}
          sentAt={context.otp.sends}
          onSubmit={(v) => send({ type: 'RESET_WITH_OTP', ...v })}
          onResend={() => send({ type: 'RESEND' })}
        />
      )}
      <div className="auth-links">
        <button type="button" className="auth-link" onClick={props.onSignIn}>
          Back to sign in
        </button>
      </div>
    </>,
  )
}
