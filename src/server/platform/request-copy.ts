/**
 * A copy of an incoming request with other headers or another body. The platform (nitro's srvx)
 * hangs its own fields on the request — the client's address (`ip`) among them, which
 * getRequestIP reads — and a plain `new Request` would drop them.
 */
const platformFields = ['ip', 'context', 'runtime', 'waitUntil'] as const

export function copyRequest(
  request: Request,
  change: { headers?: Headers; body?: ReadableStream<Uint8Array> },
): Request {
  const body = change.body ?? request.body
  const init: RequestInit & { duplex?: 'half' } = {
    method: request.method,
    headers: change.headers ?? request.headers,
    signal: request.signal,
    // Node's fetch needs `duplex` for a streamed body (it is not in the DOM lib's RequestInit).
    ...(body ? { body, duplex: 'half' } : {}),
  }
  const copy = new Request(request.url, init)
  for (const field of platformFields) {
    const value: unknown = Reflect.get(request, field)
    if (value !== undefined) Object.defineProperty(copy, field, { value, enumerable: true })
  }
  return copy
}
