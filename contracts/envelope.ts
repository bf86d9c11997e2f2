/** The success envelope every service answers with: `{ data, meta: { status: 'SUCCESS' } }`. */
import { z } from 'zod'

export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    data,
    meta: z.looseObject({ status: z.string().optional() }).optional(),
  })
}
