/**
 * Signatures of the payment gateway, as merchants verify them: the browser's return carries
 * hex HMAC-SHA256(key_secret, `${order_id}|${payment_id}`); a webhook carries
 * hex HMAC-SHA256(webhook_secret, raw body) in X-Payment-Signature. Comparisons are timing-safe.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex')

function same(expected: string, given: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(given)) return false
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'))
}

export const signCallback = (secret: string, orderId: string, paymentId: string) =>
  hmac(secret, `${orderId}|${paymentId}`)

export function verifyCallback(
  secret: string,
  a: { orderId: string; paymentId: string; signature: string },
): boolean {
  return same(signCallback(secret, a.orderId, a.paymentId), a.signature)
}

export const signWebhook = (secret: string, rawBody: string) => hmac(secret, rawBody)

export function verifyWebhook(secret: string, rawBody: string, signature: string): boolean {
  return same(signWebhook(secret, rawBody), signature)
}
