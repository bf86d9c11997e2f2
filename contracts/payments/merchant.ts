/**
 * A merchant's view of a payment gateway, as an interface: the booking service pays through it, the
 * sandbox gateway's HTTP client (src/services/payment/client.ts) implements it, and
 * src/services/app.ts joins the two. Types only.
 */

export interface GatewayOrder {
  id: string
  amount: number
  pay_url: string
}

export interface GatewayPayment {
  id: string
  order_id: string
  amount: number
  status: 'captured' | 'failed' | 'pending' | 'review' | 'refunded' | 'partially_refunded'
  /** Sandbox: the outcome the tester picked on the gateway's page ('ticketing_failure', …). */
  sandbox_outcome?: string | null
  error_description?: string | null
}

/** A refund at the gateway: pending until the bank processes it (with its ARN) or refuses it. */
export interface GatewayRefund {
  id: string
  payment_id: string
  amount: number
  status: 'pending' | 'processed' | 'failed'
  /** The bank's reference (acquirer reference number) once processed. */
  arn?: string | null
  /** The merchant's Idempotency-Key of the refund request (the store's refund id). */
  receipt?: string | null
  failure_reason?: string | null
}

export interface PaymentGateway {
  createOrder(
    order: {
      amount: number
      receipt: string
      notes: Record<string, string>
      return_url: string
      webhook_url?: string
    },
    idempotencyKey: string,
  ): Promise<GatewayOrder>
  getPayment(id: string): Promise<GatewayPayment>
  refund(paymentId: string, amount: number, idempotencyKey: string): Promise<GatewayRefund>
  getRefund(id: string): Promise<GatewayRefund>
  /** Whether the redirect's signature is the gateway's over `${orderId}|${paymentId}`. */
  verifyCallback(args: { orderId: string; paymentId: string; signature: string }): boolean
  /** Whether a webhook body is the gateway's (X-Payment-Signature over the raw body). */
  verifyWebhook(rawBody: string, signature: string): boolean
  /** Where the gateway delivers this store's webhooks. */
  webhookUrl?: string
}
