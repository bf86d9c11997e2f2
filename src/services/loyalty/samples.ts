/**
 * The sandbox's PAYBACK accounts, seeded at every start with SANDBOX=true (src/services/main.ts) and
 * never otherwise. Listed in README.md; the tests rely on them, so change both together. Their
 * opening points are 'bonus' grants with fixed keys, so a second start adds nothing; one grant of
 * Asha's expires 2 days after the first start, inside the 3-day reward-expiry alert (000 §9).
 */
import type { Database } from '../db/client'
import { loyaltyAccounts } from '../db/schema'
import { enqueue } from '../jobs/queue'
import { creditPoints, type LoyaltyConfig } from './store'

interface SampleAccount {
  id: string
  cardNumber: string
  mobile: string
  email: string
  name: string
  membershipStatus: number
  status: 'active' | 'blocked'
  /** Opening grants: points and days until they expire. */
  grants: Array<{ points: number; days: number }>
}

export const sampleLoyaltyAccounts: SampleAccount[] = [
  {
    id: 'pb_sandbox_asha',
    cardNumber: '6100000000000001',
    mobile: '9811100001',
    email: 'asha.payback@safarnama.example',
    name: 'Asha Verma',
    membershipStatus: 1,
    status: 'active',
    grants: [
      { points: 2000, days: 365 },
      { points: 400, days: 2 },
    ],
  },
  {
    id: 'pb_sandbox_ravi',
    cardNumber: '6100000000000002',
    mobile: '9811100002',
    email: 'ravi.payback@safarnama.example',
    name: 'Ravi Iyer',
    membershipStatus: 2,
    status: 'active',
    grants: [{ points: 800, days: 365 }],
  },
  {
    id: 'pb_sandbox_meera',
    cardNumber: '6100000000000003',
    mobile: '9811100003',
    email: 'meera.payback@safarnama.example',
    name: 'Meera Nair',
    membershipStatus: 3,
    status: 'active',
    grants: [{ points: 20_000, days: 365 }],
  },
  {
    id: 'pb_sandbox_blocked',
    cardNumber: '6100000000000004',
    mobile: '9811100004',
    email: 'blocked.payback@safarnama.example',
    name: 'Kiran Rao',
    membershipStatus: 1,
    status: 'blocked',
    grants: [{ points: 500, days: 365 }],
  },
]

export async function seedSandboxLoyalty(
  db: Database,
  config: LoyaltyConfig,
  now = new Date(),
): Promise<void> {
  for (const sample of sampleLoyaltyAccounts) {
    const { grants, ...account } = sample
    await db.insert(loyaltyAccounts).values(account).onConflictDoNothing()
    for (const [index, grant] of grants.entries())
      await db.transaction((tx) =>
        creditPoints(tx, (t, job) => enqueue(t, job), config, {
          accountId: account.id,
          reason: 'bonus',
          points: grant.points,
          reference: 'WELCOME',
          description: 'Sandbox welcome points',
          idempotencyKey: `seed:${account.id}:${index}`,
          expiresAt: new Date(now.getTime() + grant.days * 86_400_000),
          at: now,
        }),
      )
  }
}
