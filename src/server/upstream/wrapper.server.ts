/**
 * The ONE upstream wrapper (000 §7 "Common wrapper"). Every typed client calls the services
 * through `request`; nothing else in the BFF calls fetch.
 *
 * It knows nothing about sessions or layouts: the caller passes the token and the layout, and
 * receives any authentication_token back (client.server.ts stores it in the session).
 */
import { z } from 'zod'
import { REQUEST_ID_HEADER } from '@contracts/logging/request-id'
import {
  UpstreamError,
  authenticationTokenOf,
  buildUrl,
  failureFromResponse,
  parseBody,
  type QueryValue,
} from './wrapper'
import { clientHeadersFor, type Layout } from '../shell/layout'

export type UpstreamMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export type UpstreamRequest<S extends z.ZodType> = {
  method: UpstreamMethod
  path: string
  query?: Record<string, QueryValue>
  /** Sent as JSON with Content-Type application/json. */
  body?: unknown
  /** Bearer token of the session; `skip` leaves it off even when there is one. */
  auth?: { token?: string | null; skip?: boolean }
  layout: Layout
  /** Return the ETag response header (master data, configuration). */
  etag?: boolean
  ifNoneMatch?: string
  /**
   * The browser's address, sent as X-Forwarded-For: the services rate-limit per client address and
   * would otherwise see only the BFF's.
   */
  clientIp?: string
  /** The store's request this call serves, sent as X-Request-Id so the services' log names it. */
  requestId?: string
  /** Sandbox: the store session's outbox tag, sent as X-Sandbox-Requester (docs/decisions/0050). */
  sandboxRequester?: string
  /** 000 §7: the signed-in itinerary list call goes without the client and platform headers. */
  omitClientHeaders?: boolean
  timeoutMs?: number
  /** Headers of the call itself: Idempotency-Key, X-Booking-Key, x-sandbox-scenario. */
  headers?: Record<string, string>
  /**
   * Validates a 2xx body (the whole envelope); a mismatch is an `invalid-response` failure, so bad
   * data never travels further. Pass z.unknown() to take the body as it is.
   */
  schema: S
}

export type UpstreamResult<T> = {
  status: number
  /** The parsed body; null on 204 and 304. */
  data: T | null
  /** Present when `etag: true` was asked: the ETag header, or null when the service sent none. */
  etag?: string | null
  /** The response meta carried an authentication_token: the caller stores it as the access token. */
  authenticationToken?: string
  notModified: boolean
}

export type UpstreamOptions = {
  baseUrl: string
  timeoutMs: number
  fetch?: typeof fetch
}

export type Upstream = {
  request<S extends z.ZodType>(opts: UpstreamRequest<S>): Promise<UpstreamResult<z.output<S>>>
}

function headersFor(opts: UpstreamRequest<z.ZodType>): Headers {
  const headers = new Headers({ Accept: 'application/json' })
  if (opts.body !== undefined) headers.set('Content-Type', 'application/json')
  if (opts.auth?.token && !opts.auth.skip) headers.set('Authorization', `Bearer ${opts.auth.token}`)
  if (!opts.omitClientHeaders) {
    const { client, platform } = clientHeadersFor(opts.layout)
    headers.set('client', client)
    headers.set('platform', platform)
  }
  if (opts.ifNoneMatch) headers.set('If-None-Match', opts.ifNoneMatch)
  if (opts.clientIp) headers.set('X-Forwarded-For', opts.clientIp)
  if (opts.requestId) headers.set(REQUEST_ID_HEADER, opts.requestId)
  if (opts.sandboxRequester) headers.set('X-Sandbox-Requester', opts.sandboxRequester)
  for (const [name, value] of Object.entries(opts.headers ?? {})) headers.set(name, value)
  return headers
}

/** The code undici puts on the cause of a failed fetch (ECONNREFUSED, ENOTFOUND, ECONNRESET…). */
function causeCode(error: unknown): string | undefined {
  const cause: unknown = error instanceof Error ? error.cause : undefined
  if (typeof cause === 'object' && cause !== null && 'code' in cause && typeof cause.code === 'string') {
    return cause.code
  }
  return error instanceof Error ? error.message : undefined
}

export function createUpstream(options: UpstreamOptions): Upstream {
  const fetchImpl = options.fetch ?? fetch

  async function request<S extends z.ZodType>(
    opts: UpstreamRequest<S>,
  ): Promise<UpstreamResult<z.output<S>>> {
    const timeoutMs = opts.timeoutMs ?? options.timeoutMs
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), timeoutMs)
    let response: Response
    let text: string
    try {
      response = await fetchImpl(buildUrl(options.baseUrl, opts.path, opts.query), {
        method: opts.method,
        headers: headersFor(opts),
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
        signal: controller.signal,
      })
      // Reading the body stays under the same deadline: a service that stalls mid-body is a timeout too.
      text = await response.text()
    } catch (error) {
      if (controller.signal.aborted) {
        throw new UpstreamError({ kind: 'timeout', message: `timeout of ${timeoutMs} ms exceeded` })
      }
      const cause = causeCode(error)
      throw new UpstreamError({ kind: 'network', code: 'NETWORK_OFFLINE', ...(cause ? { cause } : {}) })
    } finally {
      clearTimeout(timer)
    }

    const etag = opts.etag ? { etag: response.headers.get('ETag') } : {}
    if (response.status === 304) return { status: 304, data: null, notModified: true, ...etag }

    const parsed = parseBody(text)
    if (!response.ok) {
      const body = parsed.ok ? parsed.value : parsed.text
      throw new UpstreamError(
        failureFromResponse(response.status, response.statusText, body, response.headers.get('Retry-After')),
      )
    }
    if (response.status === 204 || (parsed.ok && parsed.value === undefined)) {
      return { status: response.status, data: null, notModified: false, ...etag }
    }
    if (!parsed.ok) {
      throw new UpstreamError({
        kind: 'invalid-response',
        status: response.status,
        message: `${opts.method} ${opts.path} answered ${response.status} with a body that is not JSON`,
      })
    }

    const token = authenticationTokenOf(parsed.value)
    const base = {
      status: response.status,
      notModified: false,
      ...etag,
      ...(token ? { authenticationToken: token } : {}),
    }
    const checked = opts.schema.safeParse(parsed.value)
    if (!checked.success) {
      throw new UpstreamError({
        kind: 'invalid-response',
        status: response.status,
        message: `${opts.method} ${opts.path} answered a body of an unexpected shape: ${z.prettifyError(checked.error)}`,
      })
    }
    return { ...base, data: checked.data }
  }

  return { request }
}
