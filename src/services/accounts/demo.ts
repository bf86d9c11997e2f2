/** The sandbox demo account (README): signs in with a password or with an OTP to its mobile. */
import type { Database } from '../db/client'
import { users } from '../db/schema/accounts'
import type { Clock } from '../platform/clock'
import { hashPassword } from './passwords'

export const DEMO_ACCOUNT = {
  email: 'demo@safarnama.example',
  password: 'Demo@Safarnama1',
  countryCode: '91',
  phoneNumber: '9876543210',
} as const

/** Idempotent: an existing demo account (even with a changed password) is left as it is. */
export async function seedDemoAccount(db: Database, clock: Clock): Promise<void> {
  await db
    .insert(users)
    .values({
      email: DEMO_ACCOUNT.email,
      passwordHash: await hashPassword(DEMO_ACCOUNT.password),
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
}
