/**
 * Query parameters the app shell reads on every page: `mobile` (layout rule, 000 §1) and the
 * white-label switches `h` and `f` (000 §2). The router parses `?h=0` to the number 0 and
 * `?h=false` to the boolean false, so every form is accepted and turned back into text.
 * See docs/decisions/0005-white-label-header-footer.md. Read without zod: this runs on every page
 * and is in the entry chunk, which stays free of zod (docs/decisions/0021).
 */
import { isSearchPrimitive } from './search-address'

/** A primitive as text; anything else (absent, an object, a list) counts as absent. */
function raw(search: unknown, key: 'mobile' | 'h' | 'f'): string | undefined {
  if (typeof search !== 'object' || search === null) return undefined
  const v: unknown = Reflect.get(search, key)
  return isSearchPrimitive(v) ? String(v) : undefined
}

export interface ShellParams {
  mobile?: string
  /** undefined: the parameter is absent or unrecognised, so the white-label default applies. */
  showHeader?: boolean
  showFooter?: boolean
}

function toSwitch(v: string | undefined): boolean | undefined {
  const s = v?.trim().toLowerCase()
  if (s === '0' || s === 'false') return false
  if (s === '1' || s === 'true') return true
  return undefined
}

export function parseShellParams(search: unknown): ShellParams {
  return {
    mobile: raw(search, 'mobile'),
    showHeader: toSwitch(raw(search, 'h')),
    showFooter: toSwitch(raw(search, 'f')),
  }
}
