/**
 * Every dynamic answer of the store passes through here (src/server.ts): the request gets its id
 * and its CSP nonce, the answer its security headers (security-headers.ts), its X-Request-Id, gzip
 * (compression.ts), and the log one line for it — method, route pattern, status, duration, request
 * id; never the query string, a body, a cookie or an authorization header. Decisions 0053, 0054.
 */
import { randomBytes } from 'node:crypto'
import { REQUEST_ID_HEADER, requestIdFrom } from '@contracts/logging/request-id'
import { STORE_BUSY_MESSAGE, STORE_BUSY_RETRY_AFTER_SECONDS } from '~/lib/store-busy'
import { SESSION_COOKIE } from '../session/session.server'
import { compressResponse } from './compression'
import { deployment } from './config.server'
import { log } from './log.server'
import { runInRequest, type RequestContext } from './request-context.server'
import { applySecurityHeaders, carriesPersonalData } from './security-headers'
import { sendsHsts } from './transport'

const serverFnBase = process.env.TSS_SERVER_FN_BASE ?? '/_serverFn/'
const sessionCookie = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=`)

export async function serveRequest(
  request: Request,
  handle: () => Promise<Response>,
  /** The route pattern a page address matches ('/flights/search/$searchType'), for the log. */
  routeOf: (pathname: string) => string,
): Promise<Response> {
  const started = performance.now()
  const { pathname } = new URL(request.url)
  const context: RequestContext = {
    requestId: requestIdFrom(request.headers.get(REQUEST_ID_HEADER)),
    nonce: randomBytes(16).toString('base64'),
  }
  const serverFn = pathname.startsWith(serverFnBase)
  let response: Response
  try {
    response = await runInRequest(context, handle)
  } catch (error) {
    log.error({ err: error, requestId: context.requestId, method: request.method }, 'request failed')
    throw error
  }

  const headers = new Headers(response.headers)
  // A page that failed while the services were down or starting is not a bug of ours: 503 with
  // Retry-After, and its error page says to try again in a moment (RouteError, decision 0210).
  // A page that got past the outage (the home page's defaults) keeps its 200.
  const busyPage = !serverFn && response.status === 500 && context.upstreamBusy === true
  // A server route (an e-ticket download) that failed so says it in words, not Start's JSON.
  const busyText = busyPage && !/^text\/html/.test(headers.get('content-type') ?? '')
  if (busyPage) {
    if (!headers.has('retry-after')) headers.set('Retry-After', String(STORE_BUSY_RETRY_AFTER_SECONDS))
    headers.set('Cache-Control', 'no-store')
  }
  if (busyText) {
    void response.body?.cancel().catch(() => undefined)
    headers.set('Content-Type', 'text/plain; charset=utf-8')
    headers.delete('Content-Length')
  }
  applySecurityHeaders(headers, {
    nonce: context.nonce,
    https: sendsHsts(request, deployment),
    personal: carriesPersonalData({
      method: request.method,
      pathname,
      serverFn,
      hasSession: sessionCookie.test(request.headers.get('cookie') ?? ''),
      setsCookie: headers.has('set-cookie'),
    }),
    reportOnly: import.meta.env.DEV,
  })
  headers.set(REQUEST_ID_HEADER, context.requestId)
  const answer = compressResponse(
    request,
    busyPage
      ? new Response(busyText ? STORE_BUSY_MESSAGE : response.body, {
          status: 503,
          statusText: 'Service Unavailable',
          headers,
        })
      : new Response(response.body, { status: response.status, statusText: response.statusText, headers }),
  )

  const status = busyPage ? 503 : response.status
  const line = {
    requestId: context.requestId,
    method: request.method,
    route: context.route ?? (serverFn ? `${serverFnBase}:id` : routeOf(pathname)),
    status,
    durationMs: Math.round(performance.now() - started),
  }
  if (status >= 500) log.warn(line, 'request')
  else log.info(line, 'request')
  return answer
}
