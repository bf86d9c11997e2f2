/**
 * What can happen to a machine in a given snapshot: the events a person can send, the invoked
 * actors that can finish or fail, and the timers that can run out. Shared by the path generator,
 * the test runner and the visualizer so all three agree on what "enabled" means.
 */
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject } from 'xstate'

/**
 * Sample events for a machine, keyed by event type. The internal events use xstate's own names:
 * `xstate.done.actor.<invokeId>` (give `output`), `xstate.error.actor.<invokeId>` (give `error`).
 * A `label` says in plain words what the sample means ("the server answers not modified").
 */
export type SampleEvents = Record<string, ReadonlyArray<SampleEvent>>
export type SampleEvent = { label?: string } & Record<string, unknown>

export type OfferKind = 'user' | 'done' | 'error' | 'after'

/** One thing that can happen now, ready to be sent (or simulated) and described. */
export interface Offer {
  kind: OfferKind
  event: EventObject
  /** Plain words for stories and buttons: "the request timeout (15 s) runs out". */
  label: string
  /** The invoke id for done/error offers. */
  actorId?: string
  /** The resolved delay in milliseconds for after offers. */
  delayMs?: number
}

const doneActor = 'xstate.done.actor.'
const errorActor = 'xstate.error.actor.'
const after = 'xstate.after.'

/** camelCase or SNAKE_CASE to lower-case words: readCache → "read cache". */
export function humanize(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .toLowerCase()
    .trim()
}

export function formatDuration(ms: number): string {
  if (ms < 1000) return `${ms} ms`
  if (ms < 60_000) return `${Math.round(ms / 100) / 10} s`.replace('.0 s', ' s')
  const minutes = Math.floor(ms / 60_000)
  const seconds = Math.round((ms % 60_000) / 1000)
  return seconds ? `${minutes} min ${seconds} s` : `${minutes} min`
}

/** The delay of an `after` transition in ms, resolving named delays against the machine's implementations. */
export function resolveDelay(
  machine: AnyStateMachine,
  delay: unknown,
  snapshot?: AnyMachineSnapshot,
): number | undefined {
  if (typeof delay === 'number') return delay
  const impl: unknown = typeof delay === 'string' ? machine.implementations.delays[delay] : delay
  if (typeof impl === 'number') return impl
  if (typeof impl === 'function') {
    try {
      const value: unknown = impl(
        { context: snapshot?.context ?? {}, event: { type: 'xstate.init' } },
        undefined,
      )
      return typeof value === 'number' ? value : undefined
    } catch {
      // A delay read from the running context (the poll's timing) has no number without one.
      return undefined
    }
  }
  return undefined
}

/** The delayed transitions of a state node, with the event type xstate raises for each. */
export function delayedTransitions(node: AnyStateNode): Array<{ eventType: string; delay: unknown }> {
  return node.after.map((t) => ({ eventType: t.eventType, delay: t.delay }))
}

function withoutLabel(sample: SampleEvent): Record<string, unknown> {
  const { label: _label, ...rest } = sample
  return rest
}

/**
 * Every event that could change this snapshot now, one per sample (or one bare event when no
 * sample is registered), each with its kind and label. Events the snapshot cannot take (no
 * transition, or every guard false) are left out.
 */
export function offersFor(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  sampleEvents: SampleEvents = {},
): Offer[] {
  if (snapshot.status !== 'active') return []
  const delays = new Map<string, unknown>()
  for (const node of snapshot._nodes)
    for (const d of delayedTransitions(node)) delays.set(d.eventType, d.delay)
  const types = [...new Set(snapshot._nodes.flatMap((node) => node.ownEvents))].filter(
    // Wildcards and state-done events are not something a person or the outside world sends.
    (type) => type !== '*' && !type.endsWith('.*') && !type.startsWith('xstate.done.state.'),
  )
  const offers: Offer[] = []
  for (const type of types) {
    const samples: ReadonlyArray<SampleEvent> = sampleEvents[type] ?? [{}]
    for (const sample of samples) {
      const offer = toOffer(machine, snapshot, type, sample, delays)
      if (snapshot.can(offer.event)) offers.push(offer)
    }
  }
  return offers
}

function toOffer(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  type: string,
  sample: SampleEvent,
  delays: Map<string, unknown>,
): Offer {
  if (type.startsWith(doneActor)) {
    const actorId = type.slice(doneActor.length)
    const event = { output: undefined, ...withoutLabel(sample), type, actorId }
    return { kind: 'done', event, actorId, label: sample.label ?? `${humanize(actorId)} finishes` }
  }
  if (type.startsWith(errorActor)) {
    const actorId = type.slice(errorActor.length)
    const event = {
      error: new Error(`${actorId} failed (simulated)`),
      ...withoutLabel(sample),
      type,
      actorId,
    }
    return { kind: 'error', event, actorId, label: sample.label ?? `${humanize(actorId)} fails` }
  }
  const delay = delays.get(type)
  if (type.startsWith(after) && delay !== undefined) {
    const delayMs = resolveDelay(machine, delay, snapshot)
    const name = typeof delay === 'string' ? `the ${humanize(delay)}` : 'the wait'
    const duration = delayMs === undefined ? '' : ` (${formatDuration(delayMs)})`
    return { kind: 'after', event: { type }, delayMs, label: sample.label ?? `${name}${duration} runs out` }
  }
  return {
    kind: 'user',
    event: { ...withoutLabel(sample), type },
    label: sample.label ?? `the person chooses ${humanize(type)}`,
  }
}

/** The descriptions of the active states, outermost first; the root's is left out. */
export function activeDescriptions(
  snapshot: AnyMachineSnapshot,
): Array<{ id: string; description?: string }> {
  return snapshot._nodes
    .filter((node) => node.parent !== undefined)
    .map((node) => ({ id: node.id, description: node.description }))
}
