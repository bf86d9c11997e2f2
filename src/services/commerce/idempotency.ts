/**
 * Idempotency-Key handling for calls that create or charge (booking, payment). The key row is
 * written in the same transaction as the work: a concurrent repeat waits on the key's primary key
 * and then reads the first answer; a repeat with another body is refused. Keys live in the
 * database, so any instance answers a repeat alike.
 */
import { createHash } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Database } from '../db/client'
import { idempotencyKeys } from '../db/schema'
import { ApiError } from '../http/errors'

export type { Tx } from '../db/client'
import type { Tx } from '../db/client'

export { idempotencyKeyOf } from '../http/idempotency-key'

export const fingerprint = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex')

/**
 * The answer stored for (scope, key), read back through its schema; undefined while the key is new
 * or its first request has not finished. A key used before with another body is refused (409).
 */
export async function storedAnswer<S extends z.ZodType>(
  db: Database | Tx,
  scope: string,
  key: string,
  print: string,
  answer: S,
): Promise<z.output<S> | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
  if (row && row.fingerprint !== print)
    throw new ApiError(
      409,
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was already used for a different request',
      'Use a new key for a new request; repeat a request only with exactly the same body.',
    )
  if (row?.response !== undefined && row.response !== null) return answer.parse(row.response)
  return undefined
}

/**
 * Runs `work` once per (scope, key): the first call's answer is stored and returned to every repeat.
 * `work` runs inside the transaction; an ApiError it throws rolls back and frees the key, so a
 * corrected repeat can succeed.
 */
export async function once<S extends z.ZodType>(
  db: Database,
  scope: string,
  key: string,
  print: string,
  /** The answer's shape: a stored answer is read back through it. */
  answer: S,
  work: (tx: Tx) => Promise<z.output<S>>,
): Promise<z.output<S>> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(idempotencyKeys)
      .values({ scope, key, fingerprint: print })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key })
    if (!inserted.length) {
      const stored = await storedAnswer(tx, scope, key, print, answer)
      if (stored !== undefined) return stored
      throw new ApiError(
        409,
        'IDEMPOTENCY_IN_PROGRESS',
        'This request is still being processed. Try again in a moment.',
        'A request with this Idempotency-Key has not finished yet.',
      )
    }
    const result = await work(tx)
    await tx
      .update(idempotencyKeys)
      .set({ status: 200, response: result })
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
    return result
  })
}
