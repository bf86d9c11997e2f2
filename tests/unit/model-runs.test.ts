import { describe, expect, it } from 'vitest'
import { mergeModelRuns, modelRunStatus, parseModelRuns } from '~/lib/model-runs'
import { formatRunTime, storeRunText } from '~/components/visualizer/StoreRun'

const run = { paths: 12, passed: 12, failed: 0, finishedAt: '2026-11-26T10:10:00.000Z' }

describe('the model-runs file', () => {
  it('reads what the reporter writes, and anything else as no runs', () => {
    const file = { version: 1, machines: { 'sign-in': run } }
    expect(parseModelRuns(JSON.stringify(file))).toEqual(file)
    expect(parseModelRuns(null)).toEqual({ version: 1, machines: {} })
    expect(parseModelRuns('{not json')).toEqual({ version: 1, machines: {} })
    const broken = { machines: { a: { paths: -1, passed: 0, failed: 0, finishedAt: 'x' }, b: run } }
    expect(parseModelRuns(JSON.stringify(broken)).machines).toEqual({ b: run })
  })

  it('keeps the last run of machines that did not run this time', () => {
    const before = { version: 1 as const, machines: { a: run, b: run } }
    const later = { ...run, failed: 1, passed: 11 }
    expect(mergeModelRuns(before, { b: later }).machines).toEqual({ a: run, b: later })
  })
})

describe('a machine on /flows', () => {
  it('says whether it is bound, run, passed or failed', () => {
    expect(storeRunText(modelRunStatus(false, 0, undefined))).toBe('Not bound to the store yet')
    expect(storeRunText(modelRunStatus(false, 0, undefined, 'tests/integration/x-paths.test.ts'))).toBe(
      'Not in a browser: its covering paths run through its flow against the real services (tests/integration/x-paths.test.ts)',
    )
    expect(storeRunText(modelRunStatus(true, 12, undefined))).toBe('12 store paths · not run yet')
    expect(storeRunText(modelRunStatus(true, 12, run))).toBe('12 store paths · passed 26 Nov 15:40 IST')
    expect(storeRunText(modelRunStatus(true, 12, { ...run, passed: 9, failed: 3 }))).toBe(
      '12 store paths · 3 of 12 failed 26 Nov 15:40 IST',
    )
    expect(storeRunText(modelRunStatus(true, 1, { ...run, paths: 1, passed: 1 }))).toMatch(/^1 store path ·/)
  })

  it('tells the time in India, the same on the server and in the browser', () => {
    expect(formatRunTime('2026-11-26T18:35:00.000Z')).toBe('27 Nov 00:05 IST')
  })
})
