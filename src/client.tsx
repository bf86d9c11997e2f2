/**
 * The browser entry. It only waits for the first frame, then loads and starts the app
 * (./hydrate.tsx): the server's HTML, which already holds every word of the page, is painted
 * before any of the app's script is evaluated. Otherwise a fast connection could deliver the
 * scripts before the first frame and their evaluation would come first; Lighthouse then counts
 * their download in the largest contentful paint (≈ 2.2 s instead of ≈ 0.8 s). docs/decisions/0023.
 *
 * Then the app's code is evaluated a piece per task — React DOM, each of the route's modules that
 * the server lists (fetched only now, 0029), the app's start — and the router starts in a task of
 * its own: together they were one long task on a phone (docs/decisions/0028).
 *
 * Before all that it starts listening for errors to report (src/lib/client-errors.ts).
 *
 * What the traveller does meanwhile on the painted page (presses, choices, typed text) is recorded
 * by an inline script and handed to the app as it hydrates (src/boot/early-taps.ts, 0056).
 */
import { nextTask } from './lib/next-task'
import { watchClientErrors } from './lib/client-errors'

// First, so an error anywhere after this line reaches the logging service (000 §7); the code that
// sends a report is fetched only when there is one (docs/decisions/0051).
watchClientErrors((report) =>
  import('./flows/logging/client-errors').then(({ sendClientError }) => sendClientError(report)),
)

function afterFirstFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
}

async function start() {
  await afterFirstFrame()
  // The route's modules (src/components/AppHeadContent.tsx): all fetched at once, evaluated one
  // per task. The router imports the same modules when it starts; a failure here is left to it.
  const modules = document.querySelector<HTMLMetaElement>('meta[name="app-modules"]')?.content
  const hrefs = modules ? modules.split(' ') : []
  for (const href of hrefs) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    document.head.append(link)
  }
  await import('./boot/react-dom')
  for (const href of hrefs) {
    await nextTask()
    await import(/* @vite-ignore */ href).catch(() => undefined)
  }
  await nextTask()
  const { hydrate } = await import('./hydrate')
  await nextTask()
  await hydrate()
}

void start()
