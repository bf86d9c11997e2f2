import { describe, expect, it } from 'vitest'
import { catalogue } from '@machines/catalogue'
import {
  bindingGaps,
  causeFor,
  checksFor,
  describeCause,
  describeCheck,
  flowAttributes,
  startedActors,
  type MachineBinding,
} from '@machines/lib/binding'
import { storePathCover } from '@machines/lib/store-paths'
import { signInMachine } from '@machines/accounts/sign-in.machine'
import { signInSampleEvents } from '@machines/accounts/catalogue'
import { pathCover } from '@machines/lib/path-cover'

// The browser run fails the same way, later and slower: this catches a machine change the binding
// (and so the store) does not follow in the unit run.
describe.each(catalogue.filter((e) => e.binding).map((e) => [e.id, e] as const))(
  'binding of %s',
  (_id, entry) => {
    it('says how to see every state and cause every event its store paths take', () => {
      const gaps = storePathCover(entry).paths.flatMap((path) => bindingGaps(entry.binding!, path))
      expect([...new Set(gaps)]).toEqual([])
    })

    it('sees each state as a traveller would, not only by the flow state the page reports', () => {
      const blind = Object.entries(entry.binding!.states ?? {})
        .filter(([, checks]) => checks.length > 0 && checks.every((check) => 'flowState' in check))
        .map(([state]) => state)
      expect(blind, 'states checked only through data-flow-state').toEqual([])
    })
  },
)

describe('a binding', () => {
  const { paths } = pathCover(signInMachine, { sampleEvents: signInSampleEvents, input: {} })
  const otpPath = paths.find((p) => p.steps.some((s) => s.stateLabel.includes('resend.sending')))!
  const sending = otpPath.steps.find((s) => s.stateLabel.includes('resend.sending'))!
  const partial: MachineBinding = {
    start: [{ goto: '/sign-in' }],
    states: {
      choosing: [{ visible: { role: 'group', name: 'Sign in with' } }],
      '#signIn.awaitingOtp': [{ visible: { label: 'OTP' } }],
    },
    events: {
      BACK: {
        byState: {
          awaitingOtp: { do: [{ click: { role: 'button', name: 'Change number' } }] },
          'awaitingOtp.resend.ready': { do: [{ click: { text: 'Back' } }] },
        },
      },
    },
  }

  it('checks every bound active state, by path or #id, and names the leaves it cannot see', () => {
    const { checks, missing } = checksFor(partial, sending.snapshot)
    expect(checks.map((c) => c.state)).toEqual(['#signIn.awaitingOtp'])
    expect(missing).toEqual(expect.arrayContaining(['awaitingOtp.resend.sending.codeValid']))
  })

  it('finds the cause for the innermost active state it names', () => {
    const back = { ...sending, event: { type: 'BACK' }, label: 'the person goes back' }
    expect(causeFor(partial, back, sending.snapshot)?.do).toEqual([
      { click: { role: 'button', name: 'Change number' } },
    ])
  })

  it('lists what a path needs and the binding lacks, in words', () => {
    const gaps = bindingGaps(partial, otpPath)
    expect(gaps).toContain(
      'event REQUEST_OTP "the person asks for a code" in choosing: how to cause it (binding.events)',
    )
    expect(gaps).toContain('actor requestSignInOtp: which request it makes (binding.actors)')
    expect(gaps).toContainEqual(expect.stringMatching(/^state "requestingOtp": how to see it/))
  })

  it('knows which actors a step starts', () => {
    const i = otpPath.steps.findIndex((s) => s.stateLabel === 'requestingOtp')
    expect(startedActors(otpPath.steps[i - 1]!.snapshot, otpPath.steps[i]!.snapshot)).toEqual([
      'requestSignInOtp',
    ])
  })

  it('counts an actor of a state entered again as started anew, and one left running as not', () => {
    const results = catalogue.find((e) => e.id === 'hotel-results')!
    const steps = storePathCover(results).paths.flatMap((p) =>
      p.steps.map((s, i) => [p.steps[i - 1], s] as const),
    )
    const filterAgain = steps.find(
      ([before, s]) =>
        before?.stateLabel === 'appending' && s.stateLabel === 'appending' && s.event.type === 'QUERY',
    )!
    expect(startedActors(filterAgain[0]!.snapshot, filterAgain[1].snapshot)).toEqual(['fetchResults'])
    const firstFilter = steps.find(
      ([before, s]) => before?.stateLabel === 'pending' && s.event.type === 'QUERY',
    )!
    expect(startedActors(firstFilter[0]!.snapshot, firstFilter[1].snapshot)).toEqual(['fetchResults'])
    // The same actor still running after a step that does not touch it: no new start.
    expect(startedActors(filterAgain[1].snapshot, filterAgain[1].snapshot)).toEqual([])
  })

  it('tells the page attribute of a flow state, and reads as words', () => {
    expect(flowAttributes('sign-in', sending.snapshot)['data-flow-state']).toMatch(
      /^awaitingOtp\.code\.\w+ awaitingOtp\.resend\.sending\.codeValid$/,
    )
    expect(describeCheck({ visible: { role: 'button', name: 'Resend OTP' }, enabled: false })).toBe(
      'the button “Resend OTP” is shown, disabled',
    )
    expect(
      describeCause({
        before: [{ harness: 'account', args: { kind: 'locked' } }],
        do: [{ answer: 'arrives' }],
      }),
    ).toBe('first harness: account (kind: locked); the services answer')
  })
})
