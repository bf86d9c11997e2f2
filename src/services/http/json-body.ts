/**
 * The one way the services read a JSON body (docs/decisions/0044): a JSON media type, at most the
 * body limit in bytes (counted while reading, so a 50 MB body is never held), UTF-8, nested at
 * most MAX_JSON_DEPTH levels, and every string and key storable text (no NUL, no half surrogate
 * pair) and every number finite. Each refusal is a 4xx in the common shape naming what to change.
 */
import type { Context } from 'hono'
import { textProblem } from '@contracts/fields'
import { closeAfterAnswer, payloadTooLarge, requestBodyLimit } from './body-limit'
import { ApiError, validationError } from './errors'

/** Deeper than any request of 000 §7 by far, shallow enough for every recursive walk after it. */
export const MAX_JSON_DEPTH = 64

export interface JsonBodyOptions {
  /** This endpoint's own limit, below the services' BODY_LIMIT_BYTES (e.g. 64 KB for a log entry). */
  maxBytes?: number
  /** The 413 this endpoint answers instead of the common one. */
  tooLarge?: (maxBytes: number) => ApiError
}

const notJson = () =>
  validationError('The body is not valid JSON', [{ field: '(root)', message: 'could not be parsed as JSON' }])

/** `application/json` or any `+json` type, with no charset or UTF-8 (RFC 8259 §8.1). */
function checkMediaType(header: string | undefined): void {
  const [type = '', ...params] = (header ?? '').split(';').map((p) => p.trim().toLowerCase())
  if (type !== 'application/json' && !/^application\/[a-z0-9.+-]+\+json$/.test(type)) {
    throw validationError("The body must be JSON: send it with 'Content-Type: application/json'", [
      { field: '(root)', message: 'expected Content-Type application/json' },
    ])
  }
  const charset = params.find((p) => p.startsWith('charset='))?.slice('charset='.length)
  if (charset && charset.replace(/"/g, '') !== 'utf-8' && charset.replace(/"/g, '') !== 'utf8') {
    throw new ApiError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      `The body must be UTF-8 JSON: send it with 'Content-Type: application/json' (charset ${charset} is not read)`,
      'JSON bodies are read as UTF-8 only (RFC 8259).',
      [{ field: '(root)', message: 'expected charset utf-8' }],
    )
  }
}

/** Reads what the client sends after a refusal and drops it, so closing does not reset the answer. */
async function discard(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  try {
    for (;;) if ((await reader.read()).done) return
  } catch {
    // The client went away or the connection was closed after the answer: nothing left to read.
  }
}

/** The body's bytes, at most maxBytes (counted while reading); an aborted body is a 400, not a 500. */
export async function readBytes(
  c: Context,
  maxBytes: number,
  tooLarge: (n: number) => ApiError,
): Promise<Uint8Array> {
  const declared = Number(c.req.header('content-length'))
  if (declared > maxBytes) {
    closeAfterAnswer(c)
    throw tooLarge(maxBytes)
  }
  const stream = c.req.raw.body
  if (!stream) return new Uint8Array()
  const reader = stream.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read().catch(() => {
      // The connection ended mid-body (the client went away, or the parser refused what followed).
      throw validationError('The body did not arrive whole: the connection ended before its end', [
        { field: '(root)', message: 'arrived incomplete' },
      ])
    })
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      closeAfterAnswer(c)
      void discard(reader)
      throw tooLarge(maxBytes)
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(total)
  let at = 0
  for (const chunk of chunks) {
    bytes.set(chunk, at)
    at += chunk.byteLength
  }
  return bytes
}

interface Frame {
  array: boolean
  key: string
  index: number
  expectKey: boolean
}

/**
 * Where a JSON text first nests arrays and objects more than `maxDepth` deep (the keys and indexes
 * down to that point), found in one pass without parsing — JSON.parse, zod and the database would
 * each walk 30,000 levels recursively. Undefined when it nests no deeper.
 */
function tooDeepAt(json: string, maxDepth: number): string[] | undefined {
  const frames: Frame[] = []
  for (let i = 0; i < json.length; i++) {
    const ch = json.charCodeAt(i)
    if (ch === 0x22) {
      const start = i
      for (i++; i < json.length && json.charCodeAt(i) !== 0x22; i++) if (json.charCodeAt(i) === 0x5c) i++
      const top = frames[frames.length - 1]
      if (top && top.expectKey) {
        top.key = keyText(json.slice(start, i + 1))
        top.expectKey = false
      }
    } else if (ch === 0x7b || ch === 0x5b) {
      if (frames.length >= maxDepth) return frames.map((f) => (f.array ? String(f.index) : f.key))
      frames.push({ array: ch === 0x5b, key: '', index: 0, expectKey: ch === 0x7b })
    } else if (ch === 0x7d || ch === 0x5d) frames.pop()
    else if (ch === 0x2c) {
      const top = frames[frames.length - 1]
      if (top?.array) top.index++
      else if (top) top.expectKey = true
    }
  }
  return undefined
}

/** A key as written in JSON (quotes and escapes), as text. */
function keyText(quoted: string): string {
  try {
    const key: unknown = JSON.parse(quoted)
    return typeof key === 'string' ? key : quoted
  } catch {
    return quoted
  }
}

const fieldName = (path: string[]) => (path.length ? path.join('.') : '(root)')

/** The first string, key or number in the value that cannot be kept as it was sent. */
function findUnstorable(value: unknown, path: string[]): { field: string; message: string } | undefined {
  if (typeof value === 'string') {
    const problem = textProblem(value)
    return problem ? { field: fieldName(path), message: problem } : undefined
  }
  if (typeof value === 'number') {
    return Number.isFinite(value)
      ? undefined
      : { field: fieldName(path), message: 'is too large a number to keep exactly' }
  }
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findUnstorable(item, [...path, String(i)])
      if (found) return found
    }
    return undefined
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const keyProblem = textProblem(key)
      if (keyProblem) return { field: fieldName([...path, key]), message: `has a name that ${keyProblem}` }
      const found = findUnstorable(item, [...path, key])
      if (found) return found
    }
  }
  return undefined
}

const defaultTooLarge = (maxBytes: number) => payloadTooLarge(maxBytes)

/** Reads, limits and parses a JSON body; every way it can be wrong is a 4xx that says so. */
export async function readJsonBody(c: Context, options: JsonBodyOptions = {}): Promise<unknown> {
  checkMediaType(c.req.header('content-type'))
  const limit = Math.min(options.maxBytes ?? Infinity, requestBodyLimit(c))
  const bytes = await readBytes(c, limit, options.tooLarge ?? defaultTooLarge)
  let json: string
  try {
    json = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw validationError('The body is not UTF-8 text', [{ field: '(root)', message: 'must be UTF-8' }])
  }
  if (!json.trim()) {
    throw validationError('The body is empty: send a JSON object', [
      { field: '(root)', message: 'is required' },
    ])
  }
  const deep = tooDeepAt(json, MAX_JSON_DEPTH)
  if (deep) {
    // The first levels name the field; the other sixty-odd would only repeat themselves.
    const field = fieldName(deep.slice(0, 3))
    const message = `nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep`
    throw validationError(field === '(root)' ? `The body ${message}` : `Body field '${field}': ${message}`, [
      { field, message },
    ])
  }
  let body: unknown
  try {
    body = JSON.parse(json)
  } catch {
    throw notJson()
  }
  const unstorable = findUnstorable(body, [])
  if (unstorable) {
    throw validationError(`Body field '${unstorable.field}': ${unstorable.message}`, [unstorable])
  }
  return body
}

/** A body as text (a signed webhook is verified over its exact bytes), at most `maxBytes`. */
export async function readRawText(c: Context, maxBytes = 256 * 1024): Promise<string> {
  const bytes = await readBytes(
    c,
    maxBytes,
    (n) =>
      new ApiError(413, 'PAYLOAD_TOO_LARGE', `The body must be at most ${n} bytes`, 'Send a smaller body.'),
  )
  return new TextDecoder().decode(bytes)
}
