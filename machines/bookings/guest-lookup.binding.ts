/**
 * The guest lookup in the real store: /bookings/find with a booking paid through the services
 * (`{tripId}`, its contact `{email}`). The wrong pair is the right Trip Id with another e-mail; a
 * dropped connection stands for any other failure.
 */
import type { MachineBinding, Target } from '../lib/binding'

const main: Target = { role: 'main' }
const find: Target = { role: 'button', name: 'Find booking', within: main }

export const LOOKUP_MISS =
  'We could not find a booking with these details. Check the Trip Id and the e-mail or mobile number used when booking.'

export const guestLookupBinding: MachineBinding = {
  start: [{ harness: 'paid-trip' }, { goto: '/bookings/find' }],
  maxSteps: 6,
  states: {
    entering: [{ visible: find, enabled: true }, { hidden: { role: 'alert', within: main } }],
    finding: [{ visible: { role: 'button', name: 'Finding…', within: main }, enabled: false }],
    notFound: [{ visible: { text: LOOKUP_MISS, within: main } }, { visible: find, enabled: true }],
    failed: [{ visible: { role: 'alert', within: main } }, { visible: find, enabled: true }],
    found: [
      { url: '/bookings/{tripId}' },
      { visible: { role: 'heading', level: 1, name: 'Delhi → Mumbai' } },
      { visible: { text: 'Trip Id {tripId}' } },
    ],
  },
  events: {
    FIND: {
      do: [
        { fill: { label: 'Trip Id', within: main }, value: '{tripId}' },
        { fill: { label: 'E-mail or mobile number used when booking', within: main }, value: '{contact}' },
        { click: find },
      ],
    },
    'xstate.done.actor.findBooking': {
      before: [{ harness: 'lookup-contact', args: { right: true } }],
      do: [{ answer: 'arrives' }],
    },
    'xstate.error.actor.findBooking': {
      bySample: {
        'no booking has this Trip Id with this contact': {
          before: [{ harness: 'lookup-contact', args: { right: false } }],
          do: [{ answer: 'arrives' }],
        },
        'the connection drops': {
          before: [{ harness: 'lookup-contact', args: { right: true } }],
          do: [{ answer: 'fails' }],
        },
      },
    },
  },
  actors: { findBooking: { url: '/_serverFn/', method: 'POST' } },
  refusals: true,
}
