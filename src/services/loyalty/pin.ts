/**
 * The PAYBACK PIN (001 §2 "Loyalty redeem flow with a PIN-sent modal", §5 "A loyalty PIN is sent to
 * the registered mobile and e-mail"; docs/decisions/0228): a 4-digit PIN sent by SMS and e-mail,
 * valid for a while and once; wrong PINs counted on the account, which is locked for a while at the
 * limit (423 with the time said); a right one gives a short-lived redeem authorisation, stored.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import { PIN_DIGITS, type PinSent } from '@contracts/loyalty/schemas'
import { loyaltyMessages } from '@contracts/loyalty/messages'
import type { Database } from '../db/client'
import { loyaltyAccounts, loyaltyAuthorizations, loyaltyPins } from '../db/schema'
import type { MessageSender } from '../messaging/sender'
import { countHit } from '../http/rate-limit'
import type { AccountRow } from './ledger'
import { loyaltyError, summaryOf, type LoyaltyConfig } from './store'

const hashPin = (salt: string, pin: string) => createHash('sha256').update(`${salt}:${pin}`).digest('hex')

function pinMatches(stored: string, pin: string): boolean {
  const [salt = '', hash = ''] = stored.split('$')
  const given = Buffer.from(hashPin(salt, pin), 'hex')
  const kept = Buffer.from(hash, 'hex')
  return given.length === kept.length && timingSafeEqual(given, kept)
}

const secondsUntil = (until: Date, now: Date) =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000))

/** 423 while the account is locked after too many wrong PINs. */
export function refuseIfLocked(account: AccountRow, now: Date): void {
  if (account.pinLockedUntil && account.pinLockedUntil.getTime() > now.getTime())
    throw loyaltyError(423, 'PIN_LOCKED', loyaltyMessages.locked(secondsUntil(account.pinLockedUntil, now)))
}

export interface PinDeps {
  db: Database
  config: LoyaltyConfig
  sender: MessageSender
  productName: string
}

/** Sends a new PIN to the account's mobile and e-mail, tagged with the store session that asked. */
export async function requestPin(
  deps: PinDeps,
  account: AccountRow,
  requester: string | undefined,
  now: Date,
): Promise<PinSent> {
  const { db, config } = deps
  if (account.status !== 'active') throw loyaltyError(403, 'PAYBACK_BLOCKED', loyaltyMessages.blocked)
  refuseIfLocked(account, now)
  const [last] = await db
    .select()
    .from(loyaltyPins)
    .where(eq(loyaltyPins.accountId, account.id))
    .orderBy(desc(loyaltyPins.id))
    .limit(1)
  const readyAt = last ? last.createdAt.getTime() + config.pinResendCooldownMs : 0
  if (readyAt > now.getTime())
    throw loyaltyError(429, 'PIN_TOO_SOON', loyaltyMessages.pinTooSoon(secondsUntil(new Date(readyAt), now)))
  const wait = await countHit(db, `loyalty-pin:${account.id}`, config.pinRequests, now)
  if (wait !== undefined) throw loyaltyError(429, 'PIN_TOO_MANY', loyaltyMessages.pinTooMany(wait))
  const pin = String(randomInt(0, 10 ** PIN_DIGITS)).padStart(PIN_DIGITS, '0')
  const salt = randomBytes(8).toString('hex')
  // A new PIN replaces every earlier one still open.
  await db
    .update(loyaltyPins)
    .set({ usedAt: now })
    .where(and(eq(loyaltyPins.accountId, account.id), isNull(loyaltyPins.usedAt)))
  await db.insert(loyaltyPins).values({
    accountId: account.id,
    pinHash: `${salt}$${hashPin(salt, pin)}`,
    expiresAt: new Date(now.getTime() + config.pinTtlMs),
    createdAt: now,
  })
  const minutes = Math.round(config.pinTtlMs / 60_000)
  const body = `${pin} is your PAYBACK PIN to redeem points on ${deps.productName}. It expires in ${minutes} minutes. Never share it with anyone.`
  await deps.sender.send({
    channel: 'sms',
    to: `+91 ${account.mobile}`,
    subject: 'PAYBACK PIN',
    body,
    requester,
  })
  await deps.sender.send({
    channel: 'email',
    to: account.email,
    subject: `${deps.productName}: your PAYBACK PIN`,
    body: `Hello ${account.name},\n\n${body}\n\nIf you did not ask for it, you can ignore this e-mail.`,
    requester,
  })
  const summary = summaryOf(account)
  const [user, domain = ''] = account.email.split('@')
  return {
    sent_to: { mobile: summary.mobile, email: `${(user ?? '').slice(0, 1)}•••@${domain}` },
    expires_in_seconds: Math.round(config.pinTtlMs / 1000),
    resend_in_seconds: Math.round(config.pinResendCooldownMs / 1000),
  }
}

/** Checks a PIN; a right one is used up and gives a redeem authorisation valid for a while. */
export async function verifyPin(
  deps: PinDeps,
  account: AccountRow,
  pin: string,
  now: Date,
): Promise<{ authorization: string; expiresAt: Date }> {
  const { db, config } = deps
  if (account.status !== 'active') throw loyaltyError(403, 'PAYBACK_BLOCKED', loyaltyMessages.blocked)
  refuseIfLocked(account, now)
  const [open] = await db
    .select()
    .from(loyaltyPins)
    .where(and(eq(loyaltyPins.accountId, account.id), isNull(loyaltyPins.usedAt)))
    .orderBy(desc(loyaltyPins.id))
    .limit(1)
  if (!open) throw loyaltyError(422, 'NO_PIN', loyaltyMessages.noPin, 'pin')
  if (open.expiresAt.getTime() <= now.getTime())
    throw loyaltyError(422, 'PIN_EXPIRED', loyaltyMessages.pinExpired, 'pin')
  if (!pinMatches(open.pinHash, pin)) {
    // One statement per wrong try, so concurrent guesses are all counted.
    const [counted] = await db
      .update(loyaltyAccounts)
      .set({ pinFailures: sql`${loyaltyAccounts.pinFailures} + 1` })
      .where(eq(loyaltyAccounts.id, account.id))
      .returning({ failures: loyaltyAccounts.pinFailures })
    const failures = counted?.failures ?? config.pinMaxAttempts
    if (failures >= config.pinMaxAttempts) {
      const until = new Date(now.getTime() + config.pinLockMs)
      await db
        .update(loyaltyAccounts)
        .set({ pinFailures: 0, pinLockedUntil: until })
        .where(eq(loyaltyAccounts.id, account.id))
      await db.update(loyaltyPins).set({ usedAt: now }).where(eq(loyaltyPins.id, open.id))
      throw loyaltyError(423, 'PIN_LOCKED', loyaltyMessages.locked(secondsUntil(until, now)))
    }
    throw loyaltyError(422, 'PIN_WRONG', loyaltyMessages.pinWrong(config.pinMaxAttempts - failures), 'pin')
  }
  const used = await db
    .update(loyaltyPins)
    .set({ usedAt: now })
    .where(and(eq(loyaltyPins.id, open.id), isNull(loyaltyPins.usedAt)))
    .returning({ id: loyaltyPins.id })
  if (!used.length) throw loyaltyError(422, 'PIN_EXPIRED', loyaltyMessages.pinExpired, 'pin')
  await db.update(loyaltyAccounts).set({ pinFailures: 0 }).where(eq(loyaltyAccounts.id, account.id))
  const authorization = `lra_${randomBytes(24).toString('base64url')}`
  const expiresAt = new Date(now.getTime() + config.authorizationTtlMs)
  await db
    .insert(loyaltyAuthorizations)
    .values({ id: authorization, accountId: account.id, expiresAt, createdAt: now })
  return { authorization, expiresAt }
}
