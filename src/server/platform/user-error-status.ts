/**
 * The HTTP status of a failed server function call. Start answers a server function that threw
 * with 200 and the serialised error (measured on the production build: a 401 UserError and a
 * validation failure both came back 200), so proxies, logs and monitors saw every failure as a
 * success. This function middleware, registered in src/start.ts, sets the status from the error:
 * a UserError's own status (400 INVALID_INPUT, 401, 404, 422, 429…), 503 when the services are
 * unavailable, 500 for anything unexpected. Decision 0014.
 */
import { createMiddleware } from '@tanstack/react-start'
import { getRequest, setResponseHeader, setResponseStatus } from '@tanstack/react-start/server'
import { isUpstreamError } from '../upstream/wrapper'
import { UserError, toUserError, withCause } from './errors'
import { requestLog } from './log.server'
import { currentRequest } from './request-context.server'

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

// The requests whose server function started: the request guard (server-fn-guard.ts) tells Start's
// own failures (lookup, decoding) from the function's by it.
const reached = new WeakSet<Request>()

/** Whether this request's server function started (its id was found and its payload decoded). */
export function reachedFunction(request: Request): boolean {
  return reached.has(request)
}

export const userErrorStatus = createMiddleware({ type: 'function' }).server(
  async ({ next, serverFnMeta }) => {
    const request = currentRequest()
    if (isServerFnRequest()) {
      // The function was found and its payload decoded (src/server/platform/server-fn-guard.ts).
      reached.add(getRequest())
      // The request's log line names the function, not its hashed address (serve.server.ts).
      if (request) request.route = `serverFn ${serverFnMeta.name}`
    }
    try {
      return await next()
    } catch (thrown) {
      // Redirects are Responses and notFound() a plain object: Start answers those itself.
      if (!(thrown instanceof Error)) throw thrown
      // A function that let the wrapper's failure out unconverted still answers as a person reads
      // it (the services down: 503 with Retry-After), never 500 with the wrapper's text.
      const error = isUpstreamError(thrown) ? withCause(toUserError(thrown), thrown) : thrown
      const status = statusOf(error)
      // A refusal the person can act on is not an error of ours; anything else is logged with its stack.
      if (status >= 500) requestLog().error({ err: error, fn: serverFnMeta.name }, 'server function failed')
      if (isServerFnRequest()) {
        setResponseStatus(status)
        // The browser gets the request id with the error: what support needs to find these lines.
        if (error instanceof UserError && request) error.requestId = request.requestId
        // A 429 from the services' limits, a 503 while they start: the browser learns how long to wait.
        if (error instanceof UserError && error.retryAfterSeconds !== undefined)
          setResponseHeader('Retry-After', String(error.retryAfterSeconds))
      }
      throw error
    }
  },
)
