/** Client error reports (000 §7) go through the BFF so the browser never talks to the services. */
import { createServerFn } from '@tanstack/react-start'
import { getRequestHeader } from '@tanstack/react-start/server'
import { clientIp as requestClientIp } from '../platform/client-ip.server'
import { postClientError } from './client.server'
import { asUserErrors } from '../platform/errors'
import { clientErrorReportSchema } from '@contracts/logging/schemas'
import { input } from '../platform/validate'

export const reportClientError = createServerFn({ method: 'POST' })
  .validator(input(clientErrorReportSchema))
  .handler(({ data }): Promise<{ ok: true }> =>
    asUserErrors(async () => {
      // Taken from the request, not the report: the browser cannot vouch for its own IP.
      const clientIp = requestClientIp()
      const userAgent = getRequestHeader('user-agent')
      await postClientError({
        ...data,
        ...(clientIp ? { clientIp } : {}),
        ...(userAgent ? { userAgent } : {}),
        timestamp: new Date().toISOString(),
      })
      return { ok: true }
    }),
  )
