/** Who an OTP was sent to in sign-up: changing either after a send invalidates it (000 §4). */
import type { SignUpContact } from '@contracts/accounts/auth'

/** The e-mail and number of a sign-up: what sign-up step 1 checks (contracts/accounts/auth.ts). */
export type Contact = SignUpContact

export function contactOf(details: Contact): Contact {
  return { email: details.email, phoneNumber: details.phoneNumber, countryCode: details.countryCode }
}

/** E-mail compared as the services store it (trimmed, lower case); the number as typed digits. */
export function sameContact(a: Contact | null, b: Partial<Contact>): boolean {
  if (!a) return false
  const email = (v: string | undefined) => (v ?? '').trim().toLowerCase()
  const digits = (v: string | undefined) => (v ?? '').replace(/\D/g, '')
  return (
    email(a.email) === email(b.email ?? a.email) &&
    digits(a.phoneNumber) === digits(b.phoneNumber ?? a.phoneNumber) &&
    digits(a.countryCode) === digits(b.countryCode ?? a.countryCode)
  )
}
