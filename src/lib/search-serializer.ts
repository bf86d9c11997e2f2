/**
 * The store's query strings, one address for one state (issue 24, docs/decisions/0200).
 *
 * TanStack Router's default writes a string that would read back as another type JSON-quoted
 * (`?train=%2212314%22`), and its server answers the plain address a traveller types or shares
 * (`?train=12314`) with a 307 to the quoted one. Here every string, number and boolean is written
 * plain; only objects and arrays (and the rare text that would read back as one, or as null) are
 * JSON. Reading is the router's own rule, so an old quoted link still opens: a value that looks
 * like a number or a boolean is read as one, and each route's validateSearch takes numbers as
 * text where it wants text (tests/unit/search-serializer.test.ts checks every route).
 */

/** The router's reading of one value (router-core's qss `toValue`, then JSON where it could be). */
const jsonStart = /^(?:\s|["[{\d-]|fa|nu|tr)/

export function readSearchValue(text: string): unknown {
  if (text === '') return ''
  if (text === 'false') return false
  if (text === 'true') return true
  const n = Number(text)
  if (n * 0 === 0 && `${n}` === text) return n
  if (!jsonStart.test(text)) return text
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** Whether `text`, written plain, reads back as the same words (as text, a number or a boolean). */
const readsBackPlain = (text: string) => {
  const read = readSearchValue(text)
  return (
    (typeof read === 'string' || typeof read === 'number' || typeof read === 'boolean') &&
    String(read) === text
  )
}

function writeSearchValue(value: unknown): string {
  if (value !== null && typeof value === 'object') return JSON.stringify(value)
  const text = String(value)
  return typeof value === 'string' && !readsBackPlain(text) ? JSON.stringify(text) : text
}

export function parseSearch(searchStr: string): Record<string, unknown> {
  const query: Record<string, unknown> = {}
  for (const [key, text] of new URLSearchParams(searchStr.startsWith('?') ? searchStr.slice(1) : searchStr)) {
    const value = readSearchValue(text)
    const before = query[key]
    // A key given twice is a list, as the router's own reader has it.
    query[key] = before === undefined ? value : Array.isArray(before) ? [...before, value] : [before, value]
  }
  return query
}

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined) params.set(key, writeSearchValue(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}
