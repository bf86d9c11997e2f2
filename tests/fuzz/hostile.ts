/**
 * Hostile input for the fuzz suites (issue 12), shared by the services' suite and the store's:
 * fast-check generators of strings with NUL bytes and half surrogate pairs, numbers JSON can carry
 * but no integer column can hold, dates that do not exist, prototype keys, JSON nested 30,000 deep,
 * bodies that are not JSON or not UTF-8, path segments, query values and header values no honest
 * client sends; and the checks every answer must pass (no 5xx, no internal text, a 400 that names
 * the field).
 *
 * Values meant for a JSON body are JSON *text* (`JsonText`), not JS values, so tokens that
 * JSON.stringify cannot produce (`1e400`, `-0`, 30-digit integers) are sent as written.
 *
 * Settings: FUZZ_SEED (default 20261126) makes a run repeatable; FUZZ_RUNS (default 60) is the
 * number of generated cases per endpoint or function. A failure prints both.
 * Long on purpose: a catalogue of hostile values, one list per kind, read top to bottom.
 */
import fc from 'fast-check'

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isSafeInteger(value)) throw new Error(`${name} must be a whole number, got "${raw}"`)
  return value
}

/** The seed of every property (each adds its own index to it). */
export const FUZZ_SEED = intFromEnv('FUZZ_SEED', 20_261_126)
/** Generated cases per endpoint (or server function). */
export const FUZZ_RUNS = intFromEnv('FUZZ_RUNS', 60)

/** JSON text: a value as it is written in a body. */
export type JsonText = string

// ---------------------------------------------------------------------------------------------
// Strings

export const NUL = '\u0000'
export const HIGH_SURROGATE = '\uD800'
export const LOW_SURROGATE = '\uDFFF'

/** Strings that broke, or could break, a service: each one a reason to exist. */
export const hostileStringSamples: readonly string[] = [
  '',
  ' ',
  NUL,
  `a${NUL}b`,
  `${NUL}${NUL}`,
  HIGH_SURROGATE,
  LOW_SURROGATE,
  `x${HIGH_SURROGATE}y`,
  `${LOW_SURROGATE}${HIGH_SURROGATE}`,
  '😀',
  '👩‍👩‍👧‍👦',
  'e\u0301\u0301\u0301\u0301',
  '\u202Eevil\u202C',
  '\uFEFF',
  '\uFFFF',
  '\t\u000b\f',
  '\u0001\u001f\u007f',
  'x'.repeat(100_000),
  '😀'.repeat(5_000),
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '1e999',
  '2147483648',
  '0x10',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '$1',
  '%00',
  '%s%s%s%n',
  '{{7*7}}',
  '${7*7}',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '\\\\server\\share',
  'C:\\Windows',
  '2026-99-99',
  '2026-02-31',
]

/** Any code unit, half surrogate pairs included (fast-check's own units never make one alone). */
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit))

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...hostileStringSamples) },
  { weight: 2, arbitrary: fc.string({ unit: anyCodeUnit, maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }).map((s) => `${s}${NUL}`) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 10 }), fc.constantFrom(HIGH_SURROGATE, LOW_SURROGATE))
      .map(([s, half]) => `${s}${half}`),
  },
)

// ---------------------------------------------------------------------------------------------
// Numbers, dates, keys (as JSON text)

/** Numbers as written in JSON: beyond 2³¹ and 2⁵³, overflowing to Infinity, negative, fractional. */
export const hostileNumberTokens: readonly JsonText[] = [
  '2147483648',
  '2147483647',
  '-2147483649',
  '4294967296',
  '9007199254740993',
  '123456789012345678901234567890',
  '1e400',
  '-1e400',
  '1E999',
  '9e15',
  '8640000000000001',
  '1e21',
  '-1',
  '-0',
  '0',
  '0.5',
  '1.5e3',
  '5e-324',
  '1e-400',
]

export const hostileNumber: fc.Arbitrary<JsonText> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...hostileNumberTokens) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => JSON.stringify(n)) },
  { weight: 1, arbitrary: fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String) },
)

/** Dates that do not exist, or are not written as YYYY-MM-DD. */
export const badDates: readonly string[] = [
  '2026-99-99',
  '2026-02-31',
  '2026-02-30',
  '2027-02-29',
  '2100-02-29',
  '2026-13-01',
  '2026-00-10',
  '2026-04-31',
  '0000-00-00',
  '9999-99-99',
  '2026-1-1',
  '26-12-01',
  '2026/12/01',
  '01-12-2026',
  '+2026-12-01',
  '2026-12-01T00:00:00Z',
  ' 2026-12-01',
  `2026-12-01${NUL}`,
]

/** Keys that mean something to a JS object. */
export const prototypeKeys: readonly string[] = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__defineGetter__',
]

/** `depth` arrays inside one another: `[[[…]]]`. */
export const deepArray = (depth: number): JsonText => '['.repeat(depth) + ']'.repeat(depth)
/** `depth` objects inside one another: `{"a":{"a":…1…}}`. */
export const deepObject = (depth: number): JsonText => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)

/** The nesting of issue 12: 30,000 levels. */
export const DEEP = 30_000
const deepValues = [deepArray(DEEP), deepObject(DEEP), deepArray(65), deepArray(64)]

// ---------------------------------------------------------------------------------------------
// JSON values and bodies

/** Any hostile value for a field of a JSON body. */
export const hostileJson: fc.Arbitrary<JsonText> = fc.oneof(
  { weight: 5, arbitrary: hostileString.map((s) => JSON.stringify(s)) },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 2, arbitrary: fc.constantFrom(...badDates).map((d) => JSON.stringify(d)) },
  {
    weight: 2,
    arbitrary: fc.constantFrom('true', 'false', 'null', '[]', '{}', '""', '[null]', '{"":""}', '[[]]'),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(...prototypeKeys)
      .map((key) => `{${JSON.stringify(key)}:{"admin":true,"polluted":1}}`),
  },
  { weight: 1, arbitrary: fc.constantFrom(...deepValues) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      `[${'1,'.repeat(20_000)}1]`,
      `{${Array.from({ length: 2_000 }, (_, i) => `"k${i}":${i}`).join(',')}}`,
    ),
  },
)

export interface HostileBody {
  label: string
  body: string | Uint8Array
}

const invalidUtf8 = Uint8Array.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0xaf, 0x22, 0x7d])

/** Whole bodies: not JSON, not UTF-8, several documents, the wrong type, nested too deep. */
export const hostileBody: fc.Arbitrary<HostileBody> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .constantFrom(
        '',
        ' ',
        '{',
        '}',
        '{"a":',
        '[',
        'nul',
        'undefined',
        'NaN',
        '{"a":1}{"b":2}',
        "{'a':1}",
        '{"a":1,}',
        '{a:1}',
        '\uFEFF{}',
        '"\\ud800"',
        '{"a":"\\u0000"}',
        '{"\\u0000":1}',
        '{"\\ud800":1}',
        '{"a":"\\x41"}',
        '{"__proto__":{"admin":true}}',
        '{"constructor":{"prototype":{"admin":true}}}',
        '[1,2,3]',
        '"hello"',
        '42',
        'null',
        'true',
      )
      .map((body) => ({ label: `body ${JSON.stringify(body.slice(0, 40))}`, body })),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom<HostileBody>(
      { label: 'invalid UTF-8 bytes', body: invalidUtf8 },
      { label: 'UTF-16 JSON', body: Buffer.from('{"a":1}', 'utf16le') },
      { label: `arrays nested ${DEEP} deep`, body: deepArray(DEEP) },
      { label: `objects nested ${DEEP} deep`, body: deepObject(DEEP) },
    ),
  },
  { weight: 2, arbitrary: hostileJson.map((json) => ({ label: `body ${json.slice(0, 40)}`, body: json })) },
)

// ---------------------------------------------------------------------------------------------
// Paths, queries, headers

/** Percent-encodes every byte of the UTF-8 form except unreserved ones (a half surrogate → U+FFFD). */
export function percentEncode(value: string): string {
  let out = ''
  for (const byte of Buffer.from(value, 'utf8')) {
    const ch = String.fromCharCode(byte)
    out += /[A-Za-z0-9\-._~]/.test(ch) ? ch : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`
  }
  return out
}

/** Path segments and query values as sent on the wire (already percent-encoded, or not on purpose). */
export const hostileUrlSamples: readonly string[] = [
  '0',
  '-1',
  '2147483648',
  '2147483647',
  '4294967296',
  '99999999999999999999',
  '1e3',
  '1.5',
  '0x10',
  '%20',
  '+',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%F0%9F%98%80',
  '%C0%AE',
  '%E2%80%AE',
  '%ZZ',
  '%',
  '%E0%A4%A',
  '..',
  '%2e%2e',
  '%2F',
  '%5C',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '__proto__',
  'constructor',
  'prototype',
  'a'.repeat(5_000),
  '2026-99-99',
  '2026-02-31',
  'true',
  '%27%20OR%201%3D1',
]

export const hostileUrlPart: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...hostileUrlSamples) },
  { weight: 2, arbitrary: hostileString.map(percentEncode) },
  { weight: 1, arbitrary: fc.constantFrom(...badDates).map(percentEncode) },
)

/** Query keys besides the endpoint's own. */
export const hostileQueryKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...prototypeKeys),
  fc.constantFrom('a[b]', 'a[]', '%00', 'a%00', '', '%ED%A0%80', 'x'.repeat(2_000)),
  hostileString.map(percentEncode),
)

/**
 * Header values no honest client sends. Sent as raw UTF-8 bytes (an emoji arrives as 4 bytes the
 * server reads as Latin-1). No CR or LF: they would end the header and start another.
 */
export const hostileHeaders: readonly [string, string][] = [
  ['If-None-Match', '"😀"'],
  ['If-None-Match', '😀'],
  ['If-None-Match', '*, W/"x", "😀"'],
  ['If-None-Match', 'W/'],
  ['If-None-Match', '"'.repeat(4_000)],
  ['If-None-Match', `"${'x'.repeat(8_000)}"`],
  ['If-None-Match', `"${NUL}"`],
  ['Content-Type', 'application/json; charset=utf-16'],
  ['Content-Type', 'application/json; charset=😀'],
  ['Content-Type', 'text/plain'],
  ['Content-Type', 'application/jsonx'],
  ['Content-Type', 'multipart/form-data; boundary=x'],
  ['Content-Type', 'application/x-www-form-urlencoded'],
  ['Content-Type', '😀/😀'],
  ['Content-Type', ''],
  ['Content-Type', '\u0001'],
  ['Authorization', 'Bearer 😀'],
  ['Authorization', `Bearer ${'a'.repeat(10_000)}`],
  ['Authorization', 'Bearer'],
  ['Authorization', 'Bearer %00'],
  ['Authorization', 'Basic Zm9vOmJhcg=='],
  ['Authorization', `Bearer ${NUL}`],
  ['X-Forwarded-For', '😀, 10.0.0.1'],
  ['X-Forwarded-For', 'x'.repeat(5_000)],
  ['X-Forwarded-For', ', , ,'],
  ['X-Forwarded-For', '999.999.999.999'],
  ['X-Sandbox-Scenario', 'batches=99999999999999999999'],
  ['X-Sandbox-Scenario', '__proto__=1'],
  ['X-Sandbox-Scenario', 'batches=1e3;latencyMs=-1'],
  ['X-Sandbox-Scenario', 'failure=fail-at-batch-99999999999999999999'],
  ['X-Sandbox-Scenario', '😀=😀'],
  ['Accept', '😀'],
  ['Accept-Encoding', 'gzip;q=😀, br;q=2'],
  ['Accept-Language', 'x'.repeat(8_000)],
  ['Cookie', `sid=${'x'.repeat(8_000)}`],
  ['Range', 'bytes=0-99999999999999999999'],
  ['Expect', '100-continue'],
  ['Expect', 'nonsense'],
  ['Transfer-Encoding', 'gzip'],
  ['Content-Encoding', 'gzip'],
  ['X-Custom', 'x'.repeat(100_000)],
]

// ---------------------------------------------------------------------------------------------
// What every answer must be

/** Internal text that must never reach a caller: stacks, paths, error classes, SQL, the database. */
export const leakPatterns: readonly RegExp[] = [
  /\bat (?:async )?[\w$.<>[\] ]*\(?(?:file:|node:|\/)[^)\s]*:\d+:\d+/,
  /(?:^|[\s"'(=])\/(?:work|home|usr|tmp|app|src|opt|root)\/[\w.-]/,
  /node_modules/,
  /\.(?:ts|tsx|js|mjs|cjs):\d+/,
  /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|EvalError|URIError|AggregateError)\b/,
  /Cannot read propert/i,
  /is not a function/,
  /is not defined\b/,
  /is not iterable/,
  /Maximum call stack/i,
  /\bZodError\b/,
  /\bSeroval\b/i,
  /\bpostgres(?:ql)?\b/i,
  /\bpglite\b/i,
  /\bdrizzle\b/i,
  /\b(?:SELECT|INSERT INTO|DELETE FROM|ON CONFLICT)\b|\bUPDATE "?\w+"? SET\b/,
  /"\w+"\."\w+"/,
  /violates|duplicate key|relation "|column "|syntax error at or near|invalid input syntax/i,
  /unsupported Unicode escape|invalid byte sequence|out of range for type/i,
  /ECONNREFUSED|EADDRINUSE|ENOENT/,
  /\[object Object\]/,
]

/** A stack frame, a source path or an error class: never in any answer, not even a success. */
export function findStack(text: string): string | undefined {
  for (const pattern of leakPatterns.slice(0, 11)) {
    const match = pattern.exec(text)
    if (match) return `${pattern} matched ${JSON.stringify(match[0])}`
  }
  return undefined
}

/** The first internal text found in an answer, or undefined. */
export function findLeak(text: string): string | undefined {
  for (const pattern of leakPatterns) {
    const match = pattern.exec(text)
    if (match) return `${pattern} matched ${JSON.stringify(match[0])}`
  }
  return undefined
}

export interface ErrorAnswer {
  statusMessage?: unknown
  code?: unknown
  errors?: unknown
}

/** The fields a 400 names, from `errors[].field`. */
export function namedFields(answer: ErrorAnswer): string[] {
  if (!Array.isArray(answer.errors)) return []
  return answer.errors.flatMap((e: unknown) =>
    e && typeof e === 'object' && 'field' in e && typeof e.field === 'string' ? [e.field] : [],
  )
}

/** PHP-style brackets as a nested field: `origin[code]` is `origin.code`. */
const dotted = (field: string) => field.replace(/\[([^\]]*)\]/g, '.$1')

/**
 * Whether the answer names `field` (dotted path, or bracketed as in a query): the field itself, one
 * inside it, or the object that holds it — not only the body as a whole, unless the body as a whole
 * was the problem.
 */
export function namesField(answer: ErrorAnswer, field: string): boolean {
  const fields = namedFields(answer).map(dotted)
  if (field === '(root)') return fields.length > 0 || typeof answer.statusMessage === 'string'
  const wanted = dotted(field)
  return fields.some(
    (f) => f === wanted || f.startsWith(`${wanted}.`) || (f !== '(root)' && wanted.startsWith(`${f}.`)),
  )
}

/** Runs a fast-check property with the suite's seed, and says how to replay a failure. */
export async function assertProperty<T>(
  name: string,
  property: fc.IAsyncPropertyWithHooks<T> | fc.IAsyncProperty<T>,
  index: number,
  numRuns = FUZZ_RUNS,
): Promise<void> {
  const seed = FUZZ_SEED + index
  try {
    await fc.assert(property, { seed, numRuns, endOnFailure: true })
  } catch (error) {
    const replay = `Replay: FUZZ_SEED=${FUZZ_SEED} FUZZ_RUNS=${numRuns} (this property: seed ${seed}) — ${name}`
    throw new Error(`${replay}\n${error instanceof Error ? error.message : String(error)}`, { cause: error })
  }
}
