import { useState } from 'react'
import type { Viewer } from '~/lib/accounts/viewer'
import { PhoneChangeForm, type PendingPhone } from './PhoneChangeForm'
import { PhoneOtpForm } from './PhoneOtpForm'

/**
 * The mobile number and its verification (000 §4 "Updating the mobile sets the new number,
 * phone_verified false"): change the number → an OTP is sent → enter it → verified.
 */
export function PhoneCard({ viewer }: { viewer: Viewer }) {
  const [step, setStep] = useState<{ kind: 'view' } | { kind: 'edit' } | ({ kind: 'otp' } & PendingPhone)>({
    kind: 'view',
  })
  const number = viewer.phoneNumber ? `+${viewer.countryCode ?? '91'} ${viewer.phoneNumber}` : null
  return (
    <section className="account-form" aria-labelledby="phone-heading">
      <h2 id="phone-heading">Mobile number</h2>
      {step.kind === 'view' && (
        <>
          <p className="phone-line">
            {number ?? 'No mobile number yet.'}{' '}
            {number &&
              (viewer.phoneVerified ? (
                <span className="badge badge-ok">Verified</span>
              ) : (
                <span className="badge badge-warn">Not verified</span>
              ))}
          </p>
          <button type="button" className="button button-outline" onClick={() => setStep({ kind: 'edit' })}>
            {number ? 'Change number' : 'Add number'}
          </button>
        </>
      )}
      {step.kind === 'edit' && (
        <PhoneChangeForm
          viewer={viewer}
          onCancel={() => setStep({ kind: 'view' })}
          onSent={(pending) => setStep({ kind: 'otp', ...pending })}
        />
      )}
      {step.kind === 'otp' && (
        <PhoneOtpForm
          pending={step}
          onCancel={() => setStep({ kind: 'view' })}
          onVerified={() => setStep({ kind: 'view' })}
        />
      )}
    </section>
  )
}
