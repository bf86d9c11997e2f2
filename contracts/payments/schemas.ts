/**
 * The sandbox payment gateway's merchant API (service group /payment), shaped like the gateways
 * Indian stores use: orders in paise, payments with a status, refunds, signed events. Client-safe.
 */
import { z } from 'zod'

export const orderStatusSchema = z.enum(['created', 'attempted', 'paid'])
export const paymentStatusSchema = z.enum([
  'captured',
  'failed',
  'pending',
  'review',
  'refunded',
  'partially_refunded',
])

export const createOrderSchema = z.object({
  /** Paise; at least ₹1. */
  amount: z.number().int().min(100, 'must be at least 100 paise').max(2_000_000_000),
  currency: z.literal('INR', { error: "must be 'INR'" }).default('INR'),
  receipt: z.string().min(1).max(40),
  notes: z
    .record(z.string().max(40), z.string().max(256))
    .refine((n) => Object.keys(n).length <= 15, 'at most 15 notes')
    .default({}),
  return_url: z.url({ protocol: /^https?$/, error: 'must be an http(s) address' }).max(500),
  webhook_url: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) address' })
    .max(500)
    .optional(),
})
export type CreateOrder = z.input<typeof createOrderSchema>

export const orderSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  currency: z.literal('INR'),
  receipt: z.string(),
  notes: z.record(z.string(), z.string()),
  status: orderStatusSchema,
  pay_url: z.string(),
  created_at: z.string(),
})
export type Order = z.infer<typeof orderSchema>

export const paymentSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  amount: z.number().int(),
  status: paymentStatusSchema,
  method: z.string(),
  error_code: z.string().nullable(),
  error_description: z.string().nullable(),
  /** The outcome the tester picked on the sandbox page. */
  sandbox_outcome: z.string().nullable(),
  amount_refunded: z.number().int(),
  created_at: z.string(),
})
export type Payment = z.infer<typeof paymentSchema>

export const refundRequestSchema = z.object({
  /** Paise; the whole unrefunded amount when absent. */
  amount: z.number().int().min(1).max(2_000_000_000).optional(),
  notes: z.record(z.string().max(40), z.string().max(256)).optional(),
})

/** A refund: pending until the bank processes it (then its ARN) or refuses it (PAYMENT_REFUND_SETTLE_MS). */
export const refundSchema = z.object({
  id: z.string(),
  payment_id: z.string(),
  amount: z.number().int(),
  status: z.enum(['pending', 'processed', 'failed']),
  /** The bank's reference (acquirer reference number), once processed. */
  arn: z.string().nullable(),
  /** The merchant's Idempotency-Key of the request. */
  receipt: z.string(),
  failure_reason: z.string().nullable(),
  created_at: z.string(),
  processed_at: z.string().nullable(),
})
export type GatewayRefundView = z.infer<typeof refundSchema>

export const sandboxOutcomes = ['success', 'failure', 'ticketing_failure', 'fraud', 'pending'] as const
export type SandboxOutcome = (typeof sandboxOutcomes)[number]

export const outcomeLabels: Record<SandboxOutcome, string> = {
  success: 'Success',
  failure: 'Failure',
  ticketing_failure: "Success, then the airline's ticketing fails",
  fraud: 'Suspected fraud',
  pending: 'Pending (bank confirms later)',
}
