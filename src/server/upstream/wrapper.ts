/**
 * Pure pieces of the one upstream wrapper (000 §7 "Common wrapper"): the URL builder, the error
 * type and how a non-2xx answer becomes one. No I/O here, so every rule can be read and tested on
 * its own. The client/platform headers per layout live with the layout rule (../layout.ts).
 */

export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>

export function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const url = new URL(baseUrl.replace(/\/$/, '') + (path.startsWith('/') ? path : `/${path}`))
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue
    if (Array.isArray(value)) for (const v of value) url.searchParams.append(key, String(v))
    else url.searchParams.set(key, String(value))
  }
  return url.toString()
}

/** Every way an upstream call can fail, as the wrapper reports it to the typed clients. */
export type UpstreamFailure =
  /** 422: the service rejected the input; the parsed body says why. */
  | { kind: 'unprocessable'; status: 422; body: unknown }
  /** 400 whose body carries a statusMessage: the body is the answer. */
  | { kind: 'bad-request'; status: 400; body: ErrorBody }
  /** Any other non-2xx. */
  | {
      kind: 'http'
      status: number
      statusText: string
      description?: string
      code?: string
      /** The body's field errors ([{ field, message, symbol? }]), e.g. a 404 naming the e-mail field. */
      errors?: unknown
      /** A 429's or 503's Retry-After, in seconds. */
      retryAfterSeconds?: number
    }
  /** The service could not be reached at all (refused, DNS, reset). */
  | { kind: 'network'; code: 'NETWORK_OFFLINE'; cause?: string }
  | { kind: 'timeout'; message: string }
  /** A 2xx whose body is not the JSON the client expected. */
  | { kind: 'invalid-response'; status: number; message: string }

export type UpstreamFailureKind = UpstreamFailure['kind']

/** The error body the services send: { statusMessage, code, description, errors? }. */
export type ErrorBody = {
  statusMessage?: string
  code?: string
  description?: string
  errors?: unknown
  [key: string]: unknown
}

function describe(f: UpstreamFailure): string {
  switch (f.kind) {
    case 'unprocessable':
      return `Upstream rejected the request (422)`
    case 'bad-request':
      return `Upstream bad request (400): ${f.body.statusMessage ?? ''}`
    case 'http':
      return `Upstream answered ${f.status} ${f.statusText}${f.description ? `: ${f.description}` : ''}`
    case 'network':
      return f.cause ? `NETWORK_OFFLINE (${f.cause})` : 'NETWORK_OFFLINE'
    case 'timeout':
      return f.message
    case 'invalid-response':
      return f.message
  }
}

export class UpstreamError extends Error {
  constructor(readonly failure: UpstreamFailure) {
    super(describe(failure))
    this.name = 'UpstreamError'
  }

  get kind(): UpstreamFailureKind {
    return this.failure.kind
  }
}

export function isUpstreamError(e: unknown): e is UpstreamError {
  return e instanceof UpstreamError
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

function optionalString(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined
}

/**
 * Retry-After in seconds: delta-seconds, or an HTTP date counted from `now` (RFC 9110 §10.2.3).
 * Anything else, or a wait in the past, is no advice.
 */
export function retryAfterSeconds(value: string | null | undefined, now = Date.now()): number | undefined {
  const text = value?.trim()
  if (!text) return undefined
  if (/^\d{1,9}$/.test(text)) return Number(text) > 0 ? Number(text) : undefined
  const at = Date.parse(text)
  if (Number.isNaN(at) || !/[a-z]/i.test(text)) return undefined
  const seconds = Math.ceil((at - now) / 1000)
  return seconds > 0 ? seconds : undefined
}

/** 000 §7: how a non-2xx answer is rejected. `body` is the parsed JSON, or the raw text when it is not JSON. */
export function failureFromResponse(
  status: number,
  statusText: string,
  body: unknown,
  retryAfter?: string | null,
): UpstreamFailure {
  if (status === 422) return { kind: 'unprocessable', status: 422, body }
  if (status === 400 && isRecord(body) && typeof body.statusMessage === 'string') {
    return { kind: 'bad-request', status: 400, body }
  }
  const fields = isRecord(body) ? body : {}
  const description = optionalString(fields.statusMessage) ?? optionalString(fields.description)
  const code = optionalString(fields.code)
  const wait = retryAfterSeconds(retryAfter)
  return {
    kind: 'http',
    status,
    statusText,
    ...(description !== undefined ? { description } : {}),
    ...(code !== undefined ? { code } : {}),
    ...(fields.errors !== undefined ? { errors: fields.errors } : {}),
    ...(wait !== undefined ? { retryAfterSeconds: wait } : {}),
  }
}

/** 000 §7: an authentication_token in the response meta becomes the stored access token. */
export function authenticationTokenOf(body: unknown): string | undefined {
  if (!isRecord(body) || !isRecord(body.meta)) return undefined
  const token = body.meta.authentication_token
  return typeof token === 'string' && token !== '' ? token : undefined
}

/** Parses a body as JSON; `undefined` when it is empty, the raw text when it is not JSON. */
export function parseBody(text: string): { ok: true; value: unknown } | { ok: false; text: string } {
  if (text.trim() === '') return { ok: true, value: undefined }
  try {
    const value: unknown = JSON.parse(text)
    return { ok: true, value }
  } catch {
    return { ok: false, text }
  }
}
