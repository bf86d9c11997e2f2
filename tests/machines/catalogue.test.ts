import { describe, expect, it } from 'vitest'
import { catalogue } from '@machines/catalogue'
import { allStateIds } from '@machines/lib/paths'
import { runModelPaths } from '../support/model'

// Every machine in the catalogue gets its paths generated and replayed: adding an entry is enough.
describe.each(catalogue.map((entry) => [entry.id, entry] as const))('catalogue: %s', (_id, entry) => {
  const paths = runModelPaths(entry.machine, {
    sampleEvents: entry.sampleEvents,
    input: entry.sampleInputs,
    serializeContext: entry.serializeContext,
  })

  it('has a title, a one-line summary and a URL-safe id', () => {
    expect(entry.id).toMatch(/^[a-z0-9-]+$/)
    expect(entry.title.trim()).not.toBe('')
    expect(entry.summary).not.toMatch(/\n/)
  })

  it('describes every state for the visualizer', () => {
    const walk = (node: typeof entry.machine.root): string[] =>
      Object.values(node.states).flatMap((child) => [
        ...(child.description?.trim() ? [] : [child.id]),
        ...walk(child),
      ])
    expect(walk(entry.machine.root), 'states without a description').toEqual([])
  })

  it('reaches every state', () => {
    const reached = new Set(paths.flatMap((p) => p.snapshot._nodes.map((n) => n.id)))
    expect(
      allStateIds(entry.machine).filter((id) => !reached.has(id)),
      'unreachable states',
    ).toEqual([])
  })
})

it('gives every machine a different id', () => {
  const ids = catalogue.map((e) => e.id)
  expect(new Set(ids).size).toBe(ids.length)
})
