/**
 * Requests Node's HTTP parser refuses before any route sees them (a Content-Length that is not a
 * number or disagrees with Transfer-Encoding, a control character in a header, headers too large):
 * answered in the common error shape naming what is wrong, then the connection is closed — instead
 * of Node's bare `400 Bad Request` without a body.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import type { ErrorBody } from './errors'

interface Refusal {
  status: 400 | 408 | 413 | 431
  reason: string
  message: string
}

function refusalFor(code: string | undefined): Refusal {
  switch (code) {
    case 'HPE_INVALID_CONTENT_LENGTH':
    case 'HPE_UNEXPECTED_CONTENT_LENGTH':
      return {
        status: 400,
        reason: 'Bad Request',
        message:
          "Header 'Content-Length': must be one number of bytes, and not be sent with Transfer-Encoding",
      }
    case 'HPE_INVALID_TRANSFER_ENCODING':
    case 'HPE_INVALID_CHUNK_SIZE':
      return {
        status: 400,
        reason: 'Bad Request',
        message: "Header 'Transfer-Encoding': the body is not valid chunked encoding",
      }
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        reason: 'Request Header Fields Too Large',
        message: 'The request headers are too large; send fewer or shorter headers',
      }
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, reason: 'Payload Too Large', message: 'The chunk extensions are too large' }
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, reason: 'Request Timeout', message: 'The request took too long to arrive' }
    case 'HPE_INVALID_HEADER_TOKEN':
      return {
        status: 400,
        reason: 'Bad Request',
        message: 'A header name or value holds a character HTTP does not allow (e.g. a control character)',
      }
    default:
      return { status: 400, reason: 'Bad Request', message: 'The request is not valid HTTP/1.1' }
  }
}

/** Node's own rule (socketOnError): an answer already begun on this connection must not be corrupted. */
function answerStarted(socket: Duplex): boolean {
  const inFlight: unknown = Reflect.get(socket, '_httpMessage')
  return typeof inFlight === 'object' && inFlight !== null && Reflect.get(inFlight, '_headerSent') === true
}

/** The `clientError` listener of the services' HTTP server. */
export function answerMalformedRequest(error: Error & { code?: string }, socket: Duplex): void {
  // A client that went away, or an answer already under way: nothing can be said any more.
  if (error.code === 'ECONNRESET' || !socket.writable || answerStarted(socket)) {
    socket.destroy()
    return
  }
  const refusal = refusalFor(error.code)
  const body: ErrorBody = {
    statusMessage: refusal.message,
    code: refusal.status === 400 ? 'BAD_REQUEST' : refusal.reason.toUpperCase().replace(/ /g, '_'),
    description: 'The request could not be read as HTTP; nothing was done. Correct it and send it again.',
  }
  const json = JSON.stringify(body)
  socket.end(
    `HTTP/1.1 ${refusal.status} ${refusal.reason}\r\n` +
      'Content-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(json)}\r\n` +
      'Cache-Control: no-store\r\n' +
      'Connection: close\r\n\r\n' +
      json,
  )
}

/**
 * The `checkExpectation` listener: an `Expect` header other than 100-continue (which Node answers
 * itself) is refused with 417 in the common error shape, instead of Node's 417 without a body.
 */
export function refuseExpectation(_request: IncomingMessage, response: ServerResponse): void {
  const body: ErrorBody = {
    statusMessage: "Header 'Expect': only 100-continue is understood",
    code: 'EXPECTATION_FAILED',
    description: 'Send the request without the Expect header, or with Expect: 100-continue.',
  }
  const json = JSON.stringify(body)
  response.writeHead(417, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(json),
    'Cache-Control': 'no-store',
    Connection: 'close',
  })
  response.end(json)
}
