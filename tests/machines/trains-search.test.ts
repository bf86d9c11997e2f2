import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import type { BetweenAnswer } from '@contracts/trains/search'
import { defaultProductConfig } from '@config'
import { findMachine } from '@machines/catalogue'
import { allStateIds } from '@machines/lib/paths'
import {
  trainSearchMachine,
  type FetchTrainsInput,
  type SettledSearch,
  type TrainSearchQuery,
} from '@machines/trains/search.machine'
import { sampleBetween, sampleTrainQuery, trainFailure } from '@machines/trains/samples'
import { runModelPaths } from '../support/model'
import { scripted, settle, ticker } from './hotels-support'

const expiryMs = defaultProductConfig.trains.searchExpiryMs

function search(settled: SettledSearch | null, answers: Array<BetweenAnswer | Error> = []) {
  const clock = new SimulatedClock()
  const asked: TrainSearchQuery[] = []
  const machine = trainSearchMachine.provide({ actors: { fetchTrains: scripted(answers, asked) } })
  const actor = createActor(machine, {
    clock,
    input: { query: sampleTrainQuery, expiryMs, settled },
  }).start()
  return { actor, asked, tick: ticker(clock) }
}

describe('train search: model-based paths', () => {
  const entry = findMachine('train-search')!
  const paths = runModelPaths(trainSearchMachine, {
    sampleEvents: entry.sampleEvents,
    input: entry.sampleInputs,
    cover: 'transitions',
  })
  it('reaches every state, the 15-minute expiry included', () => {
    const reached = new Set(paths.flatMap((p) => p.steps.flatMap((s) => s.snapshot._nodes.map((n) => n.id))))
    expect(allStateIds(trainSearchMachine).filter((id) => !reached.has(id))).toEqual([])
    expect(new Set(paths.flatMap((p) => p.steps.map((s) => s.delayMs)))).toContain(900_000)
  })
})

describe('train search: examples', () => {
  it("asks with the address's sandbox scenario when it has one", async () => {
    const asked: FetchTrainsInput[] = []
    const machine = trainSearchMachine.provide({ actors: { fetchTrains: scripted([sampleBetween()], asked) } })
    createActor(machine, { input: { query: sampleTrainQuery, expiryMs, scenario: 'down' } }).start()
    await settle()
    expect(asked).toEqual([{ ...sampleTrainQuery, scenario: 'down' }])
  })

  it('starts with the server’s answer without asking again, and expires after trains.searchExpiryMs', async () => {
    const { actor, asked, tick } = search({ ok: true, answer: sampleBetween() })
    expect(actor.getSnapshot().value).toBe('success')
    expect(actor.getSnapshot().context.data?.trainBtwnStnsList).toHaveLength(4)
    await tick(expiryMs - 1)
    expect(actor.getSnapshot().context.expired).toBe(false)
    await tick(1)
    expect(actor.getSnapshot()).toMatchObject({ value: 'expired', context: { expired: true } })
    // The list stays while expired; "Search again" asks for it afresh.
    expect(actor.getSnapshot().context.data).not.toBeNull()
    expect(asked).toEqual([])
    actor.send({ type: 'RETRY' })
    expect(actor.getSnapshot()).toMatchObject({ value: 'pending', context: { expired: false } })
    expect(asked).toEqual([sampleTrainQuery])
  })

  it('empties the data on a failure, and sets the system-down flag for a 503', async () => {
    const { actor, tick } = search({ ok: true, answer: sampleBetween() }, [
      trainFailure(502, 'The railway did not answer.'),
      trainFailure(503, 'The railway booking system is not available right now.'),
      sampleBetween([]),
    ])
    await tick(expiryMs)
    actor.send({ type: 'RETRY' })
    await settle()
    expect(actor.getSnapshot()).toMatchObject({
      value: 'failure',
      context: { data: null, error: 'The railway did not answer.', systemDown: false },
    })
    actor.send({ type: 'RETRY' })
    await settle()
    expect(actor.getSnapshot()).toMatchObject({
      value: 'systemDown',
      context: { data: null, systemDown: true },
    })
    actor.send({ type: 'RETRY' })
    await settle()
    expect(actor.getSnapshot()).toMatchObject({ value: 'success', context: { systemDown: false } })
  })

  it('opens on the server’s failure: a 503 is the not-available modal, anything else a failure', () => {
    const down = search({ ok: false, status: 503, message: 'Not available' })
    expect(down.actor.getSnapshot()).toMatchObject({ value: 'systemDown', context: { systemDown: true } })
    down.actor.send({ type: 'DISMISS' })
    expect(down.actor.getSnapshot().value).toBe('failure')
    const failed = search({ ok: false, status: 502, message: 'The railway did not answer.' })
    expect(failed.actor.getSnapshot()).toMatchObject({
      value: 'failure',
      context: { error: 'The railway did not answer.', systemDown: false },
    })
    expect(failed.asked).toEqual([])
  })
})
