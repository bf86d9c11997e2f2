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
