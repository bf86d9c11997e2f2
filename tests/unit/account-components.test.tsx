import { describe, expect, it } from 'vitest'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { useForm } from 'react-hook-form'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { FormAlert, SubmitButton, TextField } from '~/components/forms/Field'
import { AvatarCard } from '~/components/account/profile/AvatarCard'
import { PhoneCard } from '~/components/account/profile/PhoneCard'
import { PhoneOtpForm } from '~/components/account/profile/PhoneOtpForm'
import { OutboxMessages } from '~/components/dev/OutboxMessages'
import { SnackbarProvider } from '~/components/overlays/Snackbar'
import type { Viewer } from '@contracts/accounts/viewer'

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <SnackbarProvider hideAfterMs={1000}>{children}</SnackbarProvider>
    </QueryClientProvider>
  )
}

const viewer: Viewer = {
  id: 1,
  customerId: 1,
  passengerId: 1,
  email: 'asha@example.com',
  title: 'Ms',
  firstName: 'Asha',
  lastName: 'Rao',
  phoneNumber: '9876543210',
  countryCode: '91',
  phoneVerified: true,
  emailVerified: true,
  avatarUrl: null,
  loginMethod: 'password',
  memberSince: '2026-01-01T00:00:00Z',
  validTill: null,
  isMobileNotVerified: false,
  isMobileNotRegistered: false,
}

function NameField({ error }: { error?: string }) {
  const form = useForm({
    defaultValues: { firstName: 'A' },
    ...(error ? { errors: { firstName: { type: 'server', message: error } } } : {}),
  })
  return <TextField form={form} name="firstName" label="First name" hint="As on the passport" />
}

describe('TextField', () => {
  it('ties the label, the hint and the error to the input', () => {
    const html = renderToStaticMarkup(<NameField error="must be 2 to 35 letters" />)
    const id = /<input[^>]* id="([^"]+)"/.exec(html)?.[1]
    expect(id).toBeTruthy()
    expect(html).toContain(`<label for="${id}">First name</label>`)
    expect(html).toContain('aria-invalid="true"')
    expect(html).toContain(`aria-describedby="${id}-hint ${id}-error"`)
    expect(html).toContain(`<p id="${id}-error" class="field-error">First name must be 2 to 35 letters</p>`)
    expect(html).toContain('value="A"')
  })

  it('is not marked invalid without an error', () => {
    const html = renderToStaticMarkup(<NameField />)
    expect(html).not.toContain('aria-invalid')
    expect(html).not.toContain('field-error')
  })
})

describe('form messages and buttons', () => {
  it('announces the form message as an alert, and nothing without one', () => {
    expect(renderToStaticMarkup(<FormAlert message="Wrong username or password" />)).toBe(
      '<p role="alert" class="form-alert">Wrong username or password</p>',
    )
    expect(renderToStaticMarkup(<FormAlert message={null} />)).toBe('')
  })

  it('disables the submit button and says what is happening while pending', () => {
    const html = renderToStaticMarkup(
      <SubmitButton pending pendingText="Saving…">
        Save
      </SubmitButton>,
    )
    expect(html).toContain('disabled=""')
    expect(html).toContain('aria-busy="true"')
    expect(text(html)).toBe('Saving…')
  })
})

describe('profile cards', () => {
  it('shows initials when there is no picture, and no remove button', () => {
    const html = renderToStaticMarkup(
      <Providers>
        <AvatarCard viewer={viewer} />
      </Providers>,
    )
    expect(html).toContain('role="img" aria-label="Initials of Asha Rao">AR</span>')
    expect(text(html)).not.toContain('Remove picture')
  })

  it('shows the picture and offers to remove it', () => {
    const html = renderToStaticMarkup(
      <Providers>
        <AvatarCard viewer={{ ...viewer, avatarUrl: '/a.png' }} />
      </Providers>,
    )
    expect(html).toContain('alt="Picture of Asha Rao"')
    expect(text(html)).toContain('Remove picture')
  })

  it('shows the number with its verification badge', () => {
    const verified = renderToStaticMarkup(
      <Providers>
        <PhoneCard viewer={viewer} />
      </Providers>,
    )
    expect(text(verified)).toContain('+91 9876543210 Verified Change number')
    const unverified = renderToStaticMarkup(
      <Providers>
        <PhoneCard viewer={{ ...viewer, phoneVerified: false }} />
      </Providers>,
    )
    expect(text(unverified)).toContain('+91 9876543210 Not verified')
  })
})

describe("the profile OTP step (its timers are the phone-confirmation machine's)", () => {
  const props = {
    phone: { phoneNumber: '9123456780', countryCode: '91' },
    otp: {
      message: 'OTP has been sent to your mobile number',
      expiresInSeconds: 600,
      resendAfterSeconds: 30,
      sends: 1,
    },
    otpError: undefined,
    formError: null,
    verifying: false,
    resending: false,
    onVerify: () => {},
    onResend: () => {},
    onChangeNumber: () => {},
    onCancel: () => {},
  }

  it('says where the code went and keeps Resend OTP disabled, with the seconds left, until the machine allows it', () => {
    const html = renderToStaticMarkup(<PhoneOtpForm {...props} canResend={false} />)
    expect(html).toContain(
      '<p role="status" class="form-status">OTP has been sent to your mobile number (+91 9123456780).</p>',
    )
    expect(html).toMatch(
      /<button type="button" class="button button-outline" disabled="">Resend OTP in 30 s<\/button>/,
    )
  })

  it('offers Resend OTP once the machine allows it, and says a new code is coming after a resend', () => {
    const html = renderToStaticMarkup(<PhoneOtpForm {...props} otp={{ ...props.otp, sends: 2 }} canResend />)
    expect(html).toMatch(/<button type="button" class="button button-outline">Resend OTP<\/button>/)
    expect(text(html)).toContain('A new OTP is on its way.')
  })

  it('shows an expired code or a refusal that is not about the code as an alert', () => {
    const html = renderToStaticMarkup(
      <PhoneOtpForm {...props} canResend formError="This OTP has expired. Ask for a new one." />,
    )
    expect(html).toContain('<p role="alert" class="form-alert">This OTP has expired. Ask for a new one.</p>')
  })
})

describe('OutboxMessages', () => {
  it('lists the messages with the one-time code set apart', () => {
    const html = renderToStaticMarkup(
      <OutboxMessages
        messages={[
          {
            id: 2,
            channel: 'sms',
            to: '+91 9876543210',
            subject: '',
            body: 'Your Safarnama OTP is 482913. It expires in 10 minutes.',
            sentAt: '2026-06-15T06:30:00Z',
          },
          {
            id: 1,
            channel: 'email',
            to: '+91 9876543210',
            subject: 'Reset your password',
            body: 'Open the link to choose a new password.',
            sentAt: '2026-06-15T06:00:00Z',
          },
        ]}
      />,
    )
    expect(html).toContain('<strong class="otp-code">482913</strong>')
    const t = text(html)
    expect(t.indexOf('SMS to +91 9876543210')).toBeLessThan(t.indexOf('E-mail to +91 9876543210'))
    expect(t).toContain('Reset your password')
    expect(html.match(/otp-code/g)).toHaveLength(1)
  })

  it('says when nothing was sent', () => {
    expect(text(renderToStaticMarkup(<OutboxMessages messages={[]} />))).toBe(
      'Nothing has been sent to this recipient at the request of this browser yet.',
    )
  })
})
