/**
 * The homestay form in the real store (machines/lib/binding.ts): /homestays against the hotel
 * service's homestay places (India only). Dates count from the traveller's today.
 */
import type { MachineBinding, Target } from '../lib/binding'

const place: Target = { role: 'textbox', name: 'Place', exact: true }
const found: Target = { role: 'list', name: 'Places found' }
const formIs = (state: string) => ({ flowState: state, flow: 'homestay-form' })

export const homestayFormBinding: MachineBinding = {
  start: [{ goto: '/homestays' }],
  states: {
    'editing.idle': [formIs('editing.idle'), { visible: place }],
    'editing.typing': [formIs('editing.typing'), { visible: place }],
    'editing.searching': [formIs('editing.searching'), { visible: place }],
    'editing.listed': [formIs('editing.listed'), { visible: found }],
    submitted: [{ url: '/hotels/search?' }, { visible: { role: 'heading', level: 1, name: /Goa/ } }],
  },
  events: {
    TYPE: {
      bySample: {
        'the traveller types "Goa"': { do: [{ fill: place, value: 'Goa' }] },
        'the traveller types "Go"': { do: [{ fill: place, value: 'Go' }] },
      },
    },
    'xstate.after.debounce.homestayForm.editing.typing': { do: [{ tick: 'delay' }] },
    'xstate.done.actor.searchPlaces': { do: [{ answer: 'arrives' }] },
    'xstate.error.actor.searchPlaces': { do: [{ answer: 'fails' }] },
    CHOOSE: { do: [{ click: { role: 'button', name: /^Goa, Goa$/, within: found } }] },
    SET_DATES: {
      do: [
        { fill: { label: 'Check-in', exact: true }, value: '{today+5}' },
        { fill: { label: 'Check-out', exact: true }, value: '{today+7}' },
      ],
    },
    ADD_ROOM: { do: [{ click: { role: 'button', name: 'Add a room' } }] },
    REMOVE_ROOM: { do: [{ click: { role: 'button', name: 'Remove room 2' } }] },
    SET_ADULTS: { do: [{ fill: { label: 'Room 1 adults', exact: true }, value: '2' }] },
    SUBMIT: { do: [{ click: { role: 'button', name: 'Search homestays' } }] },
  },
  actors: { searchPlaces: { url: '/_serverFn/', method: 'GET' } },
}
