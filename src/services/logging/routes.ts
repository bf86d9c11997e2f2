/** Client error reports and booking logs (000 §7, 001 §7 "Logging"), stored for support staff. */
import { Hono } from 'hono'
import { z } from 'zod'
import { moment, text as storableText, wholeNumber } from '@contracts/fields'
import type { Database } from '../db/client'
import * as schema from '../db/schema'
import { envelope } from '../http/envelope'
import { ApiError } from '../http/errors'
import { parseJsonBody, parseQuery } from '../http/validate'
import { requireSandboxCaller } from '../http/sandbox-guard'
import { desc } from 'drizzle-orm'

export const LOG_BODY_LIMIT_BYTES = 64 * 1024

const text = (max: number) => storableText({ max })
const timestamp = moment('is required: an ISO 8601 date-time or milliseconds since 1970, up to the year 9999')

const clientErrorBody = z.object({
  type: z.enum(['sagas_failed_src_index', 'window_level_err_web_client'], {
    error: "must be 'sagas_failed_src_index' or 'window_level_err_web_client'",
  }),
  message: storableText({ max: 4000, min: 1, required: 'is required: describe the error' }),
  url: text(2000).optional(),
  line: wholeNumber().optional(),
  column: wholeNumber().optional(),
  stack: text(16_000).optional(),
  isMobile: z.boolean().optional(),
  userAgent: text(1000).optional(),
  clientIp: text(100).optional(),
  timestamp,
  pageUrl: text(2000).optional(),
  deviceInfo: z.unknown().optional(),
})

const bookingLogBody = z.object({
  type: storableText({ max: 200, min: 1, required: 'is required: name the booking step' }),
  request: z.unknown().optional(),
  response: z.unknown().optional(),
  error: z.unknown().optional(),
  isMobile: z.boolean().optional(),
  userAgent: text(1000).optional(),
  timestamp,
  tabId: text(200).optional(),
  browserId: text(200).optional(),
})

const logBody = {
  maxBytes: LOG_BODY_LIMIT_BYTES,
  tooLarge: () =>
    new ApiError(
      413,
      'PAYLOAD_TOO_LARGE',
      `The log entry is larger than ${LOG_BODY_LIMIT_BYTES / 1024} KB; shorten the stack or payload and send it again`,
      'Log entries are limited in size so a faulty client cannot fill the database.',
    ),
}

const recentQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(20) })

export function loggingRoutes(db: Database, options: { sandbox: boolean } = { sandbox: true }): Hono {
  const app = new Hono()

  // Sandbox and loopback only: the newest client error reports, as support staff would read them
  // (the browser tests read back what a page reported; docs/decisions/0051).
  app.get('/sandbox/client-errors', async (c) => {
    requireSandboxCaller(c, options.sandbox)
    const { limit } = parseQuery(c, recentQuery)
    const rows = await db
      .select()
      .from(schema.clientErrorLogs)
      .orderBy(desc(schema.clientErrorLogs.id))
      .limit(limit)
    c.header('Cache-Control', 'no-store')
    return c.json(
      envelope({
        reports: rows.map((r) => ({
          id: r.id,
          type: r.type,
          message: r.message,
          url: r.url,
          line: r.line,
          column: r.column,
          stack: r.stack,
          isMobile: r.isMobile,
          userAgent: r.userAgent,
          pageUrl: r.pageUrl,
          deviceInfo: r.deviceInfo,
          occurredAt: r.occurredAt.toISOString(),
        })),
      }),
    )
  })

  app.post('/v1/client-errors', async (c) => {
    const body = await parseJsonBody(c, clientErrorBody, logBody)
    const [row] = await db
      .insert(schema.clientErrorLogs)
      .values({
        type: body.type,
        message: body.message,
        url: body.url,
        line: body.line,
        column: body.column,
        stack: body.stack,
        isMobile: body.isMobile,
        userAgent: body.userAgent,
        clientIp: body.clientIp,
        occurredAt: body.timestamp,
        pageUrl: body.pageUrl,
        deviceInfo: body.deviceInfo,
      })
      .returning({ id: schema.clientErrorLogs.id })
    return c.json(envelope({ id: row?.id }), 201)
  })

  app.post('/v1/booking-logs', async (c) => {
    const body = await parseJsonBody(c, bookingLogBody, logBody)
    const [row] = await db
      .insert(schema.bookingLogs)
      .values({
        type: body.type,
        request: body.request,
        response: body.response,
        error: body.error,
        isMobile: body.isMobile,
        userAgent: body.userAgent,
        occurredAt: body.timestamp,
        tabId: body.tabId,
        browserId: body.browserId,
      })
      .returning({ id: schema.bookingLogs.id })
    return c.json(envelope({ id: row?.id }), 201)
  })

  return app
}
