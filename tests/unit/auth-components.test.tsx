import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { AuthDialog } from '~/components/auth/AuthDialog'
import { EmailAlreadyPanel } from '~/components/auth/EmailAlreadyPanel'
import { OtpStep, type OtpStepProps } from '~/components/auth/OtpStep'
import { PasswordSignInForm } from '~/components/auth/PasswordSignInForm'
import { SignUpDetailsForm } from '~/components/auth/SignUpDetailsForm'

const noop = () => {}
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')
/** The attributes of the element whose id is `id`. */
const elementWithId = (html: string, id: string) => new RegExp(`<[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? ''

const otpProps: OtpStepProps = {
  idPrefix: 't',
  sentTo: '+91 98765 43210',
  sentMessage: 'OTP has been sent to your mobile number',
  verifying: false,
  resending: false,
  canResend: false,
  resendAfterSeconds: 30,
  sentAt: 1,
  onVerify: noop,
  onResend: noop,
}

describe('OtpStep', () => {
  it('says where the code went, in a status, with a labelled OTP field', () => {
    const html = renderToStaticMarkup(<OtpStep {...otpProps} />)
    expect(html).toContain('<p role="status" class="form-status">OTP has been sent to your mobile number</p>')
    expect(text(html)).toContain('Enter the 6-digit code we sent to +91 98765 43210.')
    expect(html).toContain('<label for="t-otp">OTP</label>')
    expect(elementWithId(html, 't-otp')).toContain('autoComplete="one-time-code"')
  })

  it('keeps Resend OTP disabled during the cool-down and shows the seconds left', () => {
    const html = renderToStaticMarkup(<OtpStep {...otpProps} />)
    expect(html).toMatch(/<button type="button" class="auth-link" disabled="">Resend OTP<\/button>/)
    expect(text(html)).toContain('You can ask again in 30 s')
  })

  it('offers Resend OTP once the machine allows it, without a countdown', () => {
    const html = renderToStaticMarkup(<OtpStep {...otpProps} canResend resendAfterSeconds={0} />)
    expect(html).toMatch(/<button type="button" class="auth-link">Resend OTP<\/button>/)
    expect(text(html)).not.toContain('You can ask again')
  })

  it('shows a failure that is not about the code as an alert, and the button busy while verifying', () => {
    const html = renderToStaticMarkup(
      <OtpStep {...otpProps} verifying formError="Too many attempts. Please try again in 60 seconds." />,
    )
    expect(html).toContain(
      '<p role="alert" class="form-alert">Too many attempts. Please try again in 60 seconds.</p>',
    )
    expect(html).toMatch(
      /<button type="submit" class="button submit-wide" disabled="" aria-busy="true">Verifying…<\/button>/,
    )
  })
})

describe('PasswordSignInForm', () => {
  it('has exactly the accessible names the pages and tests use', () => {
    const html = renderToStaticMarkup(
      <PasswordSignInForm idPrefix="p" pending={false} error={null} fieldErrors={[]} onSubmit={noop} />,
    )
    expect(html).toContain('<label for="p-login">Email or mobile number</label>')
    expect(html).toContain('<label for="p-password">Password</label>')
    expect(elementWithId(html, 'p-password')).toContain('type="password"')
    expect(html).toContain('>Sign in</button>')
    expect(html).not.toContain('role="alert"')
  })

  it('puts the 000 §8 refusal in an alert and disables the button while signing in', () => {
    const html = renderToStaticMarkup(
      <PasswordSignInForm
        idPrefix="p"
        pending
        error="Account is locked! Please try after 3mins"
        fieldErrors={[]}
        onSubmit={noop}
      />,
    )
    expect(html).toContain('<p role="alert" class="form-alert">Account is locked! Please try after 3mins</p>')
    expect(html).toMatch(/disabled="" aria-busy="true">Signing in…<\/button>/)
  })
})

describe('SignUpDetailsForm', () => {
  const details = {
    title: 'Ms' as const,
    firstName: 'Asha',
    lastName: 'Verma',
    email: 'asha@example.com',
    password: 'a good password',
    phoneNumber: '9876543210',
    countryCode: '91',
  }
  it('labels every field plainly', () => {
    const html = renderToStaticMarkup(
      <SignUpDetailsForm
        idPrefix="s"
        details={details}
        pending={false}
        pendingLabel="Checking…"
        error={null}
        fieldErrors={[]}
        changed={false}
        onSubmit={noop}
      />,
    )
    for (const label of ['Title', 'First name', 'Last name', 'Email', 'Mobile number', 'Password']) {
      expect(html).toContain(`>${label}</label>`)
    }
    expect(elementWithId(html, 's-email')).toContain('type="email"')
    expect(elementWithId(html, 's-phone')).toContain('aria-describedby="s-phone-hint"')
    expect(html).toContain('>Create account</button>')
  })

  it('warns that a changed e-mail or number means a new code', () => {
    const html = renderToStaticMarkup(
      <SignUpDetailsForm
        idPrefix="s"
        details={details}
        pending={false}
        pendingLabel="Checking…"
        error={null}
        fieldErrors={[]}
        changed
        onSubmit={noop}
      />,
    )
    expect(text(html)).toContain('You changed your e-mail or mobile number: we will send a new code.')
  })
})

describe('AuthDialog', () => {
  it('is a modal dialog named by its heading, with a labelled close button', () => {
    const html = renderToStaticMarkup(
      <AuthDialog open={false} presentation="drawer" labelledBy="title-1" title="Sign in" onClose={noop}>
        <p>form</p>
      </AuthDialog>,
    )
    expect(html).toMatch(
      /^<dialog class="auth-dialog drawer-presentation" aria-modal="true" aria-labelledby="title-1">/,
    )
    expect(html).toContain('<h2 id="title-1">Sign in</h2>')
    expect(html).toContain('aria-label="Close"')
    // Closed: the panel's forms are not mounted.
    expect(html).not.toContain('<p>form</p>')
  })
})

describe('EmailAlreadyPanel', () => {
  it('names the e-mail and offers sign-in and a password reset', () => {
    const html = renderToStaticMarkup(
      <EmailAlreadyPanel email="asha@example.com" onSignIn={noop} onForgot={noop} />,
    )
    expect(text(html)).toContain('asha@example.com is already signed up.')
    expect(html).toContain('>Sign in instead</button>')
    expect(html).toContain('>Forgot password?</button>')
  })
})
