import { useEffect, useLayoutEffect } from 'react'
import { adoptEarlyInput } from '../boot/early-taps'
import { VIEWPORT_COOKIE, formatViewportCookie } from '../server/shell/layout'
import { startAppConfiguration } from '../flows/config/app-config.store'

const RESIZE_DEBOUNCE_MS = 250
const ONE_YEAR_S = 31_536_000

function writeViewportCookie() {
  const vp = formatViewportCookie(window.innerWidth, window.innerHeight)
  document.cookie = `${VIEWPORT_COOKIE}=${vp}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`
}

/**
 * Browser-only work of the shell, after hydration: tell the server the viewport for the layout
 * rule of the next request (docs/decisions/0002), register the service worker (0003) and load the
 * app configuration.
 */
export function ClientEffects({ configurationRequestMs }: { configurationRequestMs: number }) {
  // What the traveller did before hydration becomes the page's state, before any page effect runs
  // (a restored last search must not overwrite what was typed): docs/decisions/0056.
  useLayoutEffect(adoptEarlyInput, [])

  useEffect(() => {
    // The app-configuration flow (000 §7): after the page is idle, so it never delays the first paint.
    let stop: (() => void) | undefined
    let cancelled = false
    const begin = () =>
      startAppConfiguration(configurationRequestMs).then((actor) => {
        if (cancelled) actor.stop()
        else stop = () => actor.stop()
      })
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1))
    const handle = idle(() => void begin())
    return () => {
      cancelled = true
      window.cancelIdleCallback?.(handle)
      stop?.()
    }
  }, [configurationRequestMs])

  useEffect(() => {
    writeViewportCookie()
    let timer: ReturnType<typeof setTimeout> | undefined
    const onResize = () => {
      clearTimeout(timer)
      timer = setTimeout(writeViewportCookie, RESIZE_DEBOUNCE_MS)
    }
    window.addEventListener('resize', onResize)
    window.addEventListener('orientationchange', onResize)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('resize', onResize)
      window.removeEventListener('orientationchange', onResize)
    }
  }, [])

  useEffect(() => {
    // Development serves unhashed modules that a cache-first worker would pin: production only.
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
    const register = () => {
      navigator.serviceWorker.register('/sw.js').catch(() => {
        // An unregistered worker only costs offline support; the page itself works.
      })
    }
    if (document.readyState === 'complete') register()
    else window.addEventListener('load', register, { once: true })
    return () => window.removeEventListener('load', register)
  }, [])

  return null
}
