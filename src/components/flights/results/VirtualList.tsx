/**
 * A windowed list that scrolls with the page: only the rows in view plus `overscan` either side
 * are in the DOM, the rest is padding. Row heights are measured as rows render (a card grows when
 * its details open) and remembered by item, so filtering and sorting keep them. The server renders
 * the first `initialRows`, so the first cards paint before any script runs.
 *
 * For assistive technology each row carries aria-setsize/aria-posinset, so "item 3 of 5,000" is
 * announced although only a few dozen items exist.
 *
 * Rows are keyed by position, not by item (docs/decisions/0018): when a polling batch sorts a
 * cheaper flight in above the ones on screen, or a filter or sort click changes the list, each
 * row keeps its place and shows its new item, instead of every row sliding down (layout shift) or
 * being torn down and rebuilt (a sort click's DOM work). State that belongs to one item inside a
 * row belongs to the item (FlightDetails closes when its card shows another flight).
 *
 * A new polling batch (`source` changed) reaches the rows one per task: each row on screen keeps
 * its flight until its turn, so a batch is a few short tasks instead of one long commit that
 * rewrites every card at once. A click (new items from the same source) changes the rows in view
 * at once and the overscan rows, out of view, one per task once the browser is idle after the
 * paint (docs/decisions/0027).
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { itemOffsets, keepRows, stagedRows, windowRange, type WindowRange } from '~/lib/flights/window'

/** How the rows are being brought up to date: a polling batch, a click, or at once (null). */
type Staging = 'batch' | 'click' | null

export interface VirtualListProps<T> {
  items: readonly T[]
  renderItem: (item: T, index: number) => ReactNode
  label: string
  /** Height assumed for a row not yet measured, px. */
  estimate?: number
  overscan?: number
  /** Rows rendered before the browser reports the viewport (server render, first paint). */
  initialRows?: number
  className?: string
  /**
   * The list `items` were derived from (the results so far). When it changes — a new batch — the
   * rows take their new items one per task; when only `items` change (a filter or sort click), the
   * rows in view at once and the others when the browser is idle. Without it, every change at once.
   */
  source?: unknown
}

export function VirtualList<T extends object>({
  items,
  renderItem,
  label,
  estimate = 180,
  overscan = 2,
  initialRows = 6,
  className = 'fr-list',
  source,
}: VirtualListProps<T>) {
  const listRef = useRef<HTMLUListElement>(null)
  // Measured heights by item (one WeakMap lookup per row when the offsets are rebuilt on a click),
  // and the item each rendered row shows, for the ResizeObserver to know whose height it saw.
  const heights = useRef(new WeakMap<T, number>())
  const rendered = useRef<ReadonlyMap<number, T>>(new Map())
  const shownBefore = useRef<ReadonlyMap<number, T>>(new Map())
  // Sum and count of the heights measured so far: a row not yet measured is assumed to be as tall
  // as the rows seen, not `estimate`. With the constant, a batch's new rows were guessed too short,
  // the window took in extra rows, and measuring them took them out again: rows built and removed
  // in every batch (docs/decisions/0025).
  const seen = useRef({ sum: 0, count: 0 })
  const [measured, setMeasured] = useState(0)
  const [view, setView] = useState<{ top: number; height: number } | null>(null)

  const offsets = useMemo(
    () => {
      const typical = seen.current.count > 0 ? seen.current.sum / seen.current.count : estimate
      return itemOffsets(items, heights.current, typical)
    },
    // `measured` is in the list because it changes whenever a height is learned.
    [items, measured, estimate],
  )
  // The rows of the last commit: the next window keeps them unless it really moved (keepRows).
  const shownRows = useRef<Pick<WindowRange, 'start' | 'end'> | null>(null)
  const range = keepRows(
    shownRows.current,
    view
      ? windowRange(offsets, view.top, view.height, overscan)
      : windowRange(offsets, 0, estimate * initialRows - 1, 0),
    offsets,
    overscan,
  )

  // Follow the page scroll, at most once a frame, re-rendering only when other rows come into view.
  const latest = useRef({ offsets, range, overscan })
  latest.current = { offsets, range, overscan }
  useEffect(() => {
    let frame = 0
    const update = () => {
      frame = 0
      const list = listRef.current
      if (!list) return
      const next = { top: -list.getBoundingClientRect().top, height: window.innerHeight }
      const now = latest.current
      const r = keepRows(
        shownRows.current,
        windowRange(now.offsets, next.top, next.height, now.overscan),
        now.offsets,
        now.overscan,
      )
      setView((v) => (v && r.start === now.range.start && r.end === now.range.end ? v : next))
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      if (frame) cancelAnimationFrame(frame)
    }
  }, [])

  // Measure the rendered rows. Only rows new to the DOM are observed: observing fires a first
  // callback, and re-observing every row on every render would cost a second render per click.
  const observer = useRef<ResizeObserver | null>(null)
  const observed = useRef(new Set<Element>())
  useEffect(() => {
    const list = listRef.current
    if (!list || typeof ResizeObserver === 'undefined') return
    observer.current ??= new ResizeObserver((entries) => {
      let changed = false
      for (const entry of entries) {
        const key = entry.target instanceof HTMLElement ? entry.target.dataset.key : undefined
        const item = key === undefined ? undefined : rendered.current.get(Number(key))
        const h = entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height
        if (item !== undefined && h > 0 && heights.current.get(item) !== h) {
          if (!heights.current.has(item)) {
            seen.current.sum += h
            seen.current.count += 1
          }
          heights.current.set(item, h)
          changed = true
        }
      }
      if (changed) setMeasured((m) => m + 1)
    })
    const ro = observer.current
    // A row now showing another item reports its size only if the size changed: until it does,
    // the new item is as tall as the one the row showed before.
    for (const [key, item] of rendered.current) {
      const before = shownBefore.current.get(key)
      const h = before === undefined ? undefined : heights.current.get(before)
      if (before !== item && h !== undefined && !heights.current.has(item)) heights.current.set(item, h)
    }
    shownBefore.current = rendered.current
    shownRows.current = { start: range.start, end: range.end }
    const now = new Set<Element>(list.children)
    for (const el of observed.current) if (!now.has(el)) ro.unobserve(el)
    for (const el of now) if (!observed.current.has(el)) ro.observe(el)
    observed.current = now
  })
  useEffect(() => () => observer.current?.disconnect(), [])

  // What the rows showed at the last commit, and whether some still wait for their new items.
  const committed = useRef<{
    source: unknown
    items: readonly T[]
    rows: ReadonlyMap<number, T>
    size: number
    held: boolean
    mode: Staging
  } | null>(null)
  const released = useRef(-1)
  const [, setReleases] = useState(0)

  // A batch (new `source`) reaches every row one per task; a click (new items, same source)
  // changes the rows in view at once and the rows out of view once the browser is idle after the
  // paint; a row release continues whichever is under way. Without `source`, every change is at
  // once.
  const last = committed.current
  const mode: Staging =
    source === undefined || last === null
      ? null
      : last.source !== source
        ? 'batch'
        : last.items !== items
          ? 'click'
          : last.held
            ? last.mode
            : null
  // The rows in view, and the row holding keyboard focus (never hidden under the traveller).
  const focused = useRef(-1)
  const seenRows = view ? windowRange(offsets, view.top, view.height, 0) : null
  const inView =
    seenRows && focused.current >= 0
      ? {
          start: Math.min(seenRows.start, focused.current),
          end: Math.max(seenRows.end, focused.current + 1),
        }
      : seenRows
  const staged =
    mode === null || (mode === 'click' && inView === null)
      ? stagedRows(items, range.start, range.end, null, -1)
      : stagedRows(
          items,
          range.start,
          range.end,
          last?.rows ?? null,
          released.current,
          mode === 'click' ? inView : null,
        )

  const rows: ReactNode[] = []
  const shownNow = new Map<number, T>()
  for (let i = range.start; i < range.end; i++) {
    const item = staged.shown[i - range.start]
    if (item === undefined) continue
    const key = String(i)
    shownNow.set(i, item)
    const waiting = item !== items[i]
    const size = waiting ? (last?.size ?? items.length) : items.length
    // After a click an out-of-view row that still shows its old flight is hidden, from the eye and
    // from assistive technology, until its turn: nothing shows a flight the click filtered out.
    const hidden = waiting && mode === 'click'
    rows.push(
      <li
        key={key}
        data-key={key}
        aria-setsize={size}
        aria-posinset={i + 1}
        aria-hidden={hidden || undefined}
        className={hidden ? 'fr-row fr-row-waiting' : 'fr-row'}
      >
        {renderItem(item, i)}
      </li>,
    )
  }

  rendered.current = shownNow

  // After each commit: remember what the rows show, and bring the next waiting row in a task of
  // its own (flushSync: that task renders and commits the one row). After a click the first of
  // those tasks waits until the browser is idle, after the paint that answers the click with the
  // rows in view.
  const pending = useRef<(() => void) | null>(null)
  useLayoutEffect(() => {
    const started = committed.current?.held !== true
    committed.current = {
      source,
      items,
      rows: shownNow,
      size: items.length,
      held: staged.held >= 0,
      mode: staged.held >= 0 ? mode : null,
    }
    released.current = -1
    if (staged.held < 0 || pending.current !== null) return
    const row = staged.held
    const release = () => {
      pending.current = null
      released.current = row
      flushSync(() => setReleases((n) => n + 1))
    }
    if (mode === 'click' && started && typeof requestIdleCallback !== 'undefined') {
      const idle = requestIdleCallback(release, { timeout: 250 })
      pending.current = () => cancelIdleCallback(idle)
    } else {
      const timer = setTimeout(release, 0)
      pending.current = () => clearTimeout(timer)
    }
  })
  useEffect(() => () => pending.current?.(), [])

  return (
    <ul
      ref={listRef}
      onFocus={(e) => {
        const row = e.target.closest('[data-key]')
        focused.current = row ? Number(row.getAttribute('data-key')) : -1
      }}
      onBlur={() => {
        focused.current = -1
      }}
      role="list"
      aria-label={label}
      className={className}
      style={{ paddingTop: range.before, paddingBottom: range.after }}
    >
      {rows}
    </ul>
  )
}
