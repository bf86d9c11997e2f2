// The bookings machines with stub actors: the guest lookup's found, not-found (neutral words) and
// failed outcomes; the modification request's reference, refusal and a second request.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { ModificationView } from '@contracts/bookings/trips'
import { guestLookupMachine, type GuestLookupInput } from '@machines/bookings/guest-lookup.machine'
import { modificationRequestMachine, type SendInput } from '@machines/bookings/modification-request.machine'

const miss =
  'We could not find a booking with these details. Check the Trip Id and the e-mail or mobile number used when booking.'

function lookup(answer: (input: GuestLookupInput) => Promise<{ tripId: string }>) {
  const seen: GuestLookupInput[] = []
  const machine = guestLookupMachine.provide({
    actors: {
      findBooking: fromPromise<{ tripId: string }, GuestLookupInput>(({ input }) => {
        seen.push(input)
        return answer(input)
      }),
    },
  })
  return { actor: createActor(machine).start(), seen }
}

describe('guest lookup', () => {
  it('finds the booking and keeps its Trip Id', async () => {
    const { actor, seen } = lookup(async (i) => ({ tripId: i.tripId }))
    actor.send({ type: 'FIND', tripId: 'SF1234567890', contact: 'asha@example.com' })
    const done = await waitFor(actor, (s) => s.matches('found'))
    expect(done.context.tripId).toBe('SF1234567890')
    expect(seen).toEqual([{ tripId: 'SF1234567890', contact: 'asha@example.com' }])
  })

  it('shows the service’s neutral words for a miss, and tries again', async () => {
    let calls = 0
    const { actor } = lookup(async (i) => {
      calls++
      if (calls === 1) throw Object.assign(new Error(miss), { status: 404 })
      return { tripId: i.tripId }
    })
    actor.send({ type: 'FIND', tripId: 'SF1234567890', contact: 'wrong@example.com' })
    const missed = await waitFor(actor, (s) => s.matches('notFound'))
    expect(missed.context.error).toBe(miss)
    actor.send({ type: 'FIND', tripId: 'SF1234567890', contact: 'asha@example.com' })
    expect((await waitFor(actor, (s) => s.matches('found'))).context.error).toBeNull()
  })

  it('a limit or a dropped connection is a failure with its reason', async () => {
    const { actor } = lookup(async () => {
      throw Object.assign(new Error('Too many attempts to find a booking. Please try again in 15 minutes.'), {
        status: 429,
      })
    })
    actor.send({ type: 'FIND', tripId: 'SF1234567890', contact: 'asha@example.com' })
    const failed = await waitFor(actor, (s) => s.matches('failed'))
    expect(failed.context.error).toBe('Too many attempts to find a booking. Please try again in 15 minutes.')
  })
})

describe('modification request', () => {
  const view = (reference: string): ModificationView => ({
    reference,
    kind: 'add_baggage',
    details: { traveller: 1, kg: 15 },
    status: 'received',
    created_at: '2026-11-26T04:31:00.000Z',
    updated_at: '2026-11-26T04:31:00.000Z',
  })

  it('sends the change for its trip, shows the reference, and starts another', async () => {
    const sent: SendInput[] = []
    let failOnce = true
    const machine = modificationRequestMachine.provide({
      actors: {
        sendRequest: fromPromise<ModificationView, SendInput>(async ({ input }) => {
          sent.push(input)
          if (failOnce) {
            failOnce = false
            throw new Error('This request was already sent with other details.')
          }
          return view('MR12345678')
        }),
      },
    })
    const actor = createActor(machine, { input: { tripId: 'SF1234567890' } }).start()
    actor.send({ type: 'SEND', kind: 'add_baggage', details: { traveller: 1, kg: 15 } })
    const refused = await waitFor(actor, (s) => s.matches('refused'))
    expect(refused.context.error).toBe('This request was already sent with other details.')
    actor.send({ type: 'SEND', kind: 'add_baggage', details: { traveller: 1, kg: 15 } })
    const done = await waitFor(actor, (s) => s.matches('sent'))
    expect([done.context.reference, done.context.error]).toEqual(['MR12345678', null])
    expect(sent[1]).toEqual({
      tripId: 'SF1234567890',
      kind: 'add_baggage',
      details: { traveller: 1, kg: 15 },
    })
    actor.send({ type: 'NEW_REQUEST' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.reference).toBeNull()
  })
})
