/**
 * The sandbox's vouchers, seeded at every start with SANDBOX=true (src/services/main.ts) and never
 * otherwise. Listed in README.md; the tests rely on them, so change both together. Definitions
 * follow this file at every start; how often each was used is the database's and survives a
 * restart — except USED-GIFT, which is seeded used up.
 */
import type { Database } from '../db/client'
import { vouchers } from '../db/schema/vouchers'

export type VoucherSeed = Omit<typeof vouchers.$inferInsert, 'createdAt'>

const from = new Date('2026-01-01T00:00:00+05:30')
const until = new Date('2028-01-01T00:00:00+05:30')

export const sampleVouchers: VoucherSeed[] = [
  {
    code: 'GIFT-1000',
    description: '₹1,000 gift voucher, any booking, single use',
    value: 100_000,
    product: null,
    validFrom: from,
    validUntil: until,
    useLimit: 1,
  },
  {
    code: 'GIFT-500',
    description: '₹500 gift voucher, any booking, single use',
    value: 50_000,
    product: null,
    validFrom: from,
    validUntil: until,
    useLimit: 1,
  },
  {
    code: 'STAY-750',
    description: '₹750 off a hotel stay, single use',
    value: 75_000,
    product: 'hotels',
    validFrom: from,
    validUntil: until,
    useLimit: 1,
  },
  {
    code: 'FLY-300',
    description: '₹300 off a flight, single use',
    value: 30_000,
    product: 'flights',
    validFrom: from,
    validUntil: until,
    useLimit: 1,
  },
  {
    code: 'TEAM-200',
    description: '₹200 off any booking, 1,000 uses',
    value: 20_000,
    product: null,
    validFrom: from,
    validUntil: until,
    useLimit: 1_000,
  },
  {
    code: 'OLD-GIFT',
    description: '₹400 gift voucher (expired on 31 December 2025)',
    value: 40_000,
    product: null,
    validFrom: new Date('2025-01-01T00:00:00+05:30'),
    validUntil: new Date('2026-01-01T00:00:00+05:30'),
    useLimit: 1,
  },
  {
    code: 'USED-GIFT',
    description: '₹250 gift voucher (already used)',
    value: 25_000,
    product: null,
    validFrom: from,
    validUntil: until,
    useLimit: 1,
    usedCount: 1,
  },
]

export async function seedSampleVouchers(db: Database): Promise<void> {
  for (const voucher of sampleVouchers) {
    const definition = { userId: null, ...voucher }
    const { usedCount: _kept, ...set } = definition
    await db
      .insert(vouchers)
      .values(definition)
      .onConflictDoUpdate({ target: vouchers.code, set: voucher.usedCount === undefined ? set : definition })
  }
}
