/**
 * Query parameters the app shell reads on every page: `mobile` (layout rule, 000 §1) and the
 * white-label switches `h` and `f` (000 §2). The router parses `?h=0` to the number 0 and
 * `?h=false` to the boolean false, so every form is accepted and turned back into text.
 * See docs/decisions/0005-white-label-header-footer.md.
 */
import { z } from 'zod'

const raw = z
  .union([z.string(), z.number(), z.boolean()])
  .transform((v) => String(v))
  .optional()
  .catch(undefined)

export const shellSearchSchema = z.object({ mobile: raw, h: raw, f: raw })

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
  const parsed = shellSearchSchema.safeParse(search ?? {})
  const p = parsed.success ? parsed.data : {}
  return { mobile: p.mobile, showHeader: toSwitch(p.h), showFooter: toSwitch(p.f) }
}
