import { useState } from 'react'
import type { Viewer } from '@contracts/accounts/viewer'
import { PhoneConfirmation } from './PhoneConfirmation'

/**
 * The mobile number and its verification (000 §4 "Updating the mobile sets the new number,
 * phone_verified false"): the number as saved, and the phone-confirmation flow once the person
 * asks to change it.
 */
export function PhoneCard({ viewer }: { viewer: Viewer }) {
  const [changing, setChanging] = useState(false)
  const number = viewer.phoneNumber ? `+${viewer.countryCode ?? '91'} ${viewer.phoneNumber}` : null
  return (
    <section className="account-form" aria-labelledby="phone-heading">
      <h2 id="phone-heading">Mobile number</h2>
      {changing ? (
        <PhoneConfirmation viewer={viewer} onDone={() => setChanging(false)} />
      ) : (
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
          <button type="button" className="button button-outline" onClick={() => setChanging(true)}>
            {number ? 'Change number' : 'Add number'}
          </button>
        </>
      )}
    </section>
  )
}
