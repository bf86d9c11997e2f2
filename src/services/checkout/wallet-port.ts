/**
 * What the flight checkout needs of the wallet (src/services/wallet), as a port: src/services/app.ts
 * gives the wallet store's functions, so the two domains do not import each other (as promo-port.ts).
 */
import type { Tx } from '../db/client'

export type WalletDebit =
  | { ok: true; id: string; balance: number; replayed: boolean }
  | { ok: false; reason: 'NO_WALLET' | 'INSUFFICIENT_BALANCE' | 'BLOCKED'; balance: number }

export interface WalletPort {
  /** Debits the wallet (reason 'spend', reference the Trip Id) inside the caller's transaction. */
  spend(
    tx: Tx,
    args: { userId: number; amount: number; idempotencyKey: string; tripId: string; now: Date },
  ): Promise<WalletDebit>
  /** Puts a spend back (reason 'reversal'); at most once per spend, whoever asks. */
  reverse(tx: Tx, args: { userId: number; transactionId: string; why: string; now: Date }): Promise<unknown>
}
