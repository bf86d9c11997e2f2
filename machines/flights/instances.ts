/**
 * The flight machines with their minimal result types, made once for the catalogue (the
 * visualizer) and the model-based tests. Kept out of the machine files so a page that imports a
 * machine's factory does not pay for building every machine when the module loads
 * (docs/decisions/0025): the flows build the one a search needs, when it starts.
 */
import { createMulticityMachine } from './multicity.machine'
import { createSearchPollMachine } from './poll.machine'
import { createRoundTripMachine } from './roundtrip.machine'
import { createFlightSearchMachine } from './search.machine'

export const searchPollMachine = createSearchPollMachine()
export const flightSearchMachine = createFlightSearchMachine()
export const multicityMachine = createMulticityMachine()
export const roundTripMachine = createRoundTripMachine()
