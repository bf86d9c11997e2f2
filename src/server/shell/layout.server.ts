/**
 * The layout of the current request, for the BFF's client and platform headers (000 §7).
 * A layout stored in the session wins (set when the person forced one); otherwise the same rule
 * the shell paints with (layout.ts), from the user agent and the viewport cookie.
 */
import { getCookie, getRequestHeader } from '@tanstack/react-start/server'
import { product } from '../platform/config.server'
import { VIEWPORT_COOKIE, decideLayout, parseViewportCookie, type Layout } from './layout'
import { readSession } from '../session/session.server'

export function currentLayout(): Layout {
  const stored = readSession()?.layout
  if (stored) return stored
  return decideLayout(
    {
      userAgent: getRequestHeader('user-agent'),
      viewport: parseViewportCookie(getCookie(VIEWPORT_COOKIE)),
    },
    product.ui.largeDesktopWidth,
  )
}
