import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * The same build started again beside the test store, on `offset` ports above it, with its own
 * fresh database and the given settings (a short timer): for tests of what only a setting changes.
 * Resolves once both the store and its services answer; `stop` ends them.
 */
export async function startSecondStore(
  offset: number,
  env: Record<string, string>,
  timeoutMs = 200_000,
): Promise<{ origin: string; stop: () => void }> {
  const port = Number(process.env.E2E_PORT ?? 3100) + offset
  const upstreamPort = port + 1
  const origin = `http://localhost:${port}`
  const store: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      UPSTREAM_PORT: String(upstreamPort),
      PGLITE_DIR: join(mkdtempSync(join(tmpdir(), 'e2e-second-store-')), 'pglite'),
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: 'ignore',
  })
  const stop = () => store.kill('SIGTERM')
  // A fresh database is migrated and seeded first; on a busy machine that takes a while.
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const up = await fetch(`http://127.0.0.1:${upstreamPort}/health`).then(
      (r) => r.ok,
      () => false,
    )
    const app = await fetch(`${origin}/`).then(
      (r) => r.ok,
      () => false,
    )
    if (up && app) return { origin, stop }
    if (Date.now() > deadline) {
      stop()
      throw new Error(`the second store on port ${port} did not start in ${timeoutMs / 1000} s`)
    }
    await new Promise((r) => setTimeout(r, 500))
  }
}
