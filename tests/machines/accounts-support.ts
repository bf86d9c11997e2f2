/**
 * Runs an accounts machine with scripted actors (each answers or fails as the test says) on a
 * simulated clock, the way the flows will run them with the real server functions.
 */
import { createActor, fromPromise, type AnyStateMachine } from 'xstate'
import { createTestClock } from '../support/clock'

/** Lets the promise actors settle and their events reach the machine. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

export type Script = Record<string, (input: unknown) => unknown>

/** Every named actor answers with its script entry (a thrown error is a failure). */
export function scripted<M extends AnyStateMachine>(
  machine: M,
  script: Script,
  calls: Array<[string, unknown]> = [],
) {
  const actors = Object.fromEntries(
    Object.entries(script).map(([name, answer]) => [
      name,
      fromPromise(async ({ input }: { input: unknown }) => {
        calls.push([name, input])
        return answer(input)
      }),
    ]),
  )
  return machine.provide({ actors })
}

export function run<M extends AnyStateMachine>(machine: M, script: Script, input?: unknown) {
  const calls: Array<[string, unknown]> = []
  const { clock, advance } = createTestClock()
  const actor = createActor(scripted(machine, script, calls), { clock, input: input ?? {} })
  actor.start()
  const tick = async (ms: number) => {
    advance(ms)
    await settle()
  }
  return { actor, calls, tick }
}

/** A thrown BFF failure: a UserError's fields as they reach the browser. */
export function rejects(message: string, more: { code?: string; status?: number; fields?: unknown } = {}) {
  return () => {
    throw Object.assign(new Error(message), more)
  }
}
