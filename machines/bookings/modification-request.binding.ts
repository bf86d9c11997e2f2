/**
 * The modification request in the real store: the owner of a booking paid through the services,
 * signed in, on the booking's page in the account area, asks for extra baggage. A dropped
 * connection stands for a refusal.
 */
import type { MachineBinding, Target } from '../lib/binding'
import { ownerOnPage } from './owner-start'

const form: Target = { role: 'form', name: 'Ask for a change' }
const send: Target = { role: 'button', name: 'Send request', within: form }

export const modificationRequestBinding: MachineBinding = {
  start: ownerOnPage('/account/bookings/{tripId}'),
  maxSteps: 6,
  states: {
    editing: [{ visible: send, enabled: true }],
    sending: [{ visible: { role: 'button', name: 'Sending…', within: form }, enabled: false }],
    refused: [{ visible: { role: 'alert', within: form } }, { visible: send, enabled: true }],
    sent: [
      { visible: { text: /^Request received\. Your reference is MR\d{8}\.$/ } },
      { visible: { text: /Extra baggage · reference MR\d{8} · Received/ } },
      { visible: { role: 'button', name: 'Ask for another change' } },
    ],
  },
  events: {
    SEND: {
      do: [
        { select: { label: 'What to change', within: form }, option: 'Extra baggage' },
        { select: { label: 'Extra baggage', within: form }, option: '15 kg' },
        { click: send },
      ],
    },
    NEW_REQUEST: { do: [{ click: { role: 'button', name: 'Ask for another change' } }] },
    'xstate.done.actor.sendRequest': { do: [{ answer: 'arrives' }] },
    'xstate.error.actor.sendRequest': { do: [{ answer: 'fails' }] },
  },
  actors: { sendRequest: { url: '/_serverFn/', method: 'POST' } },
}
