/**
 * The sandbox's promo codes, seeded at every start with SANDBOX=true (src/services/main.ts) and
 * never otherwise: real discounts are an operator's decision, not a demo's. Listed in README.md
 * and docs/upstream.md; the tests rely on them, so change all three together.
 */
import type { Database } from '../db/client'
import { promoCodes } from '../db/schema/promo'

export type PromoSeed = Omit<typeof promoCodes.$inferInsert, 'usedCount' | 'createdAt'>

const from = new Date('2026-01-01T00:00:00+05:30')
const until = new Date('2028-01-01T00:00:00+05:30')

export const samplePromoCodes: PromoSeed[] = [
  {
    code: 'FLYNEW',
    product: 'flights',
    description: '₹500 off a flight booking of ₹3,000 or more, once per traveller',
    kind: 'flat',
    value: 50_000,
    minAmount: 300_000,
    benefit: 'instant',
    perUserLimit: 1,
    validFrom: from,
    validUntil: until,
  },
  {
    code: 'SAVE10',
    product: 'flights',
    description: '10% off flights of ₹2,000 or more, up to ₹1,000, three times per traveller',
    kind: 'percent',
    value: 1_000,
    maxDiscount: 100_000,
    minAmount: 200_000,
    benefit: 'instant',
    perUserLimit: 3,
    validFrom: from,
    validUntil: until,
  },
  {
    code: 'CASHBACK300',
    product: 'flights',
    description: '₹300 cashback to your wallet after the trip, on flights of ₹1,000 or more',
    kind: 'flat',
    value: 30_000,
    minAmount: 100_000,
    benefit: 'cashback',
    perUserLimit: 2,
    validFrom: from,
    validUntil: until,
  },
  {
    code: 'FLYDOM750',
    product: 'flights',
    description: '₹750 off domestic flights of ₹5,000 or more',
    kind: 'flat',
    value: 75_000,
    minAmount: 500_000,
    benefit: 'instant',
    perUserLimit: 1,
    domesticOnly: true,
    validFrom: from,
    validUntil: until,
  },
  {
    code: 'ONESEAT',
    product: 'flights',
    description: '₹250 off for the first traveller to use it',
    kind: 'flat',
    value: 25_000,
    benefit: 'instant',
    perUserLimit: 1,
    totalLimit: 1,
    validFrom: from,
    validUntil: until,
  },
  {
    code: 'EXPIRED50',
    product: 'flights',
    description: '₹50 off flights (ended on 31 Dec 2025)',
    kind: 'flat',
    value: 5_000,
    benefit: 'instant',
    perUserLimit: 1,
    validFrom: new Date('2025-01-01T00:00:00+05:30'),
    validUntil: new Date('2026-01-01T00:00:00+05:30'),
  },
  {
    code: 'HOTEL20',
    product: 'hotels',
    description: '20% off hotel stays, up to ₹2,000',
    kind: 'percent',
    value: 2_000,
    maxDiscount: 200_000,
    benefit: 'instant',
    perUserLimit: 1,
    validFrom: from,
    validUntil: until,
  },
]

/**
 * Idempotent: definitions follow this file at every start; how often each code was used
 * (used_count) is the database's and survives a restart. Each upsert stands alone, so two
 * instances starting together on one PostgreSQL only wait for each other.
 */
export async function seedSamplePromoCodes(db: Database): Promise<void> {
  for (const promo of samplePromoCodes) {
    const definition = {
      maxDiscount: null,
      minAmount: 0,
      totalLimit: null,
      active: true,
      domesticOnly: false,
      newUsersOnly: false,
      ...promo,
    }
    await db
      .insert(promoCodes)
      .values(definition)
      .onConflictDoUpdate({ target: promoCodes.code, set: definition })
  }
}
