/**
 * Whether the viewport is at least `px` wide, following resizes. During hydration it answers what
 * the server guessed from the layout it painted, so the first client render matches the HTML.
 */
import { useCallback, useSyncExternalStore } from 'react'

export function useMinWidth(px: number, serverGuess: boolean): boolean {
  const query = `(min-width: ${px}px)`
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverGuess,
  )
}
