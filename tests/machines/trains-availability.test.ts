import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { findMachine } from '@machines/catalogue'
import { allStateIds } from '@machines/lib/paths'
import {
  cellOf,
  trainAvailabilityMachine,
  type ClassAvailability,
  type FetchAvailabilityInput,
} from '@machines/trains/availability.machine'
import { sampleAvailability, trainFailure } from '@machines/trains/samples'
import { runModelPaths } from '../support/model'
import { scripted, settle } from './hotels-support'

const input = {
  trainNumber: '12952',
  from: 'NDLS',
  to: 'BCT',
  date: '2030-01-25',
  classes: ['1A' as const, '2A' as const, '3A' as const],
  quota: 'GN' as const,
}

function availability(answers: Array<ClassAvailability[] | Error>) {
  const asked: FetchAvailabilityInput[] = []
  const machine = trainAvailabilityMachine.provide({
    actors: { fetchAvailability: scripted(answers, asked) },
  })
  return { actor: createActor(machine, { input }).start(), asked }
}

const ok = (c: '1A' | '2A' | '3A', quota: 'GN' | 'TQ' = 'GN'): ClassAvailability => ({
  travelClass: c,
  ok: true,
  answer: sampleAvailability(c, quota),
})

describe('train availability: model-based paths', () => {
  const entry = findMachine('train-availability')!
  const paths = runModelPaths(trainAvailabilityMachine, {
    sampleEvents: entry.sampleEvents,
    input: entry.sampleInputs,
    cover: 'transitions',
  })
  it('reaches every state', () => {
    const reached = new Set(paths.flatMap((p) => p.steps.flatMap((s) => s.snapshot._nodes.map((n) => n.id))))
    expect(allStateIds(trainAvailabilityMachine).filter((s) => !reached.has(s))).toEqual([])
  })
})

describe('train availability: examples', () => {
  it('asks every class of the quota at once (PENDING), then shows each (SUCCESS) with the class clicked open', async () => {
    const { actor, asked } = availability([[ok('1A'), ok('2A'), ok('3A')]])
    actor.send({ type: 'CHECK', travelClass: '3A' })
    const { context } = actor.getSnapshot()
    expect(actor.getSnapshot().value).toBe('loading')
    expect(input.classes.map((c) => cellOf(context, c)?.status)).toEqual(['PENDING', 'PENDING', 'PENDING'])
    expect(asked).toEqual([{ ...input, classes: ['1A', '2A', '3A'] }])
    await settle()
    const shown = actor.getSnapshot()
    expect(shown.value).toBe('shown')
    expect(shown.context.selected).toBe('3A')
    expect(input.classes.map((c) => cellOf(shown.context, c)?.status)).toEqual([
      'SUCCESS',
      'SUCCESS',
      'SUCCESS',
    ])
  })

  it('one class failing shows the apology there (the spec’s typo fixed); a retry asks only for it', async () => {
    const { actor, asked } = availability([
      [ok('1A'), { travelClass: '2A', ok: false }, ok('3A')],
      [ok('2A')],
    ])
    actor.send({ type: 'CHECK' })
    await settle()
    expect(cellOf(actor.getSnapshot().context, '2A')).toEqual({
      status: 'ERROR',
      error: 'Oops! Something went wrong. Please try again',
    })
    actor.send({ type: 'RETRY' })
    expect(asked[1]?.classes).toEqual(['2A'])
    await settle()
    expect(cellOf(actor.getSnapshot().context, '2A')?.status).toBe('SUCCESS')
  })

  it('a failed call marks every class asked ERROR; a quota already answered is not asked again', async () => {
    const { actor, asked } = availability([
      trainFailure(500, 'Technical difficulties'),
      [ok('1A'), ok('2A'), ok('3A')],
      [ok('1A', 'TQ'), ok('2A', 'TQ'), ok('3A', 'TQ')],
    ])
    actor.send({ type: 'CHECK' })
    await settle()
    expect(input.classes.map((c) => cellOf(actor.getSnapshot().context, c)?.status)).toEqual([
      'ERROR',
      'ERROR',
      'ERROR',
    ])
    actor.send({ type: 'RETRY' })
    await settle()
    actor.send({ type: 'CHECK', quota: 'TQ' })
    await settle()
    expect(cellOf(actor.getSnapshot().context, '3A')).toMatchObject({ answer: { quota: 'TQ' } })
    actor.send({ type: 'CHECK', quota: 'GN' })
    // GN is known: shown at once, nothing asked.
    expect(actor.getSnapshot().value).toBe('shown')
    expect(asked).toHaveLength(3)
  })
})
