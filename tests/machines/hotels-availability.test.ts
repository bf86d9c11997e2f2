import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { AvailabilityAnswer } from '@contracts/hotels/hotel'
import { findMachine } from '@machines/catalogue'
import { hotelAvailabilityMachine } from '@machines/hotels/availability.machine'
import { failureWith, sampleAvailability, sampleStay } from '@machines/hotels/samples'
import { allStateIds } from '@machines/lib/paths'
import { runModelPaths } from '../support/model'
import { scripted, settle } from './hotels-support'

function rooms(answers: Array<AvailabilityAnswer | Error>) {
  const logged: unknown[] = []
  const machine = hotelAvailabilityMachine.provide({
    actors: { fetchAvailability: scripted(answers) },
    actions: { logFailure: (_, params: { error: unknown }) => void logged.push(params.error) },
  })
  const actor = createActor(machine, { input: { hotelId: 'H1', stay: sampleStay } }).start()
  return { actor, logged }
}

const choose = { type: 'CHOOSE', offer: { room_idx: 0, offer_id: 'O1' } } as const

describe('hotel availability: model-based paths', () => {
  const entry = findMachine('hotel-availability')!
  const paths = runModelPaths(hotelAvailabilityMachine, {
    sampleEvents: entry.sampleEvents,
    input: entry.sampleInputs,
    provide: { actions: { logFailure: () => {} } },
    cover: 'transitions',
  })
  it('reaches every state', () => {
    const reached = new Set(paths.flatMap((p) => p.steps.flatMap((s) => s.snapshot._nodes.map((n) => n.id))))
    expect(allStateIds(hotelAvailabilityMachine).filter((id) => !reached.has(id))).toEqual([])
  })
})

describe('hotel availability: examples', () => {
  it('confirms an offer still at its price', async () => {
    const { actor } = rooms([sampleAvailability(true), sampleAvailability(true)])
    await settle()
    expect(actor.getSnapshot().value).toBe('success')
    actor.send(choose)
    expect(actor.getSnapshot().value).toBe('pending')
    await settle()
    expect(actor.getSnapshot()).toMatchObject({ value: 'chosen', context: { chosen: choose.offer } })
  })

  it('shows the old and new price when it changed: back returns to the rooms, continue goes on', async () => {
    const { actor } = rooms([sampleAvailability(true, 1_000_000), sampleAvailability(true, 1_150_000)])
    await settle()
    actor.send(choose)
    await settle()
    expect(actor.getSnapshot()).toMatchObject({
      value: 'priceChange',
      context: { priceChange: { old: 1_000_000, new: 1_150_000 } },
    })
    actor.send({ type: 'CONTINUE' })
    expect(actor.getSnapshot().value).toBe('chosen')

    const again = rooms([sampleAvailability(true, 1_000_000), sampleAvailability(true, 900_000)])
    await settle()
    again.actor.send(choose)
    await settle()
    again.actor.send({ type: 'BACK' })
    expect(again.actor.getSnapshot()).toMatchObject({
      value: 'success',
      context: { chosen: null, priceChange: null },
    })
  })

  it('is sold out when no room is left, or when the offer chosen went meanwhile', async () => {
    const none = rooms([sampleAvailability(false)])
    await settle()
    expect(none.actor.getSnapshot().value).toBe('soldOut')
    // Nothing to go back to: the hotel has no room for these dates.
    none.actor.send({ type: 'BACK' })
    expect(none.actor.getSnapshot().value).toBe('soldOut')

    const gone = rooms([sampleAvailability(true), sampleAvailability(false)])
    await settle()
    gone.actor.send(choose)
    await settle()
    expect(gone.actor.getSnapshot().value).toBe('soldOut')
  })

  it('reports a 500 or 503 to the logging service; a refusal is shown but not reported', async () => {
    const down = rooms([failureWith(503, 'Technical difficulties')])
    await settle()
    expect(down.actor.getSnapshot()).toMatchObject({
      value: 'failure',
      context: { error: 'Technical difficulties' },
    })
    expect(down.logged).toHaveLength(1)

    const refused = rooms([failureWith(400, 'Check-in cannot be in the past'), sampleAvailability(true)])
    await settle()
    expect(refused.logged).toEqual([])
    refused.actor.send({ type: 'RETRY' })
    await settle()
    expect(refused.actor.getSnapshot().value).toBe('success')
  })

  it('opened from a search whose card showed another price, shows old and new first: continue or back to the results', async () => {
    const change = {
      old: { per_night: 250_000, total: 1_000_000 },
      new: { per_night: 287_500, total: 1_150_000 },
    }
    const { actor } = rooms([sampleAvailability(true, 1_150_000, change)])
    await settle()
    expect(actor.getSnapshot()).toMatchObject({
      value: 'priceChange',
      context: { priceChange: { old: 1_000_000, new: 1_150_000 }, chosen: null },
    })
    actor.send({ type: 'CONTINUE' })
    expect(actor.getSnapshot().value).toBe('success')

    const leaving = rooms([sampleAvailability(true, 1_150_000, change)])
    await settle()
    leaving.actor.send({ type: 'BACK' })
    expect(leaving.actor.getSnapshot()).toMatchObject({ value: 'leaving', status: 'done' })
  })
})
