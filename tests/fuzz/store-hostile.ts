/**
 * Hostile input for the store's server functions, as fast-check generators: values of the wrong
 * type, null, huge strings, NUL bytes, lone surrogates, deep nesting, prototype keys; payloads that
 * are not JSON or not Seroval; hostile function ids and headers.
 */
import fc from 'fast-check'

/** The seed of every property (FUZZ_SEED to change it) and the runs of the main ones (FUZZ_RUNS). */
export const fuzzSeed = Number(process.env.FUZZ_SEED ?? 20261126)
export const fuzzRuns = Number(process.env.FUZZ_RUNS ?? 1000)

export const hostileStrings: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  '\uffff\ufffe',
  '\u202e\u0644\u0627',
  '😀'.repeat(100),
  'a'.repeat(70_000),
  '%00',
  '%',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'NaN',
  '-0',
  '1e309',
  '9007199254740993',
  '2147483648',
  '2026-99-99',
  '2026-02-31',
  '0000-00-00',
  '+91 9876543210',
  '\r\nSet-Cookie: x=1',
]

export const hostileNumbers: readonly number[] = [
  0,
  -1,
  -0,
  2 ** 31,
  2 ** 53,
  -(2 ** 63),
  1e308,
  9e15,
  0.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
]

/** Nested arrays `depth` deep: a classic stack breaker. */
export function deeplyNested(depth: number): unknown {
  let value: unknown = 'bottom'
  for (let i = 0; i < depth; i++) value = [value]
  return value
}

/** An object whose own keys are the prototype's names (JSON.parse makes `__proto__` an own key). */
export function prototypeKeys(): unknown {
  return JSON.parse(
    '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"toString":1}',
  )
}

const leaf: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...hostileStrings),
  fc.constantFrom(...hostileNumbers),
  fc.constantFrom(null, undefined, true, false),
  fc.bigInt(),
  fc.date({ noInvalidDate: false }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
)

/** Any value a hostile caller could put where an input or one of its fields goes. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: leaf },
  { weight: 2, arbitrary: fc.array(leaf, { maxLength: 5 }) },
  { weight: 2, arbitrary: fc.dictionary(fc.constantFrom('a', 'id', '__proto__', 'constructor', ''), leaf) },
  { weight: 1, arbitrary: fc.constant(null).map(() => deeplyNested(300)) },
  { weight: 1, arbitrary: fc.constant(null).map(prototypeKeys) },
  { weight: 1, arbitrary: fc.constant(new Map([['a', 1]])) },
  { weight: 1, arbitrary: fc.constant(new Set([1, 2])) },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 3 }) },
)

/** Payload texts that are not what Start's client sends: not JSON, not Seroval, or Seroval gone wrong. */
export const malformedPayloads: readonly string[] = [
  '',
  '{',
  'null',
  '[]',
  '1',
  '"text"',
  'true',
  '{"data":{"login":"x"}}',
  '{"t":99}',
  '{"t":10}',
  '{"t":10,"i":0}',
  '{"t":10,"i":0,"p":null,"o":0}',
  '{"t":10,"i":0,"p":{"k":["data"],"v":[]},"o":0}',
  '{"t":10,"i":0,"p":{"k":["data"],"v":[{"t":4,"i":999}]},"o":0}',
  '{"t":10,"i":0,"p":{"k":["data"],"v":[{"t":25,"i":1,"s":{},"c":"unknown/plugin"}]},"o":0}',
  '{"t":10,"i":0,"p":{"k":["__proto__"],"v":[{"t":10,"i":1,"p":{"k":["polluted"],"v":[{"t":2,"s":2}]},"o":0}]},"o":0}',
  '{"t":10,"i":0,"p":{"k":["data","data"],"v":[{"t":1,"s":"a"}]},"o":0}',
  '{"t":1,"s":"\\ud800"}',
  '{"t":1,"s":"a\\u0000b"}',
  '{"t":12,"i":0,"s":"2026-99-99"}',
  '{"t":9,"i":0,"l":4294967295,"a":[],"o":0}',
  '{"t":15,"i":0,"l":1e12,"c":"Uint8Array","f":null,"b":0}',
  '{"t":17,"i":0,"s":"RegExp","f":null}',
  '\u0000',
  '\ufeff{}',
  `${'['.repeat(30_000)}"x"${']'.repeat(30_000)}`,
  `{"t":10,"i":0,"p":{"k":["data"],"v":[${'{"t":9,"i":1,"l":1,"a":['.repeat(5_000)}{"t":1,"s":"x"}${']}'.repeat(5_000)}]},"o":0}`,
]

/** Function ids that are not ours. */
export const hostileIds: readonly string[] = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'prototype',
  'valueOf',
  'abc',
  '0'.repeat(64),
  'f'.repeat(64) + '_1',
  'a'.repeat(5_000),
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fpackage.json',
  '%00',
  '%C0%AE%C0%AE',
  '%F0%9F%98%80',
  '%ED%A0%80',
  '%',
  '~',
  '.',
  '$',
]

/** Header sets an outsider might send with a call (on top of, or instead of, ours). */
export const hostileHeaders: readonly Record<string, string>[] = [
  {},
  { 'x-tsr-serverFn': 'false' },
  { 'x-tsr-serverFn': 'TRUE' },
  { accept: 'image/png' },
  { accept: '' },
  { 'content-type': 'text/plain' },
  { 'content-type': 'application/x-www-form-urlencoded' },
  { 'content-type': 'multipart/form-data; boundary=zz' },
  { 'content-type': 'multipart/form-data' },
  { 'content-type': 'application/json; charset=utf-16' },
  // An emoji's UTF-8 bytes, as a client that does not encode headers sends them.
  { 'If-None-Match': '"\u00f0\u009f\u0098\u0080"' },
  { cookie: 'session=garbage' },
  { cookie: `session=${'a'.repeat(4_000)}` },
  { cookie: '__proto__=1; constructor=2' },
  { 'x-forwarded-for': 'not an address, 999.1.1.1' },
  { 'accept-encoding': 'gzip;q=oops, br' },
  { range: 'bytes=0-1' },
]
