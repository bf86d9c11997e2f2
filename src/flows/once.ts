/**
 * A flow built the first time a page needs it, then kept: `machine.provide()` builds the whole
 * machine again, so a flow module that provided every machine when it loaded would pay for flows
 * the page never uses (docs/decisions/0025, 0036 for the figures).
 */
export function once<T>(build: () => T): () => T {
  let made: T | undefined
  return () => (made ??= build())
}
