/**
 * POST /flights/api/v1.0/promo/check: whether a promo code applies, for the browser before a
 * booking exists (000 §4 "Checkout": promo submit). Writes nothing; the booking service applies a
 * code with holdPromo. Mounted under /flights by app.ts, which also says who is signed in: the
 * promo domain does not read access tokens itself (docs/decisions/0037, 0072).
 */
import type { Context } from 'hono'
import { Hono } from 'hono'
import { promoCheckRequestSchema, type PromoCheckResult } from '@contracts/promo/schemas'
import type { Database } from '../db/client'
import { envelope } from '../http/envelope'
import { ApiError } from '../http/errors'
import { countHit } from '../http/rate-limit'
import { parseJsonBody } from '../http/validate'
import { previewPromo, promoUserKey } from './store'

export interface PromoRouteOptions {
  /** The signed-in user's id, undefined for a guest; throws a 401 for a dead token. */
  userIdOf?: (c: Context) => Promise<number | undefined>
  /** Default: the real time. */
  now?: () => Date
  /** Checks per client address (counted in the database); none when absent. */
  checksPerIp?: { limit: number; windowMs: number }
  /** The caller's address, as the services read it (X-Forwarded-For from the BFF). */
  clientIpOf?: (c: Context) => string
}

/** 422 with the traveller's sentence; errors[0].symbol says why for programs (contracts/promo). */
export function promoRefused(symbol: string, message: string): ApiError {
  return new ApiError(
    422,
    'PROMO_NOT_APPLICABLE',
    message,
    'The promo code was not applied; the message says why and what the traveller can do.',
    [{ field: 'code', message, symbol }],
  )
}

export function promoRoutes(db: Database, options: PromoRouteOptions = {}): Hono {
  const app = new Hono()
  const now = options.now ?? (() => new Date())

  app.post('/api/v1.0/promo/check', async (c) => {
    const body = await parseJsonBody(c, promoCheckRequestSchema)
    // Counted before the code is looked at: a guess costs the same whether the code exists or not.
    if (options.checksPerIp && options.clientIpOf) {
      const wait = await countHit(db, `promo-check-ip:${options.clientIpOf(c)}`, options.checksPerIp, now())
      if (wait !== undefined) {
        c.header('Retry-After', String(wait))
        const minutes = Math.ceil(wait / 60)
        throw new ApiError(
          429,
          'RATE_LIMITED',
          `Too many promo codes tried. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          'Promo code checks are limited per client address.',
        )
      }
    }
    const userId = await options.userIdOf?.(c)
    const verdict = await previewPromo(db, {
      code: body.code,
      amountPaise: body.amount,
      now: now(),
      product: body.product,
      domestic: body.domestic,
      pointsApplied: body.pointsApplied,
      userKey: userId === undefined ? undefined : promoUserKey({ userId }),
    })
    if (!verdict.ok) throw promoRefused(verdict.code, verdict.message)
    const data: PromoCheckResult = {
      code: body.code,
      discount: verdict.discount,
      benefit: verdict.benefit,
      payable: verdict.benefit === 'instant' ? body.amount - verdict.discount : body.amount,
      message: verdict.message,
    }
    return c.json(envelope(data))
  })

  return app
}
