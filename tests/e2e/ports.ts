/**
 * Each Playwright worker has a store and services of its own (docs/decisions/0219, amended): worker
 * n (TEST_PARALLEL_INDEX, 0 … workers − 1) talks to the pair 10·n ports above E2E_PORT and
 * E2E_UPSTREAM_PORT, each with its own embedded database. Sandbox controls that reach every
 * traveller of one store (deliver_webhooks runs every job due within a day, the outbox, a day's
 * inventory) then reach only the tests of one worker, which run one after another.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 1)
const basePort = Number(process.env.E2E_PORT ?? 3100)
const baseUpstreamPort = Number(process.env.E2E_UPSTREAM_PORT ?? 3101)

/** The ports of worker `index`'s store and services. */
export const portsOf = (index: number) => ({
  port: basePort + 10 * index,
  upstreamPort: baseUpstreamPort + 10 * index,
})

/** This process's worker (0 outside a worker: the runner, global set-up and teardown). */
export const workerIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0)
export const { port: storePort, upstreamPort } = portsOf(workerIndex)
export const storeUrl = `http://localhost:${storePort}`
export const upstreamUrl = `http://127.0.0.1:${upstreamPort}`
