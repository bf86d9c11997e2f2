/**
 * Runs a machine with every invoked actor replaced by one that waits to be told how it ends, and a
 * simulated clock. The same runner replays generated paths in tests and lets a person step a
 * machine in the visualizer: "the server answers" is a resolved promise, "the timer runs out" is
 * the clock moved forward, never a real wait.
 */
import {
  createActor,
  fromPromise,
  SimulatedClock,
  type Actor,
  type AnyActorLogic,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate'
import { offersFor, type Offer, type SampleEvents } from './events'

interface Pending {
  resolve: (output: unknown) => void
  reject: (error: unknown) => void
}

export interface SimulationOptions {
  sampleEvents?: SampleEvents
  input?: unknown
  /** Actions (spies, no-ops) to use instead of the machine's own; actors are always simulated. */
  actions?: NonNullable<Parameters<AnyStateMachine['provide']>[0]['actions']>
  /** Delays to use instead of the machine's own, e.g. a shorter request timeout. */
  delays?: NonNullable<Parameters<AnyStateMachine['provide']>[0]['delays']>
}

export interface Simulation {
  actor: Actor<AnyStateMachine>
  clock: SimulatedClock
  snapshot: () => AnyMachineSnapshot
  /** What can happen now: events to send, actors to finish or fail, timers to run out. */
  offers: () => Offer[]
  /** Makes one offer (or a path step) happen and waits until the machine has taken it. */
  perform: (step: {
    kind: Offer['kind'] | 'start'
    event: EventObject
    actorId?: string
    delayMs?: number
  }) => Promise<void>
  stop: () => void
}

/** Lets promise callbacks (the simulated actor settling, its done event) run before we look. */
function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

export function simulate(machine: AnyStateMachine, options: SimulationOptions = {}): Simulation {
  const pending = new Map<string, Pending>()
  const waiting: AnyActorLogic = fromPromise<unknown>(
    ({ self }) =>
      new Promise((resolve, reject) => {
        // Keyed by the invoke id, which is what done/error events name.
        pending.set(self.id, { resolve, reject })
      }),
  )
  const actors = Object.fromEntries(Object.keys(machine.implementations.actors).map((src) => [src, waiting]))
  const clock = new SimulatedClock()
  const provided = machine.provide({
    actors,
    ...(options.actions ? { actions: options.actions } : {}),
    ...(options.delays ? { delays: options.delays } : {}),
  })
  const actor = createActor(provided, { clock, input: options.input })
  actor.start()

  return {
    actor,
    clock,
    snapshot: () => actor.getSnapshot(),
    offers: () => offersFor(provided, actor.getSnapshot(), options.sampleEvents),
    perform: async ({ kind, event, actorId, delayMs }) => {
      if (kind === 'start') return
      if (kind === 'user') actor.send(event)
      else if (kind === 'after') clock.increment(delayMs ?? 0)
      else if (kind === 'done' || kind === 'error') {
        const id = actorId ?? ''
        const waiter = pending.get(id)
        if (!waiter) throw new Error(`No running actor "${id}" to ${kind === 'done' ? 'finish' : 'fail'}.`)
        pending.delete(id)
        if (kind === 'done') waiter.resolve('output' in event ? event.output : undefined)
        else waiter.reject('error' in event ? event.error : new Error(`${id} failed`))
        await settle()
      }
    },
    stop: () => actor.stop(),
  }
}
