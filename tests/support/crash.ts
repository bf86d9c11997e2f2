/**
 * For the crash test (tests/contract/checkout-crash.test.ts): a seeded random source, and an HTTP
 * caller that keeps trying through a kill -9 of the services, as a browser or the store would.
 */

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
export function seededRandom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    /** A whole number in [0, n). */
    below: (n: number) => Math.floor(next() * n),
    /** One of `choices`, each as likely as its weight. */
    weighted<T>(choices: readonly (readonly [T, number])[]): T {
      const total = choices.reduce((sum, [, w]) => sum + w, 0)
      let roll = next() * total
      for (const [value, weight] of choices) {
        roll -= weight
        if (roll < 0) return value
      }
      const last = choices.at(-1)
      if (!last) throw new Error('weighted: no choices')
      return last[0]
    },
    shuffle<T>(items: T[]): T[] {
      const out = [...items]
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1))
        const a = out[i]
        const b = out[j]
        if (a === undefined || b === undefined) continue
        out[i] = b
        out[j] = a
      }
      return out
    },
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** An answer read to its end (a kill can cut a body after its status line). */
export interface Answer {
  status: number
  headers: Headers
  text: string
}

export interface Persistent {
  /**
   * Sends until one of `expect`'s statuses answers. A refused or cut connection (the services being
   * killed or starting), a 5xx and a 409 IDEMPOTENCY_IN_PROGRESS are tried again after a moment,
   * with the same body and headers (the same Idempotency-Key); any other status fails.
   */
  send(path: string, init: RequestInit, expect: number[]): Promise<Answer>
  /** 5xx answers seen (each tried again); the test prints them. */
  serverErrors: string[]
}

export function persistentClient(base: string, deadline: number): Persistent {
  const serverErrors: string[] = []
  return {
    serverErrors,
    async send(path, init, expect) {
      const what = `${init.method ?? 'GET'} ${path}`
      let last = ''
      for (;;) {
        if (Date.now() > deadline) throw new Error(`${what}: ${last} until the deadline`)
        let answer: Answer
        try {
          const res = await fetch(`${base}${path}`, {
            ...init,
            redirect: 'manual',
            signal: AbortSignal.timeout(10_000),
          })
          answer = { status: res.status, headers: res.headers, text: await res.text() }
        } catch (error) {
          last = error instanceof Error ? `${error.message} (${String(error.cause)})` : String(error)
          await sleep(50)
          continue
        }
        if (expect.includes(answer.status)) return answer
        last = `${answer.status} ${answer.text}`
        if (answer.status >= 500) serverErrors.push(`${what}: ${last}`)
        else if (!(answer.status === 409 && answer.text.includes('IDEMPOTENCY_IN_PROGRESS')))
          throw new Error(`${what} answered ${last}`)
        await sleep(50)
      }
    },
  }
}

/** The `data` of a services answer (the common wrapper). */
export const dataOf = <T>(answer: Answer): T => (JSON.parse(answer.text) as { data: T }).data

/**
 * A run's kills where its plan puts them: `crashAt(point)` kills the services there; `during(point,
 * work)` kills them a few milliseconds into `work` (the plan's delay) and answers what `work` got.
 */
export function killsOf<P extends string>(
  plan: { kill: P | null; killDelayMs: number },
  crash: () => Promise<unknown>,
) {
  return {
    crashAt: async (point: P) => {
      if (plan.kill === point) await crash()
    },
    during: async <T>(point: P, work: () => Promise<T>): Promise<T> => {
      if (plan.kill !== point) return work()
      const [result] = await Promise.all([work(), sleep(plan.killDelayMs).then(() => crash())])
      return result
    },
  }
}
