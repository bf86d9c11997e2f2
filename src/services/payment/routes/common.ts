/** What every gateway handler needs: the merchant's Basic auth, its Idempotency-Key, the public origin. */
import { createHash, timingSafeEqual } from 'node:crypto'
import type { Context } from 'hono'
import { z } from 'zod'
import type { Database } from '~/services/db/client'
import { ApiError } from '~/services/http/errors'
import type { JobHandlers } from '~/services/jobs/queue'

export interface GatewayOptions {
  sandbox: boolean
  keyId: string
  keySecret: string
  /** Payment modes offered on the page (labels.paymentModes, plus UPI when flags.upi). */
  modes: string[]
  merchantName: string
  pendingSettleMs: number
  /** A refund is processed by the bank this long after it was asked for (PAYMENT_REFUND_SETTLE_MS). */
  refundSettleMs: number
  /** Where browsers reach this gateway (default: the request's own origin). */
  publicUrl?: string
  /** flags.cardVault: signed-in travellers' orders may save cards and pay with saved ones (default on). */
  cardVault?: boolean
  /** The job handlers the sandbox deliver endpoint runs (all of the services'). */
  jobs: () => JobHandlers
}

export interface GatewayContext {
  db: Database
  options: GatewayOptions
  /** The merchant of a call, by its HTTP Basic auth (key id and secret); else 401. */
  merchant: (c: Context) => string
  /** Where browsers reach this gateway: options.publicUrl, else the request's own origin. */
  base: (c: Context) => string
}

export function gatewayContext(db: Database, options: GatewayOptions): GatewayContext {
  return {
    db,
    options,
    merchant: (c) => {
      const header = c.req.header('authorization') ?? ''
      const m = /^Basic\s+(\S+)$/i.exec(header)
      const decoded = m?.[1] ? Buffer.from(m[1], 'base64').toString('utf8') : ''
      const expected = Buffer.from(`${options.keyId}:${options.keySecret}`)
      const given = Buffer.from(decoded)
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        throw new ApiError(
          401,
          'UNAUTHORIZED',
          'The merchant key id or secret is wrong',
          'Send HTTP Basic auth with the key id and key secret.',
        )
      return options.keyId
    },
    base: (c) => options.publicUrl ?? new URL(c.req.url).origin,
  }
}

export const paymentPath = z.object({
  id: z.string().regex(/^pay_[0-9a-f]{20}$/, 'must be a payment id such as pay_…'),
})

/** The merchant's Idempotency-Key: a repeat with it gets the first answer. */
export function idempotencyKey(c: Context, what: 'order' | 'refund'): string {
  const key = c.req.header('idempotency-key')?.trim()
  if (!key || key.length > 100)
    throw new ApiError(
      400,
      'IDEMPOTENCY_KEY_REQUIRED',
      'Send an Idempotency-Key header (up to 100 characters)',
      `Repeat a request with the same key to get the same ${what}.`,
    )
  return key
}

export const fingerprint = (v: unknown) => createHash('sha256').update(JSON.stringify(v)).digest('hex')
