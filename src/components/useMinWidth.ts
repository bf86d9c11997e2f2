/**
 * Whether the viewport is at least `px` wide, following resizes. During hydration it answers what
 * the server guessed from the layout it painted, so the first client render matches the HTML.
 */
import { useCallback, useSyncExternalStore } from 'react'

// One MediaQueryList per query: matchMedia() builds a new one each call, and a render asks often.
const lists = new Map<string, MediaQueryList>()
function mediaList(query: string): MediaQueryList {
  let list = lists.get(query)
  if (!list) {
    list = window.matchMedia(query)
    lists.set(query, list)
  }
  return list
}

export function useMinWidth(px: number, serverGuess: boolean): boolean {
  const query = `(min-width: ${px}px)`
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => mediaList(query).matches,
    () => serverGuess,
  )
}
