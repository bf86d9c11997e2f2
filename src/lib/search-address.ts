/**
 * `validateSearch` for pages whose address is checked later, by the page itself: every known key
 * keeps any primitive (string, number or boolean, as the router parses them), a key holding
 * anything else is dropped, unknown keys pass through. It never throws, so a malformed address
 * never crashes or redirects away from what the traveller typed.
 *
 * A plain function rather than a zod schema: every route's validateSearch is in the entry chunk,
 * and zod there costs the home page about 25 KB (gzip) and 100–200 ms of script at Lighthouse's
 * 4x CPU slowdown (docs/decisions/0021).
 */
export type SearchPrimitive = string | number | boolean

export type PrimitiveSearch<K extends string> = { [P in K]?: SearchPrimitive } & Record<string, unknown>

export const isSearchPrimitive = (v: unknown): v is SearchPrimitive =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'

export function primitiveSearch<K extends string>(keys: readonly K[]) {
  const known = new Set<string>(keys)
  return (input: Record<string, unknown>): PrimitiveSearch<K> => {
    const out: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(input ?? {})) {
      if (!known.has(key) || isSearchPrimitive(value)) out[key] = value
    }
    // Every known key of `out` now holds a primitive (or is absent), which is what the type says.
    return out as PrimitiveSearch<K>
  }
}
