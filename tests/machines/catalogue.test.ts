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

  it('reaches every state (but those its product has not, which it does not reach)', () => {
    const reached = new Set(paths.flatMap((p) => p.snapshot._nodes.map((n) => n.id)))
    const absent = entry.notInThisProduct ?? {}
    expect(
      allStateIds(entry.machine).filter((id) => !reached.has(id) && !(id in absent)),
      'unreachable states',
    ).toEqual([])
    expect(
      Object.keys(absent).filter((id) => reached.has(id) || !allStateIds(entry.machine).includes(id)),
      'states said to be absent from the product that it reaches, or that do not exist',
    ).toEqual([])
  })
})

it('gives every machine a different id', () => {
  const ids = catalogue.map((e) => e.id)
  expect(new Set(ids).size).toBe(ids.length)
})
