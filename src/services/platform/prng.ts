/**
 * Seeded randomness for the sandbox inventory. Everything the supplier invents is derived from a
 * hash of what it describes (a route, a flight, a day), never from Math.random, so the same search
 * answers the same flights on every instance and every run.
 */

/** cyrb53 folded to 32 bits: fast, well mixed, stable across platforms. */
export function hashString(input: string): number {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < input.length; i++) {
    const ch = input.charCodeAt(i)
    h1 = Math.imul(h1 ^ ch, 2654435761)
    h2 = Math.imul(h2 ^ ch, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (h1 ^ h2) >>> 0
}

/** A number in [0, 1) that depends only on the key. */
export function unit(key: string): number {
  return hashString(key) / 4294967296
}

export interface Rng {
  /** [0, 1) */
  next(): number
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number
  chance(p: number): boolean
  pick<T>(items: readonly T[]): T
  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T
}

/** mulberry32 seeded from the key. */
export function rngFor(key: string): Rng {
  let state = hashString(key)
  const next = () => {
    state = (state + 0x6d2b79f5) | 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)]
      if (item === undefined) throw new Error('rng.pick from an empty list')
      return item
    },
    weighted: <T>(items: readonly T[], weight: (item: T) => number): T => {
      const total = items.reduce((sum, item) => sum + weight(item), 0)
      let at = next() * total
      for (const item of items) {
        at -= weight(item)
        if (at < 0) return item
      }
      const last = items[items.length - 1]
      if (last === undefined) throw new Error('rng.weighted from an empty list')
      return last
    },
  }
}
