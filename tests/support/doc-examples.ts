/**
 * The literal request and response examples of docs/upstream.md, for the contract tests to send and
 * compare against. An example is a ```json fence directly after a marker line
 * `<!-- example: <name> -->`; docs/upstream.md "Examples" describes the convention.
 *
 * The examples are written by hand and the services must answer them; a test never derives an
 * expected answer from the services' own code or schemas, so the two cannot drift apart together.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

export const DOC_PATH = fileURLToPath(new URL('../../docs/upstream.md', import.meta.url))
const DOC_NAME = 'docs/upstream.md'

const MARKER = /^<!--\s*example:\s*(\S+)\s*-->\s*$/
const NAME = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/

export class DocExampleError extends Error {}

export interface ParsedExample {
  name: string
  /** 1-based line of the marker, for messages. */
  line: number
  value: Json
}

/** Every example of a markdown text, in order. Throws on a marker without a valid JSON block. */
export function parseExamples(markdown: string, source = DOC_NAME): ParsedExample[] {
  const lines = markdown.split(/\r?\n/)
  const found: ParsedExample[] = []
  const seen = new Map<string, number>()
  for (let i = 0; i < lines.length; i++) {
    const match = MARKER.exec(lines[i] ?? '')
    if (!match && (lines[i] ?? '').trimStart().startsWith('```')) {
      // A code block that is not an example (it may show a marker as text): skip it whole.
      const close = lines.findIndex((l, j) => j > i && l.trim() === '```')
      i = close === -1 ? lines.length : close
      continue
    }
    if (!match) {
      // A line that starts like a marker but is not one (prose may mention markers inline).
      if (/^\s*<!--\s*example\b/.test(lines[i] ?? ''))
        throw new DocExampleError(`${source}:${i + 1}: malformed example marker: ${lines[i]}`)
      continue
    }
    const name = match[1] ?? ''
    const where = `${source}:${i + 1}: example '${name}'`
    if (!NAME.test(name))
      throw new DocExampleError(`${where}: a name is dotted lowercase words, e.g. flights.search.request`)
    const previous = seen.get(name)
    if (previous !== undefined) throw new DocExampleError(`${where} is also defined on line ${previous}`)
    seen.set(name, i + 1)
    let open = i + 1
    while (open < lines.length && (lines[open] ?? '').trim() === '') open++
    if ((lines[open] ?? '').trim() !== '```json')
      throw new DocExampleError(`${where}: the marker must be followed by a \`\`\`json block`)
    const close = lines.findIndex((l, j) => j > open && l.trim() === '```')
    if (close === -1) throw new DocExampleError(`${where}: its \`\`\`json block is never closed`)
    const text = lines.slice(open + 1, close).join('\n')
    try {
      // JSON.parse gives `any`; what it returns is JSON by definition.
      found.push({ name, line: i + 1, value: JSON.parse(text) as Json })
    } catch (error) {
      throw new DocExampleError(
        `${where} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
      )
    }
    i = close
  }
  return found
}

let cache: Map<string, ParsedExample> | undefined

function all(): Map<string, ParsedExample> {
  cache ??= new Map(parseExamples(readFileSync(DOC_PATH, 'utf8')).map((e) => [e.name, e]))
  return cache
}

/** The names of every example in docs/upstream.md. */
export function exampleNames(): string[] {
  return [...all().keys()]
}

/** Where each returned example came from, so a failed comparison can name it. */
const origin = new WeakMap<object, string>()

/** The example called `name`: a fresh copy each time, so a test may change it. */
export function docExample(name: string): Json {
  const found = all().get(name)
  if (!found)
    throw new DocExampleError(
      `${DOC_NAME} has no example '${name}': add a \`<!-- example: ${name} -->\` marker and a \`\`\`json block`,
    )
  const copy = structuredClone(found.value)
  if (copy !== null && typeof copy === 'object') origin.set(copy, `'${name}' (${DOC_NAME}:${found.line})`)
  return copy
}

/** The name and line of an example returned by docExample, if it is one. */
export function exampleOrigin(value: unknown): string | undefined {
  return value !== null && typeof value === 'object' ? origin.get(value) : undefined
}

/** A copy of a JSON value with the values at the given dotted paths replaced (e.g. an OTP read from the outbox). */
export function withValues(example: Json, values: Record<string, Json>): Json {
  const copy = structuredClone(example)
  for (const [path, value] of Object.entries(values)) {
    const keys = path.split('.')
    const last = keys.pop()
    let node: Json = copy
    for (const key of keys) node = child(node, key, path)
    if (last === undefined) continue
    if (Array.isArray(node)) node[Number(last)] = value
    else if (node !== null && typeof node === 'object') node[last] = value
    else throw new DocExampleError(`withValues: '${path}' does not lead into an object`)
  }
  const name = exampleOrigin(example)
  if (name && copy !== null && typeof copy === 'object') origin.set(copy, name)
  return copy
}

function child(node: Json, key: string, path: string): Json {
  const next = Array.isArray(node)
    ? node[Number(key)]
    : node !== null && typeof node === 'object'
      ? node[key]
      : undefined
  if (next === undefined) throw new DocExampleError(`withValues: the example has nothing at '${path}'`)
  return next
}

/** The value at a dotted path of an example (e.g. 'user.email'), for a test that needs one field. */
export function valueAt(example: Json, path: string): Json {
  let node = example
  for (const key of path.split('.')) node = child(node, key, path)
  return node
}

/** The string at a dotted path; fails if it is not a string. */
export function stringAt(example: Json, path: string): string {
  const value = valueAt(example, path)
  if (typeof value !== 'string') throw new DocExampleError(`'${path}' of the example is not a string`)
  return value
}

/** A GET example's query (an object of strings) as a query string. */
export function queryOf(example: Json): string {
  if (example === null || typeof example !== 'object' || Array.isArray(example))
    throw new DocExampleError('a query example is an object of parameters')
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(example)) params.append(key, String(value))
  // Keep the brackets of origin[code] readable, as 000 §7 writes them.
  return params.toString().replaceAll('%5B', '[').replaceAll('%5D', ']')
}
