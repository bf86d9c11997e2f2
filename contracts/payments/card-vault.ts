/**
 * The card vault (000 §7 and 001 §7 "card-vault"; white-label mode SAVEDPAYMENTMODES; issue 26):
 * a traveller's saved payment modes, each a gateway token with the card's network, issuer and last
 * 4 digits only — never the number, never the expiry (RBI card-on-file rules; docs/decisions/0232).
 * Client-safe zod.
 */
import { z } from 'zod'

/** A saved mode's token as the gateway issues it. */
export const SAVED_MODE_PATTERN = /^tok_[0-9a-f]{20}$/

export const savedModeSchema = z
  .string({ error: 'Choose a saved payment mode' })
  .trim()
  .regex(SAVED_MODE_PATTERN, 'must be a saved payment mode such as tok_…')

/** POST card-vault/my-payment-modes: 001 §7, an empty body. */
export const myPaymentModesRequestSchema = z.object({})

/** POST card-vault/delete-payment-mode: 001 §7, body mode. */
export const deletePaymentModeRequestSchema = z.object({ mode: savedModeSchema })

export const savedPaymentModeSchema = z.object({
  mode: z.string(),
  network: z.string(),
  issuer: z.string(),
  last4: z.string(),
  saved_at: z.string(),
})
export type SavedPaymentMode = z.infer<typeof savedPaymentModeSchema>

export const myPaymentModesSchema = z.object({ payment_modes: z.array(savedPaymentModeSchema) })
export type MyPaymentModes = z.infer<typeof myPaymentModesSchema>

export const cardVaultMessages = {
  notFound: 'This saved card is not on your account. Refresh the list of your saved payment modes.',
  deleted: (network: string, last4: string) => `Your ${network} card ending ${last4} is no longer saved.`,
  chooseSaved: 'Choose one of your saved cards, or pay another way.',
} as const

/**
 * The sandbox gateway's test cards: a tester picks one, as no card number is asked for. What is
 * kept of it when saved is only what is shown here.
 */
export const sandboxCards = [
  { id: 'visa-hdfc', network: 'Visa', issuer: 'HDFC Bank', last4: '1111' },
  { id: 'mastercard-icici', network: 'Mastercard', issuer: 'ICICI Bank', last4: '4444' },
  { id: 'rupay-sbi', network: 'RuPay', issuer: 'State Bank of India', last4: '0007' },
] as const
export type SandboxCard = (typeof sandboxCards)[number]
