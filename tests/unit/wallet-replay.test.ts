// The wallet's reading of its ledger (src/services/wallet/replay.ts): running balances, and which
// promotional grant each debit takes from (soonest expiry first, still valid at the time).
import { describe, expect, it } from 'vitest'
import { dueGrants, liveGrants, replay, type LedgerRow } from '~/services/wallet/replay'

const t = (day: number) => new Date(Date.UTC(2026, 10, day))
let n = 0
const row = (r: Partial<LedgerRow> & Pick<LedgerRow, 'reason' | 'amount' | 'createdAt'>): LedgerRow => ({
  id: `wtx_${++n}`,
  reference: 'REF',
  description: '',
  expiresAt: null,
  reverses: null,
  ...r,
})

describe('replay', () => {
  const cash = row({ reason: 'cashback', amount: 5_000, createdAt: t(1) })
  const late = row({ reason: 'promotional', amount: 3_000, createdAt: t(1), expiresAt: t(20) })
  const soon = row({ reason: 'promotional', amount: 2_000, createdAt: t(2), expiresAt: t(10) })

  it('spends the soonest-expiring valid grant first, then credit that never expires', () => {
    const spend = row({ reason: 'spend', amount: -4_000, createdAt: t(3) })
    const r = replay([cash, late, soon, spend])
    expect(r.balances).toEqual([5_000, 8_000, 10_000, 6_000])
    expect([r.grants.get(soon.id)?.left, r.grants.get(late.id)?.left]).toEqual([0, 1_000])
  })

  it('skips a grant past its time until the rest is gone, and a reversal restores where the spend took', () => {
    const spend = row({ reason: 'spend', amount: -6_000, createdAt: t(12) })
    const back = row({ reason: 'reversal', amount: 6_000, createdAt: t(13), reverses: spend.id })
    const r = replay([cash, late, soon, spend])
    // At day 12 the soon grant has expired (not yet debited): late 3,000 then cash 3,000.
    expect([r.grants.get(soon.id)?.left, r.grants.get(late.id)?.left]).toEqual([2_000, 0])
    expect(dueGrants(r, t(12)).map((g) => [g.id, g.left])).toEqual([[soon.id, 2_000]])
    const undone = replay([cash, late, soon, spend, back])
    expect(liveGrants(undone, t(13)).map((g) => [g.id, g.left])).toEqual([[late.id, 3_000]])
    expect(undone.balance).toBe(10_000)
  })

  it('an expiry takes from the grant it names and counts what has expired', () => {
    const expiry = row({ reason: 'expiry', amount: -2_000, createdAt: t(11), reference: soon.id })
    const r = replay([cash, late, soon, expiry])
    expect(r.grants.get(soon.id)).toMatchObject({ left: 0, expired: 2_000 })
    expect(r.grants.get(late.id)?.left).toBe(3_000)
    expect(r.balances.at(-1)).toBe(8_000)
  })
})
