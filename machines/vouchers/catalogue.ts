/** The vouchers machines' catalogue entries (machines/catalogue.ts lists them). */
import type { CatalogueEntry } from '../catalogue'
import type { SampleEvents } from '../lib/events'
import { voucherRedeemMachine, type VoucherRedeemContext } from './voucher-redeem.machine'

const failure = (message: string) => new Error(message)

export const voucherRedeemSampleEvents: SampleEvents = {
  EDIT: [{ label: 'the traveller types a voucher code in the first entry', index: 0, code: 'GIFT-1000' }],
  REDEEM: [{ label: 'the traveller redeems the first entry', index: 0 }],
  'xstate.done.actor.redeemVoucher': [
    {
      label: 'the voucher is applied',
      output: {
        amount: 100_000,
        ref: 'vu_0123456789abcdef0123',
        message: 'Voucher GIFT-1000: ₹1,000.00 off.',
      },
    },
  ],
  'xstate.error.actor.redeemVoucher': [
    {
      label: 'the voucher has expired',
      error: failure('This voucher expired on 31 December 2025. Use another voucher or pay another way.'),
    },
  ],
  ADD_ENTRY: [{ label: 'the traveller adds another voucher entry' }],
  UNDO: [{ label: 'the traveller undoes the first voucher', index: 0 }],
  'xstate.done.actor.removeVoucher': [{ label: 'the voucher is taken off the booking', output: undefined }],
  'xstate.error.actor.removeVoucher': [
    {
      label: 'the removal cannot be sent',
      error: failure('We appear to be having technical difficulties right now, please try again later.'),
    },
  ],
  RESET: [{ label: 'the booking changes: the vouchers start again' }],
}

/** What changes what a traveller can do: how many entries, which are applied and which have a code. */
export const voucherRedeemShape = (context: unknown) => {
  // The path generator hands every machine's context over as unknown; this one is always ours.
  const c = context as VoucherRedeemContext
  return c.entries.map((e) => (e.applied ? 'A' : e.code ? 'C' : '_')).join('')
}

export const voucherCatalogueEntries: CatalogueEntry[] = [
  {
    id: 'voucher-redeem',
    title: 'Voucher redeem',
    summary:
      'Enter voucher codes, redeem each (applied status per entry), undo one, or reset to one empty entry.',
    machine: voucherRedeemMachine,
    sampleEvents: voucherRedeemSampleEvents,
    serializeContext: voucherRedeemShape,
  },
]
