/**
 * Every dynamic answer of the store passes through here (src/server.ts): the request gets its id
 * and its CSP nonce, the answer its security headers (security-headers.ts), its X-Request-Id, gzip
 * (compression.ts), and the log one line for it — method, route pattern, status, duration, request
 * id; never the query string, a body, a cookie or an authorization header. Decisions 0053, 0054.
 */
import { randomBytes } from 'node:crypto'
import { REQUEST_ID_HEADER, requestIdFrom } from '@contracts/logging/request-id'
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
    new Response(response.body, { status: response.status, statusText: response.statusText, headers }),
  )

  const status = response.status
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
