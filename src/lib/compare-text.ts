/**
 * Orders names (airlines, cities, alliances) without the browser's collator: the first
 * `localeCompare` on a page builds an ICU collator, a long task on a phone (docs/decisions/0025).
 * Case-insensitive first, then by code unit, so the order is total and the same everywhere.
 */
export function compareText(a: string, b: string): number {
  const x = a.toLowerCase()
  const y = b.toLowerCase()
  if (x !== y) return x < y ? -1 : 1
  return a < b ? -1 : a > b ? 1 : 0
}
