/**
 * What the flight checkout needs of promo codes (src/services/promo), as a port: src/services/app.ts
 * gives the promo store's functions, so the two domains do not import each other.
 */
import type { Tx } from '../db/client'

export type PromoHold =
  | { ok: true; discount: number; benefit: 'instant' | 'cashback'; message: string }
  | { ok: false; code: string; message: string }

export interface PromoPort {
  hold(
    tx: Tx,
    args: {
      code: string
      bookingId: string
      userKey: string
      userId: number | null
      amountPaise: number
      now: Date
      domestic: boolean
    },
  ): Promise<PromoHold>
  release(tx: Tx, bookingId: string): Promise<unknown>
  confirm(tx: Tx, bookingId: string): Promise<unknown>
  /** The per-traveller key: the signed-in user, or a guest's e-mail. */
  userKey(who: { userId: number } | { email: string }): string
  /** 422 PROMO_NOT_APPLICABLE with the reason. */
  refused(symbol: string, message: string): Error
}
