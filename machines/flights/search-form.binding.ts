/**
 * The search form's machine in the real store (machines/lib/binding.ts): the home page's form, the
 * results page it hands the search to, and that page's "Modify search".
 *
 * The sample input's dates are counted from its own today (2030-01-15); here they are counted from
 * the traveller's: the travel date 2030-01-20 is {today+5}, the return date 2030-01-25 {today+10},
 * "a date in the past" 2030-01-01 {today-14}.
 */
import type { Cause, MachineBinding, Step, Target } from '../lib/binding'

const single = 'editing.single'
const multiCity = 'editing.multiCity'

/** Types into an airport field and picks the suggestion, as a traveller does with the mouse. */
function pickPlace(label: string, typed: string, option: RegExp): Step[] {
  return [
    { fill: { role: 'combobox', name: label, exact: true }, value: typed },
    { click: { role: 'option', name: option, within: { role: 'listbox', name: `${label} suggestions` } } },
  ]
}

/** The one journey's field, or the first flight's in the multi-city section. */
function perLayout(cause: (suffix: string) => Cause): { byState: Record<string, Cause> } {
  return { byState: { [single]: cause(''), [multiCity]: cause(' (flight 1)') } }
}

const form: Target = { role: 'form', name: /^(Search flights|Modify search)$/ }

export const searchFormBinding: MachineBinding = {
  start: [
    { goto: '/' },
    ...pickPlace('From', 'DEL', /^Delhi \(DEL\)/),
    ...pickPlace('To', 'BOM', /^Mumbai \(BOM\)/),
    { fill: { label: 'Departure date', exact: true }, value: '{today+5}' },
  ],
  states: {
    [single]: [
      { visible: { role: 'combobox', name: 'From', exact: true, within: form } },
      { hidden: { role: 'heading', name: 'Flights of your multi-city trip' } },
    ],
    [multiCity]: [
      { visible: { role: 'heading', name: 'Flights of your multi-city trip' } },
      { visible: { role: 'group', name: 'Flight 2', exact: true } },
    ],
    submitted: [
      { url: '/flights/search/' },
      { visible: { role: 'heading', level: 1, name: /^Flights / } },
      { hidden: { role: 'form', name: 'Modify search' } },
    ],
  },
  events: {
    SET_TRIP_TYPE: {
      bySample: {
        'the traveller chooses multi-city': { do: [{ check: { role: 'radio', name: 'Multi-city' } }] },
        'the traveller chooses round trip': { do: [{ check: { role: 'radio', name: 'Round trip' } }] },
        'the traveller chooses one-way': { do: [{ check: { role: 'radio', name: 'One-way' } }] },
      },
    },
    SET_ORIGIN: perLayout((s) => ({ do: pickPlace(`From${s}`, 'BLR', /^Bengaluru \(BLR\)/) })),
    SET_DESTINATION: perLayout((s) => ({ do: pickPlace(`To${s}`, 'DEL', /^Delhi \(DEL\)/) })),
    SWAP: perLayout((s) => ({
      do: [{ click: { role: 'button', name: `Swap From and To${s}`, exact: true } }],
    })),
    SET_DATE: {
      byState: {
        [single]: { do: [{ fill: { label: 'Departure date', exact: true }, value: '{today-14}' }] },
        [multiCity]: { do: [{ fill: { label: 'Date (flight 1)', exact: true }, value: '{today-14}' }] },
      },
    },
    SET_RETURN_DATE: { do: [{ fill: { label: 'Return date', exact: true }, value: '{today+10}' }] },
    ADD_LEG: { do: [{ click: { role: 'button', name: 'Add another flight' } }] },
    REMOVE_LEG: { do: [{ click: { role: 'button', name: 'Remove flight 3' } }] },
    SET_PASSENGERS: { do: [{ fill: { role: 'spinbutton', name: /^Adults/ }, value: '10' }] },
    SET_CLASS: { do: [{ select: { label: 'Class', exact: true }, option: 'Business' }] },
    SET_RESIDENT: { do: [{ uncheck: { role: 'checkbox', name: 'Resident of India' } }] },
    SET_AIRLINE: { do: [{ select: { label: 'Preferred airline' }, option: 'IndiGo' }] },
    SET_SENIOR: { do: [{ check: { role: 'checkbox', name: /^Senior citizen fares/ } }] },
    SUBMIT: { do: [{ click: { role: 'button', name: /^(Search flights|Search again)$/, within: form } }] },
    EDIT_AGAIN: { do: [{ click: { text: 'Modify search', exact: true } }] },
  },
}
