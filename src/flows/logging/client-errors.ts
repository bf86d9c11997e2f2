/**
 * Delivers a client error report through the BFF (src/server/logging/logging.functions.ts). Loaded
 * by src/client.tsx only when there is a report to send (src/lib/client-errors.ts).
 */
import { reportClientError } from '~/server/logging/logging.functions'
import type { ClientErrorPayload } from '~/lib/client-errors'

export function sendClientError(payload: ClientErrorPayload): Promise<unknown> {
  return reportClientError({ data: payload })
}
