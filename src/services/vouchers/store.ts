/**
 * Vouchers in the database: the check a traveller makes on the redeem screen (no write), and the
 * tender's hold, commit and release that the commerce core calls inside the booking's transaction
 * (src/services/commerce/tender-port.ts).
 *
 * Race-free uses (docs/decisions/0230): every hold first locks the voucher's row (SELECT … FOR
 * UPDATE), so twenty checkouts holding one single-use voucher queue behind each other; the use is
 * then taken by a conditional UPDATE that adds one only while used_count < use_limit, and a CHECK
 * keeps used_count within the limit regardless. A release gives the use back once: only a hold
 * still held (or consumed) turns released, under the use's own row lock.
 */
import { randomBytes } from 'node:crypto'
import { and, eq, lt, ne, sql } from 'drizzle-orm'
import { voucherMessages } from '@contracts/vouchers/messages'
import {
  voucherTenderDetailSchema,
  type VoucherTenderDetail,
  type VoucherView,
} from '@contracts/vouchers/schemas'
import type { Database, Tx } from '../db/client'
import { vouchers, voucherUses } from '../db/schema/vouchers'
import type { TenderHold, TenderHoldArgs } from '../commerce/tender-port'
import { refusal, refusalOf, type Refusal, type VoucherRow } from './rules'

/** What a traveller typed, as codes are stored: trimmed and upper-case. */
export const normaliseVoucherCode = (code: string) => code.trim().toUpperCase()

const notFound = () => refusal(404, 'VOUCHER_NOT_FOUND', voucherMessages.notFound)

async function heldElsewhere(db: Database | Tx, code: string, tripId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: voucherUses.id })
    .from(voucherUses)
    .where(
      and(
        eq(voucherUses.code, code),
        eq(voucherUses.status, 'held'),
        tripId === undefined ? undefined : ne(voucherUses.tripId, tripId),
      ),
    )
    .limit(1)
  return row !== undefined
}

export function viewOf(row: VoucherRow): VoucherView {
  const left = row.useLimit - row.usedCount
  return {
    code: row.code,
    description: row.description,
    value: row.value,
    product: voucherProductOf(row.product),
    valid_from: row.validFrom.toISOString(),
    valid_until: row.validUntil.toISOString(),
    single_use: row.useLimit === 1,
    uses_left: left,
    message: voucherMessages.valid(row.value, left),
  }
}

function voucherProductOf(product: string | null): VoucherView['product'] {
  switch (product) {
    case 'flights':
    case 'hotels':
    case 'trains':
    case 'holidays':
      return product
    default:
      return null
  }
}

/** The redeem screen's check: the voucher's value and validity, or why it cannot be used. */
export async function checkVoucher(
  db: Database,
  args: { code: string; product?: string | undefined; userId: number | null; now: Date },
): Promise<VoucherView | Refusal> {
  const code = normaliseVoucherCode(args.code)
  const [row] = await db.select().from(vouchers).where(eq(vouchers.code, code))
  if (!row) return notFound()
  const refused = refusalOf(row, { ...args, heldElsewhere: await heldElsewhere(db, code) })
  return refused ?? viewOf(row)
}

const newUseId = () => `vu_${randomBytes(10).toString('hex')}`

/** The tender's hold (TenderProvider.hold): one use of the voucher held for the trip. */
export async function holdVoucher(tx: Tx, args: TenderHoldArgs<VoucherTenderDetail>): Promise<TenderHold> {
  const detail = voucherTenderDetailSchema.safeParse(args.detail)
  if (!detail.success) return notFound()
  const { code, index } = detail.data
  const [row] = await tx.select().from(vouchers).where(eq(vouchers.code, code)).for('update')
  if (!row) return notFound()
  // Under the voucher's lock: a repeat of a hold with its key finds the first one.
  const [earlier] = await tx
    .select()
    .from(voucherUses)
    .where(eq(voucherUses.idempotencyKey, args.idempotencyKey))
  if (earlier) {
    if (earlier.code !== code || earlier.tripId !== args.tripId || earlier.status === 'released')
      return refusal(409, 'VOUCHER_ALREADY_APPLIED', voucherMessages.alreadyApplied)
    return { ok: true, ref: earlier.id, amount: earlier.amount, label: labelOf(code) }
  }
  const [live] = await tx
    .select({ id: voucherUses.id })
    .from(voucherUses)
    .where(
      and(
        eq(voucherUses.code, code),
        eq(voucherUses.tripId, args.tripId),
        ne(voucherUses.status, 'released'),
      ),
    )
  if (live) return refusal(409, 'VOUCHER_ALREADY_APPLIED', voucherMessages.alreadyApplied)
  const refused = refusalOf(row, {
    now: args.now,
    product: args.product,
    userId: args.owner.userId,
    heldElsewhere: await heldElsewhere(tx, code, args.tripId),
  })
  if (refused) return refused
  if (args.left <= 0) return refusal(409, 'VOUCHER_NOTHING_LEFT', voucherMessages.nothingLeft)
  if (args.amount > row.value)
    return refusal(400, 'VOUCHER_ABOVE_VALUE', voucherMessages.aboveValue(row.value))
  const amount = Math.min(args.amount > 0 ? args.amount : row.value, args.left)
  const [taken] = await tx
    .update(vouchers)
    .set({ usedCount: sql`${vouchers.usedCount} + 1` })
    .where(and(eq(vouchers.code, code), lt(vouchers.usedCount, vouchers.useLimit)))
    .returning({ code: vouchers.code })
  if (!taken) return refusal(409, 'VOUCHER_USED', voucherMessages.used)
  const id = newUseId()
  await tx.insert(voucherUses).values({
    id,
    code,
    tripId: args.tripId,
    entryIndex: index,
    userId: args.owner.userId,
    amount,
    status: 'held',
    idempotencyKey: args.idempotencyKey,
    createdAt: args.now,
    updatedAt: args.now,
  })
  return { ok: true, ref: id, amount, label: labelOf(code) }
}

const labelOf = (code: string) => `Voucher ${code}`

/** The booking was paid: the held use is consumed. Idempotent; a released use stays released. */
export async function commitVoucher(tx: Tx, args: { ref: string; tripId: string; now: Date }): Promise<void> {
  await tx
    .update(voucherUses)
    .set({ status: 'consumed', updatedAt: args.now })
    .where(
      and(eq(voucherUses.id, args.ref), eq(voucherUses.tripId, args.tripId), eq(voucherUses.status, 'held')),
    )
}

/**
 * The booking did not go through (failed, expired, refunded before ticketing) or the traveller
 * removed the voucher: the use goes back to the voucher, once.
 */
export async function releaseVoucher(tx: Tx, args: { ref: string; why: string; now: Date }): Promise<void> {
  const [use] = await tx.select().from(voucherUses).where(eq(voucherUses.id, args.ref)).for('update')
  if (!use || use.status === 'released') return
  await tx
    .update(voucherUses)
    .set({ status: 'released', releaseReason: args.why.slice(0, 200), updatedAt: args.now })
    .where(eq(voucherUses.id, use.id))
  await tx
    .update(vouchers)
    .set({ usedCount: sql`${vouchers.usedCount} - 1` })
    .where(eq(vouchers.code, use.code))
}

/** A trip's live voucher uses, in the order of their entries (what the payment panel shows). */
export async function usesOfTrip(db: Database | Tx, tripId: string) {
  return db
    .select({
      ref: voucherUses.id,
      code: voucherUses.code,
      index: voucherUses.entryIndex,
      amount: voucherUses.amount,
      status: voucherUses.status,
    })
    .from(voucherUses)
    .where(and(eq(voucherUses.tripId, tripId), ne(voucherUses.status, 'released')))
    .orderBy(voucherUses.entryIndex)
}
