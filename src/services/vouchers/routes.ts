/**
 * The vouchers service (001 §2 "Voucher redeem screen", §3 "Vouchers"; issue 26):
 *   POST /vouchers/api/v1.0/check   a code's value, product and validity, or why it cannot be used
 * Writes nothing: applying a voucher to a booking is the commerce core's tender hold (./tender.ts).
 * Checks are counted per client address, as promo checks are: a guess costs the same whether the
 * code exists or not. Documented in docs/upstream.md ("Vouchers").
 */
import type { Context } from 'hono'
import { Hono } from 'hono'
import { voucherCheckRequestSchema } from '@contracts/vouchers/schemas'
import type { Database } from '../db/client'
import { envelope } from '../http/envelope'
import { ApiError } from '../http/errors'
import { countHit } from '../http/rate-limit'
import { parseJsonBody } from '../http/validate'
import type { Refusal } from './rules'
import { checkVoucher } from './store'

export interface VoucherRouteOptions {
  /** The signed-in user's id, undefined for a guest; throws a 401 for a dead token. */
  userIdOf: (c: Context) => Promise<number | undefined>
  now?: () => Date
  /** Checks per client address (counted in the database); none when absent. */
  checksPerIp?: { limit: number; windowMs: number }
  clientIpOf?: (c: Context) => string
}

/** A refusal in the services' error shape; `errors[0]` names the code field for the form. */
export function voucherRefused(r: Refusal): ApiError {
  return new ApiError(r.status, r.code, r.message, 'The voucher was not applied; the message says why.', [
    { field: 'code', message: r.message, symbol: r.code },
  ])
}

export function voucherRoutes(db: Database, options: VoucherRouteOptions): Hono {
  const app = new Hono()
  const now = options.now ?? (() => new Date())

  app.post('/api/v1.0/check', async (c) => {
    const body = await parseJsonBody(c, voucherCheckRequestSchema)
    if (options.checksPerIp && options.clientIpOf) {
      const wait = await countHit(db, `voucher-check-ip:${options.clientIpOf(c)}`, options.checksPerIp, now())
      if (wait !== undefined) {
        c.header('Retry-After', String(wait))
        const minutes = Math.ceil(wait / 60)
        throw new ApiError(
          429,
          'RATE_LIMITED',
          `Too many voucher codes tried. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          'Voucher checks are limited per client address.',
        )
      }
    }
    const userId = (await options.userIdOf(c)) ?? null
    const verdict = await checkVoucher(db, { code: body.code, product: body.product, userId, now: now() })
    if ('ok' in verdict) throw voucherRefused(verdict)
    c.header('Cache-Control', 'no-store')
    return c.json(envelope(verdict))
  })

  return app
}
