/**
 * The fewest paths (near enough) that, together, take every transition of a machine's model: what
 * drives the real store in the browser, where every path is a fresh page and every step costs time.
 *
 * The model is the graph `machinePaths` walks: states are snapshots told apart by their value (and
 * the context kept by `serializeContext`), transitions are what `offersFor` says can happen in each.
 * A transition is (state, event, next state); the set to cover is every one found from the first
 * snapshot reached of each state.
 *
 * Greedy: a path starts at the initial snapshot and, from wherever it is, goes by the shortest way to
 * the nearest transition not taken yet, and again, until none is reachable; then a new path starts.
 * The walk is concrete — every step is the machine's own transition from the snapshot the path is
 * really in, context included — so a path's steps are exactly what a replay (or the store) will do.
 * A transition found only from a context the walk cannot reach again is covered by the shortest
 * path to the snapshot it was found from. Paths that are the start of another are dropped.
 */
import {
  getInitialSnapshot,
  transition,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate'
import { adjacencyMapToArray, getAdjacencyMap } from 'xstate/graph'
import { offersFor } from './events'
import {
  serializeEvent,
  snapshotSerializer,
  toMachinePath,
  type MachinePath,
  type PathOptions,
  type RawStep,
} from './paths'

export interface PathCoverOptions extends Omit<PathOptions, 'cover'> {
  /**
   * Ends a path after this many steps (the start not counted) and starts the next one, trading a
   * few more paths for shorter ones that fail closer to their cause. Unlimited by default. A path
   * is longer only when the way to one transition is longer by itself.
   */
  maxSteps?: number
  /** Event types left out of the model (a binding's `notInStore`). */
  leaveOut?: ReadonlyArray<string>
}

/** One transition of the model: where from, what happens, where to (all serialized). */
export interface ModelTransition {
  from: string
  event: string
  to: string
}

const transitionKey = (t: ModelTransition) => `${t.from}\u0000${t.event}\u0000${t.to}`

interface Node {
  snapshot: AnyMachineSnapshot
  key: string
}

/** The paths and what they cover; `transitions` is every transition of the model. */
export interface PathCover {
  paths: MachinePath[]
  transitions: ModelTransition[]
}

export function pathCover(machine: AnyStateMachine, options: PathCoverOptions = {}): PathCover {
  const { sampleEvents = {}, maxSteps = Infinity, leaveOut = [] } = options
  const serialize = snapshotSerializer(options.serializeContext)
  const offers = (snapshot: AnyMachineSnapshot) =>
    offersFor(machine, snapshot, sampleEvents).filter((o) => !leaveOut.includes(o.event.type))
  const adjacency = getAdjacencyMap(machine, {
    events: (snapshot: AnyMachineSnapshot) => offers(snapshot).map((o) => o.event),
    serializeState: (snapshot: AnyMachineSnapshot) => serialize(snapshot),
    serializeEvent,
    input: options.input,
  })

  // Every transition, with the snapshot it was found from (the first one reached of its state).
  const edges = adjacencyMapToArray(adjacency).map((edge) => ({
    from: serialize(edge.state),
    event: serializeEvent(edge.event),
    to: serialize(edge.nextState),
    edge,
  }))
  const all: ModelTransition[] = edges.map(({ from, event, to }) => ({ from, event, to }))
  const uncovered = new Set(all.map(transitionKey))

  const step = (node: Node, event: EventObject): { node: Node; key: string } => {
    const [next] = transition(machine, node.snapshot, event)
    const key = serialize(next)
    return {
      node: { snapshot: next, key },
      key: transitionKey({ from: node.key, event: serializeEvent(event), to: key }),
    }
  }

  /**
   * Shortest way from `start` whose last transition is not covered yet; null when there is none.
   * One that leaves the path somewhere it can go on from is preferred to one into an end (a final
   * state, or one with nothing to do), which would end the path and start another from the top.
   */
  const nearestUncovered = (start: Node): RawStep[] | null => {
    const seen = new Set([start.key])
    const queue: Array<{ node: Node; route: RawStep[] }> = [{ node: start, route: [] }]
    let intoAnEnd: RawStep[] | null = null
    for (let head = 0; head < queue.length; head++) {
      const { node, route } = queue[head]!
      for (const offer of offers(node.snapshot)) {
        const taken = step(node, offer.event)
        const next = [...route, { event: offer.event, snapshot: taken.node.snapshot }]
        if (uncovered.has(taken.key)) {
          if (offers(taken.node.snapshot).length > 0) return next
          intoAnEnd ??= next
        }
        if (!seen.has(taken.node.key)) {
          seen.add(taken.node.key)
          queue.push({ node: taken.node, route: next })
        }
      }
    }
    return intoAnEnd
  }

  const initial = getInitialSnapshot(machine, options.input)
  if (initial.status === 'error')
    throw new Error(
      `${machine.id} fails to start (${String(initial.error)}): does it need an input (sampleInputs)?`,
    )
  const start: RawStep = { event: { type: 'xstate.init' }, snapshot: initial }
  const covering: RawStep[][] = []
  const markCovered = (steps: RawStep[]) => {
    for (let i = 1; i < steps.length; i++) {
      const from = serialize(steps[i - 1]!.snapshot)
      const to = serialize(steps[i]!.snapshot)
      uncovered.delete(transitionKey({ from, event: serializeEvent(steps[i]!.event), to }))
    }
  }

  while (uncovered.size > 0) {
    const steps: RawStep[] = [start]
    for (;;) {
      if (steps.length - 1 >= maxSteps) break
      const last = steps[steps.length - 1]!
      const route = nearestUncovered({ snapshot: last.snapshot, key: serialize(last.snapshot) })
      if (!route) break
      const room = maxSteps - (steps.length - 1)
      // A route longer than the room left starts the next path instead, unless the path is empty.
      if (route.length > room && steps.length > 1) break
      steps.push(...route)
      markCovered(steps)
    }
    if (steps.length > 1) {
      covering.push(steps)
      continue
    }
    // Nothing reachable from the start by walking: cover what is left from the snapshots it was found from.
    for (const { from, event, to, edge } of edges) {
      const key = transitionKey({ from, event, to })
      if (!uncovered.has(key)) continue
      uncovered.delete(key)
      const route = routeTo(edges, initial, from, serialize)
      if (!route) continue
      const steps = [start, ...route, { event: edge.event, snapshot: edge.nextState }]
      covering.push(steps)
      markCovered(steps)
    }
  }

  return {
    paths: withoutPrefixes(covering).map((steps) => toMachinePath(machine, steps, sampleEvents)),
    transitions: all,
  }
}

/** The shortest route over the model's transitions from the initial snapshot to the state `key`. */
function routeTo(
  edges: ReadonlyArray<{ from: string; edge: { event: EventObject; nextState: AnyMachineSnapshot } }>,
  initial: AnyMachineSnapshot,
  key: string,
  serialize: (s: AnyMachineSnapshot) => string,
): RawStep[] | null {
  const startKey = serialize(initial)
  const previous = new Map<string, { from: string; step: RawStep } | null>([[startKey, null]])
  const queue = [startKey]
  for (let head = 0; head < queue.length && !previous.has(key); head++) {
    const at = queue[head]!
    for (const { from, edge } of edges) {
      if (from !== at) continue
      const next = serialize(edge.nextState)
      if (previous.has(next)) continue
      previous.set(next, { from: at, step: { event: edge.event, snapshot: edge.nextState } })
      queue.push(next)
    }
  }
  if (!previous.has(key)) return null
  const route: RawStep[] = []
  for (let link = previous.get(key); link; link = previous.get(link.from)) route.unshift(link.step)
  return route
}

function withoutPrefixes(paths: RawStep[][]): RawStep[][] {
  const events = paths.map((steps) => steps.map((s) => serializeEvent(s.event)))
  return paths.filter(
    (_, i) =>
      !events.some(
        (other, j) =>
          j !== i &&
          other.length >= events[i]!.length &&
          (other.length > events[i]!.length || j < i) &&
          events[i]!.every((e, k) => other[k] === e),
      ),
  )
}

/** The transitions of the model that no path takes (empty for a cover). */
export function untakenTransitions(cover: PathCover, options: Pick<PathOptions, 'serializeContext'> = {}) {
  const serialize = snapshotSerializer(options.serializeContext)
  const taken = new Set<string>()
  for (const path of cover.paths)
    for (let i = 1; i < path.steps.length; i++)
      taken.add(
        transitionKey({
          from: serialize(path.steps[i - 1]!.snapshot),
          event: serializeEvent(path.steps[i]!.event),
          to: serialize(path.steps[i]!.snapshot),
        }),
      )
  return cover.transitions.filter((t) => !taken.has(transitionKey(t)))
}
