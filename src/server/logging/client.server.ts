/** POST /logging/v1/client-errors (000 §7: client error reports). */
import { z } from 'zod'
import { upstream } from '../upstream/client.server'
import type { ClientErrorReport } from '@contracts/logging/schemas'

export type ClientErrorRecord = ClientErrorReport & {
  clientIp?: string
  userAgent?: string
  timestamp: string
}

export async function postClientError(record: ClientErrorRecord): Promise<void> {
  // A report is anonymous on purpose: the bearer would tie an error to a person for no benefit.
  await upstream()({
    method: 'POST',
    path: '/logging/v1/client-errors',
    body: record,
    skipAuth: true,
    schema: z.unknown(),
  })
}

/** 001 §7 Logging: one step of a booking (its request and the answer or the error). */
export type BookingLogRecord = {
  type: string
  request?: unknown
  response?: unknown
  error?: unknown
  isMobile?: boolean
  userAgent?: string
  tabId?: string
  browserId?: string
}

/**
 * POST /logging/v1/booking-logs. Never fails the booking it describes: a logging outage is
 * written to the store's own log and the step goes on.
 */
export async function postBookingLog(record: BookingLogRecord): Promise<void> {
  try {
    await upstream()({
      method: 'POST',
      path: '/logging/v1/booking-logs',
      body: { ...record, timestamp: new Date().toISOString() },
      skipAuth: true,
      schema: z.unknown(),
    })
  } catch (error) {
    console.warn('booking log not written', record.type, error instanceof Error ? error.message : error)
  }
}
