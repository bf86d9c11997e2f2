/**
 * The merchant side of the payment gateway, over HTTP (the booking service's `PaymentGateway`): the
 * sandbox gateway by default, any gateway with the same API by base URL. Answers are checked with
 * the shared schemas; a gateway that cannot be reached is a 503 the traveller can retry.
 */
import { z } from 'zod'
import { orderSchema, paymentSchema, refundSchema } from '@contracts/payments/schemas'
import { ApiError } from '../http/errors'
import type { PaymentGateway } from '@contracts/payments/merchant'
import { verifyCallback, verifyWebhook } from './signature'

export interface GatewayClientOptions {
  /** The gateway's base URL, or a function when it is known only after listening (tests on port 0). */
  baseUrl: () => string
  keyId: string
  keySecret: string
  webhookSecret: string
  /** This store's webhook address (the booking service's payment_webhook). */
  webhookUrl?: () => string | undefined
}

const unavailable = (what: string) =>
  new ApiError(
    503,
    'PAYMENT_GATEWAY_UNAVAILABLE',
    'The payment gateway could not be reached. Please try again in a moment.',
    what,
  )

export function gatewayClient(o: GatewayClientOptions): PaymentGateway {
  const auth = `Basic ${Buffer.from(`${o.keyId}:${o.keySecret}`).toString('base64')}`
  async function call<S extends z.ZodType>(
    method: string,
    path: string,
    schema: S,
    body?: unknown,
    key?: string,
  ): Promise<z.output<S>> {
    let res: Response
    try {
      res = await fetch(`${o.baseUrl()}/payment${path}`, {
        method,
        headers: {
          authorization: auth,
          accept: 'application/json',
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(key ? { 'idempotency-key': key } : {}),
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(15_000),
      })
    } catch (error) {
      throw unavailable(`${method} ${path}: ${error instanceof Error ? error.message : String(error)}`)
    }
    const json: unknown = await res.json().catch(() => undefined)
    if (!res.ok) throw unavailable(`${method} ${path} answered ${res.status}`)
    const data: unknown = typeof json === 'object' && json !== null && 'data' in json ? json.data : undefined
    const parsed = schema.safeParse(data)
    if (!parsed.success) throw unavailable(`${method} ${path}: an answer of another shape`)
    return parsed.data
  }
  return {
    createOrder: (order, key) => call('POST', '/orders', orderSchema, order, key),
    getPayment: (id) => call('GET', `/payments/${encodeURIComponent(id)}`, paymentSchema),
    refund: (id, amount, key) =>
      call('POST', `/payments/${encodeURIComponent(id)}/refunds`, refundSchema, { amount }, key),
    getRefund: (id) => call('GET', `/refunds/${encodeURIComponent(id)}`, refundSchema),
    verifyCallback: (a) => verifyCallback(o.keySecret, a),
    verifyWebhook: (raw, signature) => verifyWebhook(o.webhookSecret, raw, signature),
    get webhookUrl() {
      return o.webhookUrl?.()
    },
  }
}
