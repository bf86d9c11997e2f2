// postgres-pass: skip (npm start on its embedded default, which a DATABASE_URL would change).
// `npm start` as an installer runs it (scripts/start.mjs on the production build): the sandbox
// listens on 127.0.0.1 only unless HOST says otherwise, and a crashed services process is started
// again with back-off while the store keeps answering (docs/decisions/0185).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureProductionBuild } from '../support/production-build'
import { freePort } from '../support/store-process'

interface Started {
  child: ChildProcess
  output(): string
  stop(): Promise<void>
}

/** Waits until `check` holds, polling; fails naming `what` with the process output if it never does. */
async function until(what: string, check: () => Promise<boolean> | boolean, started: Started) {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (await check()) return
    if (started.child.exitCode !== null) break
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${what} never happened:\n${started.output()}`)
}

const answers = async (url: string) => {
  try {
    return (await fetch(url)).ok
  } catch {
    return false
  }
}

function startStore(env: Record<string, string>): Started {
  const dir = mkdtempSync(join(tmpdir(), 'start-supervise-'))
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { PATH: process.env.PATH ?? '', PGLITE_DIR: join(dir, 'pglite'), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()))
  return {
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done))
        child.kill('SIGTERM')
        await exited
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** The local addresses listening on `port`, as `ss -ltn` shows them. */
function listeners(port: number): string[] {
  const lines = execFileSync('ss', ['-ltnH'], { encoding: 'utf8' }).split('\n')
  return lines.map((line) => line.trim().split(/\s+/)[3] ?? '').filter((local) => local.endsWith(`:${port}`))
}

describe('npm start with the sandbox (the default)', () => {
  let port: number
  let upstreamPort: number
  let store: Started
  beforeAll(async () => {
    await ensureProductionBuild()
    port = await freePort()
    upstreamPort = await freePort()
    // NODE_ENV=production, no HOST: what `npm start` on a server used to expose on every interface.
    store = startStore({ NODE_ENV: 'production', PORT: String(port), UPSTREAM_PORT: String(upstreamPort) })
    await until('the store answering', () => answers(`http://127.0.0.1:${port}/`), store)
    await until('the services answering', () => answers(`http://127.0.0.1:${upstreamPort}/health`), store)
  }, 90_000)
  afterAll(() => store?.stop())

  it('listens on 127.0.0.1 only, the store and the services, and says how to let others in', () => {
    expect(listeners(port)).toEqual([`127.0.0.1:${port}`])
    expect(listeners(upstreamPort)).toEqual([`127.0.0.1:${upstreamPort}`])
    expect(store.output()).toContain('reachable only from this machine (127.0.0.1)')
    expect(store.output()).toContain('README "Exposing the store"')
  })

  it('starts a crashed services process again, says so, and the store answers through it', async () => {
    const first = Number(/upstream started \(pid (\d+)\)/.exec(store.output())?.[1])
    expect(first).toBeGreaterThan(0)
    process.kill(first, 'SIGKILL')
    await until(
      'the restart notice',
      () => store.output().includes('upstream stopped (SIGKILL); restarting it in 1 s'),
      store,
    )
    await until(
      'a second services process',
      () => [...store.output().matchAll(/upstream started \(pid (\d+)\)/g)].length === 2,
      store,
    )
    await until('the services answering', () => answers(`http://127.0.0.1:${upstreamPort}/health`), store)
    // The store never stopped, and its calls to the services work again: the sandbox outbox page
    // reads from them (an empty list for a new browser).
    const page = await fetch(`http://127.0.0.1:${port}/dev/outbox`)
    expect(page.status).toBe(200)
    expect(store.child.exitCode).toBeNull()
  }, 90_000)
})

describe('npm start with HOST set on purpose', () => {
  let store: Started
  afterAll(() => store?.stop())

  it('listens where HOST says (a developer sharing the sandbox on the LAN, not in production)', async () => {
    await ensureProductionBuild()
    const port = await freePort()
    store = startStore({ HOST: '0.0.0.0', PORT: String(port), UPSTREAM_PORT: String(await freePort()) })
    await until('the store answering', () => answers(`http://127.0.0.1:${port}/`), store)
    expect(listeners(port)).toEqual([`0.0.0.0:${port}`])
    expect(store.output()).toContain('REACHABLE FROM OTHER MACHINES: the store listens on 0.0.0.0 (HOST).')
  }, 90_000)
})
