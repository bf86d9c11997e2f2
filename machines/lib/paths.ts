/**
 * Model-based paths for any machine, including ones that invoke actors and wait on timers.
 *
 * `createTestModel` refuses `invoke` and `after` (PLATFORM.md), so this builds a plain `TestModel`
 * whose events are, per snapshot, what `offersFor` says can happen: sent events with their sample
 * payloads, actors finishing or failing, timers running out. Pure: runs in tests and the browser.
 */
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate'
import { TestModel } from 'xstate/graph'
import { activeDescriptions, offersFor, type Offer, type OfferKind, type SampleEvents } from './events'

export interface PathOptions {
  sampleEvents?: SampleEvents
  /** Input for the machine's first snapshot. */
  input?: unknown
  /**
   * 'states' (default): one shortest path to every reachable state.
   * 'transitions': a shortest path to every state, then each transition out of it.
   */
  cover?: 'states' | 'transitions'
  /**
   * States that differ only in context are one state unless this says otherwise: `true` keeps
   * the whole context, a function keeps what it returns.
   */
  serializeContext?: boolean | ((context: unknown) => unknown)
}

export interface PathStep {
  kind: OfferKind | 'start'
  event: EventObject
  /** Plain words for the event: "the server answers not modified". */
  label: string
  actorId?: string
  delayMs?: number
  /** The snapshot after the step. */
  snapshot: AnyMachineSnapshot
  /** Dotted state value after the step, e.g. "requesting" or "checkout.payment". */
  stateLabel: string
  description: string
}

export interface MachinePath {
  /** Stable within one generation: the event labels joined, for test names and React keys. */
  id: string
  /** Given …, when …, then … */
  story: string
  steps: PathStep[]
  /** The snapshot the path ends in. */
  snapshot: AnyMachineSnapshot
  stateLabel: string
}

/** JSON with errors kept by message: two error samples must not collapse into one `{}`. */
export function serializeEvent(event: EventObject): string {
  return JSON.stringify(event, (_key, value: unknown) =>
    value instanceof Error ? { error: value.message } : value,
  )
}

export function stateLabel(snapshot: AnyMachineSnapshot): string {
  const flatten = (value: unknown, prefix: string): string[] =>
    typeof value === 'string'
      ? [prefix + value]
      : Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
          flatten(child, `${prefix}${key}.`),
        )
  return flatten(snapshot.value, '').join(' + ')
}

function describeSnapshot(snapshot: AnyMachineSnapshot): string {
  const leaves = snapshot._nodes.filter((node) => node.type === 'atomic' || node.type === 'final')
  const words = leaves.map((node) => node.description ?? `the machine is in ${node.path.join('.')}`)
  return words.map(sentenceFragment).join(' and ')
}

/**
 * "The store waits." → "the store waits" (and "A one-way journey" → "a one-way journey"), so it reads
 * inside a Given/when/then sentence; "OTP sent" keeps its capitals.
 */
function sentenceFragment(text: string): string {
  const trimmed = text.trim().replace(/[.\s]+$/, '')
  return /^[A-Z]( |[a-z])/.test(trimmed) ? trimmed[0]!.toLowerCase() + trimmed.slice(1) : trimmed
}

export function snapshotSerializer(option: PathOptions['serializeContext'] = false) {
  const keep =
    typeof option === 'function' ? option : option ? (context: unknown) => context : () => undefined
  return (snapshot: AnyMachineSnapshot) =>
    JSON.stringify({ value: snapshot.value, status: snapshot.status, context: keep(snapshot.context) })
}

export function createMachineModel(machine: AnyStateMachine, options: PathOptions = {}) {
  const { sampleEvents = {} } = options
  return new TestModel(machine, {
    events: (snapshot: AnyMachineSnapshot) => offersFor(machine, snapshot, sampleEvents).map((o) => o.event),
    serializeState: snapshotSerializer(options.serializeContext),
    serializeEvent,
    input: options.input,
  })
}

/** Generated paths with plain-language stories; see PathOptions.cover. */
export function machinePaths(machine: AnyStateMachine, options: PathOptions = {}): MachinePath[] {
  const model = createMachineModel(machine, options)
  const statePaths = model.getShortestPaths({ allowDuplicatePaths: true })
  const raw = statePaths.map((p) => p.steps.map((s) => ({ event: s.event, snapshot: s.state })))
  if (options.cover === 'transitions') {
    const adjacency = model.getAdjacencyMap()
    const serialize = snapshotSerializer(options.serializeContext)
    const extended = statePaths.flatMap((path) => {
      const entry = adjacency[serialize(path.state) as keyof typeof adjacency]
      const base = path.steps.map((s) => ({ event: s.event, snapshot: s.state }))
      return Object.values(entry?.transitions ?? {}).map(({ event, state }) => [
        ...base,
        { event, snapshot: state },
      ])
    })
    // A path ending in a state with no way out is still a path worth telling.
    const dead = raw.filter(
      (steps) => !extended.some((e) => e.length === steps.length + 1 && sameStart(e, steps)),
    )
    return [...extended, ...dead].map((steps) => toMachinePath(machine, steps, options.sampleEvents ?? {}))
  }
  return raw.map((steps) => toMachinePath(machine, steps, options.sampleEvents ?? {}))
}

export type RawStep = { event: EventObject; snapshot: AnyMachineSnapshot }

function sameStart(longer: RawStep[], shorter: RawStep[]): boolean {
  return shorter.every((s, i) => serializeEvent(s.event) === serializeEvent(longer[i]!.event))
}

/** Raw steps (the first one the start) as a path with labels, kinds and a story. */
export function toMachinePath(
  machine: AnyStateMachine,
  raw: RawStep[],
  sampleEvents: SampleEvents,
): MachinePath {
  const steps: PathStep[] = raw.map((step, i) => {
    const base = {
      event: step.event,
      snapshot: step.snapshot,
      stateLabel: stateLabel(step.snapshot),
      description: describeSnapshot(step.snapshot),
    }
    const previous = raw[i - 1]
    if (!previous) return { ...base, kind: 'start', label: 'the flow starts' }
    const offer = findOffer(machine, previous.snapshot, step.event, sampleEvents)
    return { ...base, kind: offer.kind, label: offer.label, actorId: offer.actorId, delayMs: offer.delayMs }
  })
  const [first, ...rest] = steps
  const given = `Given ${first!.description}`
  const whens = rest.map((s) => `when ${s.label}, then ${s.description}`)
  const last = steps[steps.length - 1]!
  return {
    id: steps.map((s) => `${s.label}→${s.stateLabel}`).join(' | '),
    story: `${[given, ...whens].join('; ')}.`,
    steps,
    snapshot: last.snapshot,
    stateLabel: last.stateLabel,
  }
}

function findOffer(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  event: EventObject,
  sampleEvents: SampleEvents,
): Offer {
  const wanted = serializeEvent(event)
  const found = offersFor(machine, snapshot, sampleEvents).find((o) => serializeEvent(o.event) === wanted)
  return found ?? { kind: 'user', event, label: `${event.type} happens` }
}

/** Every state id of the machine that a path should be able to reach (the root left out). */
export function allStateIds(machine: AnyStateMachine): string[] {
  const ids: string[] = []
  const walk = (node: AnyStateMachine['root']) => {
    for (const child of Object.values(node.states)) {
      ids.push(child.id)
      walk(child)
    }
  }
  walk(machine.root)
  return ids
}

export { activeDescriptions }
