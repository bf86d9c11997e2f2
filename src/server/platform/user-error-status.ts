/**
 * The HTTP status of a failed server function call. Start answers a server function that threw
 * with 200 and the serialised error (measured on the production build: a 401 UserError and a
 * validation failure both came back 200), so proxies, logs and monitors saw every failure as a
 * success. This function middleware, registered in src/start.ts, sets the status from the error:
 * a UserError's own status (400 INVALID_INPUT, 401, 404, 422, 429…), 503 when the services are
 * unavailable, 500 for anything unexpected. Decision 0014.
 */
import { createMiddleware } from '@tanstack/react-start'
import { getRequest, setResponseStatus } from '@tanstack/react-start/server'
import { UserError } from './errors'

/** The status a failed call answers with. */
export function statusOf(error: Error): number {
  if (!(error instanceof UserError)) return 500
  if (error.status !== undefined && error.status >= 400 && error.status <= 599) return error.status
  if (error.kind === 'unavailable') return 503
  return error.kind === 'rejected' ? 400 : 500
}

// Only for calls from the browser (/_serverFn/…): a server function called by a loader during the
// page's own render must not change the page's status; the route's error handling decides that.
const serverFnBase = process.env.TSS_SERVER_FN_BASE ?? '/_serverFn/'
const isServerFnRequest = () => new URL(getRequest().url).pathname.startsWith(serverFnBase)

export const userErrorStatus = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  try {
    return await next()
  } catch (error) {
    // Redirects are Responses and notFound() a plain object: Start answers those itself.
    if (error instanceof Error && isServerFnRequest()) setResponseStatus(statusOf(error))
    throw error
  }
})
