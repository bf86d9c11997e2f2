/**
 * Every machine of the store. Adding an entry here is all it takes for a machine to appear in the
 * visualizer (/flows) and for its model-based paths to be generated and replayed against the machine;
 * giving the entry a `binding` makes its covering paths drive the real store in a browser.
 */
import type { AnyStateMachine } from 'xstate'
import { appConfigMachine } from './app-config.machine'
import { searchFormCatalogueEntry } from './flights/search-form.samples'
import { flightSearchCatalogueEntries } from './flights/catalogue'
import { accountsCatalogueEntries } from './accounts/catalogue'
import { checkoutCatalogueEntries } from './checkout/catalogue'
import { bookingsCatalogueEntries } from './bookings/catalogue'
import { walletCatalogueEntries } from './wallet/catalogue'
import { voucherCatalogueEntries } from './vouchers/catalogue'
import { commerceCatalogueEntries } from './commerce/catalogue'
import { loyaltyCatalogueEntries } from './loyalty/catalogue'
import { hotelCatalogueEntries } from './hotels/catalogue'
import { hotelBookingCatalogueEntries } from './hotels/booking-catalogue'
import { trainCatalogueEntries } from './trains/catalogue'
import { trainBookingCatalogueEntries } from './trains/booking-catalogue'
import type { MachineBinding } from './lib/binding'
import type { SampleEvents } from './lib/events'
import type { PathOptions } from './lib/paths'

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
  /**
   * The parts of the context that change what a person can do (a round trip has a return date to
   * pick): snapshots that differ in them count as different states for the generated paths.
   */
  serializeContext?: PathOptions['serializeContext']
  /**
   * How each state is seen and each event caused in the real store (machines/lib/binding.ts). With
   * one, the machine's covering paths run in a browser against the store (tests/e2e/model/).
   */
  binding?: MachineBinding
  /**
   * A machine the browser cannot drive (it runs by itself, or lives inside another's state): the
   * vitest file that runs its covering paths through its flow with the real actors instead.
   */
  flowTest?: string
  /**
   * States of a shared machine (the commerce core's) that this product never reaches, each with why
   * (hotels alone confirm a booking to pay at the property): every other state must be reached.
   */
  notInThisProduct?: Record<string, string>
}

const sampleConfiguration = { flags: { hotels: false }, whiteLabel: { productName: 'Safarnama' } }

export const catalogue: CatalogueEntry[] = [
  {
    id: 'app-config',
    title: 'App configuration',
    summary:
      'Loads the store configuration: the saved copy when unchanged, a fresh one when not, defaults on failure.',
    machine: appConfigMachine,
    flowTest: 'tests/integration/app-config-paths.test.ts',
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
  ...checkoutCatalogueEntries,
  ...bookingsCatalogueEntries,
  ...walletCatalogueEntries,
  ...voucherCatalogueEntries,
  ...commerceCatalogueEntries,
  ...loyaltyCatalogueEntries,
  ...hotelCatalogueEntries,
  ...hotelBookingCatalogueEntries,
  ...trainCatalogueEntries,
  ...trainBookingCatalogueEntries,
]

export function findMachine(id: string): CatalogueEntry | undefined {
  return catalogue.find((entry) => entry.id === id)
}
