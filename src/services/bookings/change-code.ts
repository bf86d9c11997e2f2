/**
 * A guest's proof of the booking's contact before changing a trip (docs/decisions/0180), the
 * accounts' OTP pattern on the trip: a 6-digit code from crypto.randomInt sent to the booking's
 * e-mail or mobile through the outbox, stored as a SHA-256 digest (one_time_codes, purpose
 * `trip_change`, subject the Trip Id), single use, expiring, with an attempt limit, a resend
 * cool-down and per-trip and per-address send limits. A verified code answers a change grant for
 * that trip only. Only whoever may already read the trip (a lookup grant) may ask for one.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto'
import type { Context, Hono } from 'hono'
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { ProductConfig } from '@config'
import {
  bookingsMessages,
  changeCodeRequestSchema,
  changeCodeVerifySchema,
  tripIdSchema,
} from '@contracts/bookings/trips'
import type { Database } from '../db/client'
import { oneTimeCodes } from '../db/schema/accounts'
import { envelope } from '../http/envelope'
import { ApiError, validationError } from '../http/errors'
import { countHit } from '../http/rate-limit'
import { sandboxRequester } from '../http/sandbox-guard'
import { parseJsonBody, parsePath } from '../http/validate'
import type { MessageSender } from '../messaging/sender'
import type { TripAccess } from '../http/trip-access'
import { issueGrant } from './grants'
import type { TripRow } from './store'

const PURPOSE = 'trip_change'
const DIGITS = 6

export interface ChangeCodeDeps {
  config: ProductConfig['bookings']
  grantSecret: string
  sender: MessageSender
  productName: string
  clientIpOf: (c: Context) => string
  now: () => Date
  /** The trip if the caller may read it, and what they may do (404 otherwise). */
  openTrip: (c: Context, tripId: string) => Promise<{ row: TripRow; access: TripAccess }>
}

const digest = (tripId: string, code: string) =>
  createHash('sha256').update(`${PURPOSE}:${tripId}:${code}`).digest()

/** a•••@example.com: enough for the traveller to know where to look, nothing more. */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@')
  return `${name.slice(0, 1)}•••@${domain}`
}
/** +91 ••••••5678 */
export const maskPhone = (phone: string) => `+91 ••••••${phone.replace(/\D/g, '').slice(-4)}`

function codeError(code: string, message: string): ApiError {
  return new ApiError(422, code, message, 'Check the code or ask for a new one.', [
    { field: 'code', message },
  ])
}

const tripPath = z.object({ tripId: tripIdSchema })

export function mountChangeCode(app: Hono, db: Database, deps: ChangeCodeDeps): void {
  const limited = (c: Context, seconds: number, message: string) => {
    c.header('Retry-After', String(seconds))
    return new ApiError(429, 'RATE_LIMITED', message, 'Codes are limited per trip and per client address.')
  }

  /** The trip of a guest who may read it but not yet change it (an account's trip: sign in). */
  async function guestTrip(c: Context, tripId: string): Promise<TripRow> {
    const { row, access } = await deps.openTrip(c, tripId)
    if (row.userId !== null && access !== 'change')
      throw new ApiError(
        403,
        'SIGN_IN_REQUIRED',
        bookingsMessages.signInToChange,
        'A code is sent for a guest’s trip only.',
      )
    return row
  }

  app.post('/flights/booking/:tripId/change_code', async (c) => {
    const { tripId } = parsePath(c, tripPath)
    const row = await guestTrip(c, tripId)
    const body = await parseJsonBody(c, changeCodeRequestSchema)
    const at = deps.now()
    const cfg = deps.config
    const to =
      body.channel === 'sms' ? row.phone && `+91 ${row.phone.replace(/\D/g, '').slice(-10)}` : row.email
    if (!to) {
      const missing = body.channel === 'sms' ? 'mobile number' : 'e-mail address'
      throw validationError(`channel: this booking has no ${missing}; choose the other`, [
        { field: 'channel', message: `this booking has no ${missing}` },
      ])
    }
    const [latest] = await db
      .select({ createdAt: oneTimeCodes.createdAt })
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.purpose, PURPOSE), eq(oneTimeCodes.subject, tripId)))
      .orderBy(desc(oneTimeCodes.id))
      .limit(1)
    const waitMs = latest ? latest.createdAt.getTime() + cfg.changeCodeCooldownMs - at.getTime() : 0
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000)
      throw limited(c, seconds, `A code was sent moments ago. You can ask for another in ${seconds} seconds.`)
    }
    const waits = [
      await countHit(db, `trip-change-code-trip:${tripId}`, cfg.changeCodesPerTrip, at),
      await countHit(db, `trip-change-code-ip:${deps.clientIpOf(c)}`, cfg.changeCodesPerIp, at),
    ].filter((s) => s !== undefined)
    if (waits.length) {
      const minutes = Math.ceil(Math.max(...waits) / 60)
      throw limited(
        c,
        Math.max(...waits),
        `Too many codes asked for. Please try again in ${minutes} minutes.`,
      )
    }
    // A new code retires the older ones.
    await db
      .update(oneTimeCodes)
      .set({ consumedAt: at })
      .where(
        and(
          eq(oneTimeCodes.purpose, PURPOSE),
          eq(oneTimeCodes.subject, tripId),
          isNull(oneTimeCodes.consumedAt),
        ),
      )
    const code = String(randomInt(0, 10 ** DIGITS)).padStart(DIGITS, '0')
    const expiresAt = new Date(at.getTime() + cfg.changeCodeTtlMs)
    await db.insert(oneTimeCodes).values({
      purpose: PURPOSE,
      subject: tripId,
      codeHash: digest(tripId, code).toString('hex'),
      createdAt: at,
      expiresAt,
    })
    const minutes = Math.round(cfg.changeCodeTtlMs / 60_000)
    const text = `${code} is your ${deps.productName} code to cancel or change Trip ${tripId}. It expires in ${minutes} minutes. Never share it with anyone; if you did not ask for it, ignore this message.`
    await deps.sender.send({
      channel: body.channel,
      to,
      subject: `${deps.productName}: your code for Trip ${tripId}`,
      body: text,
      requester: sandboxRequester(c),
    })
    c.header('Cache-Control', 'no-store')
    return c.json(
      envelope({
        trip_id: tripId,
        channel: body.channel,
        sent_to: body.channel === 'sms' ? maskPhone(to) : maskEmail(to),
        expires_at: expiresAt.toISOString(),
      }),
      201,
    )
  })

  app.post('/flights/booking/:tripId/change_code/verify', async (c) => {
    const { tripId } = parsePath(c, tripPath)
    await guestTrip(c, tripId)
    const body = await parseJsonBody(c, changeCodeVerifySchema)
    const at = deps.now()
    const [current] = await db
      .select()
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.purpose, PURPOSE),
          eq(oneTimeCodes.subject, tripId),
          isNull(oneTimeCodes.consumedAt),
        ),
      )
      .orderBy(desc(oneTimeCodes.id))
      .limit(1)
    if (!current || current.expiresAt <= at)
      throw codeError('CODE_EXPIRED', 'This code has expired or was already used. Ask for a new code.')
    // Counted before comparing, in one statement, so parallel guesses cannot pass the limit.
    const [counted] = await db
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
      .where(and(eq(oneTimeCodes.id, current.id), lt(oneTimeCodes.attempts, deps.config.changeCodeAttempts)))
      .returning({ attempts: oneTimeCodes.attempts })
    if (!counted) throw codeError('CODE_TOO_MANY_ATTEMPTS', 'Too many wrong codes. Ask for a new code.')
    const given = digest(tripId, body.code)
    const stored = Buffer.from(current.codeHash, 'hex')
    if (stored.length !== given.length || !timingSafeEqual(stored, given))
      throw codeError('CODE_INCORRECT', 'This code is not right. Check it and try again.')
    const [consumed] = await db
      .update(oneTimeCodes)
      .set({ consumedAt: at })
      .where(and(eq(oneTimeCodes.id, current.id), isNull(oneTimeCodes.consumedAt)))
      .returning({ id: oneTimeCodes.id })
    // Single use: another request used this code a moment ago.
    if (!consumed)
      throw codeError('CODE_EXPIRED', 'This code has expired or was already used. Ask for a new code.')
    const expiresAt = new Date(at.getTime() + deps.config.changeGrantMs)
    c.header('Cache-Control', 'no-store')
    return c.json(
      envelope({
        trip_id: tripId,
        grant: issueGrant(deps.grantSecret, tripId, expiresAt, 'change'),
        expires_at: expiresAt.toISOString(),
      }),
    )
  })
}
