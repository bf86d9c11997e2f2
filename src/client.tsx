/**
 * The browser entry. It only waits for the first frame, then loads and starts the app
 * (./hydrate.tsx): the server's HTML, which already holds every word of the page, is painted
 * before any of the app's script is evaluated. Otherwise a fast connection could deliver the
 * scripts before the first frame and their evaluation would come first; Lighthouse then counts
 * their download in the largest contentful paint (≈ 2.2 s instead of ≈ 0.8 s). docs/decisions/0023.
 *
 * Then the app's code is evaluated a piece per task — React DOM, each module the page's head
 * preloads (the route's chunks), the app's start — and the router starts in a task of its own:
 * together they were one long task on a phone (docs/decisions/0028).
 */
function afterFirstFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
}

/** A new task: `scheduler.yield()` where the browser has it (no timer clamping), else a timer. */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0))
}

async function start() {
  await afterFirstFrame()
  await import('./boot/react-dom')
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')) {
    await nextTask()
    // The router imports the same modules when it starts; a module that fails here is left to it.
    await import(/* @vite-ignore */ link.href).catch(() => undefined)
  }
  await nextTask()
  const { hydrate } = await import('./hydrate')
  await nextTask()
  await hydrate()
}

void start()
