/**
 * The one-way flight search in the real store (machines/lib/binding.ts): the results page of a
 * one-way search, whose search runs this machine with the real server functions against the sandbox
 * supplier.
 *
 * Every answer is the services' own, chosen by the sandbox scenario of the traveller's next search
 * (a harness step sets it through POST /flights/sandbox/scenario before the search is sent: the
 * page's "Try again" sends the same request again, so the scenario cannot ride in the address). The
 * start request and each poll are held until the path's step lets them go, so the order is the
 * path's. Batches fall due by the services' clock: the path waits for them in real time.
 */
import type { Cause, MachineBinding, Step, Target } from '../lib/binding'

const flowIs = (state: string) => ({ flowState: state, flow: 'flight-search' })
const scenario = (text: string): Step => ({ harness: 'flight-scenario', args: { scenario: text } })
const wait = (ms: number): Step => ({ harness: 'airlines-take', args: { ms } })
/** The services end the traveller's newest search now: every batch in (SUCCESS), or expired. */
const searchEnds = (status: 'SUCCESS' | 'EXPIRED'): Step => ({ harness: 'search-ends', args: { status } })
const answer = (text: string): Cause => ({ before: [scenario(text)], do: [{ answer: 'arrives' }] })
const pollAnswers: Step = { answer: 'arrives', of: 'poll' }

const stop: Target = { role: 'button', name: 'Stop search', exact: true }
const progress: Target = { role: 'progressbar', name: 'Search progress' }

/**
 * Every search that is accepted runs this: three batches 6 s apart, the first with the answer,
 * expiring after 27 s. A first poll let go after 6 s brings the second batch; the next, let go as
 * soon as it is sent (≈ 7.5 s), finds nothing new — about 4.5 s before the last batch is due, slack
 * for a busy machine (at 3.5 s apart a loaded CI machine had under 2 s). A path that ends the search
 * tells the services so (POST /flights/sandbox/search_end) before it lets the poll go: every batch
 * in, or expired, without waiting for either.
 */
const accepted = 'batches=3;latencyMs=6000;expiresInMs=27000'

export const flightSearchBinding: MachineBinding = {
  start: [
    {
      goto: '/flights/search/one_way?origin=DEL&destination=BOM&originCountry=IN&destinationCountry=IN&travelDate={today+5}&adults=1',
    },
  ],
  states: {
    starting: [flowIs('starting'), { visible: stop }],
    polling: [flowIs('polling'), { visible: stop }, { visible: progress }],
    succeeded: [{ visible: { text: /^Search complete/ } }, { hidden: stop }],
    expired: [
      { visible: { text: 'Your search has expired. Prices may have changed.' } },
      { visible: { role: 'button', name: 'Search again', exact: true } },
      { hidden: stop },
    ],
    failed: [
      { visible: { text: /^We could not finish this flight search/ } },
      { visible: { role: 'button', name: 'Try again', exact: true } },
      { hidden: stop },
    ],
    cancelled: [
      { visible: { text: 'Search stopped.', exact: true } },
      { visible: { role: 'button', name: 'Search again', exact: true } },
      { hidden: progress },
    ],
  },
  events: {
    CANCEL: { do: [{ click: stop }] },
    REPEAT: {
      byState: {
        expired: { do: [{ click: { role: 'button', name: 'Search again', exact: true } }] },
        failed: { do: [{ click: { role: 'button', name: 'Try again', exact: true } }] },
        cancelled: { do: [{ click: { role: 'button', name: 'Search again', exact: true } }] },
      },
    },
    'xstate.done.actor.startSearch': {
      bySample: {
        'the server accepts the search, flights to follow': answer(accepted),
        'the server answers with every flight at once': answer('latencyMs=0'),
        'the server says the search already expired': answer('expiresInMs=0'),
        'the server refuses the search': answer('failure=fail-at-batch-0'),
      },
    },
    'xstate.error.actor.startSearch': { do: [{ answer: 'fails' }] },
    'POLL.BATCH': { do: [wait(6000), pollAnswers] },
    'POLL.UNCHANGED': { do: [pollAnswers] },
    'POLL.ENDED': {
      bySample: {
        // The services end the search now (every batch in, or expired): no waiting for its time.
        'the poll completes the search': { do: [searchEnds('SUCCESS'), pollAnswers] },
        'the poll finds the search expired': { do: [searchEnds('EXPIRED'), pollAnswers] },
        'the poll fails': { do: [{ answer: 'fails', of: 'poll' }] },
      },
    },
  },
  actors: {
    startSearch: { url: '/_serverFn/', method: 'POST' },
    poll: { url: '/_serverFn/', method: 'GET' },
  },
}
