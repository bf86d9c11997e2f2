/**
 * What the ledger says, read back in order (docs/decisions/0081). Nothing here is stored: the
 * running balance after each movement, and how much of each promotional grant is still unspent, are
 * derived from the movements alone, every time.
 *
 * Spending takes the soonest-expiring promotional credit first (still valid at the time of the
 * spend), then credit that does not expire (refunds, cashback), and only then — if the expiry job
 * has not run yet — promotional credit already past its time. An 'expiry' movement takes from the
 * grant it names (its reference). A reversal of a spend puts the money back where the spend took it
 * from; a restored grant past its time is then expired again.
 */
import type { WalletReason } from './ledger'

export interface LedgerRow {
  id: string
  reason: WalletReason
  amount: number
  reference: string
  description: string
  expiresAt: Date | null
  reverses: string | null
  createdAt: Date
}

export interface Grant {
  id: string
  amount: number
  expiresAt: Date
  /** Not spent and not expired yet. */
  left: number
  /** Taken by 'expiry' movements so far. */
  expired: number
}

export interface Replayed {
  /** The balance after each row, in the rows' order. */
  balances: number[]
  balance: number
  /** Promotional grants by transaction id. */
  grants: Map<string, Grant>
}

const PLAIN = ''

/** Replays a user's movements in ledger order (oldest first). */
export function replay(rows: readonly LedgerRow[]): Replayed {
  const grants = new Map<string, Grant>()
  const taken = new Map<string, Array<[string, number]>>()
  const balances: number[] = []
  let plain = 0
  let balance = 0

  const give = (bucket: string, amount: number) => {
    const grant = grants.get(bucket)
    if (grant) grant.left += amount
    else plain += amount
  }

  const takeFrom = (bucket: string, want: number, parts: Array<[string, number]>): number => {
    if (want <= 0) return 0
    if (bucket === PLAIN) {
      const got = Math.min(want, Math.max(plain, 0))
      plain -= got
      if (got) parts.push([PLAIN, got])
      return got
    }
    const grant = grants.get(bucket)
    if (!grant) return 0
    const got = Math.min(want, grant.left)
    grant.left -= got
    if (got) parts.push([bucket, got])
    return got
  }

  for (const row of rows) {
    balance += row.amount
    balances.push(balance)
    if (row.amount > 0) {
      const undone = row.reason === 'reversal' && row.reverses ? taken.get(row.reverses) : undefined
      if (undone) {
        let left = row.amount
        for (const [bucket, amount] of undone) {
          const back = Math.min(amount, left)
          give(bucket, back)
          left -= back
        }
        if (left > 0) plain += left
      } else if (row.reason === 'promotional' && row.expiresAt) {
        grants.set(row.id, {
          id: row.id,
          amount: row.amount,
          expiresAt: row.expiresAt,
          left: row.amount,
          expired: 0,
        })
      } else plain += row.amount
      continue
    }
    let want = -row.amount
    const parts: Array<[string, number]> = []
    if (row.reason === 'expiry') {
      const grant = grants.get(row.reference)
      const got = takeFrom(row.reference, want, parts)
      if (grant) grant.expired += got
      want -= got
    }
    const at = row.createdAt.getTime()
    const byExpiry = [...grants.values()].sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime())
    for (const grant of byExpiry) if (grant.expiresAt.getTime() > at) want -= takeFrom(grant.id, want, parts)
    want -= takeFrom(PLAIN, want, parts)
    for (const grant of byExpiry) want -= takeFrom(grant.id, want, parts)
    // The ledger never lets the balance go below zero, so nothing is left wanting; were it, it is
    // owed by the plain bucket.
    if (want > 0) plain -= want
    taken.set(row.id, parts)
  }
  return { balances, balance, grants }
}

/** Grants whose time has come with something unspent: what the expiry job takes. */
export function dueGrants(replayed: Replayed, now: Date): Grant[] {
  return [...replayed.grants.values()].filter((g) => g.left > 0 && g.expiresAt.getTime() <= now.getTime())
}

/** Promotional credit still valid, soonest expiry first. */
export function liveGrants(replayed: Replayed, now: Date): Grant[] {
  return [...replayed.grants.values()]
    .filter((g) => g.left > 0 && g.expiresAt.getTime() > now.getTime())
    .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime())
}
