/**
 * The app's start in the browser, loaded by src/client.tsx once the first frame is painted. What
 * Start's own StartClient does, in separate tasks: the router is made and takes the server's
 * state first (hydrateStart), then, after a pause for input and paint, React hydrates the page.
 * Done inside StartClient's render, the router's making and React's first render were one long
 * task on a phone (docs/decisions/0025).
 */
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { RouterProvider } from '@tanstack/react-router'
import { hydrateStart } from '@tanstack/react-start/client'
import { nextTask } from './lib/next-task'
import { stopRecordingEarlyTaps } from './boot/early-taps'

export async function hydrate() {
  // As StartClient does once its hydration promise settles: the server's streamed state may go.
  const router = await hydrateStart().finally(() => window.$_TSR?.h())
  await nextTask()
  // React's listeners take every press from here on (docs/decisions/0056).
  stopRecordingEarlyTaps()
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    )
  })
}
