/**
 * A flow built the first time a page needs it, then kept: `machine.provide()` builds the whole
 * machine again, so a flow module that provided every machine when it loaded would pay for flows
 * the page never uses (docs/decisions/0025, 0036 for the figures).
 *
 * Per-page values (ids, the shell's timings, the sandbox scenario) are never closed over here: the
 * page gives them to the machine as its input (or with an event), and the actors read them from
 * theirs.
 */
export function once<T>(build: () => T): () => T {
  let made: T | undefined
  return () => (made ??= build())
}

/**
 * A flow whose actors write to the page's cache, built once per QueryClient (the browser has one;
 * each server render and each test its own), then kept while that client lives.
 */
export function oncePer<K extends object, T>(build: (key: K) => T): (key: K) => T {
  const made = new WeakMap<K, T>()
  return (key) => {
    const kept = made.get(key)
    if (kept !== undefined) return kept
    const built = build(key)
    made.set(key, built)
    return built
  }
}
