/**
 * The filter keys of a result list laid out as columns (typed arrays), built once per list and
 * remembered: a filter or sort click then filters with one tight loop over numbers and bit masks,
 * with no per-result lookups (keys.ts is consulted only while building). Lists are never mutated
 * (a polling batch gives a new array), so a list's index never goes stale.
 *
 * Airlines and layover airports become bits: each code seen in the list gets a bit number, and a
 * result keeps one bit mask per 32 codes. A filter is turned into the same masks, so "any of the
 * ticked airlines" is a bitwise AND.
 */
import { timeBuckets, type TimeBucket } from './buckets'
import { keysOf } from './keys'
import type { FlightResult } from '@contracts/flights/schemas'

export const FLAG_REFUNDABLE = 1
export const FLAG_DISCOUNTED = 2
export const FLAG_RETURN_COLUMN = 4
/** returnBucket of a result without a way back. */
export const NO_BUCKET = 255

/** A set of codes as bits: `bit` gives each code its position, masks hold `words` words per result. */
export interface CodeBits {
  bit: Map<string, number>
  words: number
  masks: Uint32Array
}

export interface FilterIndex {
  length: number
  price: Float64Array
  /** 0, 1 or 2 (2 or more). */
  stops: Uint8Array
  /** Index into timeBuckets. */
  departureBucket: Uint8Array
  returnBucket: Uint8Array
  flags: Uint8Array
  durationLo: Float64Array
  durationHi: Float64Array
  layoverLo: Float64Array
  layoverHi: Float64Array
  airlines: CodeBits
  airports: CodeBits
}

const bucketNumber = new Map<TimeBucket, number>(timeBuckets.map((b, i) => [b, i]))

function codeBits(lists: readonly (readonly string[])[]): CodeBits {
  const bit = new Map<string, number>()
  for (const list of lists) for (const code of list) if (!bit.has(code)) bit.set(code, bit.size)
  const words = Math.max(1, Math.ceil(bit.size / 32))
  const masks = new Uint32Array(lists.length * words)
  lists.forEach((list, i) => {
    for (const code of list) {
      const b = bit.get(code) ?? 0
      const at = i * words + (b >>> 5)
      masks[at] = (masks[at] ?? 0) | (1 << (b & 31))
    }
  })
  return { bit, words, masks }
}

function build(results: readonly FlightResult[]): FilterIndex {
  const n = results.length
  const index: FilterIndex = {
    length: n,
    price: new Float64Array(n),
    stops: new Uint8Array(n),
    departureBucket: new Uint8Array(n),
    returnBucket: new Uint8Array(n),
    flags: new Uint8Array(n),
    durationLo: new Float64Array(n),
    durationHi: new Float64Array(n),
    layoverLo: new Float64Array(n),
    layoverHi: new Float64Array(n),
    airlines: { bit: new Map(), words: 1, masks: new Uint32Array(0) },
    airports: { bit: new Map(), words: 1, masks: new Uint32Array(0) },
  }
  const airlineLists: (readonly string[])[] = []
  const airportLists: (readonly string[])[] = []
  results.forEach((r, i) => {
    const k = keysOf(r)
    index.price[i] = k.price
    index.stops[i] = Math.min(k.stops, 2)
    index.departureBucket[i] = bucketNumber.get(k.departureBucket) ?? 0
    index.returnBucket[i] = k.returnBucket === null ? NO_BUCKET : (bucketNumber.get(k.returnBucket) ?? 0)
    index.flags[i] =
      (k.refundable ? FLAG_REFUNDABLE : 0) |
      (k.discounted ? FLAG_DISCOUNTED : 0) |
      (k.departureFilter === 'return_datetime' ? FLAG_RETURN_COLUMN : 0)
    index.durationLo[i] = k.durationLo
    index.durationHi[i] = k.durationHi
    index.layoverLo[i] = k.layoverLo
    index.layoverHi[i] = k.layoverHi
    airlineLists.push(k.airlines)
    airportLists.push(k.layoverAirports)
  })
  index.airlines = codeBits(airlineLists)
  index.airports = codeBits(airportLists)
  return index
}

const indexes = new WeakMap<readonly FlightResult[], FilterIndex>()

/** The index of a list, built on first use and remembered for as long as the list lives. */
export function filterIndexOf(results: readonly FlightResult[]): FilterIndex {
  let index = indexes.get(results)
  if (!index) {
    index = build(results)
    indexes.set(results, index)
  }
  return index
}

/** The bits of the wanted codes; null when none of them is in the list (nothing can match). */
export function wantedBits(bits: CodeBits, codes: readonly string[]): Uint32Array | null {
  const want = new Uint32Array(bits.words)
  let any = false
  for (const code of codes) {
    const b = bits.bit.get(code)
    if (b === undefined) continue
    want[b >>> 5] = (want[b >>> 5] ?? 0) | (1 << (b & 31))
    any = true
  }
  return any ? want : null
}

/** Whether result i has any of the wanted bits. */
export function hasAnyBit(bits: CodeBits, i: number, want: Uint32Array): boolean {
  const base = i * bits.words
  for (let w = 0; w < bits.words; w++) if (((bits.masks[base + w] ?? 0) & (want[w] ?? 0)) !== 0) return true
  return false
}
