import { useRef, type ReactNode } from 'react'
import { flowAttributes } from '@machines/lib/binding'
import { useQueryClient } from '@tanstack/react-query'
import { usePhoneConfirmation } from '~/flows/accounts/auth.flow'
import type { Viewer } from '@contracts/accounts/viewer'
import { viewerQueryOptions } from '~/flows/accounts/auth.queries'
import { otpFailure } from '~/components/auth/otp-step-props'
import { useDone } from '~/components/auth/useDone'
import { useSnackbar } from '~/components/overlays/Snackbar'
import { useShell } from '~/components/useShell'
import { PhoneChangeForm } from './PhoneChangeForm'
import { PhoneOtpForm } from './PhoneOtpForm'

/**
 * Change number → SEND_CODE → OTP → confirmed, run by the phone-confirmation machine
 * (machines/accounts/phone-confirmation.machine.ts): the resend cool-down and the code's expiry are
 * its timers. The services set a new number as soon as a code is asked for (not verified until the
 * code is confirmed), so the saved viewer is read again however the flow ends.
 */
export function PhoneConfirmation({ viewer, onDone }: { viewer: Viewer; onDone: () => void }) {
  const { config } = useShell()
  const queryClient = useQueryClient()
  const { show } = useSnackbar()
  const accountPhone =
    viewer.phoneNumber && viewer.countryCode
      ? { phoneNumber: viewer.phoneNumber, countryCode: viewer.countryCode }
      : null
  const [snapshot, send] = usePhoneConfirmation({
    phone: accountPhone,
    // The confirmation request answers 204 without timers: the product configuration has them.
    otpTiming: {
      resendAfterSeconds: Math.ceil(config.accounts.otpResendCooldownMs / 1000),
      expiresInSeconds: Math.floor(config.accounts.otpTtlMs / 1000),
    },
  })
  useDone(snapshot, (output) => {
    if (output.outcome === 'confirmed') {
      queryClient.setQueryData(viewerQueryOptions().queryKey, { user: output.user })
      show('Your mobile number is verified.')
    }
    void queryClient.invalidateQueries({ queryKey: viewerQueryOptions().queryKey })
    onDone()
  })

  // While a code is being sent the step on screen stays (the number form, or the code form on a resend).
  const step = useRef<'number' | 'code'>('number')
  if (snapshot.matches('entering')) step.current = 'number'
  if (snapshot.matches('awaitingCode')) step.current = 'code'
  const sending = snapshot.matches('requesting')
  const { context } = snapshot
  const cancel = () => send({ type: 'SKIP' })
  // The flow's state for the generated browser tests (a request on its way looks like a pause).
  const frame = (children: ReactNode) => (
    <div {...flowAttributes('phone-confirmation', snapshot)}>{children}</div>
  )

  if (step.current === 'code' && context.otp && context.phone) {
    return frame(
      <PhoneOtpForm
        phone={context.phone}
        otp={context.otp}
        {...otpFailure(snapshot)}
        verifying={snapshot.matches({ awaitingCode: { code: 'confirming' } })}
        resending={sending}
        canResend={snapshot.hasTag('canResend')}
        onVerify={(otp) => send({ type: 'SUBMIT_OTP', otp })}
        onResend={() => send({ type: 'RESEND' })}
        onChangeNumber={() => send({ type: 'CHANGE_NUMBER' })}
        onCancel={cancel}
      />,
    )
  }
  return frame(
    <PhoneChangeForm
      defaultCountryCode={`+${viewer.countryCode ?? '91'}`}
      pending={sending}
      fieldErrors={context.fieldErrors}
      formError={context.error}
      onSubmit={(phone) => send({ type: 'SEND_CODE', ...phone })}
      onCancel={cancel}
    />,
  )
}
