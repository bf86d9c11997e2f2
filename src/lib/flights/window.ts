/**
 * Windowing arithmetic for the virtualised results list: which rows to render for a scroll
 * position, given row heights (measured, or estimated until measured). Pure, so it is tested
 * without a browser; ResultsList only feeds it numbers.
 */

/**
 * offsets[i] is the top of row i, offsets[n] the total height: the items' known heights, `typical`
 * for the others, in one loop (a filter or sort click gives the list a new array of up to 5,000
 * items, and a map() to a heights array first was a tenth of the click's script time).
 */
export function itemOffsets<T>(
  items: readonly T[],
  known: { get(item: T): number | undefined },
  typical: number,
): Float64Array {
  const out = new Float64Array(items.length + 1)
  let top = 0
  for (let i = 0; i < items.length; i++) {
    top += known.get(items[i]!) ?? typical
    out[i + 1] = top
  }
  return out
}

/** First row whose bottom is below `y` (binary search over the offsets). */
export function rowAt(offsets: Float64Array, y: number): number {
  const n = offsets.length - 1
  let lo = 0
  let hi = n
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if ((offsets[mid + 1] ?? Infinity) <= y) lo = mid + 1
    else hi = mid
  }
  return Math.min(lo, Math.max(n - 1, 0))
}

export interface WindowRange {
  /** First rendered row (inclusive) and last (exclusive). */
  start: number
  end: number
  /** Space above and below the rendered rows, px. */
  before: number
  after: number
}

/**
 * Rows visible between `top` and `top + height` (relative to the list's top), plus `overscan` rows
 * either side so keyboard focus and fast scrolling find a row already there.
 */
export function windowRange(
  offsets: Float64Array,
  top: number,
  height: number,
  overscan: number,
): WindowRange {
  const n = offsets.length - 1
  if (n <= 0) return { start: 0, end: 0, before: 0, after: 0 }
  const first = rowAt(offsets, Math.max(top, 0))
  const last = rowAt(offsets, Math.max(top + height, 0))
  const start = Math.max(first - overscan, 0)
  const end = Math.min(last + 1 + overscan, n)
  const total = offsets[n] ?? 0
  return { start, end, before: offsets[start] ?? 0, after: total - (offsets[end] ?? total) }
}

/**
 * The rows to render given the ones rendered now: when the new window is the current one less at
 * most `slack` rows (a height measured a little taller than guessed), the current rows stay. Rows
 * leave only when they are well out of view, instead of being taken out and put back as heights
 * are learned batch after batch (docs/decisions/0025).
 */
export function keepRows(
  current: Pick<WindowRange, 'start' | 'end'> | null,
  next: WindowRange,
  offsets: Float64Array,
  slack: number,
): WindowRange {
  const n = offsets.length - 1
  if (!current || current.end > n) return next
  const inside = next.start >= current.start && next.end <= current.end
  if (!inside || next.start - current.start + (current.end - next.end) > slack) return next
  const total = offsets[n] ?? 0
  return {
    start: current.start,
    end: current.end,
    before: offsets[current.start] ?? 0,
    after: total - (offsets[current.end] ?? total),
  }
}

/**
 * What the rendered rows `start`..`end` show while a change is brought on screen a row at a time
 * (docs/decisions/0027). `before` is what each row showed at the last commit, or null when every
 * row shows its new item at once. A row shows its new item when it is new, shows it already, is
 * `released`, or lies in `fresh` (the rows in view, after a filter or sort click: only the rows
 * out of view wait); otherwise it keeps its item for now. `held` is the first row still waiting,
 * or -1 when the list is up to date.
 */
export function stagedRows<T>(
  items: readonly T[],
  start: number,
  end: number,
  before: ReadonlyMap<number, T> | null,
  released: number,
  fresh: Pick<WindowRange, 'start' | 'end'> | null = null,
): { shown: (T | undefined)[]; held: number } {
  const shown: (T | undefined)[] = []
  let held = -1
  for (let i = start; i < end; i++) {
    const next = items[i]
    const was = before?.get(i)
    const inView = fresh !== null && i >= fresh.start && i < fresh.end
    if (next === undefined || was === undefined || was === next || i === released || inView) shown.push(next)
    else {
      shown.push(was)
      if (held < 0) held = i
    }
  }
  return { shown, held }
}
