import { SimulatedClock } from 'xstate'

/**
 * A clock for machine tests: timers run when the test moves time forward, never by waiting.
 * Pass `clock` to createActor(machine, { clock }).
 */
export function createTestClock() {
  const clock = new SimulatedClock()
  return {
    clock,
    /** Moves time forward and fires every timer that is due, in order. */
    advance: (ms: number) => clock.increment(ms),
    now: () => clock.now(),
  }
}

export type TestClock = ReturnType<typeof createTestClock>
