/** The wallet machines' catalogue entries (machines/catalogue.ts lists them). */
import type { CatalogueEntry } from '../catalogue'
import type { SampleEvents } from '../lib/events'
import { walletSpendBinding } from './wallet-spend.binding'
import { walletSpendMachine } from './wallet-spend.machine'

const failure = (message: string) => new Error(message)

export const walletSpendSampleEvents: SampleEvents = {
  APPLY: [{ label: 'the traveller uses ₹500 of the wallet', amount: 50_000 }],
  'xstate.done.actor.applyWallet': [{ label: 'the wallet part is applied', output: { applied: 50_000 } }],
  'xstate.error.actor.applyWallet': [
    {
      label: 'the wallet part cannot be applied',
      error: failure('We appear to be having technical difficulties right now, please try again later.'),
    },
  ],
  UNDO: [{ label: 'the traveller undoes the wallet payment' }],
  'xstate.done.actor.undoWallet': [{ label: 'the money is back in the wallet', output: undefined }],
  'xstate.error.actor.undoWallet': [
    {
      label: 'the undo cannot be sent',
      error: failure('We appear to be having technical difficulties right now, please try again later.'),
    },
  ],
}

export const walletCatalogueEntries: CatalogueEntry[] = [
  {
    id: 'wallet-spend',
    title: 'Wallet at checkout',
    summary:
      'Use wallet balance on the payment step, part or all of it, and undo it (reverse-booking-payment).',
    machine: walletSpendMachine,
    sampleEvents: walletSpendSampleEvents,
    sampleInputs: { applied: null },
    binding: walletSpendBinding,
  },
]
