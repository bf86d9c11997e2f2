/**
 * What the commerce core needs of a tender's owner (the wallet, the PAYBACK programme, vouchers;
 * issue 26): a part of a booking's total is held when the traveller applies it at checkout,
 * committed once the booking is paid, and released once when the checkout fails, expires or the
 * traveller undoes it. Every call runs inside the caller's transaction (the booking's row lock is
 * held), so the booking's lines and the tender's ledger always agree. src/services/app.ts joins
 * each domain's functions to this shape, so the core imports no tender domain and no tender domain
 * imports the core or a product.
 */
import type { Tx } from '../db/client'

export type TenderKind = 'wallet' | 'points' | 'voucher'

/** Who pays: the signed-in account, or a guest known only by the booking's contact. */
export interface TenderOwner {
  userId: number | null
  email: string | null
  mobile: string | null
}

export interface TenderHoldArgs<Detail> {
  owner: TenderOwner
  /** Paise the traveller asked to apply (a voucher's own value when it decides the amount). */
  amount: number
  /** The kind's own data: a voucher's code, a PAYBACK redeem authorisation, … */
  detail: Detail
  /** The entry's index (vouchers are keyed by it, 001 §3; 0 for the others). */
  index?: number
  /** Same key, same hold: a repeated request answers the first one's hold. */
  idempotencyKey: string
  tripId: string
  /** The product's service prefix: 'flights', 'hotels', 'trains', 'holidays'. */
  product: string
  /** The booking's total before any tender, and what is left to pay before this one (paise). */
  bookingTotal: number
  left: number
  now: Date
}

export type TenderHold =
  | { ok: true; ref: string; amount: number; label: string }
  | {
      ok: false
      status: 400 | 403 | 404 | 409 | 423
      code: string
      message: string
      /** The request field the refusal is about ('amount'), answered in `errors` (added for the core). */
      field?: string
    }

/**
 * `owner` in commit and release (added with the core, docs/decisions/0220) is who applied the tender,
 * as the core stored it: the wallet's ledger reverses a spend by its user. Providers that find their
 * hold by `ref` alone may ignore it.
 */
export interface TenderProvider<Detail = unknown> {
  kind: TenderKind
  hold(tx: Tx, args: TenderHoldArgs<Detail>): Promise<TenderHold>
  /** The booking was paid: the hold is final (a single-use voucher is consumed). Idempotent. */
  commit(tx: Tx, args: { ref: string; tripId: string; now: Date; owner?: TenderOwner }): Promise<void>
  /** The booking did not go through, or the traveller undid it: given back, at most once. */
  release(tx: Tx, args: { ref: string; why: string; now: Date; owner?: TenderOwner }): Promise<void>
}
