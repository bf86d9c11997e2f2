/**
 * What a traveller does before the app has started (docs/decisions/0056).
 *
 * The server's HTML is painted and usable before React hydrates it (0023, 0029). Native controls
 * already work then — a radio is chosen, text is typed, a <details> opens, a GET form submits — but
 * React, when it takes over, believes its own state and would put the server's values back at its
 * next render; and a `type="button"` button does nothing at all without the app.
 *
 * - `EARLY_TAPS_SCRIPT` is a few hundred bytes in the document's head (emitted through the root
 *   route's head scripts, so it carries the page's script nonce): it records the buttons pressed
 *   before hydration, and holds every form that is not a plain GET form (its submit button is
 *   pressed again once the app is there), so a sign-in sent early never puts the password in the
 *   address nor meets the CSRF guard's bare 403.
 * - `stopRecordingEarlyTaps` is called just before React's hydration starts: from then on React's
 *   own listeners take every press (a press during hydration is React's to replay).
 * - `adoptEarlyInput` runs once React has hydrated (a layout effect, before the page's own effects):
 *   every form control whose value the traveller changed is handed to React as the change event it
 *   missed, so the page's state (the search form's rules, react-hook-form) takes the traveller's
 *   value; then the recorded presses are pressed again, in order.
 */

declare global {
  interface Window {
    __earlyTaps?: {
      /** Buttons pressed before hydration, in order. */
      q: Element[]
      /** Each form control's last value or check the traveller gave it. */
      m: Map<Element, { v: string; c: boolean }>
      /** Stops recording presses (React's listeners take them from then on). */
      stop: () => void
      /** Stops recording values. */
      end: () => void
    }
  }
}

/** Plain ES5, no dependency: it runs before any of the app's script. */
export const EARLY_TAPS_SCRIPT =
  '(function(){var q=[],m=new Map();function r(e){var t=e.target;var b=t&&t.closest&&t.closest(\'button[type="button"]\');' +
  'if(b&&!b.disabled)q.push(b)}function v(e){var t=e.target;if(!t||!("value" in t))return;' +
  // A radio's choice replaces its group's earlier one; the latest change goes last.
  'if(t.type==="radio")m.forEach(function(x,k){if(k.name===t.name&&k.form===t.form)m.delete(k)});' +
  'm.delete(t);m.set(t,{v:t.value,c:!!t.checked})}' +
  // A form that is not a plain GET form (sign-in, a traveller's details…) is the app's to send: sent
  // by the browser it would put a password in the address (no method) or meet the CSRF guard (post).
  // It is held, and its button pressed again once the app is there.
  'function s(e){var f=e.target;if(!f||(f.getAttribute("method")||"").toLowerCase()==="get")return;' +
  'e.preventDefault();var b=e.submitter||f.querySelector(\'button[type="submit"],button:not([type])\');' +
  'if(b&&q.indexOf(b)<0)q.push(b)}' +
  'var d=document;d.addEventListener("click",r,true);d.addEventListener("input",v,true);d.addEventListener("change",v,true);' +
  'd.addEventListener("submit",s,true);' +
  'window.__earlyTaps={q:q,m:m,stop:function(){d.removeEventListener("click",r,true);d.removeEventListener("submit",s,true)},' +
  'end:function(){d.removeEventListener("input",v,true);d.removeEventListener("change",v,true)}}})();'

export function stopRecordingEarlyTaps(): void {
  window.__earlyTaps?.stop()
}

/**
 * Whether React has hydrated this element. The page hydrates in parts (each route's match is a
 * Suspense boundary of its own, hydrated after the shell), and an event sent to a part not yet
 * hydrated is lost to React. React marks each element it hydrated with its props under a
 * `__reactProps$…` key (the same since React 16).
 */
const isHydrated = (el: Element) => Object.keys(el).some((k) => k.startsWith('__reactProps$'))

/**
 * Hands a control the traveller changed before hydration to React. React tracks a control's value
 * (the tracker sits on the element's own `value`/`checked` property) and fires onChange only when
 * the value differs from the tracked one. By the time a part is hydrated React may have drawn its
 * own value again (a re-render of the form), so the traveller's value comes from the record, and
 * React's is what the element shows now or, if that is still the traveller's, what React rendered
 * at hydration (`defaultValue`/`defaultChecked`). React's value goes through the tracked property,
 * the traveller's through the prototype's setter (not tracked), then the event a browser sends.
 */
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
      const rendered = el.value !== wanted.v ? el.value : el.defaultValue
      if (rendered === wanted.v) return
      el.value = rendered
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(el, wanted.v)
      el.dispatchEvent(new Event('input', { bubbles: true }))
      el.dispatchEvent(new Event('change', { bubbles: true }))
    }
  } else if (el instanceof HTMLTextAreaElement) {
    const rendered = el.value !== wanted.v ? el.value : el.defaultValue
    if (rendered === wanted.v) return
    el.value = rendered
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(el, wanted.v)
    el.dispatchEvent(new Event('input', { bubbles: true }))
  } else if (el instanceof HTMLSelectElement && !el.multiple) {
    el.value = wanted.v
    el.dispatchEvent(new Event('change', { bubbles: true }))
  }
}

let adopted = false
const GIVE_UP_MS = 20_000
const TICK_MS = 50

/**
 * Once, from a layout effect of React's first commit in the browser. Each control is looked at once,
 * as soon as React has hydrated it (the first look runs in a microtask: during the commit React does
 * not take events yet, and the page's passive effects — a restored last search — come in a later
 * task, after the traveller's values are in); the recorded presses are pressed again in order, each
 * once its button is hydrated.
 */
export function adoptEarlyInput(): void {
  if (adopted) return
  adopted = true
  const taps = window.__earlyTaps
  taps?.stop()
  const queue = taps?.q.splice(0) ?? []
  const values = taps?.m ?? new Map<Element, { v: string; c: boolean }>()
  const until = performance.now() + GIVE_UP_MS
  const tick = () => {
    for (const [el, wanted] of Array.from(values)) {
      if (!el.isConnected) values.delete(el)
      else if (isHydrated(el)) {
        values.delete(el)
        adoptControl(el, wanted)
      }
    }
    while (queue.length > 0) {
      const button = queue[0]!
      if (!(button instanceof HTMLButtonElement) || !button.isConnected) {
        queue.shift()
        continue
      }
      if (!isHydrated(button)) break
      queue.shift()
      if (!button.disabled) button.click()
    }
    if ((values.size > 0 || queue.length > 0) && performance.now() < until) setTimeout(tick, TICK_MS)
    else taps?.end()
  }
  queueMicrotask(tick)
}
