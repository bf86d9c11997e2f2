import { fieldMessage } from '@machines/accounts/failure'
import { useAuthChanged, usePhoneConfirmation } from '~/flows/accounts/auth.flow'
import type { Viewer } from '@contracts/accounts/viewer'
import { FormAlert } from '../forms/Field'
import { OtpStep } from './OtpStep'
import { otpWaitProps } from './otp-step-props'
import { PhoneForm } from './PhoneForm'
import { phoneText } from './phone-text'
import { useDone } from './useDone'

export interface VerifyMobilePanelProps {
  idPrefix: string
  /** The signed-in person: their number is confirmed, or one is asked for when there is none. */
  user: Viewer | null
  onDone: () => void
}

/**
 * 000 §4: signed in with a number nobody proved (a code is sent to it at once) or with no number
 * (the person types one). The person may carry on without it.
 */
export function VerifyMobilePanel({ idPrefix, user, onDone }: VerifyMobilePanelProps) {
  const phone =
    user?.phoneNumber && user.countryCode
      ? { phoneNumber: user.phoneNumber, countryCode: user.countryCode }
      : null
  const [snapshot, send] = usePhoneConfirmation({ phone })
  const changed = useAuthChanged()
  useDone(snapshot, (output) => {
    if (output.outcome === 'confirmed') void changed.signedIn(output.user).then(onDone)
    else onDone()
  })
  const { context } = snapshot
  if (snapshot.status === 'done') return <p className="auth-note">Done.</p>

  const skip = (
    <button type="button" className="auth-link" onClick={() => send({ type: 'SKIP' })}>
      Not now
    </button>
  )
  if (snapshot.matches('awaitingCode') && context.otp) {
    return (
      <>
        <OtpStep
          idPrefix={`${idPrefix}-verify`}
          sentTo={phoneText(context.phone)}
          {...otpWaitProps(snapshot, send, context.otp)}
          verifying={snapshot.matches({ awaitingCode: { code: 'confirming' } })}
          resending={false}
          onChangeNumber={() => send({ type: 'CHANGE_NUMBER' })}
        />
        {skip}
      </>
    )
  }
  if (snapshot.matches('requesting')) {
    return (
      <p role="status" className="auth-note">
        Sending a code to {phoneText(context.phone)}…
      </p>
    )
  }
  const phoneError = fieldMessage(context.fieldErrors, 'phoneNumber')
  return (
    <>
      <p className="auth-note">
        {phone
          ? 'Confirm your mobile number, or use another one.'
          : 'Add your mobile number: we send booking updates and sign-in codes to it.'}
      </p>
      <PhoneForm
        idPrefix={`${idPrefix}-verify`}
        pending={false}
        phoneError={phoneError}
        defaultPhone={context.phone?.phoneNumber ?? ''}
        submitLabel="Send OTP"
        pendingLabel="Sending OTP…"
        onSubmit={(phoneNumber) => send({ type: 'SEND_CODE', phoneNumber, countryCode: '91' })}
      />
      {!phoneError && <FormAlert message={context.error} />}
      {skip}
    </>
  )
}
