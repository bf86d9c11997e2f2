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

const outcomeLabels: Record<Exclude<SandboxOutcome, 'ticketing_failure'>, string> = {
  success: 'Success',
  failure: 'Failure',
  fraud: 'Suspected fraud',
  pending: 'Pending (bank confirms later)',
}

/**
 * What a captured payment can still turn into for each product, as the order's `notes.product`
 * names it (docs/decisions/0205): the airline's ticketing fails a flight, the hotel refuses a stay; a
 * train's railway booking is decided by the rail sandbox's own scenario, so a train order has no such
 * outcome. An order with no product (a merchant's own test) gets the plain words.
 */
const afterSuccess: Record<string, string | null> = {
  flights: "Success, then the airline's ticketing fails",
  hotels: 'Success, then the hotel refuses the booking',
  trains: null,
}

/** The sandbox outcomes the hosted page offers for an order of this product, with their labels. */
export function outcomesFor(product: string | undefined): { outcome: SandboxOutcome; label: string }[] {
  const failsAfter =
    product !== undefined && Object.hasOwn(afterSuccess, product)
      ? (afterSuccess[product] ?? null)
      : 'Success, then the booking fails'
  return sandboxOutcomes.flatMap((outcome): { outcome: SandboxOutcome; label: string }[] =>
    outcome === 'ticketing_failure'
      ? failsAfter
        ? [{ outcome, label: failsAfter }]
        : []
      : [{ outcome, label: outcomeLabels[outcome] }],
  )
}
