/**
 * The production build (.output) that some integration tests run, built once when missing. Two test
 * files run at once (vitest's workers) and a fresh clone has no build: without a lock both built
 * into the same folder and one pulled files from under the other (ENOENT on a compressed asset).
 * The first to take the lock builds; the others wait for it.
 */
import { execFileSync } from 'node:child_process'
import { closeSync, existsSync, openSync, rmSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'

const root = resolve(__dirname, '../..')
export const output = join(root, '.output')
const built = join(output, 'server', 'index.mjs')
const lock = join(root, '.output-build.lock')
/** A lock older than this was left by a build that died: take it over. */
const staleMs = 10 * 60_000

export async function ensureProductionBuild(): Promise<void> {
  for (;;) {
    if (existsSync(built) && !existsSync(lock)) return
    let fd: number
    try {
      fd = openSync(lock, 'wx')
    } catch {
      const age = existsSync(lock) ? Date.now() - statSync(lock).mtimeMs : 0
      if (age > staleMs) rmSync(lock, { force: true })
      await new Promise((r) => setTimeout(r, 500))
      continue
    }
    try {
      if (!existsSync(built))
        execFileSync('npm', ['run', 'build'], {
          cwd: root,
          stdio: 'pipe',
          timeout: 300_000,
          // NODE_ENV=test (vitest's) would make Vite build React's development JSX runtime.
          env: { ...process.env, NODE_ENV: 'production' },
        })
      return
    } finally {
      closeSync(fd)
      rmSync(lock, { force: true })
    }
  }
}
