/**
 * Reading the store's answers as an outsider: whether one gives away internal text, and the
 * UserError a serialised failure carries (read from Seroval's JSON without Start's plugins).
 */

/** Text that belongs to the server's insides, never to an answer. */
const internals: readonly RegExp[] = [
  /Cannot read propert/i,
  /Seroval/i,
  /not found for/i,
  /is not a function/i,
  /is not defined/i,
  /\b(Type|Reference|Syntax|Range)Error\b/,
  /in JSON at position/i,
  /Unexpected (token|end of JSON)/i,
  /Maximum call stack/i,
  /\bat .+\.(m?js|ts):\d+/,
  /node_modules|\/_ssr\/|\.output\//,
  /Internal Server Error/i,
  /"unhandled":\s*true/,
  /ECONNREFUSED|ECONNRESET|EPIPE/,
  /Failed to parse body/i,
  /Payload too large/,
  /drizzle|pglite|postgres|select .* from/i,
]

/** The first internal phrase in `text`, or undefined. */
export function internalText(text: string): string | undefined {
  for (const pattern of internals) {
    const match = pattern.exec(text)
    if (match) return match[0]
  }
  return undefined
}

export interface SeenUserError {
  message: string
  kind: string
  status: number | null
  code: string | null
  fields: { field: string; message: string }[]
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A Seroval node's plain value: strings ({t:1}), numbers ({t:0}), null/undefined constants. */
function scalar(node: unknown): unknown {
  if (!isRecord(node)) return undefined
  if (node.t === 0) return node.s
  // Seroval escapes a string as a JavaScript literal's body: '"' arrives as '\\"'.
  if (node.t === 1 && typeof node.s === 'string') {
    try {
      const text: unknown = JSON.parse(`"${node.s}"`)
      return typeof text === 'string' ? text : node.s
    } catch {
      return node.s
    }
  }
  return null
}

/** Seroval keys are escaped JSON-in-JSON: the fields list is itself a JSON string. */
function fieldList(raw: unknown): SeenUserError['fields'] {
  if (typeof raw !== 'string') return []
  try {
    const parsed: unknown = JSON.parse(raw)
    if (!Array.isArray(parsed)) return []
    return parsed.filter(isRecord).map((f) => ({ field: String(f.field), message: String(f.message) }))
  } catch {
    return []
  }
}

/** The UserError in a serialised failure (our adapter's object node), or undefined. */
export function userErrorOf(text: string): SeenUserError | undefined {
  let root: unknown
  try {
    root = JSON.parse(text)
  } catch {
    return undefined
  }
  const stack: unknown[] = [root]
  while (stack.length > 0) {
    const node = stack.pop()
    if (Array.isArray(node)) stack.push(...node)
    else if (isRecord(node)) {
      const p = node.p
      const keys: unknown = isRecord(p) ? p.k : undefined
      const values: unknown = isRecord(p) ? p.v : undefined
      if (Array.isArray(keys) && Array.isArray(values) && keys.includes('kind') && keys.includes('message')) {
        const value = (key: string) => scalar(values[keys.indexOf(key)])
        return {
          message: String(value('message')),
          kind: String(value('kind')),
          status: typeof value('status') === 'number' ? Number(value('status')) : null,
          code: typeof value('code') === 'string' ? String(value('code')) : null,
          fields: fieldList(value('fields')),
        }
      }
      stack.push(...Object.values(node))
    }
  }
  return undefined
}
