/**
 * Sealing the session cookie: AES-256-GCM with a key derived by HKDF from the session secret.
 * Pure (node:crypto only, no request), so sealing, tampering and key rotation are tested directly.
 *
 * Cookie value: `v1.<base64url(iv | ciphertext | tag)>`; the plaintext is `{ exp, data }`, so an
 * expired cookie is refused even when a browser ignores Max-Age.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import { z } from 'zod'
import { viewerSchema } from '@contracts/accounts/viewer'

/** The session lives 30 days from its last write. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60

export const sessionDataSchema = z.object({
  /** Random 128-bit id, hex. */
  id: z.string().regex(/^[0-9a-f]{32}$/),
  accessToken: z.string().min(1).optional(),
  layout: z.enum(['desktop', 'mobile']).optional(),
  /** Who is signed in, as the pages need it: copied at sign-in, refreshed from GET /auth/me. */
  viewer: viewerSchema.optional(),
  /** The viewer's travel company (GST profiles, saved travellers), learnt from the service once. */
  companyId: z.number().int().positive().optional(),
  /**
   * Sandbox only: an opaque random tag sent with every request that makes the services send an SMS
   * or e-mail, so /dev/outbox shows this browser only its own messages. Kept across sign-in's id
   * rotation; gone with the session at sign-out (docs/decisions/0050).
   */
  outboxTag: z
    .string()
    .regex(/^[0-9a-f]{32}$/)
    .optional(),
  /**
   * This browser's flight bookings, newest first (at most 5): the booking id, its access key (a
   * guest's only way to read it; docs/decisions/0058) and its Trip Id for the confirmation address.
   */
  checkouts: z
    .array(
      z.object({
        id: z.string().max(40),
        key: z.string().max(64),
        tripId: z.string().max(20),
      }),
    )
    .max(5)
    .optional(),
  /**
   * This browser's hotel bookings, newest first (at most 5): the hotel service's id, its access key
   * (a guest's only way to read it) and the booking id the addresses carry.
   */
  hotelBookings: z
    .array(
      z.object({
        id: z.string().max(60),
        key: z.string().max(100),
        bookingId: z.string().max(60),
      }),
    )
    .max(5)
    .optional(),
  /** The railway user id this browser logged in to the railway with (issue 16); cleared on logout. */
  railUserId: z.string().max(40).optional(),
  /**
   * The train checkout under way (docs/decisions/0170): its attempt, renewed at each railway login,
   * names the booking's Idempotency-Key; once booked, the booking, its journey and when its 5-minute
   * timer ends by the store's clock, so a reload (or a second tab) returns to it. Cleared on logout.
   */
  trainCheckout: z
    .object({
      attempt: z.string().regex(/^[0-9a-f]{24}$/),
      booking: z
        .object({
          id: z.string().max(60),
          journey: z.string().max(80),
          endsAt: z.number().int().nonnegative(),
        })
        .optional(),
    })
    .optional(),
  /**
   * This browser's train bookings, newest first (at most 5): the train service's id, its access key
   * (a guest's only way to read it) and its Trip Id.
   */
  trainBookings: z
    .array(
      z.object({
        id: z.string().max(60),
        key: z.string().max(100),
        tripId: z.string().max(20),
      }),
    )
    .max(5)
    .optional(),
  /**
   * Trips this browser found as a guest (Trip Id + e-mail or mobile), newest first (at most 5): the
   * services' signed, expiring grant to read each (docs/decisions/0088).
   */
  tripGrants: z
    .array(z.object({ tripId: z.string().max(20), grant: z.string().max(100) }))
    .max(5)
    .optional(),
  /** Epoch milliseconds. */
  createdAt: z.number().int().nonnegative(),
})

export type SessionData = z.infer<typeof sessionDataSchema>

const sealedSchema = z.object({ exp: z.number(), data: sessionDataSchema })

const VERSION = 'v1.'
const IV_BYTES = 12
const TAG_BYTES = 16

export function deriveSessionKey(secret: string): Buffer {
  // A fixed salt is fine: the secret is already high-entropy; HKDF here only separates this use of it.
  return Buffer.from(hkdfSync('sha256', secret, 'safarnama-session', 'session-cookie-aes-256-gcm', 32))
}

export function newSessionId(): string {
  return randomBytes(16).toString('hex')
}

export function sealSession(data: SessionData, key: Buffer, now: number = Date.now()): string {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const plaintext = JSON.stringify({ exp: now + SESSION_MAX_AGE_SECONDS * 1000, data })
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
  return VERSION + Buffer.concat([iv, ciphertext, cipher.getAuthTag()]).toString('base64url')
}

function open(raw: Buffer, key: Buffer): string | null {
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES))
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES))
    const body = raw.subarray(IV_BYTES, raw.length - TAG_BYTES)
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}

/**
 * The session in a cookie value, or null when it is missing, tampered with, sealed with an unknown
 * key, or expired. `keys` lists the current key first, then retired ones still accepted.
 */
export function unsealSession(
  value: string | undefined,
  keys: ReadonlyArray<Buffer>,
  now: number = Date.now(),
): SessionData | null {
  if (!value?.startsWith(VERSION)) return null
  const raw = Buffer.from(value.slice(VERSION.length), 'base64url')
  if (raw.length <= IV_BYTES + TAG_BYTES) return null
  for (const key of keys) {
    const plaintext = open(raw, key)
    if (plaintext === null) continue
    let parsed: unknown
    try {
      parsed = JSON.parse(plaintext)
    } catch {
      return null
    }
    const sealed = sealedSchema.safeParse(parsed)
    if (!sealed.success || sealed.data.exp <= now) return null
    return sealed.data.data
  }
  return null
}
