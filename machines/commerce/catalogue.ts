/** The commerce core's shared machines in the catalogue (machines/catalogue.ts lists them). */
import type { CatalogueEntry } from '../catalogue'
import type { SampleEvents } from '../lib/events'
import { paymentOptionsMachine, type PaymentOptionsInput } from './payment-options.machine'

const failure = (message: string) => new Error(message)
const walletLine = (amount: number) => ({
  kind: 'wallet' as const,
  index: 0,
  amount,
  label: 'Paid from wallet',
  status: 'held' as const,
})

/** 000 §5, as contracts/promo gives it to the flow. */
export const PROMO_XOR_POINTS_SAMPLE =
  "You've got the best deal! You can either use PAYBACK points or a promo code to save on this booking."

export const paymentOptionsSampleInput: PaymentOptionsInput = {
  bookingId: 'tb_0123456789abcdef0123456789abcdef',
  flags: { loyaltyPoints: true, vouchers: true, cardVault: true, wallet: true, upi: false },
  modes: ['PAYBACK', 'MoCASH', 'GIFTCARD', 'NETBANKING', 'CARD', 'UPI', 'WALLET', 'SAVEDPAYMENTMODES'],
  agent: false,
  signedIn: true,
  total: 200_000,
  applied: [],
  promo: null,
  promoXorPoints: PROMO_XOR_POINTS_SAMPLE,
}

export const paymentOptionsSampleEvents: SampleEvents = {
  APPLY: [
    { label: 'the traveller uses ₹500 of the wallet', kind: 'wallet', index: 0, amount: 50_000 },
    { label: 'the traveller pays it all from the wallet', kind: 'wallet', index: 0, amount: 200_000 },
  ],
  'xstate.done.actor.applyTender': [
    { label: 'the wallet part is applied', output: { total: 200_000, applied: [walletLine(50_000)] } },
    { label: 'the wallet covers it all', output: { total: 200_000, applied: [walletLine(200_000)] } },
  ],
  'xstate.error.actor.applyTender': [
    {
      label: 'the wallet has too little',
      error: failure('Your wallet has only ₹100.00. Enter a smaller amount.'),
    },
  ],
  UNDO: [{ label: 'the traveller undoes the wallet part', kind: 'wallet', index: 0 }],
  'xstate.done.actor.undoTender': [
    { label: 'the money is back in the wallet', output: { total: 200_000, applied: [] } },
  ],
  'xstate.error.actor.undoTender': [
    { label: 'the undo cannot be sent', error: failure('Oops! Something went wrong') },
  ],
  APPLY_PROMO: [{ label: 'the traveller enters SAVE10', code: 'SAVE10' }],
  'xstate.done.actor.applyPromo': [
    { label: 'the code takes ₹200 off', output: { total: 180_000, discount: 20_000, code: 'SAVE10' } },
  ],
  'xstate.error.actor.applyPromo': [
    { label: 'the code is not valid', error: failure('This promo code is not valid.') },
  ],
  REMOVE_PROMO: [{ label: 'the traveller removes the code' }],
  'xstate.done.actor.removePromo': [{ label: 'the code is off', output: { total: 200_000 } }],
  'xstate.error.actor.removePromo': [
    { label: 'the removal cannot be sent', error: failure('Oops! Something went wrong') },
  ],
  PAY: [{ label: 'the traveller pays' }],
  'xstate.done.actor.payWithTenders': [{ label: 'paid without the gateway', output: undefined }],
  'xstate.error.actor.payWithTenders': [
    { label: 'the booking ran out of time', error: failure('Your booking time ran out.') },
  ],
}

export const commerceCatalogueEntries: CatalogueEntry[] = [
  {
    id: 'payment-options',
    title: 'Payment options',
    summary:
      'The payment step of every product: wallet, PAYBACK points, vouchers and a promo code, what is left, then the gateway.',
    machine: paymentOptionsMachine,
    sampleEvents: paymentOptionsSampleEvents,
    sampleInputs: paymentOptionsSampleInput,
    // What changes what a traveller can do: something applied, nothing left, a promo on.
    serializeContext: (context) => {
      // The catalogue hands every machine's context as unknown; this one's is PaymentOptionsContext.
      const c = context as { applied: { amount: number }[]; promo: unknown }
      return JSON.stringify([c.applied.reduce((s, t) => s + t.amount, 0), c.promo !== null])
    },
    flowTest: 'tests/machines/payment-options.test.ts',
  },
]
