/**
 * The layout rule of 000 §1, as pure functions so the server (first paint), the BFF headers and
 * the tests all use one definition. See docs/decisions/0002-layout-on-the-server.md.
 */
export type Layout = 'desktop' | 'mobile'

export interface Viewport {
  width: number
  landscape: boolean
}

export interface LayoutInput {
  userAgent: string | null | undefined
  /** The raw `mobile` query parameter, when present. */
  mobileParam?: string | null
  /** Known only after the browser has written the `vp` cookie (see VIEWPORT_COOKIE). */
  viewport?: Viewport | null
}

/** Name of the cookie the browser writes after hydration: `vp=<width>x<height>`. */
export const VIEWPORT_COOKIE = 'vp'

// Phones and tablets alike count as mobile devices (000 §1). iPadOS 13+ announces itself as a
// Mac and therefore gets desktop: nothing in its request tells it apart, and it is ≥ 1024 px.
const mobileDevice =
  /iPhone|iPod|iPad|Android|BlackBerry|BB10|PlayBook|IEMobile|Windows Phone|Opera Mini|Opera Mobi|webOS|Kindle|Silk|Mobi|Tablet/i

export function isMobileDevice(userAgent: string | null | undefined): boolean {
  return !!userAgent && mobileDevice.test(userAgent)
}

/** `mobile` counts as set when it has a value other than 0; an empty value counts as not set. */
export function mobileParamForcesMobile(mobileParam: string | null | undefined): boolean {
  const v = mobileParam?.trim()
  return !!v && v !== '0'
}

export function decideLayout(
  { userAgent, mobileParam, viewport }: LayoutInput,
  /** ui.largeDesktopWidth from the product configuration (passed in: this file ships to the browser). */
  largeDesktopWidth: number,
): Layout {
  if (!isMobileDevice(userAgent)) return 'desktop'
  const largeLandscape = !!viewport && viewport.landscape && viewport.width >= largeDesktopWidth
  if (largeLandscape && !mobileParamForcesMobile(mobileParam)) return 'desktop'
  return 'mobile'
}

const MAX_SIDE = 20_000

/** Reads `1366x768`; anything else (missing, malformed, absurd) is treated as unknown. */
export function parseViewportCookie(value: string | null | undefined): Viewport | undefined {
  const m = /^(\d{1,5})x(\d{1,5})$/.exec(value?.trim() ?? '')
  if (!m) return undefined
  const width = Number(m[1])
  const height = Number(m[2])
  if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) return undefined
  return { width, landscape: width > height }
}

export function formatViewportCookie(width: number, height: number): string {
  return `${Math.round(width)}x${Math.round(height)}`
}

/** The client and platform headers of 000 §7 "Common wrapper" for a layout. */
export function clientHeadersFor(layout: Layout): {
  client: 'desktop' | 'm-web'
  platform: 'Desktop' | 'mWeb'
} {
  return layout === 'mobile'
    ? { client: 'm-web', platform: 'mWeb' }
    : { client: 'desktop', platform: 'Desktop' }
}
