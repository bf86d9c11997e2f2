/**
 * What a traveller does before the app has started (docs/decisions/0056, 0201).
 *
 * The server's HTML is painted and usable before React hydrates it (0023, 0029). Native controls
 * already work then — a link opens its page, a radio is chosen, text is typed, a <details> opens,
 * a GET form submits — but React, when it takes over, believes its own state and would put the
 * server's values back at its next render; and a `type="button"` button does nothing at all.
 *
 * - `EARLY_TAPS_SCRIPT` is a few hundred bytes in the document's head (emitted through the root
 *   route's head scripts, so it carries the page's script nonce): it records the buttons pressed
 *   and each control's last value, and holds every form that is not a plain GET form (its submit
 *   button is pressed again once the app is there), so a sign-in sent early never puts the password
 *   in the address nor meets the CSRF guard's bare 403.
 * - `stopRecordingEarlyTaps` is called just before React's hydration starts. From then on a press
 *   is React's — unless presses are still waiting to be replayed: then it waits behind them (and
 *   React does not see it), so two chips tapped in a row land in the order they were tapped.
 * - `adoptEarlyInput` runs once React has hydrated the shell (a layout effect, before the page's
 *   own effects): every form control whose value the traveller changed is handed to React as the
 *   change event it missed; then the waiting presses are pressed again, one per task, each once
 *   React has committed its button (a press on a button React is still hydrating is dropped by
 *   React itself) and its effects have had a task to run.
 */

interface EarlyTaps {
  /** Presses waiting to be replayed, in order (buttons; a held form's submit button). */
  q: Element[]
  /** Each form control's last value or check the traveller gave it. */
  m: Map<Element, { v: string; c: boolean }>
  /** Set when React's hydration starts. */
  s: number
  /** Set while the app replays a press (the recorder lets it through). */
  x: number
  /** Set by the app: whether React has this element (a value typed there is React's). */
  a?: (el: Element) => boolean
  /** React's hydration starts: presses are React's unless some are still waiting. */
  stop: () => void
  /** Stops recording anything. */
  end: () => void
}

declare global {
  interface Window {
    __earlyTaps?: EarlyTaps
  }
}

/** Plain ES5, no dependency: it runs before any of the app's script. */
export const EARLY_TAPS_SCRIPT =
  // Once: the router's head <Script> inserts it again in the browser (its nonce is hidden there, so
  // the one from the server is not recognised), and a second recorder would take the app's replays.
  '(function(){if(window.__earlyTaps)return;var q=[],m=new Map(),d=document,T;' +
  // A press waits its turn when the app has not started, or when earlier presses still wait.
  'function w(e){return !T.x&&(!T.s||q.length>0)}' +
  'function h(e){if(T.s)e.stopImmediatePropagation()}' +
  'function r(e){var t=e.target;var b=t&&t.closest&&t.closest(\'button[type="button"]\');' +
  'if(!b||b.disabled||!w(e))return;q.push(b);h(e)}' +
  'function v(e){var t=e.target;if(!t||!("value" in t)||(T.a&&T.a(t)))return;' +
  // A radio's choice replaces its group's earlier one; the latest change goes last.
  'if(t.type==="radio")m.forEach(function(x,k){if(k.name===t.name&&k.form===t.form)m.delete(k)});' +
  'm.delete(t);m.set(t,{v:t.value,c:!!t.checked})}' +
  // A form that is not a plain GET form (sign-in, a traveller's details…) is the app's to send: sent
  // by the browser it would put a password in the address (no method) or meet the CSRF guard (post).
  'function s(e){var f=e.target;if(!f||(f.getAttribute("method")||"").toLowerCase()==="get"||!w(e))return;' +
  'e.preventDefault();h(e);var b=e.submitter||f.querySelector(\'button[type="submit"],button:not([type])\');' +
  'if(b&&q.indexOf(b)<0)q.push(b)}' +
  'var L=[["click",r],["input",v],["change",v],["submit",s]];' +
  'L.forEach(function(l){d.addEventListener(l[0],l[1],true)});' +
  'T=window.__earlyTaps={q:q,m:m,s:0,x:0,stop:function(){T.s=1},' +
  'end:function(){L.forEach(function(l){d.removeEventListener(l[0],l[1],true)})}}})();'

export function stopRecordingEarlyTaps(): void {
  const taps = window.__earlyTaps
  if (taps) taps.stop()
}

/** The few fields of React's fiber that React's own "is this mounted" test reads. */
interface Fiber {
  return: Fiber | null
  alternate: Fiber | null
  flags: number
  tag: number
}
// React's flags Placement | Hydrating, and the tag of the root (react-dom 19's getNearestMountedFiber).
const NOT_YET_COMMITTED = 4098
const HOST_ROOT = 3

function fiberOf(el: Element): Fiber | undefined {
  const key = Object.keys(el).find((k) => k.startsWith('__reactFiber$'))
  // React's internal instance, read as the few fields above (React keeps it under this key since 16).
  return key ? (el as unknown as Record<string, Fiber>)[key] : undefined
}

/**
 * Whether React has committed this element — React's own test before it dispatches an event to it
 * (getNearestMountedFiber). React marks elements while it hydrates them, before it commits them;
 * an event sent to one not yet committed is dropped by React, so "marked" is not enough.
 */
export function isCommitted(el: Element): boolean {
  const fiber = fiberOf(el)
  if (!fiber) return false
  let nearest: Fiber | null = fiber
  let node = fiber
  for (let next: Fiber | null = node; next && !next.alternate; next = node.return) {
    node = next
    if ((node.flags & NOT_YET_COMMITTED) !== 0) nearest = node.return
  }
  while (node.return) node = node.return
  return node.tag === HOST_ROOT && nearest === fiber
}

type ValueControl = HTMLInputElement | HTMLTextAreaElement
interface Tracked {
  _valueTracker?: { setValue(value: string): void } | null
}

/**
 * Gives React the change it missed: React fires onChange only when the control's value differs from
 * the one it tracks. Its tracker is told React's value (`rendered`); the control shows the
 * traveller's; then the event a browser sends. The control's text is written only when React drew
 * its own over it, so a caret or selection the traveller is typing at stays where it is (writing
 * it moved the caret to the end, and text typed next was joined to what was there).
 */
function handOver(el: ValueControl, rendered: string, wanted: string, events: string[]) {
  const proto = el instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype
  const setDomValue = (v: string) => Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, v)
  // React's tracker sits on the element (React 15 to 19); without one, the tracked property does.
  const tracker = (el as ValueControl & Tracked)._valueTracker
  if (tracker) {
    if (el.value !== wanted) setDomValue(wanted)
    tracker.setValue(rendered)
  } else {
    el.value = rendered
    setDomValue(wanted)
  }
  for (const type of events) el.dispatchEvent(new Event(type, { bubbles: true }))
}

function adoptControl(el: Element, wanted: { v: string; c: boolean }): void {
  if (el instanceof HTMLInputElement) {
    if (el.type === 'checkbox' || el.type === 'radio') {
      // A radio is recorded when chosen; one unchecked by its group's choice follows that choice.
      if (el.type === 'radio' && !wanted.c) return
      const rendered = el.checked !== wanted.c ? el.checked : el.defaultChecked
      if (rendered === wanted.c) return
      el.checked = rendered
      el.click()
    } else if (el.type !== 'hidden' && el.type !== 'file') {
      // React's value is what the element shows now or, if that is the traveller's, what React
      // rendered at hydration (the server's value).
      const rendered = el.value !== wanted.v ? el.value : el.defaultValue
      if (rendered !== wanted.v) handOver(el, rendered, wanted.v, ['input', 'change'])
    }
  } else if (el instanceof HTMLTextAreaElement) {
    const rendered = el.value !== wanted.v ? el.value : el.defaultValue
    if (rendered !== wanted.v) handOver(el, rendered, wanted.v, ['input'])
  } else if (el instanceof HTMLSelectElement && !el.multiple) {
    el.value = wanted.v
    el.dispatchEvent(new Event('change', { bubbles: true }))
  }
}

/**
 * A waiting button React drew again (a part rendered anew in the browser) is found again by what a
 * traveller sees of it: its id, or its name and text, in the same form.
 */
function sameButton(gone: Element): Element | undefined {
  if (gone.id) return document.getElementById(gone.id) ?? undefined
  const name = gone.getAttribute('aria-label')
  const text = gone.textContent
  return Array.from(document.querySelectorAll('button')).find(
    (b) =>
      b.getAttribute('aria-label') === name &&
      b.textContent === text &&
      b.type === (gone as HTMLButtonElement).type,
  )
}

let adopted = false
const GIVE_UP_MS = 30_000
const TICK_MS = 50

/**
 * Once, from a layout effect of React's first commit in the browser. Each control is looked at as
 * soon as React has committed it (the first look in a microtask: during the commit React does not
 * take events yet, and the page's passive effects — a restored last search — come in a later task,
 * after the traveller's values are in). The waiting presses go one per task, in order, so each sees
 * the state the one before it made (two chips: From, then To).
 */
export function adoptEarlyInput(): void {
  if (adopted) return
  adopted = true
  const taps = window.__earlyTaps
  if (!taps) return
  taps.stop()
  // A value typed into a control React already has is React's own event.
  taps.a = isCommitted
  const { q: queue, m: values } = taps
  // A button seen committed in an earlier task: its own effects (a listener it subscribes) have run.
  const settled = new WeakSet<Element>()
  const until = performance.now() + GIVE_UP_MS
  const tick = () => {
    for (const [el, wanted] of Array.from(values)) {
      if (!el.isConnected) values.delete(el)
      else if (isCommitted(el)) {
        values.delete(el)
        adoptControl(el, wanted)
      }
    }
    let pressed = false
    while (queue.length > 0 && !pressed) {
      const head = queue[0]!
      const button = head.isConnected ? head : sameButton(head)
      if (!(button instanceof HTMLButtonElement)) {
        queue.shift()
        continue
      }
      if (!isCommitted(button)) break
      if (!settled.has(button)) {
        settled.add(button)
        break
      }
      queue.shift()
      if (!button.disabled) {
        taps.x = 1
        try {
          button.click()
        } finally {
          taps.x = 0
        }
        pressed = true
      }
    }
    const expired = performance.now() >= until
    if (expired) queue.length = 0
    if ((values.size > 0 || queue.length > 0) && !expired) setTimeout(tick, pressed ? 0 : TICK_MS)
    else taps.end()
  }
  queueMicrotask(tick)
}
