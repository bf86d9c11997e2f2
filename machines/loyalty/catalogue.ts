/** The loyalty machines' catalogue entries (machines/catalogue.ts lists them). */
import type { CatalogueEntry } from '../catalogue'
import type { SampleEvents } from '../lib/events'
import { loyaltyRedeemMachine } from './loyalty-redeem.machine'

const failure = (message: string) => new Error(message)
const account = { card: '••••••••••••0001', mobile: '••••••0001', name: 'Asha Verma', membership_status: 1 }
const balance = { points: 2400, value: 60_000, paise_per_point: 25, max_share_percent: 50 }

export const loyaltyRedeemSampleEvents: SampleEvents = {
  SUBMIT_NUMBER: [
    { label: 'the traveller enters a mobile number', number: '9811100001' },
    { label: 'the traveller enters a card number', number: '6100000000000001' },
  ],
  'xstate.done.actor.lookupAccount': [
    { label: 'the account is found', output: account },
    { label: 'no account has this number', output: null },
  ],
  'xstate.error.actor.lookupAccount': [
    {
      label: 'the look-up cannot be sent',
      error: failure('Too many look-ups from here. Try again in 10 minutes.'),
    },
  ],
  REQUEST_PIN: [{ label: 'the traveller asks for a PIN' }],
  'xstate.done.actor.requestPin': [
    { label: 'the PIN is sent', output: { mobile: '••••••0001', email: 'a•••@safarnama.example' } },
  ],
  'xstate.error.actor.requestPin': [
    {
      label: 'PAYBACK is locked',
      error: failure('Too many wrong PINs. PAYBACK is locked for this account: try again in 15 minutes.'),
    },
  ],
  RESEND_PIN: [{ label: 'the traveller asks for another PIN' }],
  CLOSE_PIN_MODAL: [{ label: 'the traveller closes the PIN-sent modal' }],
  SUBMIT_PIN: [{ label: 'the traveller enters the PIN', pin: '1234' }],
  'xstate.done.actor.verifyPin': [
    { label: 'the PIN is right', output: { authorization: `lra_${'a'.repeat(32)}`, balance } },
  ],
  'xstate.error.actor.verifyPin': [
    {
      label: 'the PIN is wrong',
      error: failure('That PIN is not right. 2 tries left before PAYBACK is locked for a while.'),
    },
  ],
  REDEEM: [{ label: 'the traveller redeems ₹500', amount: 50_000 }],
  'xstate.done.actor.redeemPoints': [
    { label: 'part of the booking is paid with points', output: { redeemed: 50_000, left: 450_000 } },
    { label: 'the whole booking is paid with points', output: { redeemed: 50_000, left: 0 } },
  ],
  'xstate.error.actor.redeemPoints': [
    {
      label: 'the points cannot be redeemed',
      error: failure('You can redeem at most ₹2,500.00 (50% of this booking) with PAYBACK points.'),
    },
  ],
  UNDO: [{ label: 'the traveller undoes the redeem' }],
  REMOVE_DISCOUNT: [{ label: 'the traveller removes the PAYBACK discount' }],
  'xstate.done.actor.undoRedeem': [{ label: 'the points are back', output: undefined }],
  'xstate.error.actor.undoRedeem': [
    {
      label: 'the undo cannot be sent',
      error: failure('We appear to be having technical difficulties right now, please try again later.'),
    },
  ],
  'xstate.done.actor.removeRedeem': [
    { label: 'the points are back and the account data cleared', output: undefined },
  ],
  'xstate.error.actor.removeRedeem': [
    {
      label: 'the removal cannot be sent',
      error: failure('We appear to be having technical difficulties right now, please try again later.'),
    },
  ],
  CHANGE_NUMBER: [{ label: 'the traveller changes the number' }],
  PROCEED_WITHOUT_PAYBACK: [{ label: 'the traveller pays without PAYBACK' }],
  USE_PAYBACK: [{ label: 'the traveller uses PAYBACK points after all' }],
  TOTALS_CHANGED: [{ label: 'what is left to pay changes', bookingTotal: 500_000, left: 250_000 }],
  SELECTION_CHANGED: [{ label: 'the traveller chooses another flight, room or class' }],
}

export const loyaltyCatalogueEntries: CatalogueEntry[] = [
  {
    id: 'loyalty-redeem',
    title: 'Loyalty redeem (PAYBACK)',
    summary:
      'Redeem PAYBACK points on the payment step: number, PIN (the PIN-sent modal), amount; undo, remove, or pay without PAYBACK.',
    machine: loyaltyRedeemMachine,
    sampleEvents: loyaltyRedeemSampleEvents,
    sampleInputs: {
      bookingTotal: 500_000,
      left: 500_000,
      resendCooldownMs: 30_000,
      authorizationTtlMs: 900_000,
    },
  },
]
