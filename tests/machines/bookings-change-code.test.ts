// The guest's change code (docs/decisions/0180) with stub actors: sent to the chosen contact and
// shown masked, a wrong code said and tried again, a refused send back to choosing with the reason,
// a new code on request, and a right code ends proven.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { ChangeCodeSent } from '@contracts/bookings/trips'
import { changeCodeMachine, type CodeChannel } from '@machines/bookings/change-code.machine'

const sent = (channel: CodeChannel): ChangeCodeSent => ({
  trip_id: 'SF1234567890',
  channel,
  sent_to: channel === 'email' ? 'r•••@example.com' : '+91 ••••••3210',
  expires_at: '2026-11-26T04:41:00.000Z',
})

function start(opts: { sendFails?: string; rightCode?: string } = {}) {
  const asked: CodeChannel[] = []
  const tried: string[] = []
  const trips = new Set<string>()
  const machine = changeCodeMachine.provide({
    actors: {
      sendCode: fromPromise<ChangeCodeSent, { tripId: string; channel: CodeChannel }>(async ({ input }) => {
        trips.add(input.tripId)
        asked.push(input.channel)
        if (opts.sendFails) throw Object.assign(new Error(opts.sendFails), { status: 429 })
        return sent(input.channel)
      }),
      verifyCode: fromPromise<unknown, { tripId: string; code: string }>(async ({ input }) => {
        trips.add(input.tripId)
        tried.push(input.code)
        if (input.code !== (opts.rightCode ?? '123456'))
          throw Object.assign(new Error('This code is not right. Check it and try again.'), { status: 422 })
        return { tripId: 'SF1234567890' }
      }),
    },
  })
  return { actor: createActor(machine, { input: { tripId: 'SF1234567890' } }).start(), asked, tried, trips }
}

describe('change code', () => {
  it('sends the code to the chosen contact, shows it masked, and a right code ends proven', async () => {
    const { actor, asked, tried, trips } = start()
    actor.send({ type: 'SEND', channel: 'sms' })
    await waitFor(actor, (s) => s.matches('entering'))
    expect(actor.getSnapshot().context.sentTo).toBe('+91 ••••••3210')
    actor.send({ type: 'VERIFY', code: '123456' })
    await waitFor(actor, (s) => s.matches('proven'))
    expect(asked).toEqual(['sms'])
    expect(tried).toEqual(['123456'])
    // Both calls are for the trip the page started the machine with.
    expect([...trips]).toEqual(['SF1234567890'])
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('a wrong code says so and lets the guest type it again; a new code can be asked for', async () => {
    const { actor, asked, tried } = start()
    actor.send({ type: 'SEND', channel: 'email' })
    await waitFor(actor, (s) => s.matches('entering'))
    actor.send({ type: 'VERIFY', code: '000000' })
    await waitFor(actor, (s) => s.matches('entering') && s.context.error !== null)
    expect(actor.getSnapshot().context.error).toBe('This code is not right. Check it and try again.')
    actor.send({ type: 'RESEND' })
    await waitFor(actor, (s) => s.matches('entering') && s.context.error === null)
    expect(asked).toEqual(['email', 'email'])
    actor.send({ type: 'VERIFY', code: '123456' })
    await waitFor(actor, (s) => s.matches('proven'))
    expect(tried).toEqual(['000000', '123456'])
  })

  it('a refused send goes back to choosing with the reason', async () => {
    const { actor } = start({
      sendFails: 'A code was sent moments ago. You can ask for another in 30 seconds.',
    })
    actor.send({ type: 'SEND', channel: 'email' })
    await waitFor(actor, (s) => s.matches('choosing') && s.context.error !== null)
    expect(actor.getSnapshot().context).toMatchObject({
      sentTo: null,
      error: 'A code was sent moments ago. You can ask for another in 30 seconds.',
    })
  })
})
