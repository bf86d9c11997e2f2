import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { otpSchema } from '~/lib/accounts/rules'
import { confirmPhone, resendOtp, viewerQueryOptions } from '~/server/auth.functions'
import { useSnackbar } from '../../overlays/Snackbar'
import { FormAlert, SubmitButton, TextField } from '../form/Field'
import { readUserError } from '../form/server-errors'
import { useServerErrors } from '../form/useServerErrors'
import { useCountdown } from '../useCountdown'
import { resendAfterOf, type PendingPhone } from './PhoneChangeForm'

const schema = z.object({ otp: otpSchema })
const fields = ['otp'] as const

export function PhoneOtpForm({
  pending,
  onVerified,
  onCancel,
}: {
  pending: PendingPhone
  onVerified: () => void
  onCancel: () => void
}) {
  const queryClient = useQueryClient()
  const { show } = useSnackbar()
  const countdown = useCountdown()
  const { start } = countdown
  useEffect(() => start(pending.resendAfterSeconds), [start, pending.resendAfterSeconds])

  const form = useForm({ resolver: zodResolver(schema), defaultValues: { otp: '' } })
  const errors = useServerErrors(form, fields, { confirmation_code: 'otp' })
  const verify = useMutation({
    mutationFn: (data: z.output<typeof schema>) => confirmPhone({ data }),
    onMutate: errors.clear,
    onError: errors.onError,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: viewerQueryOptions().queryKey })
      show('Your mobile number is verified.')
      onVerified()
    },
  })
  const resend = useMutation({
    mutationFn: () =>
      resendOtp({ data: { phoneNumber: pending.phoneNumber, countryCode: pending.countryCode } }),
    onSuccess: (answer) => {
      countdown.start(resendAfterOf(answer, pending.resendAfterSeconds))
      show('A new OTP is on its way.')
    },
    onError: (error) => show(readUserError(error).message),
  })

  return (
    <form onSubmit={form.handleSubmit((d) => verify.mutate(d))} noValidate aria-label="Verify mobile number">
      <p role="status">
        {pending.message} (+{pending.countryCode} {pending.phoneNumber}).
      </p>
      <FormAlert message={errors.formMessage} />
      <TextField
        form={form}
        name="otp"
        label="OTP"
        hint="The 6-digit code in the SMS."
        input={{ inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 }}
      />
      <div className="form-actions">
        <SubmitButton pending={verify.isPending} pendingText="Verifying…">
          Verify
        </SubmitButton>
        <button
          type="button"
          className="button button-outline"
          onClick={() => resend.mutate()}
          disabled={countdown.left > 0 || resend.isPending}
        >
          {countdown.left > 0 ? `Resend OTP in ${countdown.left} s` : 'Resend OTP'}
        </button>
        <button type="button" className="link-button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  )
}
