/**
 * The gateway's webhook body as a merchant reads it (the flight checkout's and the hotel booking's
 * payment webhooks): the event id, and the payment, order or refund it is about. The event is a
 * notice; the merchant reads the payment or refund again from the gateway before acting.
 */
import { z } from 'zod'
import { validationError } from './errors'

export const webhookSchema = z.object({
  id: z.string().min(1).max(80),
  type: z.string().max(60),
  payload: z.object({
    payment: z
      .object({ id: z.string().max(80), order_id: z.string().max(80) })
      .passthrough()
      .optional(),
    order: z
      .object({ id: z.string().max(80), notes: z.record(z.string(), z.string()).optional() })
      .passthrough()
      .optional(),
    refund: z
      .object({ id: z.string().regex(/^rfnd_[0-9a-f]{20}$/) })
      .passthrough()
      .optional(),
  }),
})
export type WebhookEvent = z.infer<typeof webhookSchema>

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** The event in a raw (already verified) webhook body, or 400 naming what is wrong. */
export function parseWebhookEvent(raw: string): WebhookEvent {
  const event = webhookSchema.safeParse(safeJson(raw))
  if (event.success) return event.data
  const errors = event.error.issues.map((i) => ({ field: i.path.join('.') || 'body', message: i.message }))
  throw validationError('The webhook body is not a payment event', errors)
}
