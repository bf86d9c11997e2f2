/**
 * The app-configuration load (000 §7, 001 §7 "Configuration"): use the copy cached on this device
 * when the server says it has not changed, store a fresh copy when it has, and fall back to the
 * built-in defaults when the server cannot be reached in time.
 */
import { assign, fromPromise, setup } from 'xstate'
// The defaults as JSON made at build time, not app.config.ts (zod): this machine runs in the page.
import defaultProductConfig from 'virtual:product-defaults'

export type AppConfiguration = Record<string, unknown>

/** What the device has kept from the last successful load (000 §3: appConfig and appConfig-etag). */
export interface CachedConfiguration {
  configuration: AppConfiguration
  etag: string | null
}

export type ConfigurationResponse =
  { status: 'not-modified' } | { status: 'fresh'; etag: string | null; configuration: AppConfiguration }

export type ConfigurationSource = 'network' | 'cache' | 'default'

export interface AppConfigContext {
  configuration: AppConfiguration
  etag: string | null
  source: ConfigurationSource
  error: string | null
  /** Kept apart from `configuration` so a 304 can be answered from it. */
  cachedConfiguration: AppConfiguration | null
}

export type AppConfigEvent = { type: 'RETRY' } | { type: 'REFRESH' }

/**
 * How long the browser waits for the configuration (app.config.ts timers.configurationRequestMs).
 * src/flows provides the live value with `.provide({ delays: { requestTimeout } })`.
 */
export const defaultRequestTimeoutMs = defaultProductConfig.timers.configurationRequestMs

function notProvided(name: string): never {
  throw new Error(`The actor "${name}" was not provided: give it with appConfigMachine.provide({ actors }).`)
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

export const appConfigMachine = setup({
  types: {
    context: {} as AppConfigContext,
    events: {} as AppConfigEvent,
  },
  actors: {
    readCache: fromPromise<CachedConfiguration | null>(async () => notProvided('readCache')),
    fetchConfiguration: fromPromise<ConfigurationResponse, { etag: string | null }>(async () =>
      notProvided('fetchConfiguration'),
    ),
  },
  actions: {
    // Storing is a side effect, so the flow provides it; the machine only says when and what.
    writeCache: (_, _params: CachedConfiguration) => {},
    useDefaults: assign({ configuration: () => defaultProductConfig, source: 'default' as const }),
  },
  guards: {
    canUseCachedCopy: ({ context }, params: { status: ConfigurationResponse['status'] }) =>
      params.status === 'not-modified' && context.cachedConfiguration !== null,
    isFresh: (_, params: { status: ConfigurationResponse['status'] }) => params.status === 'fresh',
  },
  delays: {
    requestTimeout: defaultRequestTimeoutMs,
  },
}).createMachine({
  id: 'appConfig',
  description:
    'Loads the store configuration (features, labels, limits) once when the app opens, preferring the copy saved on this device when the server says it has not changed.',
  context: {
    configuration: defaultProductConfig,
    etag: null,
    source: 'default',
    error: null,
    cachedConfiguration: null,
  },
  initial: 'readingCache',
  states: {
    readingCache: {
      description: 'the app is looking for a configuration saved on this device by an earlier visit',
      invoke: {
        id: 'readCache',
        src: 'readCache',
        onDone: {
          target: 'requesting',
          actions: assign({
            cachedConfiguration: ({ event }) => event.output?.configuration ?? null,
            etag: ({ event }) => event.output?.etag ?? null,
          }),
        },
        // An unreadable saved copy is no copy: ask the server for a full one.
        onError: { target: 'requesting' },
      },
    },
    requesting: {
      description: 'the app is asking the server for the configuration, naming the version it already has',
      invoke: {
        id: 'fetchConfiguration',
        src: 'fetchConfiguration',
        input: ({ context }) => ({ etag: context.cachedConfiguration === null ? null : context.etag }),
        onDone: [
          {
            guard: { type: 'canUseCachedCopy', params: ({ event }) => ({ status: event.output.status }) },
            target: 'cached',
            actions: assign({
              configuration: ({ context }) => context.cachedConfiguration ?? defaultProductConfig,
              source: 'cache',
              error: null,
            }),
          },
          {
            guard: { type: 'isFresh', params: ({ event }) => ({ status: event.output.status }) },
            target: 'ready',
            actions: [
              assign(({ event }) => {
                // The guard above has checked the status; TypeScript cannot see through it.
                if (event.output.status !== 'fresh') return {}
                const { configuration, etag } = event.output
                return {
                  configuration,
                  etag,
                  cachedConfiguration: configuration,
                  source: 'network',
                  error: null,
                }
              }),
              {
                type: 'writeCache',
                params: ({ context }) => ({ configuration: context.configuration, etag: context.etag }),
              },
            ],
          },
          {
            target: 'fallback',
            actions: [
              'useDefaults',
              assign({
                error: 'The server said the configuration has not changed, but none is saved on this device.',
              }),
            ],
          },
        ],
        onError: {
          target: 'fallback',
          actions: ['useDefaults', assign({ error: ({ event }) => describeError(event.error) })],
        },
      },
      after: {
        requestTimeout: {
          target: 'fallback',
          actions: [
            'useDefaults',
            assign({ error: 'The configuration request took too long; the built-in defaults are used.' }),
          ],
        },
      },
    },
    cached: {
      description: 'the app uses its saved configuration, which the server says is still current',
      on: { REFRESH: { target: 'requesting' } },
    },
    ready: {
      description: 'the app uses the fresh configuration from the server and has saved it for next time',
      on: { REFRESH: { target: 'requesting' } },
    },
    fallback: {
      description:
        'the app uses its built-in default configuration because the server did not answer in time or well',
      on: { RETRY: { target: 'requesting' } },
    },
  },
})
