/**
 * The first middleware of the services: names each request (the store's X-Request-Id when it sent
 * a valid one, else a new id), answers with that id, `X-Content-Type-Options: nosniff` and — unless
 * the endpoint chose its own caching — `Cache-Control: no-store`, and logs one line per request:
 * method, route pattern, status, duration, request id (no query string, body or header values).
 * Decisions 0053, 0054.
 */
import type { Context, MiddlewareHandler } from 'hono'
import { matchedRoutes } from 'hono/route'
import { REQUEST_ID_HEADER, requestIdFrom } from '@contracts/logging/request-id'
import type { Logger } from '../platform/log'

const ids = new WeakMap<Request, string>()

/** The id of the request `c` serves (set by requestLogging). */
export function requestIdOf(c: Context): string | undefined {
  return ids.get(c.req.raw)
}

/** The pattern of the endpoint that answered ('/account/passengers/:id'), not the address asked. */
function routeOf(c: Context): string {
  const endpoints = matchedRoutes(c).filter((route) => route.method !== 'ALL')
  return endpoints.at(-1)?.path ?? '(no route)'
}

export function requestLogging(log: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now()
    const requestId = requestIdFrom(c.req.header(REQUEST_ID_HEADER))
    ids.set(c.req.raw, requestId)
    await next()
    const headers = c.res.headers
    headers.set(REQUEST_ID_HEADER, requestId)
    headers.set('X-Content-Type-Options', 'nosniff')
    if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store')
    const line = {
      requestId,
      method: c.req.method,
      route: routeOf(c),
      status: c.res.status,
      durationMs: Math.round(performance.now() - started),
    }
    if (c.res.status >= 500) log.warn(line, 'request')
    else log.info(line, 'request')
  }
}
