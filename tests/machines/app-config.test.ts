import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { defaultProductConfig } from '@config'
import {
  appConfigMachine,
  type CachedConfiguration,
  type ConfigurationResponse,
} from '@machines/app-config.machine'
import { findMachine } from '@machines/catalogue'
import { allStateIds } from '@machines/lib/paths'
import { createTestClock } from '../support/clock'
import { runModelPaths } from '../support/model'

const entry = findMachine('app-config')!
const saved: CachedConfiguration = { configuration: { flags: { hotels: false } }, etag: 'W/"v1"' }

function start(options: {
  cache?: CachedConfiguration | null
  answer?: () => Promise<ConfigurationResponse>
  writeCache?: (args: unknown, params: CachedConfiguration) => void
  clock?: ReturnType<typeof createTestClock>['clock']
}) {
  const answer = options.answer ?? (async (): Promise<ConfigurationResponse> => ({ status: 'not-modified' }))
  const fetchConfiguration = vi.fn(async (_input: { etag: string | null }) => answer())
  const machine = appConfigMachine.provide({
    actors: {
      readCache: fromPromise(async () => options.cache ?? null),
      fetchConfiguration: fromPromise(async ({ input }: { input: { etag: string | null } }) =>
        fetchConfiguration(input),
      ),
    },
    actions: { writeCache: options.writeCache ?? (() => {}) },
  })
  const actor = createActor(machine, options.clock ? { clock: options.clock } : {}).start()
  return { actor, fetchConfiguration }
}

describe('app configuration: model-based paths', () => {
  const statePaths = runModelPaths(appConfigMachine, { sampleEvents: entry.sampleEvents })
  const transitionPaths = runModelPaths(appConfigMachine, {
    sampleEvents: entry.sampleEvents,
    cover: 'transitions',
  })

  it('reaches every state of the machine', () => {
    const reached = new Set(statePaths.flatMap((p) => p.snapshot._nodes.map((n) => n.id)))
    for (const id of allStateIds(appConfigMachine)) expect(reached, `no path reaches ${id}`).toContain(id)
    expect(statePaths).toHaveLength(allStateIds(appConfigMachine).length)
  })

  it('takes every transition: 3 ways out of the cache read, 4 answers, 3 ways back to the server', () => {
    expect(transitionPaths).toHaveLength(10)
    expect(transitionPaths.some((p) => p.steps.some((s) => s.kind === 'after'))).toBe(true)
  })

  it('tells each path as a story', () => {
    const cached = statePaths.find((p) => p.stateLabel === 'cached')!
    expect(cached.story).toMatch(/^Given the app is looking for a configuration saved on this device/)
    expect(cached.story).toContain(
      'when the server answers not modified, then the app uses its saved configuration',
    )
  })
})

describe('app configuration: examples', () => {
  it('uses the saved copy when the server answers 304, after asking with its ETag', async () => {
    const { actor, fetchConfiguration } = start({ cache: saved })
    await waitFor(actor, (s) => s.matches('cached'))
    expect(fetchConfiguration).toHaveBeenCalledWith({ etag: 'W/"v1"' })
    expect(actor.getSnapshot().context).toMatchObject({ source: 'cache', configuration: saved.configuration })
  })

  it('asks without an ETag when nothing is saved', async () => {
    const { actor, fetchConfiguration } = start({ cache: null })
    await waitFor(actor, (s) => !s.matches('readingCache') && !s.matches('requesting'))
    expect(fetchConfiguration).toHaveBeenCalledWith({ etag: null })
    // A 304 without a saved copy cannot be honoured: the defaults are used and the reason kept.
    expect(actor.getSnapshot().value).toBe('fallback')
    expect(actor.getSnapshot().context.error).toMatch(/none is saved/)
  })

  it('stores a fresh configuration with its ETag', async () => {
    const writeCache = vi.fn()
    const fresh = { flags: { trains: false } }
    const { actor } = start({
      cache: saved,
      writeCache,
      answer: async () => ({ status: 'fresh', etag: 'W/"v2"', configuration: fresh }),
    })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(writeCache).toHaveBeenCalledWith(expect.anything(), { configuration: fresh, etag: 'W/"v2"' })
    expect(actor.getSnapshot().context).toMatchObject({
      source: 'network',
      configuration: fresh,
      etag: 'W/"v2"',
    })
  })

  it('falls back to the default configuration when the request fails, and retries on demand', async () => {
    let fail = true
    const { actor } = start({
      cache: saved,
      answer: async () => {
        if (fail) throw new Error('NETWORK_OFFLINE')
        return { status: 'not-modified' }
      },
    })
    await waitFor(actor, (s) => s.matches('fallback'))
    expect(actor.getSnapshot().context).toMatchObject({
      source: 'default',
      configuration: defaultProductConfig,
      error: 'NETWORK_OFFLINE',
    })
    fail = false
    actor.send({ type: 'RETRY' })
    await waitFor(actor, (s) => s.matches('cached'))
    expect(actor.getSnapshot().context.source).toBe('cache')
  })

  it('gives up after the request timeout and uses the defaults', async () => {
    const { clock, advance } = createTestClock()
    const { actor } = start({ cache: saved, clock, answer: () => new Promise<never>(() => {}) })
    await waitFor(actor, (s) => s.matches('requesting'))
    advance(appConfigMachine.implementations.delays.requestTimeout as number)
    expect(actor.getSnapshot().value).toBe('fallback')
    expect(actor.getSnapshot().context.error).toMatch(/took too long/)
  })
})
