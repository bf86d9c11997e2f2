/**
 * Runs one generated path of a machine in the real store, following the machine's binding
 * (machines/lib/binding.ts): the start steps, then for every step of the path its cause, and after
 * every step the checks of every active state. Requests of invoked actors are held from the step
 * that starts the actor until the path's answer step, so waiting states can be seen and answers
 * arrive in the path's order. Timers run on the page's clock (installed when the path has one).
 */
import type { APIRequestContext, Locator, Page, Route } from '@playwright/test'
import type { AnyMachineSnapshot } from 'xstate'
import {
  bindingGaps,
  causeFor,
  checksFor,
  describeCheck,
  describeStep,
  invokedActors,
  startedActors,
  type Check,
  type MachineBinding,
  type Step,
  type Target,
} from '@machines/lib/binding'
import type { MachinePath, PathStep } from '@machines/lib/paths'
import { expect } from '../fixtures'
import { harnessSteps, resolveVariable } from './harness-steps'

export interface Harness {
  page: Page
  request: APIRequestContext
  /** `{name}` placeholders set so far in this path. */
  vars: Map<string, string>
  /** The path step being caused (its delay, its actor). */
  step?: PathStep
}

// ——— Held requests ———

interface Hold {
  actor: string
  url: string
  method: string
  /** Every request to the actor's address since it was armed (the page may ask twice at once). */
  routes: Route[]
  arrived: Promise<void>
  take: () => void
}

/** Requests of invoked actors, held from the step that starts the actor until its answer step. */
export class Holds {
  private holds: Hold[] = []
  private patterns = new Set<string>()

  constructor(private readonly page: Page) {}

  /**
   * Holds the actor's next request (its URL contains `url`), and the very same request again until
   * the answer step: the services answer then, whoever asked (a page whose query and flow both read
   * the same server function as it starts).
   */
  async arm(actor: string, request: { url: string; method?: string }): Promise<void> {
    // An actor started again (its state entered anew) leaves its last request unanswered: the flow
    // stopped listening to it. The answer step lets the new one go on.
    this.holds = this.holds.filter((h) => h.actor !== actor)
    let take!: () => void
    const arrived = new Promise<void>((resolve) => (take = resolve))
    this.holds.push({ actor, url: request.url, method: request.method ?? 'POST', routes: [], arrived, take })
    if (this.patterns.has(request.url)) return
    this.patterns.add(request.url)
    await this.page.route(
      (u) => u.href.includes(request.url),
      (route) => this.catch(route),
    )
  }

  private async catch(route: Route) {
    const req = route.request()
    const same = (r: Route) => r.request().method() === req.method() && r.request().url() === req.url()
    // The same request again joins the one held; otherwise the first hold still waiting takes it.
    const hold =
      this.holds.find((h) => h.routes.some(same)) ??
      this.holds.find((h) => h.routes.length === 0 && req.method() === h.method && req.url().includes(h.url))
    if (!hold) return route.fallback()
    hold.routes.push(route)
    hold.take()
  }

  /**
   * Lets the actor's held requests go on (or drop); fails when the store never sent one. With
   * `again`, the actor's next request is held in turn (an actor that asks repeatedly, such as a poll).
   */
  async release(actor: string, how: 'arrives' | 'fails', again = false): Promise<void> {
    const hold = this.holds.find((h) => h.actor === actor)
    if (!hold) throw new Error(`no request of ${actor} is held: did a step start it? (binding.actors)`)
    const arrived = await Promise.race([
      hold.arrived.then(() => true),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), 10_000)),
    ])
    if (!arrived) throw new Error(`the store sent no request for ${actor} (a URL with "${hold.url}")`)
    this.holds = this.holds.filter((h) => h !== hold)
    if (again) await this.arm(actor, { url: hold.url, method: hold.method })
    for (const route of hold.routes) {
      if (how === 'arrives') await route.continue()
      else await route.abort('failed')
    }
  }

  /** Whether any request is held or waited for. */
  holding(): boolean {
    return this.holds.length > 0
  }

  /**
   * Actors no longer running (their state was left, the path ended): their requests are never
   * answered. The flow has stopped listening, and an answer now (say, a resend the page's clock
   * allowed but the services' did not) would only be noise in the browser's log.
   */
  forget(running: ReadonlySet<string>): void {
    this.holds = this.holds.filter((h) => running.has(h.actor))
  }
}

const runningActors = (snapshot: AnyMachineSnapshot) => new Set(invokedActors(snapshot))

// ——— Placeholders, targets, checks, steps ———

export async function fillIn(h: Harness, text: string): Promise<string> {
  let out = text
  for (const [whole, name] of text.matchAll(/\{([^}]+)\}/g))
    out = out.replace(whole, await resolveVariable(h, name!))
  return out
}

async function fillInText(h: Harness, text: string | RegExp): Promise<string | RegExp> {
  return typeof text === 'string' ? fillIn(h, text) : text
}

async function locate(h: Harness, target: Target): Promise<Locator> {
  const scope: Page | Locator = target.within ? await locate(h, target.within) : h.page
  const exact = target.exact
  if ('role' in target) {
    const name = target.name === undefined ? undefined : await fillInText(h, target.name)
    return scope.getByRole(target.role, { name, exact, level: target.level })
  }
  if ('label' in target) return scope.getByLabel(await fillInText(h, target.label), { exact })
  return scope.getByText(await fillInText(h, target.text), { exact })
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

async function check(h: Harness, c: Check, message: string): Promise<void> {
  if ('visible' in c) {
    const found = await locate(h, c.visible)
    await expect(found, message).toBeVisible()
    if (c.enabled === true) await expect(found, message).toBeEnabled()
    if (c.enabled === false) await expect(found, message).toBeDisabled()
  } else if ('hidden' in c) {
    await expect(await locate(h, c.hidden), message).toBeHidden()
  } else if ('url' in c) {
    const part = await fillIn(h, c.url)
    await expect.poll(() => h.page.url(), { message }).toContain(part)
  } else {
    const flow = h.page.locator(`[data-flow="${c.flow}"]`)
    // One state of the list, or one inside it: "awaitingOtp.resend" matches "awaitingOtp.resend.ready".
    const state = new RegExp(`(^| )${escape(c.flowState)}(\\.| |$)`)
    await expect(flow, message).toHaveAttribute('data-flow-state', state)
  }
}

async function perform(h: Harness, step: Step): Promise<void> {
  const { page } = h
  if ('goto' in step) {
    // With a request held (an actor started by the page itself), the network never goes quiet:
    // the page is ready when it has loaded and the flow shows its state.
    const url = await fillIn(h, step.goto)
    await page.goto(url, holdsOf(h).holding() ? { waitUntil: 'load' } : undefined)
  } else if ('click' in step) await (await locate(h, step.click)).click()
  else if ('fill' in step) await (await locate(h, step.fill)).fill(await fillIn(h, step.value))
  else if ('select' in step) await (await locate(h, step.select)).selectOption({ label: step.option })
  else if ('check' in step) await (await locate(h, step.check)).check()
  else if ('uncheck' in step) await (await locate(h, step.uncheck)).uncheck()
  else if ('press' in step) {
    if (step.on) await (await locate(h, step.on)).press(step.press)
    else await page.keyboard.press(step.press)
  } else if ('answer' in step) {
    const actor = step.of ?? h.step?.actorId
    if (!actor)
      throw new Error(`"${describeStep(step)}" belongs to an actor's answer, not to ${h.step?.event.type}`)
    await holdsOf(h).release(actor, step.answer, step.of !== undefined)
  } else if ('tick' in step) {
    const ms = step.tick === 'delay' ? h.step?.delayMs : step.tick
    if (ms === undefined) throw new Error(`"${describeStep(step)}": ${h.step?.event.type} has no delay`)
    await page.clock.fastForward(ms)
  } else if ('set' in step) {
    for (const [name, value] of Object.entries(step.set)) h.vars.set(name, await fillIn(h, value))
  } else {
    const named = harnessSteps[step.harness]
    if (!named) throw new Error(`no harness step "${step.harness}" (tests/e2e/model/harness-steps.ts)`)
    await named(h, step.args ?? {})
  }
}

const holdsByPage = new WeakMap<Page, Holds>()
function holdsOf(h: Harness): Holds {
  let holds = holdsByPage.get(h.page)
  if (!holds) {
    holds = new Holds(h.page)
    holdsByPage.set(h.page, holds)
  }
  return holds
}

// ——— One path ———

async function run(h: Harness, steps: ReadonlyArray<Step>, where: string): Promise<void> {
  for (const step of steps) {
    try {
      await perform(h, step)
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      throw new Error(`${where}: could not ${describeStep(step)}\n${reason}`, { cause: error })
    }
  }
}

/**
 * The `before` steps of every answer in the path, by the step that starts the answering actor
 * (0: the start itself).
 */
function arrangements(binding: MachineBinding, path: MachinePath): Map<number, Step[]> {
  const byStart = new Map<number, Step[]>()
  path.steps.forEach((step, j) => {
    if ((step.kind !== 'done' && step.kind !== 'error') || !step.actorId) return
    const cause = causeFor(binding, step, path.steps[j - 1]!.snapshot)
    if (!cause?.before?.length) return
    let k = j - 1
    while (
      k > 0 &&
      !startedActors(path.steps[k - 1]!.snapshot, path.steps[k]!.snapshot).includes(step.actorId)
    )
      k--
    byStart.set(k, [...(byStart.get(k) ?? []), ...cause.before])
  })
  return byStart
}

/** Why a path cannot run: what its binding does not say. */
export function unboundMessage(machineId: string, gaps: string[]): string {
  return (
    `The binding of ${machineId} does not say how to run this path in the store. Missing:\n  - ${gaps.join('\n  - ')}\n` +
    'The machine and the store disagree: add these to the binding (machines/…/*.binding.ts), or change the store.'
  )
}

export async function runPath(
  h: Harness,
  machineId: string,
  binding: MachineBinding,
  path: MachinePath,
): Promise<void> {
  const gaps = bindingGaps(binding, path)
  if (gaps.length) throw new Error(unboundMessage(machineId, gaps))
  const holds = holdsOf(h)
  const before = arrangements(binding, path)
  if (path.steps.some((s) => s.kind === 'after')) await h.page.clock.install()

  try {
    for (const [i, step] of path.steps.entries()) {
      const previous = path.steps[i - 1]
      const where = `step ${i} "${step.label}"`
      h.step = step
      await run(h, before.get(i) ?? [], `${where} (arranging an answer)`)
      const starts = previous ? startedActors(previous.snapshot, step.snapshot) : invokedActors(step.snapshot)
      for (const actor of starts) {
        const request = binding.actors![actor]!
        await holds.arm(actor, { ...request, url: await fillIn(h, request.url) })
      }
      if (!previous) await run(h, binding.start, 'the start')
      else await run(h, causeFor(binding, step, previous.snapshot)!.do, where)
      await flowStarted(h.page)
      holds.forget(runningActors(step.snapshot))
      await expectState(h, binding, step.snapshot, `after ${where}`)
    }
  } finally {
    holds.forget(new Set())
  }
}

/**
 * The page's flow runs in the browser, not only in the server's HTML: a page just loaded shows its
 * flow's first state before the app has started, and a step taken then (the page's clock run
 * forward) would reach a flow that does not exist yet. React marks the elements it has hydrated.
 */
async function flowStarted(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-flow]')].every((flow) =>
      Object.keys(flow).some((key) => key.startsWith('__react')),
    ),
  )
  // A hydrated element is not a started actor: @xstate/react starts it in an effect, which React
  // runs after the paint, later on a busy machine (a 30-minute timer run forward before it was set
  // was never seen to fire). React's scheduler posts its work as MessageChannel messages: a message
  // posted after the next frame is answered once the work queued before it has run.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => {
          const channel = new MessageChannel()
          channel.port1.onmessage = () => resolve()
          channel.port2.postMessage(null)
        }),
      ),
  )
}

async function expectState(h: Harness, binding: MachineBinding, snapshot: AnyMachineSnapshot, where: string) {
  const { checks } = checksFor(binding, snapshot)
  for (const { state, check: c } of checks)
    await check(h, c, `${where}, the store should be in "${state}": ${describeCheck(c)}`)
}
