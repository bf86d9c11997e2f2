/**
 * The search form's catalogue entry: sample events for the visualizer and the generated paths.
 * The sample input is a filled one-way search so a path can reach "submitted" in one step.
 */
import type { CatalogueEntry } from '../catalogue'
import { searchFormBinding } from './search-form.binding'
import { searchFormMachine, defaultFormLimits, type SearchFormInput } from './search-form.machine'
import type { FormPlace, SearchFormValues } from './search-form.rules'

const DEL: FormPlace = { code: 'DEL', country: 'IN', label: 'Delhi (DEL)' }
const BOM: FormPlace = { code: 'BOM', country: 'IN', label: 'Mumbai (BOM)' }
const BLR: FormPlace = { code: 'BLR', country: 'IN', label: 'Bengaluru (BLR)' }

export const searchFormSampleInput: SearchFormInput = {
  today: '2030-01-15',
  limits: defaultFormLimits,
  values: { legs: [{ origin: DEL, destination: BOM, date: '2030-01-20' }] },
}

/**
 * What changes the traveller's choices besides the state: the trip type (a round trip has a return
 * date) and whether a multi-city trip has a flight beyond the minimum (one can be removed).
 */
export function searchFormPathState(context: unknown) {
  // The catalogue passes any machine's context as unknown; this entry's machine has SearchFormValues.
  const values = context as SearchFormValues
  return {
    tripType: values.tripType,
    removable: values.tripType === 'multicity' && values.legs.length > values.limits.multiCityMinLegs,
  }
}

export const searchFormCatalogueEntry: CatalogueEntry = {
  id: 'flight-search-form',
  title: 'Flight search form',
  summary:
    'One-way, round-trip and multi-city search with swap, date, passenger and same-airport rules; submits only a valid search.',
  machine: searchFormMachine,
  sampleInputs: searchFormSampleInput,
  serializeContext: searchFormPathState,
  binding: searchFormBinding,
  sampleEvents: {
    SET_TRIP_TYPE: [
      { label: 'the traveller chooses multi-city', tripType: 'multicity' },
      { label: 'the traveller chooses round trip', tripType: 'roundtrip' },
      { label: 'the traveller chooses one-way', tripType: 'one_way' },
    ],
    SET_ORIGIN: [{ label: 'the traveller picks Bengaluru as From', leg: 0, place: BLR }],
    SET_DESTINATION: [{ label: 'the traveller picks Delhi as To (the same as From)', leg: 0, place: DEL }],
    SWAP: [{ label: 'the traveller swaps From and To', leg: 0 }],
    SET_DATE: [{ label: 'the traveller picks a date in the past', leg: 0, date: '2030-01-01' }],
    SET_RETURN_DATE: [{ label: 'the traveller picks a return date', date: '2030-01-25' }],
    ADD_LEG: [{ label: 'the traveller adds a flight' }],
    REMOVE_LEG: [{ label: 'the traveller removes the third flight', leg: 2 }],
    SET_PASSENGERS: [{ label: 'the traveller asks for 10 adults', kind: 'adults', count: 10 }],
    SET_CLASS: [{ label: 'the traveller chooses business class', classType: 'BUSINESS' }],
    SET_RESIDENT: [{ label: 'the traveller says they do not live in India', value: false }],
    SET_AIRLINE: [{ label: 'the traveller prefers IndiGo', airline: { code: '6E', name: 'IndiGo' } }],
    SET_SENIOR: [{ label: 'the traveller asks for senior citizen fares', value: true }],
    SUBMIT: [{ label: 'the traveller presses Search' }],
    EDIT_AGAIN: [{ label: 'the traveller modifies the search' }],
  },
}
