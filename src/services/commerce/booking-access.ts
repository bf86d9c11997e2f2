/**
 * Who may read a hotel or train booking: its signed-in owner, or whoever holds its access key (given
 * once, when the booking is made, to a guest's browser; sent back as X-Booking-Key). Only the key's
 * SHA-256 is stored; it is compared in constant time.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { ApiError } from '../http/errors'

export interface Caller {
  userId?: number | undefined
  bookingKey?: string | undefined
}

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex')

/** A new booking's access key and the hash that is stored. */
export function newAccessKey(): { accessKey: string; accessKeyHash: string } {
  const accessKey = randomBytes(24).toString('base64url')
  return { accessKey, accessKeyHash: hashKey(accessKey) }
}

export function mayRead(row: { userId: number | null; accessKeyHash: string }, caller: Caller): boolean {
  if (caller.userId !== undefined && row.userId === caller.userId) return true
  if (!caller.bookingKey) return false
  const given = Buffer.from(hashKey(caller.bookingKey), 'hex')
  const stored = Buffer.from(row.accessKeyHash, 'hex')
  return given.length === stored.length && timingSafeEqual(given, stored)
}

/** 404 that says nothing of whether the booking exists. */
export const notYoursFor = (product: string) => () =>
  new ApiError(
    404,
    'NOT_FOUND',
    'We could not find this booking. Check the booking id, or sign in with the account that booked it.',
    `No ${product} booking with this id is visible to this caller (owner, or X-Booking-Key).`,
  )
