import { describe, expect, it } from 'vitest'
import { appConfigMachine } from '@machines/app-config.machine'
import { searchPollMachine } from '@machines/flights/poll.machine'
import { sampleSettings } from '@machines/flights/samples'
import { chartOf } from '@machines/lib/chart'
import { layoutChart } from '~/components/visualizer/layout'

describe('the statechart drawn from the machine definition', () => {
  const chart = chartOf(appConfigMachine)

  it('lists the states with their descriptions, the initial state and the invoked actors', () => {
    expect(chart.root.initial).toBe('appConfig.readingCache')
    expect(chart.root.children.map((c) => c.key)).toEqual([
      'readingCache',
      'requesting',
      'cached',
      'ready',
      'fallback',
    ])
    expect(chart.root.children.every((c) => c.description)).toBe(true)
    expect(chart.root.children[1]!.invoke).toEqual([{ id: 'fetchConfiguration', src: 'fetchConfiguration' }])
  })

  it('labels transitions with events, guards and resolved delays', () => {
    const labels = chart.edges.map((e) => `${e.source.split('.')[1]} → ${e.target.split('.')[1]}: ${e.label}`)
    expect(labels).toContain('requesting → cached: done: fetchConfiguration [canUseCachedCopy] / assign')
    expect(labels).toContain('requesting → ready: done: fetchConfiguration [isFresh] / assign, writeCache')
    expect(labels).toContain('requesting → fallback: after requestTimeout (15 s) / useDefaults, assign')
    expect(labels).toContain('fallback → requesting: RETRY')
  })

  it('labels delays read from the input with the sample input, and without one leaves them unnumbered', () => {
    const input = { searchId: 's', etag: null, timing: sampleSettings.timing }
    const labelled = chartOf(searchPollMachine, { input }).edges.map((e) => e.trigger)
    expect(labelled).toContain('after pollInitialDelay (500 ms)')
    expect(labelled).toContain('after pollExpiry (2 min)')
    expect(chartOf(searchPollMachine).edges.map((e) => e.trigger)).toContain('after pollInitialDelay')
  })

  it('lays every state and transition out with ELK', async () => {
    const layout = await layoutChart(chart)
    expect(layout.boxes.map((b) => b.node.key).sort()).toEqual([
      'cached',
      'fallback',
      'readingCache',
      'ready',
      'requesting',
    ])
    // Every transition plus the arrow from the initial marker, each with a drawable line.
    expect(layout.arrows).toHaveLength(chart.edges.length + 1)
    expect(layout.arrows.every((a) => a.points.length >= 2)).toBe(true)
    expect(layout.initials).toHaveLength(1)
  })
})
