/**
 * Replays the generated model paths of a machine against a real actor. Invoked actors are
 * simulated (a path's "the server answers …" resolves the actor's promise with the sample output),
 * timers run on a SimulatedClock, and after every step the actor must be in the state the model
 * predicted, with a description on every active state.
 */
import { describe, expect, it } from 'vitest'
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate'
import type { SampleEvents } from '@machines/lib/events'
import {
  activeDescriptions,
  machinePaths,
  serializeEvent,
  stateLabel,
  type MachinePath,
  type PathOptions,
  type PathStep,
} from '@machines/lib/paths'
import { simulate, type Simulation, type SimulationOptions } from '@machines/lib/simulate'

export interface ModelRunOptions {
  sampleEvents?: SampleEvents
  input?: unknown
  /** Implementations to use instead of the machine's own (actors are always simulated). */
  provide?: Pick<SimulationOptions, 'actions' | 'delays'>
  cover?: PathOptions['cover']
  serializeContext?: PathOptions['serializeContext']
  /** Extra checks at the end of each path. */
  assertState?: (snapshot: AnyMachineSnapshot, path: MachinePath) => void
}

/** Replays one path step by step; throws with the story when the actor strays from it. */
export async function replayPath(machine: AnyStateMachine, path: MachinePath, options: ModelRunOptions = {}) {
  const sim = simulate(machine, {
    sampleEvents: options.sampleEvents,
    input: options.input,
    ...options.provide,
  })
  try {
    for (const step of path.steps) {
      await takeStep(sim, step)
      const snapshot = sim.snapshot()
      expect(stateLabel(snapshot), `after "${step.label}" in: ${path.story}`).toBe(step.stateLabel)
      for (const { id, description } of activeDescriptions(snapshot)) {
        expect(description?.trim(), `state ${id} needs a description for the visualizer`).toBeTruthy()
      }
    }
    options.assertState?.(sim.snapshot(), path)
    return sim.snapshot()
  } finally {
    sim.stop()
  }
}

async function takeStep(sim: Simulation, step: PathStep) {
  if (step.kind === 'start') return
  // Match against what the running actor offers, so a delay given through `provide` is the one used.
  const wanted = serializeEvent(step.event)
  const offer = sim.offers().find((o) => serializeEvent(o.event) === wanted)
  if (!offer) {
    const offered = sim.offers().map((o) => o.label)
    throw new Error(
      `"${step.label}" cannot happen in ${stateLabel(sim.snapshot())}; possible: ${offered.join(', ')}`,
    )
  }
  await sim.perform(offer)
}

/**
 * Registers one test per machine (issue 25: a machine replayed against itself proves reachability,
 * not behaviour, so it is a few assertions, not one test per path) that replays every generated
 * path, each failure naming its story; returns the paths so the caller can assert coverage. The
 * behaviour is tested where the same paths drive the real store (tests/e2e/model/).
 */
export function runModelPaths(machine: AnyStateMachine, options: ModelRunOptions = {}): MachinePath[] {
  const paths = machinePaths(machine, {
    sampleEvents: options.sampleEvents,
    input: options.input,
    cover: options.cover,
    serializeContext: options.serializeContext,
  })
  describe(`${machine.id}: ${options.cover ?? 'states'} paths`, () => {
    it(`replays each of its ${paths.length} generated paths to the states it names`, async () => {
      expect(paths.length, 'paths generated').toBeGreaterThan(0)
      for (const path of paths) await replayPath(machine, path, options)
    })
  })
  return paths
}
