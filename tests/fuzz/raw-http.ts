/**
 * HTTP/1.1 over a bare socket, for requests no well-behaved client sends: header values as raw
 * UTF-8 bytes (an emoji in If-None-Match), a Content-Length that lies, a body that is not UTF-8,
 * a head that is not HTTP at all. fetch (undici) refuses to send most of them.
 * One request per connection (`Connection: close`); the answer is read until the server closes.
 */
import net from 'node:net'

export interface RawRequest {
  method: string
  /** Sent as given: percent-encode it yourself (or do not, to test that). */
  path: string
  /** Values are sent as UTF-8 bytes, unchecked. */
  headers?: Array<[string, string]>
  body?: string | Uint8Array
  /** Adds `Content-Length` for the body unless a Content-Length or Transfer-Encoding header is given. */
  autoLength?: boolean
  /** Replaces the whole request with these bytes (a head that is not HTTP). */
  raw?: Uint8Array
  /** Ends our side after sending (a body shorter than its Content-Length is then all there is). */
  halfClose?: boolean
  timeoutMs?: number
}

export interface RawAnswer {
  /** 0 when the server closed the connection without answering. */
  status: number
  /** Lower-case names; a repeated header keeps its last value. */
  headers: Record<string, string>
  body: string
  /** What went wrong on the socket, if anything (ECONNRESET, EPIPE, timeout). */
  socketError?: string
}

function encodeRequest(request: RawRequest): Buffer {
  if (request.raw) return Buffer.from(request.raw)
  const headers = request.headers ?? []
  const body = request.body === undefined ? undefined : Buffer.from(request.body)
  const has = (name: string) => headers.some(([n]) => n.toLowerCase() === name)
  const lines = [`${request.method} ${request.path} HTTP/1.1`, 'Host: fuzz.local']
  for (const [name, value] of headers) lines.push(`${name}: ${value}`)
  if (!has('connection')) lines.push('Connection: close')
  if (body && (request.autoLength ?? true) && !has('content-length') && !has('transfer-encoding'))
    lines.push(`Content-Length: ${body.byteLength}`)
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'utf8')
  return body ? Buffer.concat([head, body]) : head
}

function decodeChunked(data: Buffer): Buffer {
  const parts: Buffer[] = []
  let at = 0
  for (;;) {
    const lineEnd = data.indexOf('\r\n', at)
    if (lineEnd < 0) break
    const size = parseInt(data.subarray(at, lineEnd).toString('latin1'), 16)
    if (!Number.isFinite(size) || size === 0) break
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size))
    at = lineEnd + 2 + size + 2
  }
  return Buffer.concat(parts)
}

/** Parses the first final answer in what the server sent (after any 100 Continue). */
export function parseAnswer(received: Buffer, socketError?: string): RawAnswer {
  let data = received
  while (/^HTTP\/1\.[01] 1\d\d /.test(data.subarray(0, 16).toString('latin1'))) {
    const interimEnd = data.indexOf('\r\n\r\n')
    if (interimEnd < 0) break
    data = data.subarray(interimEnd + 4)
  }
  const headEnd = data.indexOf('\r\n\r\n')
  if (headEnd < 0) return { status: 0, headers: {}, body: data.toString('utf8'), socketError }
  const [statusLine = '', ...headerLines] = data.subarray(0, headEnd).toString('latin1').split('\r\n')
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0)
  const headers: Record<string, string> = {}
  for (const line of headerLines) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  let body = data.subarray(headEnd + 4)
  if (headers['transfer-encoding']?.includes('chunked')) body = decodeChunked(body)
  else if (headers['content-length'] !== undefined) body = body.subarray(0, Number(headers['content-length']))
  return { status, headers, body: body.toString('utf8'), socketError }
}

/** Sends one request on a new connection and reads the answer until the server closes it. */
export function rawRequest(base: string, request: RawRequest): Promise<RawAnswer> {
  const { hostname, port } = new URL(base)
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let socketError: string | undefined
    const socket = net.connect(Number(port), hostname)
    const timer = setTimeout(() => {
      socketError = 'timeout'
      socket.destroy()
    }, request.timeoutMs ?? 15_000)
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', (error: NodeJS.ErrnoException) => {
      socketError ??= error.code ?? error.message
    })
    socket.on('close', () => {
      clearTimeout(timer)
      resolve(parseAnswer(Buffer.concat(chunks), socketError))
    })
    const bytes = encodeRequest(request)
    if (request.halfClose) socket.end(bytes)
    else socket.write(bytes)
  })
}

export interface LargeUpload {
  method: string
  path: string
  headers: Array<[string, string]>
  /** Bytes of body to send (filled with spaces), chunked when `chunked`, else with Content-Length. */
  totalBytes: number
  chunked?: boolean
  /** The Content-Length to declare when it is not `totalBytes` (a client that stops early). */
  declaredBytes?: number
  /**
   * Stop sending once the answer has arrived, as curl does; otherwise send every byte regardless,
   * even after the server has ended its side (a half-open socket).
   */
  stopOnAnswer: boolean
}

export interface UploadOutcome {
  answer: RawAnswer
  /** Body bytes written before the upload stopped. */
  sentBytes: number
  /** Whether the server ended the connection with a FIN (a clean close) rather than a reset. */
  endedCleanly: boolean
}

/** Uploads a large body in 64 KB pieces, reading the answer as it comes. */
export function uploadLarge(base: string, upload: LargeUpload): Promise<UploadOutcome> {
  const { hostname, port } = new URL(base)
  return new Promise((resolve) => {
    const socket = net.connect({ port: Number(port), host: hostname, allowHalfOpen: !upload.stopOnAnswer })
    const chunks: Buffer[] = []
    let socketError: string | undefined
    let ended = false
    let sentBytes = 0
    let answered = false
    const timer = setTimeout(() => {
      socketError ??= 'timeout'
      socket.destroy()
    }, 30_000)
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk)
      if (Buffer.concat(chunks).includes('\r\n\r\n')) answered = true
    })
    socket.on('end', () => {
      ended = true
    })
    socket.on('error', (error: NodeJS.ErrnoException) => {
      socketError ??= error.code ?? error.message
    })
    socket.on('close', () => {
      clearTimeout(timer)
      resolve({
        answer: parseAnswer(Buffer.concat(chunks), socketError),
        sentBytes,
        endedCleanly: ended && socketError === undefined,
      })
    })
    const lines = [`${upload.method} ${upload.path} HTTP/1.1`, 'Host: fuzz.local']
    for (const [name, value] of upload.headers) lines.push(`${name}: ${value}`)
    lines.push(
      upload.chunked
        ? 'Transfer-Encoding: chunked'
        : `Content-Length: ${upload.declaredBytes ?? upload.totalBytes}`,
    )
    socket.write(`${lines.join('\r\n')}\r\n\r\n`)
    const piece = Buffer.alloc(64 * 1024, 0x20)
    const framed = upload.chunked
      ? Buffer.concat([Buffer.from(`${piece.byteLength.toString(16)}\r\n`), piece, Buffer.from('\r\n')])
      : piece
    const pump = () => {
      while (sentBytes < upload.totalBytes && !socket.destroyed) {
        if (upload.stopOnAnswer && answered) break
        sentBytes += piece.byteLength
        if (!socket.write(framed)) {
          socket.once('drain', pump)
          return
        }
      }
      if (upload.chunked && sentBytes >= upload.totalBytes && !socket.destroyed) socket.write('0\r\n\r\n')
      // Done sending (or told to stop): our side ends too, so a server waiting for it can close.
      if (!socket.destroyed) socket.end()
    }
    pump()
  })
}
