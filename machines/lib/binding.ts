/**
 * How a machine's model meets the real store: a binding says, for every state, how a person sees it
 * on the page, and for every event, how it is caused there. With one, the paths generated from the
 * machine (path-cover.ts) drive the store in a browser (tests/e2e/model/) and every step is checked
 * against the page. Pure data, so machines/ stays free of Playwright and React; the /flows page
 * shows the same data as "how to see" and "how to cause" (describe* below).
 *
 * Strings in targets, values and addresses may hold `{name}` placeholders, filled in by the test
 * harness: `{today+5}` (a date, YYYY-MM-DD, counted from the traveller's today), and variables set by
 * a `set` step or a harness step (an account's `{login}`, `{password}`, `{phone}`, `{firstName}`;
 * the `{otp}` just sent to `{phone}`). See docs/decisions/0035-model-paths-drive-the-store.md.
 */
import type { AnyMachineSnapshot } from 'xstate'
import type { SampleEvents } from './events'
import type { PathStep } from './paths'

/** ARIA roles the bindings use (Playwright's getByRole takes any of them). */
export type Role =
  | 'alert'
  | 'article'
  | 'banner'
  | 'button'
  | 'cell'
  | 'checkbox'
  | 'combobox'
  | 'dialog'
  | 'form'
  | 'group'
  | 'heading'
  | 'link'
  | 'list'
  | 'listbox'
  | 'listitem'
  | 'main'
  | 'navigation'
  | 'option'
  | 'progressbar'
  | 'radio'
  | 'region'
  | 'spinbutton'
  | 'status'
  | 'tab'
  | 'table'
  | 'tablist'
  | 'textbox'
  | 'timer'

type Text = string | RegExp

/** Something on the page, found the way a person finds it: by role and name, by label, or by text. */
export type Target = ({ role: Role; name?: Text; level?: number } | { label: Text } | { text: Text }) & {
  /** Whole-name match for a string (default: case-insensitive substring, as Playwright does). */
  exact?: boolean
  /** Only inside this element. */
  within?: Target
}

/** One thing that must hold on the page while the machine is in a state. */
export type Check =
  /** Shown (and, with `enabled`, enabled or disabled). */
  | { visible: Target; enabled?: boolean }
  /** Not shown: absent or hidden. */
  | { hidden: Target }
  /** The address (path and query) contains this. */
  | { url: string }
  /**
   * The flow's own state, for moments a person cannot tell apart by eye (a request on its way): the
   * element with `data-flow="<flow>"` lists this state (or one inside it) in `data-flow-state`.
   */
  | { flowState: string; flow: string }

/** One thing done in the browser or to the world around it. */
export type Step =
  | { goto: string }
  | { click: Target }
  | { fill: Target; value: string }
  /** Chooses the option with this label in a select. */
  | { select: Target; option: string }
  | { check: Target }
  | { uncheck: Target }
  | { press: string; on?: Target }
  /**
   * The request of this event's actor, held since the actor started, goes on: to the services,
   * whose answer reaches the page ('arrives'), or nowhere, as when the connection drops ('fails').
   * `of` names another running actor instead (by invoke id), for an event its child machine sends
   * after a request of its own (a poll's batch): that request goes on, and its next one is held.
   */
  | { answer: 'arrives' | 'fails'; of?: string }
  /** The page's clock runs forward by the timer's own delay, or by this many milliseconds. */
  | { tick: 'delay' | number }
  /** Sets `{name}` placeholders for the rest of the path. */
  | { set: Record<string, string> }
  /** A named step the test harness implements (tests/e2e/model/harness-steps.ts). */
  | { harness: string; args?: Record<string, string | number | boolean> }

/**
 * How one event is caused. `do` happens at its place in the path. `before` is for an actor's answer
 * (`xstate.done.actor.*`, `xstate.error.actor.*`): it runs before the step that started the actor,
 * because that is when a person (or the sandbox) decides what the services will answer — which
 * account signs in, which scenario a search runs.
 */
export interface Cause {
  do: Step[]
  before?: Step[]
}

/** One cause per state the event is taken in (a state path or #id; the innermost active one wins). */
export type ByState = { byState: Record<string, Cause> }

/**
 * An event's cause: one for every sample, one per sample label (itself one, or one per state), or
 * one per state.
 */
export type EventBinding = Cause | { bySample: Record<string, Cause | ByState> } | ByState

export interface MachineBinding {
  /**
   * Opens the flow in the store and brings it to the machine's first snapshot (with the entry's
   * sampleInputs): the address, and whatever the sample input says is already filled in.
   */
  start: Step[]
  /**
   * The longest path to run in the store (path-cover.ts `maxSteps`): shorter paths fail nearer their
   * cause and use less of what the services limit per traveller. Unlimited when not given.
   */
  maxSteps?: number
  /**
   * The samples the store paths take, when the store causes fewer than the machine's own (the
   * catalogue entry's): a machine two pages run, each with some of its events (the hotel booking's
   * hold on the review page; pay now and pay at hotel on the guests page), is bound to one of them.
   * Samples left out are proven by the machine tests (and the page's own browser specs) only.
   */
  sampleEvents?: SampleEvents
  /**
   * By state path ('awaitingOtp.code.entering') or id ('#signIn.awaitingOtp.code.entering'): every
   * active leaf state needs checks; a parent's, when given, are checked too.
   */
  states: Record<string, Check[]>
  /** By event type, as in sampleEvents. */
  events: Record<string, EventBinding>
  /**
   * Events the store cannot cause yet, with the reason (shown on /flows): the store paths leave
   * them out, so they are proven only by the machine tests until the store can cause them.
   */
  notInStore?: Record<string, string>
  /**
   * The request each invoked actor makes, by invoke id: a part of its URL and its method. The harness
   * holds that request from the step that starts the actor until the path's answer step, so the
   * waiting state can be seen and the answer arrives when the path says.
   */
  actors?: Record<string, { url: string; method?: 'GET' | 'POST' }>
  /**
   * Some event is caused through another flow whose request the services refuse on purpose (a taken
   * e-mail in the sign-up an overlay shows): the browser's line for a refused request is allowed on
   * every path, as it is on a path with an actor's error.
   */
  refusals?: boolean
}

/**
 * What a page renders in `data-flow-state` for a `flowState` check: the active leaf states' paths,
 * separated by spaces ("awaitingOtp.code.entering awaitingOtp.resend.coolingDown"). With
 * `data-flow="<flow id>"` on the same element: `<div {...flowAttributes('sign-in', snapshot)}>`.
 */
export function flowAttributes(flow: string, snapshot: AnyMachineSnapshot) {
  return { 'data-flow': flow, 'data-flow-state': leafPaths(snapshot).join(' ') }
}

type StateNode = AnyMachineSnapshot['_nodes'][number]

function leaves(snapshot: AnyMachineSnapshot): StateNode[] {
  return snapshot._nodes.filter((n) => n.path.length > 0 && (n.type === 'atomic' || n.type === 'final'))
}

function leafPaths(snapshot: AnyMachineSnapshot): string[] {
  return leaves(snapshot).map((n) => n.path.join('.'))
}

/** A state's key in `states` and `byState`: its path ('awaitingOtp.code'), or its id ('#signIn.awaitingOtp.code'). */
function boundKey(keys: Record<string, unknown>, node: StateNode): string | undefined {
  const path = node.path.join('.')
  return path in keys ? path : `#${node.id}` in keys ? `#${node.id}` : undefined
}

/** The checks for a snapshot: every bound active state's; `missing` names active leaves without one. */
export function checksFor(
  binding: MachineBinding,
  snapshot: AnyMachineSnapshot,
): { checks: Array<{ state: string; check: Check }>; missing: string[] } {
  const checks = snapshot._nodes.flatMap((node) => {
    const key = node.path.length > 0 ? boundKey(binding.states, node) : undefined
    return key ? (binding.states[key] ?? []).map((check) => ({ state: key, check })) : []
  })
  const missing = leaves(snapshot)
    .filter((node) => {
      const key = boundKey(binding.states, node)
      return !key || !binding.states[key]?.length
    })
    .map((node) => node.path.join('.'))
  return { checks, missing }
}

/** The cause of a path step, or null when the binding does not say. `from` is the snapshot before it. */
export function causeFor(binding: MachineBinding, step: PathStep, from: AnyMachineSnapshot): Cause | null {
  const bound = binding.events[step.event.type]
  if (!bound) return null
  const cause = 'bySample' in bound ? bound.bySample[step.label] : bound
  if (!cause) return null
  if ('byState' in cause) {
    // The innermost active state the binding names (a leaf before its parent).
    const node = [...from._nodes].reverse().find((n) => n.path.length > 0 && boundKey(cause.byState, n))
    return node ? cause.byState[boundKey(cause.byState, node)!]! : null
  }
  return cause
}

/** What a path needs that the binding does not give, in words; empty when the path can run. */
export function bindingGaps(binding: MachineBinding, path: { steps: ReadonlyArray<PathStep> }): string[] {
  const gaps = new Set<string>()
  path.steps.forEach((step, i) => {
    for (const state of checksFor(binding, step.snapshot).missing)
      gaps.add(`state "${state}": how to see it (binding.states)`)
    const before = path.steps[i - 1]
    if (before && !causeFor(binding, step, before.snapshot))
      gaps.add(
        `event ${step.event.type} "${step.label}" in ${before.stateLabel}: how to cause it (binding.events)`,
      )
    const started = before ? startedActors(before.snapshot, step.snapshot) : invokedActors(step.snapshot)
    for (const actor of started)
      if (!binding.actors?.[actor]) gaps.add(`actor ${actor}: which request it makes (binding.actors)`)
  })
  return [...gaps]
}

/** The invoke ids of the actors running in a snapshot (those of its active states). */
export function invokedActors(snapshot: AnyMachineSnapshot): string[] {
  return snapshot._nodes.flatMap((n) => n.invoke.map((i) => i.id))
}

/**
 * The invoke ids of the actors a step starts: those of states active after it and not before, and
 * those of a state entered again (`reenter: true`, a filter changed while its results are on their
 * way): its actor is a new one, whose request is a new request to hold.
 */
export function startedActors(before: AnyMachineSnapshot, after: AnyMachineSnapshot): string[] {
  const was = new Set(before._nodes.map((n) => n.id))
  const children: Record<string, unknown> = before.children
  const again: Record<string, unknown> = after.children
  return after._nodes.flatMap((n) =>
    n.invoke
      .map((i) => i.id)
      .filter((id) => !was.has(n.id) || (id in children && children[id] !== again[id])),
  )
}

// ——— In words, for the /flows page ———

const quote = (text: Text) => (typeof text === 'string' ? `“${text}”` : String(text))

export function describeTarget(target: Target): string {
  const own =
    'role' in target
      ? `the ${target.role}${target.level ? ` (level ${target.level})` : ''}${target.name === undefined ? '' : ` ${quote(target.name)}`}`
      : 'label' in target
        ? `the field labelled ${quote(target.label)}`
        : `the text ${quote(target.text)}`
  return target.within ? `${own} in ${describeTarget(target.within)}` : own
}

export function describeCheck(check: Check): string {
  if ('visible' in check) {
    const state = check.enabled === undefined ? '' : check.enabled ? ', enabled' : ', disabled'
    return `${describeTarget(check.visible)} is shown${state}`
  }
  if ('hidden' in check) return `${describeTarget(check.hidden)} is not shown`
  if ('url' in check) return `the address contains ${quote(check.url)}`
  return `the ${check.flow} flow says it is in ${check.flowState}`
}

export function describeStep(step: Step): string {
  if ('goto' in step) return `open ${step.goto}`
  if ('click' in step) return `press ${describeTarget(step.click)}`
  if ('fill' in step) return `type ${quote(step.value)} into ${describeTarget(step.fill)}`
  if ('select' in step) return `choose ${quote(step.option)} in ${describeTarget(step.select)}`
  if ('check' in step) return `tick ${describeTarget(step.check)}`
  if ('uncheck' in step) return `untick ${describeTarget(step.uncheck)}`
  if ('press' in step) return `press the ${step.press} key${step.on ? ` in ${describeTarget(step.on)}` : ''}`
  if ('answer' in step) {
    const what = step.answer === 'arrives' ? 'the services answer' : 'the connection drops before the answer'
    return step.of ? `${what} (${step.of}'s request)` : what
  }
  if ('tick' in step)
    return step.tick === 'delay'
      ? "the page's clock runs past the timer"
      : `the page's clock runs ${step.tick} ms`
  if ('set' in step)
    return Object.entries(step.set)
      .map(([k, v]) => `{${k}} is ${quote(v)}`)
      .join(', ')
  const args = step.args
    ? ` (${Object.entries(step.args)
        .map(([k, v]) => `${k}: ${String(v)}`)
        .join(', ')})`
    : ''
  return `harness: ${step.harness}${args}`
}

export function describeCause(cause: Cause): string {
  const doing = cause.do.map(describeStep).join(', then ')
  return cause.before?.length ? `first ${cause.before.map(describeStep).join(', then ')}; ${doing}` : doing
}
