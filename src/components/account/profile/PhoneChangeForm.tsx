import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import type { Viewer } from '~/lib/accounts/viewer'
import { countryCodeSchema, phoneNumberSchema } from '~/lib/accounts/rules'
import { accountMessages } from '~/lib/accounts/messages'
import { updatePhone } from '~/server/account.functions'
import { useShell } from '../../useShell'
import { FormAlert, SubmitButton, TextField } from '../form/Field'
import { useServerErrors } from '../form/useServerErrors'

export interface PendingPhone {
  phoneNumber: string
  countryCode: string
  message: string
  resendAfterSeconds: number
}

const schema = z.object({ countryCode: countryCodeSchema, phoneNumber: phoneNumberSchema })
const fields = ['countryCode', 'phoneNumber'] as const

/** Seconds before "Resend" works, from the answer when it says, else the configured cool-down. */
export function resendAfterOf(answer: unknown, fallback: number): number {
  const n =
    typeof answer === 'object' && answer !== null ? Reflect.get(answer, 'resendAfterSeconds') : undefined
  return typeof n === 'number' && n >= 0 ? n : fallback
}

export function PhoneChangeForm({
  viewer,
  onSent,
  onCancel,
}: {
  viewer: Viewer
  onSent: (pending: PendingPhone) => void
  onCancel: () => void
}) {
  const { config } = useShell()
  // updatePhone answers with the viewer, not the OTP timings: the cool-down comes from app.config.ts.
  const cooldownSeconds = Math.ceil(config.accounts.otpResendCooldownMs / 1000)
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { countryCode: `+${viewer.countryCode ?? '91'}`, phoneNumber: '' },
  })
  const errors = useServerErrors(form, fields, { phone_number: 'phoneNumber', country_code: 'countryCode' })
  const mutation = useMutation({
    mutationFn: async (data: z.output<typeof schema>) => ({ data, answer: await updatePhone({ data }) }),
    onMutate: errors.clear,
    onError: errors.onError,
    onSuccess: ({ data, answer }) =>
      onSent({
        ...data,
        message: accountMessages.otpSent,
        resendAfterSeconds: resendAfterOf(answer, cooldownSeconds),
      }),
  })
  return (
    <form
      onSubmit={form.handleSubmit((d) => mutation.mutate(d))}
      noValidate
      aria-label="Change mobile number"
    >
      <FormAlert message={errors.formMessage} />
      <div className="field-row">
        <TextField
          form={form}
          name="countryCode"
          label="Country code"
          input={{ inputMode: 'tel', autoComplete: 'tel-country-code', size: 5 }}
        />
        <TextField
          form={form}
          name="phoneNumber"
          label="New mobile number"
          input={{ inputMode: 'numeric', autoComplete: 'tel-national' }}
        />
      </div>
      <div className="form-actions">
        <SubmitButton pending={mutation.isPending} pendingText="Sending OTP…">
          Send OTP
        </SubmitButton>
        <button type="button" className="button button-outline" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  )
}
