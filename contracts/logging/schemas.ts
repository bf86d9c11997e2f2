/** A client error report (000 §7), as the browser sends it. Client-safe zod. */
import { z } from 'zod'

export const clientErrorTypes = ['sagas_failed_src_index', 'window_level_err_web_client'] as const

export const clientErrorReportSchema = z.object({
  type: z.enum(clientErrorTypes),
  message: z.string().min(1).max(4_000),
  url: z.string().max(2_000).optional(),
  line: z.number().int().nonnegative().optional(),
  column: z.number().int().nonnegative().optional(),
  stack: z.string().max(16_000).optional(),
  isMobile: z.boolean(),
  pageUrl: z.string().max(2_000),
  deviceInfo: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
})

export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>
