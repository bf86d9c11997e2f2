import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { findMachine } from '@machines/catalogue'
import { allStateIds } from '@machines/lib/paths'
import {
  applyTrainFilters,
  filterCounts,
  groupsShownOf,
  noTrainFilters,
  sortTrains,
  valueOf,
} from '@machines/trains/filters.logic'
import { filtersSnapshotOf, trainFiltersMachine } from '@machines/trains/filters.machine'
import { sortChoiceOf, sortSnapshotOf, trainSortMachine } from '@machines/trains/sort.machine'
import { sampleTrain, sampleTrains } from '@machines/trains/samples'
import { runModelPaths } from '../support/model'

describe.each(['train-filters', 'train-sort'])('%s: model-based paths', (id) => {
  const entry = findMachine(id)!
  const paths = runModelPaths(entry.machine, {
    sampleEvents: entry.sampleEvents,
    input: entry.sampleInputs,
    cover: 'transitions',
  })
  it('reaches every state', () => {
    const reached = new Set(paths.flatMap((p) => p.steps.flatMap((s) => s.snapshot._nodes.map((n) => n.id))))
    expect(allStateIds(entry.machine).filter((s) => !reached.has(s))).toEqual([])
  })
})

describe('train filters', () => {
  it('toggles a value, clears a group, resets all', () => {
    const actor = createActor(trainFiltersMachine, { input: {} }).start()
    actor.send({ type: 'TOGGLE', group: 'trainTypes', value: 'R' })
    actor.send({ type: 'TOGGLE', group: 'departure', value: 'EVENING' })
    expect(actor.getSnapshot().value).toBe('filtered')
    expect(
      applyTrainFilters(sampleTrains, actor.getSnapshot().context.values).map((t) => t.trainNumber),
    ).toEqual(['12952', '12954'])
    actor.send({ type: 'TOGGLE', group: 'trainTypes', value: 'R' })
    expect(actor.getSnapshot().context.values.trainTypes).toEqual([])
    expect(actor.getSnapshot().value).toBe('filtered')
    actor.send({ type: 'CLEAR', group: 'departure' })
    expect(actor.getSnapshot().value).toBe('unfiltered')
    actor.send({ type: 'TOGGLE', group: 'fromStations', value: 'NZM' })
    actor.send({ type: 'RESET' })
    expect(actor.getSnapshot()).toMatchObject({ value: 'unfiltered', context: { values: noTrainFilters() } })
  })

  it('takes no choice in a group the white-label site does not show, and starts where the address is', () => {
    const shown = groupsShownOf({
      departureTime: true,
      arrivalTime: true,
      fromStations: true,
      toStations: true,
      trainTypes: false,
    })
    const actor = createActor(trainFiltersMachine, {
      input: { shown },
      snapshot: filtersSnapshotOf({
        shown,
        values: { ...noTrainFilters(), trainTypes: ['R'], arrival: ['MORNING'] },
      }),
    }).start()
    expect(actor.getSnapshot()).toMatchObject({
      value: 'filtered',
      context: { values: { ...noTrainFilters(), arrival: ['MORNING'] } },
    })
    actor.send({ type: 'TOGGLE', group: 'trainTypes', value: 'R' })
    expect(actor.getSnapshot().context.values.trainTypes).toEqual([])
    actor.send({ type: 'INIT', values: noTrainFilters() })
    expect(actor.getSnapshot().value).toBe('unfiltered')
  })

  it('buckets by the hour of departure and arrival (001 §9), and counts what each value would show', () => {
    expect(valueOf(sampleTrain({ departureTime: '05:59' }), 'departure')).toBe('NIGHT')
    expect(valueOf(sampleTrain({ departureTime: '06:00' }), 'departure')).toBe('MORNING')
    expect(valueOf(sampleTrain({ departureTime: '11:00' }), 'departure')).toBe('AFTERNOON')
    expect(valueOf(sampleTrain({ departureTime: '17:00' }), 'departure')).toBe('EVENING')
    expect(valueOf(sampleTrain({ arrivalTime: '23:59' }), 'arrival')).toBe('EVENING')
    const counts = filterCounts(sampleTrains, { ...noTrainFilters(), trainTypes: ['R'] })
    // A group's own choice does not narrow its counts; the other groups' counts are of Rajdhanis.
    expect(counts.trainTypes).toEqual({ R: 2, O: 1, D: 1 })
    expect(counts.departure).toEqual({ EVENING: 2 })
  })
})

describe('train sort', () => {
  it('defaults to departure ascending, and sorts by arrival (days counted) and duration either way', () => {
    const actor = createActor(trainSortMachine).start()
    expect(sortChoiceOf(actor.getSnapshot().value)).toEqual({ by: 'departure', dir: 'asc' })
    expect(sortTrains(sampleTrains, { by: 'departure', dir: 'asc' }).map((t) => t.departureTime)).toEqual([
      '07:20',
      '17:00',
      '17:15',
      '23:25',
    ])
    actor.send({ type: 'SORT', by: 'duration', dir: 'desc' })
    expect(sortChoiceOf(actor.getSnapshot().value)).toEqual({ by: 'duration', dir: 'desc' })
    expect(sortTrains(sampleTrains, { by: 'duration', dir: 'desc' }).map((t) => t.duration)).toEqual([
      1310, 1010, 990, 940,
    ])
    const sameDay = sampleTrain({ trainNumber: '11111', arrivalTime: '23:00', arrivalDayOffset: 0 })
    expect(sortTrains([sampleTrains[0]!, sameDay], { by: 'arrival', dir: 'asc' })[0]).toBe(sameDay)
    const opened = createActor(trainSortMachine, {
      snapshot: sortSnapshotOf({ by: 'arrival', dir: 'desc' }),
    }).start()
    expect(opened.getSnapshot().matches({ arrival: 'desc' })).toBe(true)
  })
})
