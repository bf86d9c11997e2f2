/**
 * Compares an answer of the services with a literal example of docs/upstream.md and fails with a
 * list of every difference, each with its path (`data.results.0.adultPrice: expected 218500, got
 * 218600`).
 *
 * By default every value must be the example's. Where the sandbox cannot repeat itself, a test says
 * so, path by path (dotted, `*` for any one key or index):
 * - `patterns`: values that differ on every call (ids, tokens, timestamps, OTPs): same JSON type as
 *   the example's value, and its text must match the pattern;
 * - `shapeOnly`: below this path only the shape counts: the same keys at every level and the same
 *   JSON types; an item of a list has the keys of one of the example's items and each value the
 *   shape it has in one of them (so a field shown as null in one item and a number in another may
 *   be either);
 * - `someOf`: a list the example shows only some items of: each example item must be in the answer
 *   (found by the given key field) and equal it; every other item must have the shape of one of them.
 * An option that matches nothing in the example is itself reported, so a typo cannot hide a check.
 */
import { expect } from 'vitest'
import { exampleOrigin, type Json } from './doc-examples'

export interface MatchOptions {
  patterns?: Record<string, RegExp>
  shapeOnly?: string[]
  someOf?: Record<string, string>
}

type Path = readonly (string | number)[]
type Mode = 'exact' | 'shape'

const kind = (v: unknown): string =>
  v === null ? 'null' : Array.isArray(v) ? 'array' : v === undefined ? 'nothing' : typeof v

function show(v: unknown): string {
  if (v === undefined) return 'nothing'
  const text = JSON.stringify(v)
  return text.length > 80 ? `${text.slice(0, 77)}…` : text
}

const described = (v: unknown): string =>
  v === null ? 'null' : v === undefined ? 'nothing' : `${kind(v)} ${show(v)}`

const pathText = (path: Path): string => (path.length ? path.join('.') : '(the whole answer)')

function isRecord(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v)
}

function isJsonRecord(v: Json): v is { [key: string]: Json } {
  return v !== null && typeof v === 'object' && !Array.isArray(v)
}

class Matcher {
  readonly used = new Set<string>()
  constructor(private readonly options: MatchOptions) {}

  private find<T>(table: Record<string, T> | undefined, path: Path): [string, T] | undefined {
    for (const [pattern, value] of Object.entries(table ?? {})) {
      const parts = pattern.split('.')
      if (parts.length === path.length && parts.every((p, i) => p === '*' || p === String(path[i]))) {
        this.used.add(pattern)
        return [pattern, value]
      }
    }
    return undefined
  }

  compare(actual: unknown, example: Json, path: Path, mode: Mode, out: string[]): void {
    const at = pathText(path)
    const pattern = this.find(this.options.patterns, path)
    if (pattern) {
      const [, re] = pattern
      if (kind(actual) !== kind(example))
        out.push(`${at}: expected a ${kind(example)}, got ${described(actual)}`)
      else if (!re.test(String(actual))) out.push(`${at}: ${show(actual)} does not match ${String(re)}`)
      return
    }
    const shapeOnly = Object.fromEntries((this.options.shapeOnly ?? []).map((p) => [p, true]))
    const here: Mode = this.find(shapeOnly, path) ? 'shape' : mode
    if (kind(actual) !== kind(example)) {
      out.push(`${at}: expected ${described(example)}, got ${described(actual)}`)
      return
    }
    if (Array.isArray(example) && Array.isArray(actual)) {
      this.compareList(actual, example, path, here, out)
      return
    }
    if (isRecord(actual) && isJsonRecord(example)) {
      for (const [key, value] of Object.entries(example)) {
        if (!(key in actual))
          out.push(`${pathText([...path, key])}: missing (the example has ${show(value)})`)
        else this.compare(actual[key], value, [...path, key], here, out)
      }
      for (const key of Object.keys(actual))
        if (!(key in example))
          out.push(`${pathText([...path, key])}: not in the example (got ${show(actual[key])})`)
      return
    }
    if (here === 'exact' && actual !== example)
      out.push(`${at}: expected ${show(example)}, got ${show(actual)}`)
  }

  private compareList(actual: unknown[], example: Json[], path: Path, mode: Mode, out: string[]): void {
    const at = pathText(path)
    const some = this.find(this.options.someOf, path)
    if (some) {
      const [, key] = some
      const matched = new Set<number>()
      for (const item of example) {
        const wanted = isRecord(item) ? item[key] : undefined
        const index = actual.findIndex((a, i) => !matched.has(i) && isRecord(a) && a[key] === wanted)
        if (index === -1) {
          out.push(`${at}: no item with ${key} ${show(wanted)} (the example has one)`)
          continue
        }
        matched.add(index)
        this.compare(actual[index], item, [...path, index], mode, out)
      }
      actual.forEach((a, i) => {
        if (!matched.has(i)) this.compareShapeWithSome(a, example, [...path, i], out)
      })
      return
    }
    if (mode === 'shape') {
      actual.forEach((a, i) => this.compareShapeWithSome(a, example, [...path, i], out))
      return
    }
    if (actual.length !== example.length)
      out.push(`${at}: expected ${example.length} items, got ${actual.length}`)
    for (let i = 0; i < Math.min(actual.length, example.length); i++)
      this.compare(actual[i], example[i] ?? null, [...path, i], mode, out)
  }

  /**
   * An item of a list compared by shape: it must have the keys of one of the example's items, and
   * each of its values the shape that value has in one of the example's items (a field shown as
   * null in one item and as a number in another may be either). Else the closest differences.
   */
  private compareShapeWithSome(actual: unknown, example: Json[], path: Path, out: string[]): void {
    if (example.length === 0) {
      out.push(`${pathText(path)}: the example's list is empty, so it shows no item like ${show(actual)}`)
      return
    }
    const records = example.filter(isJsonRecord)
    if (isRecord(actual) && records.length === example.length) {
      this.compareRecordWithSome(actual, records, path, out)
      return
    }
    out.push(...this.closest(actual, example, path))
  }

  private compareRecordWithSome(
    actual: Record<string, unknown>,
    example: Record<string, Json>[],
    path: Path,
    out: string[],
  ): void {
    const keys = Object.keys(actual).sort().join()
    if (!example.some((item) => Object.keys(item).sort().join() === keys)) {
      // No item has these keys: the differences from the item with the fewest.
      out.push(...this.closest(actual, example, path))
      return
    }
    for (const [key, value] of Object.entries(actual)) {
      const shown = example.flatMap((item) => (key in item ? [item[key] ?? null] : []))
      out.push(...this.closest(value, shown, [...path, key]))
    }
  }

  /** No differences if `actual` has the shape of one of `candidates`; else those from the closest. */
  private closest(actual: unknown, candidates: Json[], path: Path): string[] {
    let best: string[] | undefined
    for (const candidate of candidates) {
      const problems: string[] = []
      this.compare(actual, candidate, path, 'shape', problems)
      if (problems.length === 0) return []
      if (!best || problems.length < best.length) best = problems
    }
    return best ?? []
  }
}

/** The differences between an answer and an example, as readable lines; empty when they match. */
export function exampleDifferences(actual: unknown, example: Json, options: MatchOptions = {}): string[] {
  const matcher = new Matcher(options)
  const out: string[] = []
  matcher.compare(actual, example, [], 'exact', out)
  const declared = [
    ...Object.keys(options.patterns ?? {}),
    ...(options.shapeOnly ?? []),
    ...Object.keys(options.someOf ?? {}),
  ]
  for (const path of declared)
    if (!matcher.used.has(path)) out.push(`option '${path}' matches nothing in the example`)
  return out
}

const MAX_LINES = 40

/** Fails with every difference between `actual` and a docs/upstream.md example. */
export function expectMatchesExample(actual: unknown, example: Json, options: MatchOptions = {}): void {
  const problems = exampleDifferences(actual, example, options)
  const name = exampleOrigin(example) ?? 'the example'
  const shown =
    problems.length > MAX_LINES
      ? [...problems.slice(0, MAX_LINES), `… and ${problems.length - MAX_LINES} more`]
      : problems
  expect(shown, `the answer differs from ${name}`).toEqual([])
}
