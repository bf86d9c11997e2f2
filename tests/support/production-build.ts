/**
 * The production build (.output) that some integration tests run, built once when missing. Two test
 * files run at once (vitest's workers) and a fresh clone has no build: without a lock both built
 * into the same folder and one pulled files from under the other (ENOENT on a compressed asset).
 * The first to take the lock builds; the others wait for it.
 */
import { execFileSync } from 'node:child_process'
import { closeSync, existsSync, openSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..')
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

/** Server function ids are hashes chosen at build time; the server manifest maps them to names. */
export function serverFunctionIds(buildDir = output): Map<string, string> {
  const dir = join(buildDir, 'server', '_ssr')
  const functions = new Map<string, string>()
  for (const file of readdirSync(dir)) {
    const text = readFileSync(join(dir, file), 'utf8')
    const entries = /"([0-9a-f]{64}(?:_\d+)?)":\s*\{\s*functionName:\s*"(\w+)_createServerFn_handler"/g
    for (const match of text.matchAll(entries)) if (match[1] && match[2]) functions.set(match[2], match[1])
  }
  if (functions.size === 0) throw new Error(`no server function manifest in ${dir}`)
  return functions
}
