/**
 * Starts the upstream services for a contract test over real HTTP, each with its own database:
 * a fresh PGlite folder, or — when DATABASE_URL is set — a fresh PostgreSQL database created on
 * that server for the test file and dropped on close. Both start as a copy of the run's migrated
 * and seeded template (tests/support/database-template.ts) when there is one.
 */
import { randomBytes } from 'node:crypto'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'
import { startUpstream, type RunningUpstream, type StartOptions } from '~/services/main'

export interface TestDatabase {
  /** What startUpstream needs to reach this database. */
  deployment: { DATABASE_URL?: string; PGLITE_DIR: string; UPSTREAM_HOST: string }
  kind: 'pglite' | 'postgres'
  drop(): Promise<void>
}

const HOST = '127.0.0.1'

/** The run's template database, when the vitest global setup made one (it does for every layer). */
function template() {
  try {
    return inject('databaseTemplate')
  } catch {
    return undefined
  }
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL
  const from = template()
  if (!serverUrl) {
    const dir = await mkdtemp(join(tmpdir(), 'upstream-test-'))
    if (from?.kind === 'pglite') await cp(from.dir, join(dir, 'pglite'), { recursive: true })
    return {
      deployment: { PGLITE_DIR: join(dir, 'pglite'), UPSTREAM_HOST: HOST },
      kind: 'pglite',
      drop: () => rm(dir, { recursive: true, force: true }),
    }
  }
  // The name is ours (hex), so quoting it as an identifier is safe; CREATE DATABASE takes no parameters.
  const name = `t_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    // The template is ours too (hex); nothing stays connected to it, as TEMPLATE requires.
    await admin.query(
      from?.kind === 'postgres' ? `create database "${name}" template "${from.name}"` : `create database "${name}"`,
    )
  } finally {
    await admin.end()
  }
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    deployment: { DATABASE_URL: url.toString(), PGLITE_DIR: '', UPSTREAM_HOST: HOST },
    kind: 'postgres',
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl })
      await client.connect()
      try {
        await client.query(`drop database if exists "${name}" with (force)`)
      } finally {
        await client.end()
      }
    },
  }
}

/** When the examples of docs/upstream.md were taken: the flight supplier's "now", 2026-11-26 10:00 IST. */
export const EXAMPLES_TAKEN_AT = Date.parse('2026-11-26T10:00:00+05:30')

/**
 * A clock for the flight supplier that starts at `start` and runs at real speed, so batches and
 * expiry still take real time while today's date, the sales cut-off and the fares stay those of
 * the documented examples.
 */
export function clockFrom(start = EXAMPLES_TAKEN_AT): () => number {
  const offset = start - Date.now()
  return () => Date.now() + offset
}

/** Serves the upstream services on a free port with a database of their own. */
export async function startTestUpstream(
  options: Pick<StartOptions, 'accounts' | 'product' | 'flightsNow' | 'log'> = {},
): Promise<RunningUpstream> {
  const database = await createTestDatabase()
  try {
    // The tests stand where the store does: each gives its own client address in X-Forwarded-For.
    const accounts = { trustProxy: true, ...options.accounts }
    const running = await startUpstream({ ...options, accounts, deployment: database.deployment, port: 0 })
    return {
      url: running.url,
      close: async () => {
        await running.close()
        await database.drop()
      },
    }
  } catch (error) {
    await database.drop()
    throw error
  }
}

/** GET as a client would, with optional headers. */
export function get(base: string, path: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${base}${path}`, { headers })
}

/**
 * A JSON answer, typed as the test expects it. The type is not checked here: the tests compare the
 * answer with a literal example of docs/upstream.md (expectMatchesExample) before relying on it.
 */
export async function readJson<T>(res: Response): Promise<T> {
  return (await res.json()) as T
}

export function postJson(base: string, path: string, body: unknown): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
}
