/**
 * The sandbox demo accounts (README): the demo account signs in with a password or with an OTP to
 * its mobile; the no-mobile account is one from before a mobile number was asked for (000 §4: after
 * signing in it is asked to add one), which the sign-up API can no longer make.
 */
import type { Database } from '../db/client'
import { users } from '../db/schema/accounts'
import type { Clock } from '../platform/clock'
import { hashPassword } from '../platform/passwords'

export const DEMO_ACCOUNT = {
  email: 'demo@safarnama.example',
  password: 'Demo@Safarnama1',
  countryCode: '91',
  phoneNumber: '9876543210',
} as const

export const NO_MOBILE_ACCOUNT = {
  email: 'nomobile@safarnama.example',
  // The demo account's password (one hash for both).
  password: DEMO_ACCOUNT.password,
  firstName: 'Kiran',
} as const

/** Idempotent: an existing demo account (even with a changed password) is left as it is. */
export async function seedDemoAccount(db: Database, clock: Clock): Promise<void> {
  const passwordHash = await hashPassword(DEMO_ACCOUNT.password)
  await db
    .insert(users)
    .values({
      email: DEMO_ACCOUNT.email,
      passwordHash,
      title: 'Ms',
      firstName: 'Asha',
      lastName: 'Demo',
      countryCode: DEMO_ACCOUNT.countryCode,
      phoneNumber: DEMO_ACCOUNT.phoneNumber,
      phoneVerified: true,
      emailVerified: true,
      tenancy: { channel: 'B2C' },
      createdAt: clock.now(),
    })
    .onConflictDoNothing()
  await db
    .insert(users)
    .values({
      email: NO_MOBILE_ACCOUNT.email,
      passwordHash,
      title: 'Mr',
      firstName: NO_MOBILE_ACCOUNT.firstName,
      lastName: 'Demo',
      emailVerified: true,
      tenancy: { channel: 'B2C' },
      createdAt: clock.now(),
    })
    .onConflictDoNothing()
}
