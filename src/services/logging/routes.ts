/** Client error reports and booking logs (000 §7, 001 §7 "Logging"), stored for support staff. */
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import type { Database } from '../db/client'
import * as schema from '../db/schema'
import { envelope } from '../http/envelope'
import { ApiError, errorResponse } from '../http/errors'
import { parseJsonBody } from '../http/validate'

export const LOG_BODY_LIMIT_BYTES = 64 * 1024

const text = (max: number) =>
  z.string({ error: 'must be a string' }).max(max, `must be at most ${max} characters`)
const timestamp = z.union([z.iso.datetime({ offset: true }), z.number().int().nonnegative()], {
  error: 'is required: an ISO 8601 date-time or milliseconds since 1970',
})

const clientErrorBody = z.object({
  type: z.enum(['sagas_failed_src_index', 'window_level_err_web_client'], {
    error: "must be 'sagas_failed_src_index' or 'window_level_err_web_client'",
  }),
  message: z
    .string({ error: 'is required: describe the error' })
    .min(1, 'is required: describe the error')
    .max(4000, 'must be at most 4000 characters'),
  url: text(2000).optional(),
  line: z.number().int().nonnegative().optional(),
  column: z.number().int().nonnegative().optional(),
  stack: text(16_000).optional(),
  isMobile: z.boolean().optional(),
  userAgent: text(1000).optional(),
  clientIp: text(100).optional(),
  timestamp,
  pageUrl: text(2000).optional(),
  deviceInfo: z.unknown().optional(),
})

const bookingLogBody = z.object({
  type: z
    .string({ error: 'is required: name the booking step' })
    .min(1, 'is required: name the booking step')
    .max(200, 'must be at most 200 characters'),
  request: z.unknown().optional(),
  response: z.unknown().optional(),
  error: z.unknown().optional(),
  isMobile: z.boolean().optional(),
  userAgent: text(1000).optional(),
  timestamp,
  tabId: text(200).optional(),
  browserId: text(200).optional(),
})

const limit = bodyLimit({
  maxSize: LOG_BODY_LIMIT_BYTES,
  onError: (c) =>
    errorResponse(
      c,
      new ApiError(
        413,
        'PAYLOAD_TOO_LARGE',
        `The log entry is larger than ${LOG_BODY_LIMIT_BYTES / 1024} KB; shorten the stack or payload and send it again`,
        'Log entries are limited in size so a faulty client cannot fill the database.',
      ),
    ),
})

export function loggingRoutes(db: Database): Hono {
  const app = new Hono()

  app.post('/v1/client-errors', limit, async (c) => {
    const body = await parseJsonBody(c, clientErrorBody)
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
        occurredAt: new Date(body.timestamp),
        pageUrl: body.pageUrl,
        deviceInfo: body.deviceInfo,
      })
      .returning({ id: schema.clientErrorLogs.id })
    return c.json(envelope({ id: row?.id }), 201)
  })

  app.post('/v1/booking-logs', limit, async (c) => {
    const body = await parseJsonBody(c, bookingLogBody)
    const [row] = await db
      .insert(schema.bookingLogs)
      .values({
        type: body.type,
        request: body.request,
        response: body.response,
        error: body.error,
        isMobile: body.isMobile,
        userAgent: body.userAgent,
        occurredAt: new Date(body.timestamp),
        tabId: body.tabId,
        browserId: body.browserId,
      })
      .returning({ id: schema.bookingLogs.id })
    return c.json(envelope({ id: row?.id }), 201)
  })

  return app
}
