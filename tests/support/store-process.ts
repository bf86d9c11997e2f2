/**
 * The built store as an outsider meets it: a copy of the production build (.output, built once under
 * a lock) run as its own process against the real services (in this process, a temp database), and
 * reached over HTTP only. Used by the store fuzz suite and the integration tests that need the
 * store's real HTTP answers (statuses, headers, connection handling).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fromCrossJSON, toJSONAsync } from 'seroval'
import type { RunningUpstream } from '~/services/main'
import { ensureProductionBuild, output, serverFunctionIds } from './production-build'
import { startTestUpstream } from './upstream'

export async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done))
  const { port } = probe.address() as AddressInfo // listen() on a TCP port gives AddressInfo
  await new Promise<void>((done) => probe.close(() => done()))
  return port
}

export interface RunningStore {
  origin: string
  /** Server function ids by name ('signInWithPassword'), read from the build's manifest. */
  functions: Map<string, string>
  services: RunningUpstream
  /** The store's own process: alive or not, and its resident memory. */
  alive(): boolean
  rssBytes(): number
  /** Everything the store printed. */
  log(): string
  stop(): Promise<void>
}

export async function startBuiltStore(
  options: { env?: Record<string, string>; upstream?: Parameters<typeof startTestUpstream>[0] } = {},
): Promise<RunningStore> {
  await ensureProductionBuild()
  // A copy, so a parallel rebuild cannot pull files from under the running server.
  const workDir = mkdtempSync(join(tmpdir(), 'store-build-'))
  cpSync(output, workDir, { recursive: true })
  const services = await startTestUpstream(options.upstream)
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  let log = ''
  const app: ChildProcess = spawn(process.execPath, [join(workDir, 'server', 'index.mjs')], {
    cwd: workDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      UPSTREAM_URL: services.url,
      SESSION_SECRET: 'store-process-secret-0123456789abcdefghijklmnop',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  app.stdout?.on('data', (d: Buffer) => (log += d.toString()))
  app.stderr?.on('data', (d: Buffer) => (log += d.toString()))
  const stop = async () => {
    if (app.exitCode === null) {
      const exited = new Promise((done) => app.once('exit', done))
      app.kill()
      await exited
    }
    await services.close()
    rmSync(workDir, { recursive: true, force: true })
  }
  try {
    for (let attempt = 0; ; attempt++) {
      if (app.exitCode !== null || attempt === 150) throw new Error(`the built store is not serving:\n${log}`)
      try {
        await fetch(`${origin}/`)
        break
      } catch {
        await new Promise((r) => setTimeout(r, 100))
      }
    }
  } catch (error) {
    await stop()
    throw error
  }
  return {
    origin,
    functions: serverFunctionIds(workDir),
    services,
    alive: () => app.exitCode === null && app.signalCode === null,
    rssBytes: () => {
      const status = readFileSync(`/proc/${app.pid}/status`, 'utf8')
      const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1]
      return kb ? Number(kb) * 1024 : Number.NaN
    },
    log: () => log,
    stop,
  }
}

/** The encoding Start's client uses for a call's payload. */
export async function serverFnPayload(data: unknown): Promise<string> {
  return JSON.stringify(await toJSONAsync({ data }))
}

/** The headers our own pages send with a server function call (past the CSRF guard). */
export const sameOrigin = { 'x-tsr-serverFn': 'true', 'Sec-Fetch-Site': 'same-origin' } as const

/** A call as our pages make it; `cookie` is a session to send. */
export async function callServerFn(
  store: RunningStore,
  name: string,
  method: 'GET' | 'POST',
  data?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const id = store.functions.get(name)
  if (!id) throw new Error(`${name} is not in the build's server function manifest`)
  const payload = await serverFnPayload(data)
  const query = method === 'GET' ? `?${new URLSearchParams({ payload })}` : ''
  return fetch(`${store.origin}/_serverFn/${id}${query}`, {
    method,
    headers: {
      ...sameOrigin,
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    ...(method === 'POST' ? { body: payload } : {}),
  })
}

/** What a serialised answer decodes to: `{ result }` or `{ error }` (a UserError as a plain object). */
export function decodeAnswer(text: string): unknown {
  return fromCrossJSON(JSON.parse(text), { refs: new Map() })
}

/** The session cookie a Set-Cookie list carries, ready to send back. */
export function sessionCookie(response: Response): string {
  const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0] ?? '')
  const cookie = cookies.filter((c) => c !== '').join('; ')
  if (!cookie) throw new Error(`no session cookie in the answer (${response.status})`)
  return cookie
}
