/**
 * The store's limit on request bodies (BODY_LIMIT_BYTES, 1 MB by default; the services take the same
 * variable). Without it one 50 MB body was read whole into memory. A body declared larger than the
 * limit is refused before a byte of it is read; a body without a length (chunked) is counted as it
 * is read and refused when it passes the limit. Either way the answer is 413 with
 * `Connection: close`: the rest of the body is never read, so the connection cannot be reused and
 * is closed after the answer rather than dropped under it. Decision 0048.
 */
import { UserError } from './errors'
import { copyRequest } from './request-copy'

export const PAYLOAD_TOO_LARGE = 'PAYLOAD_TOO_LARGE'

function sizeInWords(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`
  return `${bytes} bytes`
}

export function payloadTooLarge(limit: number): UserError {
  return new UserError(`The request is too large: at most ${sizeInWords(limit)} is accepted.`, {
    kind: 'rejected',
    status: 413,
    code: PAYLOAD_TOO_LARGE,
  })
}

/** The 413 answer: JSON like every other refusal, whole (a length, not chunks), the connection closed after it. */
export function tooLargeResponse(limit: number): Response {
  const error = payloadTooLarge(limit)
  const body = new TextEncoder().encode(
    JSON.stringify({ statusMessage: error.message, code: PAYLOAD_TOO_LARGE }),
  )
  return new Response(body, {
    status: 413,
    headers: {
      'content-type': 'application/json',
      'content-length': String(body.byteLength),
      connection: 'close',
      'cache-control': 'no-store',
    },
  })
}

function closing(response: Response): Response {
  const headers = new Headers(response.headers)
  headers.set('connection', 'close')
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

/**
 * Runs `handle` with the request's body held to `limit` bytes; answers 413 itself when the body
 * is (or turns out to be) larger.
 */
export async function withBodyLimit(
  request: Request,
  limit: number,
  handle: (request: Request) => Promise<Response>,
): Promise<Response> {
  if (!request.body) return handle(request)
  const declared = request.headers.get('content-length')
  if (declared !== null) {
    // Node's HTTP parser holds the body to its declared length, so checking the length suffices.
    const length = Number(declared)
    if (!Number.isSafeInteger(length) || length < 0) return tooLargeResponse(limit)
    return length > limit ? tooLargeResponse(limit) : handle(request)
  }
  let seen = 0
  let tripped = false
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength
        if (seen > limit) {
          tripped = true
          // The reader (Start's body parsing) fails with a 413 UserError, which it answers as such.
          controller.error(payloadTooLarge(limit))
          return
        }
        controller.enqueue(chunk)
      },
    }),
  )
  const response = await handle(copyRequest(request, { body: counted }))
  if (!tripped) return response
  if (response.status === 413) return closing(response)
  await response.body?.cancel()
  return tooLargeResponse(limit)
}
