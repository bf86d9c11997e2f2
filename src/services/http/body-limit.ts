/**
 * The services' body limit (BODY_LIMIT_BYTES, 1 MB by default; docs/decisions/0045): a declared
 * Content-Length above it is refused before a byte of the body is read, and the JSON reader
 * (json-body.ts) counts the bytes of a body sent without one. The 413 closes the connection
 * cleanly: `Connection: close`, the answer, then our end of the socket (FIN) — while what the
 * client still sends is read and dropped for a moment, because closing a socket with unread data
 * makes the kernel send a reset, which can destroy the answer before the client reads it.
 */
import { IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'
import type { Context, MiddlewareHandler } from 'hono'
import { ApiError } from './errors'

export const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024

/** How long a refused client may go on sending before its connection is closed outright. */
const LINGER_MS = 5_000

declare module 'hono' {
  interface ContextVariableMap {
    /** The services' body limit, set by `bodyLimit` for every request. */
    bodyLimitBytes: number
  }
}

function sizeInWords(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`
  return `${bytes} bytes`
}

export function payloadTooLarge(maxBytes: number): ApiError {
  return new ApiError(
    413,
    'PAYLOAD_TOO_LARGE',
    `The body is larger than ${sizeInWords(maxBytes)}; send at most ${maxBytes} bytes`,
    'Bodies are limited in size (BODY_LIMIT_BYTES) so one request cannot exhaust the services.',
  )
}

/** The limit for this request: the app's (set by `bodyLimit`), or the default outside an app. */
export function requestBodyLimit(c: Context): number {
  return c.get('bodyLimitBytes') ?? DEFAULT_BODY_LIMIT_BYTES
}

/** The Node request behind a Hono context when served by @hono/node-server; not under app.request(). */
function nodeRequest(c: Context): IncomingMessage | undefined {
  const env: unknown = c.env
  if (env && typeof env === 'object' && 'incoming' in env && env.incoming instanceof IncomingMessage)
    return env.incoming
  return undefined
}

const lingering = new WeakSet<Socket>()

/**
 * Node ends a `Connection: close` answer with `socket.destroySoon()`: FIN, then an immediate close
 * that resets a client still sending. This socket's destroySoon instead sends FIN and keeps the
 * socket open while the client stops (its data keeps being read and dropped), at most LINGER_MS.
 */
function lingerBeforeClosing(socket: Socket): void {
  if (lingering.has(socket)) return
  lingering.add(socket)
  let closing = false
  socket.destroySoon = () => {
    if (closing) return
    closing = true
    socket.end()
    const timer = setTimeout(() => socket.destroy(), LINGER_MS)
    timer.unref()
    socket.once('close', () => clearTimeout(timer))
    // The client ended its side too: nothing more can arrive, close at once.
    socket.once('end', () => socket.destroy())
  }
}

/** This answer ends the connection, cleanly (see the top of this file). */
export function closeAfterAnswer(c: Context): void {
  c.header('Connection', 'close')
  const socket = nodeRequest(c)?.socket
  if (socket) lingerBeforeClosing(socket)
}

/** Every request: the limit for the JSON reader, and a 413 at once for a declared body above it. */
export function bodyLimit(maxBytes: number): MiddlewareHandler {
  return async (c, next) => {
    c.set('bodyLimitBytes', maxBytes)
    if (Number(c.req.header('content-length')) > maxBytes) {
      closeAfterAnswer(c)
      throw payloadTooLarge(maxBytes)
    }
    await next()
  }
}
