/**
 * The wallet spend in the real store (machines/lib/binding.ts): the payment step of a signed-in
 * traveller's checkout whose wallet holds ₹4,000 of cashback (the 'wallet-at-payment' harness step:
 * a fresh verified account, its wallet created on the account page, the credit granted by the
 * sandbox control, a one-way booking taken to the payment step). Each request of the flow is held
 * until the path's answer step; a dropped answer is the connection failing.
 */
import type { Check, MachineBinding, Target } from '../lib/binding'

const form: Target = { role: 'form', name: 'Use wallet balance' }
const flowIs = (state: string): Check => ({ flowState: state, flow: 'wallet-spend' })
const undo: Target = { role: 'button', name: 'Undo wallet payment', exact: true }

export const walletSpendBinding: MachineBinding = {
  start: [{ harness: 'wallet-at-payment' }],
  states: {
    idle: [
      { visible: { text: /^Wallet balance: ₹4,000\.00\./ } },
      { visible: { label: 'Amount to use from your wallet (₹)', within: form } },
      { visible: { role: 'button', name: 'Use wallet balance', exact: true, within: form }, enabled: true },
      flowIs('idle'),
    ],
    applying: [
      { visible: { role: 'button', name: 'Applying…', exact: true, within: form } },
      flowIs('applying'),
    ],
    applied: [
      { visible: { text: '₹500.00 paid from your wallet.' } },
      { visible: { role: 'table', name: /You pay/ } },
      // In the fare table (the payment options panel's summary names it too; decision 0222).
      { visible: { text: 'Paid from wallet', exact: true, within: { role: 'table', name: /You pay/ } } },
      { visible: undo, enabled: true },
      flowIs('applied'),
    ],
    undoing: [{ visible: { role: 'button', name: 'Undoing…', exact: true } }, flowIs('undoing')],
  },
  events: {
    APPLY: {
      do: [
        { fill: { label: 'Amount to use from your wallet (₹)', within: form }, value: '500' },
        { click: { role: 'button', name: 'Use wallet balance', exact: true, within: form } },
      ],
    },
    'xstate.done.actor.applyWallet': { do: [{ answer: 'arrives' }] },
    'xstate.error.actor.applyWallet': { do: [{ answer: 'fails' }] },
    UNDO: { do: [{ click: undo }] },
    'xstate.done.actor.undoWallet': { do: [{ answer: 'arrives' }] },
    'xstate.error.actor.undoWallet': { do: [{ answer: 'fails' }] },
  },
  actors: {
    applyWallet: { url: '/_serverFn/{fn:applyWalletBalance}', method: 'POST' },
    undoWallet: { url: '/_serverFn/{fn:undoWalletBalance}', method: 'POST' },
  },
}
