import { lazy, Suspense, type ComponentType } from 'react'

/**
 * A part of a page whose code loads when it is first shown (a form behind "Modify search", a
 * dialog), so it stays out of the page's first scripts (docs/decisions/0164). The server renders
 * it as usual when it is shown there. `preload()` starts loading it early (on a hover or focus of
 * what opens it).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(() => load().then((component) => ({ default: component })))
  function Part(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    )
  }
  return Object.assign(Part, { preload: () => void load() })
}
