/**
 * The round-trip selection in the real store (machines/lib/binding.ts): the results page of a
 * same-day domestic round trip (DEL ⇄ BLR), whose two lists run this machine as the search brings
 * them, with the sandbox supplier's real flights.
 *
 * The supplier's scenario decides how the lists arrive: by default the outbound flights come first
 * and the return flights only when the path says (`returnsFromBatch=1`, their supplier answers
 * later; the harness ends the search through POST /flights/sandbox/search_end and the next poll
 * brings them); "both lists arrive at once" is the same page opened again with every batch at once. The day is one whose
 * flights have what the samples stand for (harness step `round-trip-day`), and each pick is a real
 * flight of the kind the sample describes, found and pressed by `round-trip-pick`
 * (tests/e2e/model/round-trip-steps.ts).
 */
import type { Cause, MachineBinding, Step, Target } from '../lib/binding'

const scenario = (text: string): Step => ({ harness: 'flight-scenario', args: { scenario: text } })
const address =
  '/flights/search/roundtrip?origin=DEL&destination=BLR&originCountry=IN&destinationCountry=IN&travelDate={rtDate}&returnDate={rtDate}&adults=1'
const pick = (side: 'ongoing' | 'return', rule: string): Cause => ({
  do: [{ harness: 'round-trip-pick', args: { side, rule } }],
})

const book: Target = { role: 'button', name: 'Book this round trip', exact: true }
const onward: Target = { role: 'region', name: 'Onward flights', exact: true }
const tightWarning: Target = { text: /^Less than 2 hours between your onward arrival/ }

/** The outbound flights at once, the return flights when the path says (`round-trip-returns`). */
const outboundFirst = 'batches=2;latencyMs=600000;returnsFromBatch=1'

export const roundTripBinding: MachineBinding = {
  start: [{ harness: 'round-trip-day' }, scenario(outboundFirst), { goto: address }],
  states: {
    waitingForResults: [{ visible: { role: 'progressbar', name: 'Search progress' } }],
    choosing: [{ visible: onward }, { visible: book, enabled: false }],
    paired: [{ visible: book, enabled: true }],
    'paired.comfortable': [{ hidden: tightWarning }],
    'paired.tightConnection': [{ visible: tightWarning }],
  },
  events: {
    RESULTS: {
      bySample: {
        'the outbound flights arrive first': {
          do: [{ harness: 'round-trip-outbound' }],
        },
        'the return flights arrive too': {
          byState: {
            // A fresh page whose search brings every flight at once.
            waitingForResults: { do: [scenario('latencyMs=0'), { goto: address }] },
            choosing: { do: [{ harness: 'round-trip-returns' }] },
          },
        },
      },
    },
    SELECT_ONGOING: {
      byState: { choosing: pick('ongoing', 'morning'), paired: pick('ongoing', 'chosen') },
    },
    SELECT_RETURN: {
      bySample: {
        'the traveller picks a return 80 minutes after landing': pick('return', 'tight'),
        'the traveller picks a return 4 hours after landing': pick('return', 'comfortable'),
        'the traveller picks a return that leaves before landing': pick('return', 'overlap'),
      },
    },
  },
  notInStore: {
    BLOCK_SELECTED:
      'the pair is blocked when its fare cannot be confirmed at booking, which the store does not offer yet (flight booking, issue 13)',
  },
}
