/**
 * Time as the services see it (OTP expiry, rate limits, the outbox's timestamps): injectable so
 * tests move it instead of waiting. Shared service infrastructure, like http/, db/ and messaging/.
 */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

/** A clock that only moves when told to (tests). */
export interface ManualClock extends Clock {
  advance(ms: number): void
  set(date: Date): void
}

export function manualClock(start = new Date('2025-01-15T10:00:00Z')): ManualClock {
  let current = start.getTime()
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms
    },
    set: (date) => {
      current = date.getTime()
    },
  }
}
