/**
 * The app-configuration machine given its real side effects: the device's saved copy and the
 * BFF's configuration server function.
 */
import { useActor } from '@xstate/react'
import { fromPromise } from 'xstate'
import {
  appConfigMachine,
  type CachedConfiguration,
  type ConfigurationResponse,
} from '@machines/app-config.machine'
import { fetchAppConfiguration } from '~/server/config/config.functions'
import {
  browserStorage,
  readCachedConfiguration,
  storageKeys,
  writeCachedConfiguration,
} from './app-config.storage'

export const appConfigFlow = appConfigMachine.provide({
  actors: {
    readCache: fromPromise<CachedConfiguration | null>(async () => {
      const storage = browserStorage()
      const cached = readCachedConfiguration(storage)
      // A damaged copy is no copy either way; the machine hears it as one that cannot be read.
      if (!cached && storage?.getItem(storageKeys.configuration) != null)
        throw new Error('The saved configuration cannot be read.')
      return cached
    }),
    fetchConfiguration: fromPromise<ConfigurationResponse, { etag: string | null }>(async ({ input }) =>
      fetchAppConfiguration({ data: { etag: input.etag ?? undefined, hour: new Date().getHours() } }),
    ),
  },
  actions: {
    writeCache: (_, params) => writeCachedConfiguration(browserStorage(), params),
  },
})

/**
 * The configuration for this visit and where it came from. Starts loading on mount; until the
 * answer arrives the built-in defaults are returned (source 'default').
 */
export function useAppConfiguration() {
  const [snapshot, send] = useActor(appConfigFlow)
  return {
    configuration: snapshot.context.configuration,
    source: snapshot.context.source,
    state: snapshot.value,
    error: snapshot.context.error,
    refresh: () => send({ type: 'REFRESH' }),
    retry: () => send({ type: 'RETRY' }),
  }
}
