/**
 * The configuration loaded by the app-configuration flow, for any component that wants the live
 * values (useRemoteConfiguration). The flow starts once per page load, after the page is idle,
 * so the machine and xstate never weigh on the first paint.
 */
import { useSyncExternalStore } from 'react'
import type { AppConfiguration } from '@machines/app-config.machine'
import { nextTask } from '~/lib/next-task'

export interface RemoteConfiguration {
  configuration: AppConfiguration | null
  source: 'network' | 'cache' | 'default' | 'pending'
}

let current: RemoteConfiguration = { configuration: null, source: 'pending' }
const listeners = new Set<() => void>()

export function publishRemoteConfiguration(next: RemoteConfiguration) {
  current = next
  // Exposed on the document too, so a person (or a browser test) can see where it came from.
  document.documentElement.dataset.configSource = next.source
  for (const l of listeners) l()
}

export function useRemoteConfiguration(): RemoteConfiguration {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    () => current,
    () => current,
  )
}

/** Starts the app-configuration flow (lazily imported) and publishes what it settles on. */
export async function startAppConfiguration(requestTimeoutMs: number) {
  // One module graph per task, with a pause between them: evaluated together (xstate and the
  // machine) they made one long task that Lighthouse counts as blocking time (docs/decisions/0022).
  // No zod in this graph: the defaults are JSON made at build time (docs/decisions/0025).
  const { createActor } = await import('xstate')
  await nextTask()
  const { appConfigFlow } = await import('./app-config.flow')
  await nextTask()
  const actor = createActor(appConfigFlow.provide({ delays: { requestTimeout: requestTimeoutMs } }))
  actor.subscribe((snapshot) => {
    const { configuration, source } = snapshot.context
    if (snapshot.matches('cached') || snapshot.matches('ready') || snapshot.matches('fallback')) {
      publishRemoteConfiguration({ configuration, source })
    }
  })
  actor.start()
  return actor
}
