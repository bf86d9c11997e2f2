/**
 * A drawable description of a machine, read from the machine definition itself (machine.root):
 * states and their nesting, initial and final states, transitions with event names, guards and
 * resolved delays, invoked actors, entry and exit actions, descriptions. The visualizer lays it out.
 */
import { getInitialSnapshot, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode } from 'xstate'
import { formatDuration, resolveDelay } from './events'

export type ChartNodeType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history'

export interface ChartNode {
  id: string
  key: string
  type: ChartNodeType
  description?: string
  /** Id of the child entered first (compound states). */
  initial?: string
  entry: string[]
  exit: string[]
  invoke: Array<{ id: string; src: string }>
  children: ChartNode[]
}

export interface ChartEdge {
  id: string
  source: string
  target: string
  /** What starts it: "REFRESH", "done: readCache", "after 15 s", "always". */
  trigger: string
  guard?: string
  actions: string[]
  /** trigger [guard] / actions — one line for the drawing. */
  label: string
}

export interface Chart {
  root: ChartNode
  edges: ChartEdge[]
}

function nameOf(item: unknown, fallback: string): string {
  if (typeof item === 'string') return item
  if (item && typeof item === 'object' && 'type' in item && typeof item.type === 'string') {
    return item.type === 'xstate.assign' ? 'assign' : item.type
  }
  if (typeof item === 'function') {
    // assign(), raise() etc. carry their kind in `type`; a plain inline function only has a name.
    const kind: unknown = (item as { type?: unknown }).type
    if (typeof kind === 'string') return kind.replace(/^xstate\./, '')
    return item.name && item.name !== 'anonymous' ? item.name : fallback
  }
  return fallback
}

function list(value: unknown): unknown[] {
  if (value === undefined || value === null) return []
  return Array.isArray(value) ? value : [value]
}

function triggerOf(
  machine: AnyStateMachine,
  node: AnyStateNode,
  eventType: string,
  snapshot?: AnyMachineSnapshot,
): string {
  if (eventType === '') return 'always'
  if (eventType.startsWith('xstate.done.actor.'))
    return `done: ${eventType.slice('xstate.done.actor.'.length)}`
  if (eventType.startsWith('xstate.error.actor.'))
    return `error: ${eventType.slice('xstate.error.actor.'.length)}`
  if (eventType.startsWith('xstate.done.state.')) return 'done'
  const delayed = node.after.find((t) => t.eventType === eventType)
  if (delayed) {
    const ms = resolveDelay(machine, delayed.delay, snapshot)
    const duration = ms === undefined ? '' : formatDuration(ms)
    if (typeof delayed.delay !== 'string') return `after ${duration}`
    return duration ? `after ${delayed.delay} (${duration})` : `after ${delayed.delay}`
  }
  return eventType
}

function toNode(node: AnyStateNode): ChartNode {
  const children = Object.values(node.states).map(toNode)
  const initialTarget = node.type === 'compound' ? node.initial?.target[0] : undefined
  return {
    id: node.id,
    key: node.key,
    type: node.type,
    description: node.description,
    initial: initialTarget?.id,
    entry: list(node.config.entry).map((a) => nameOf(a, 'inline action')),
    exit: list(node.config.exit).map((a) => nameOf(a, 'inline action')),
    invoke: node.invoke.map((inv) => ({
      id: inv.id,
      src: typeof inv.src === 'string' ? inv.src : 'inline actor',
    })),
    children,
  }
}

function edgesOf(machine: AnyStateMachine, node: AnyStateNode, snapshot?: AnyMachineSnapshot): ChartEdge[] {
  const own = [...node.transitions.entries(), ['', node.always ?? []] as const].flatMap(([eventType, defs]) =>
    defs.map((def, i) => {
      const trigger = triggerOf(machine, node, eventType, snapshot)
      const guard = def.guard === undefined ? undefined : nameOf(def.guard, 'inline guard')
      const actions = def.actions.map((a: unknown) => nameOf(a, 'inline action'))
      const guardText = guard ? ` [${guard}]` : ''
      const actionText = actions.length ? ` / ${actions.join(', ')}` : ''
      return (def.target ?? [node]).map((target: AnyStateNode, t: number) => ({
        id: `${node.id}:${eventType || 'always'}:${i}:${t}`,
        source: node.id,
        target: target.id,
        trigger,
        guard,
        actions,
        label: `${trigger}${guardText}${actionText}`,
      }))
    }),
  )
  return [...own.flat(), ...Object.values(node.states).flatMap((child) => edgesOf(machine, child, snapshot))]
}

function firstSnapshot(machine: AnyStateMachine, input: unknown): AnyMachineSnapshot | undefined {
  try {
    return getInitialSnapshot(machine, input)
  } catch {
    // A machine that needs input it was not given: its context-dependent delays go unlabelled.
    return undefined
  }
}

/**
 * `input`: the machine's sample input (catalogue `sampleInputs`), for delays read from the context
 * (the poll's timing comes from the configuration in its input): they are labelled with the
 * durations of the machine's first snapshot.
 */
export function chartOf(machine: AnyStateMachine, options: { input?: unknown } = {}): Chart {
  const snapshot = firstSnapshot(machine, options.input)
  return { root: toNode(machine.root), edges: edgesOf(machine, machine.root, snapshot) }
}
