/**
 * The upstream services as a child process (tests/fuzz/serve-services.ts) on a test database
 * (upstream.ts `createTestDatabase`). The fuzz suite measures one such process; the crash test
 * SIGKILLs it and starts it again on the same database and port (`startRestartableServices`).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { createTestDatabase, type TestDatabase } from './upstream'

const entry = fileURLToPath(new URL('../fuzz/serve-services.ts', import.meta.url))

export interface ServicesChild {
  url: string
  child: ChildProcess
  pid: number
  /** Everything the process wrote to stderr so far. */
  stderr(): string
}

export function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve()
    else child.once('exit', () => resolve())
  })
}

export const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null

/**
 * Starts the services on `database`; `port` 0 (default) picks a free one. `env`: deployment and
 * product settings (BODY_LIMIT_BYTES, STORE_*). Resolves once the process says where it listens.
 */
export async function spawnServices(
  database: TestDatabase,
  options: { env?: Record<string, string>; port?: number } = {},
): Promise<ServicesChild> {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PGLITE_DIR: database.deployment.PGLITE_DIR,
    UPSTREAM_HOST: database.deployment.UPSTREAM_HOST,
    SANDBOX: 'true',
    // As under `npm start`: the caller (the test, as the store) sets X-Forwarded-For.
    TRUST_PROXY: 'true',
    ...options.env,
  }
  // The test database's own URL on PostgreSQL; unset means PGlite in PGLITE_DIR.
  if (database.deployment.DATABASE_URL) childEnv.DATABASE_URL = database.deployment.DATABASE_URL
  else delete childEnv.DATABASE_URL
  const child = spawn(process.execPath, ['--import', 'tsx', entry, String(options.port ?? 0)], {
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const url = await new Promise<string>((resolve, reject) => {
    let stdout = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      const found = /listening (\S+)/.exec(stdout)?.[1]
      if (found) resolve(found)
    })
    child.once('exit', (code, signal) =>
      reject(new Error(`the services exited (${code ?? signal}) before listening:\n${stderr}`)),
    )
  })
  const pid = child.pid
  if (pid === undefined) throw new Error('the services process has no pid')
  return { url, child, pid, stderr: () => stderr }
}

/** Asks SIGTERM (the services close their worker and database), SIGKILL after 5 s. */
export async function stopServices(child: ChildProcess): Promise<void> {
  if (!running(child)) return
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
  await exited(child)
  clearTimeout(timer)
}

const listens = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, host, () => server.close(() => resolve(true)))
  })

/**
 * A port free now for a process that is killed and started again on it. Taken below Linux's
 * ephemeral range (32768–60999), so while the process is down neither a client's connection nor a
 * server on port 0 is given it.
 */
export async function restartablePort(host: string): Promise<number> {
  for (let tries = 0; tries < 50; tries++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000)
    if (await listens(host, port)) return port
  }
  throw new Error('no free port between 20000 and 32000')
}

export interface RestartableServices {
  /** Stays the same across restarts (same port). */
  url: string
  database: TestDatabase
  /** SIGKILL, then start again on the same database and port; concurrent calls share one restart. */
  crash(): Promise<void>
  /** How many times the process was killed. */
  kills(): number
  /** stderr of every process so far. */
  stderr(): string
  /** Stops the process (SIGTERM) and keeps the database, to be read by the test. */
  stop(): Promise<void>
}

/** The services in a child process that a test may kill -9 and that comes back on the same address. */
export async function startRestartableServices(
  env: Record<string, string> = {},
): Promise<RestartableServices> {
  const database = await createTestDatabase()
  const port = await restartablePort(database.deployment.UPSTREAM_HOST)
  let current: ServicesChild
  try {
    current = await spawnServices(database, { env, port })
  } catch (error) {
    await database.drop()
    throw error
  }
  let earlier = ''
  let kills = 0
  let restarting: Promise<void> | undefined
  const restart = async () => {
    kills++
    current.child.kill('SIGKILL')
    await exited(current.child)
    earlier += current.stderr()
    current = await spawnServices(database, { env, port })
  }
  return {
    url: current.url,
    database,
    crash: () => (restarting ??= restart().finally(() => (restarting = undefined))),
    kills: () => kills,
    stderr: () => earlier + current.stderr(),
    stop: async () => {
      await restarting
      await stopServices(current.child)
    },
  }
}
