/**
 * Every machine of the store. Adding an entry here is all it takes for a machine to appear in the
 * visualizer (/flows) and for its model-based paths to be generated and tested.
 */
import type { AnyStateMachine } from 'xstate'
import { appConfigMachine } from './app-config.machine'
import { searchFormCatalogueEntry } from './flights/search-form.samples'
import { flightSearchCatalogueEntries } from './flights/catalogue'
import { accountsCatalogueEntries } from './accounts/catalogue'
import type { SampleEvents } from './lib/events'

export interface CatalogueEntry {
  /** URL-safe: /flows/<id>. */
  id: string
  title: string
  /** One line for the /flows list. */
  summary: string
  machine: AnyStateMachine
  /** Payloads for events and actor outcomes, keyed by event type (see SampleEvents). */
  sampleEvents?: SampleEvents
  /** Input for the machine's first snapshot, when it takes one. */
  sampleInputs?: unknown
}

const sampleConfiguration = { flags: { hotels: false }, whiteLabel: { productName: 'Safarnama' } }

export const catalogue: CatalogueEntry[] = [
  {
    id: 'app-config',
    title: 'App configuration',
    summary:
      'Loads the store configuration: the saved copy when unchanged, a fresh one when not, defaults on failure.',
    machine: appConfigMachine,
    sampleEvents: {
      'xstate.done.actor.readCache': [
        {
          label: 'a saved copy is found',
          output: { configuration: sampleConfiguration, etag: 'W/"config-v1"' },
        },
        { label: 'no saved copy is found', output: null },
      ],
      'xstate.error.actor.readCache': [
        {
          label: 'the saved copy cannot be read',
          error: new Error('The saved configuration is not valid JSON.'),
        },
      ],
      'xstate.done.actor.fetchConfiguration': [
        { label: 'the server answers not modified', output: { status: 'not-modified' } },
        {
          label: 'the server sends a fresh configuration',
          output: { status: 'fresh', etag: 'W/"config-v2"', configuration: sampleConfiguration },
        },
      ],
      'xstate.error.actor.fetchConfiguration': [
        { label: 'the request fails', error: new Error('NETWORK_OFFLINE') },
      ],
    },
  },
  searchFormCatalogueEntry,
  ...flightSearchCatalogueEntries,
  ...accountsCatalogueEntries,
]

export function findMachine(id: string): CatalogueEntry | undefined {
  return catalogue.find((entry) => entry.id === id)
}
