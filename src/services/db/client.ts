/**
 * Opens the services' database: PGlite on disk by default, PostgreSQL when DATABASE_URL is set.
 * Migrations and the idempotent seed run here, every time, so a fresh folder or a fresh database
 * is ready to serve as soon as this resolves.
 */
import { mkdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import pg from 'pg'
import { defaultProductConfig, type DeploymentConfig, type ProductConfig } from '@config'
import * as schema from './schema'
import { seedDatabase } from './seed'
import { silentLogger, type Logger } from '../platform/log'

/** What route handlers use: the common drizzle API of both drivers. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

/** A transaction of either driver, as `db.transaction(async (tx) => …)` gives it. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

export interface OpenDatabase {
  db: Database
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
}

export interface OpenOptions {
  /** Seeds the configuration document; defaults to the product defaults of app.config.ts. */
  product?: ProductConfig
  /** Where an idle connection's failure is reported (default: nowhere). */
  log?: Logger
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

/**
 * Any constant works as long as every instance uses the same one: it serialises migrate + seed
 * across processes that start at the same time on one PostgreSQL.
 */
const MIGRATION_LOCK_KEY = 7_283_461_001

export async function openDatabase(
  deployment: Pick<DeploymentConfig, 'DATABASE_URL' | 'PGLITE_DIR'>,
  options: OpenOptions = {},
): Promise<OpenDatabase> {
  const product = options.product ?? defaultProductConfig
  if (deployment.DATABASE_URL)
    return openPostgres(deployment.DATABASE_URL, product, options.log ?? silentLogger)
  return openPglite(deployment.PGLITE_DIR, product)
}

async function openPglite(dir: string, product: ProductConfig): Promise<OpenDatabase> {
  // PGlite does not create missing parent folders; a fresh checkout has no ./data yet.
  await mkdir(dir, { recursive: true })
  const client = new PGlite(dir)
  const db = drizzlePglite({ client, schema })
  try {
    // PGlite is single-process, so there is no other instance to race with here.
    await migratePglite(db, { migrationsFolder })
    await seedDatabase(db, product)
  } catch (error) {
    await client.close()
    throw error
  }
  return { db, kind: 'pglite', close: () => client.close() }
}

async function openPostgres(url: string, product: ProductConfig, log: Logger): Promise<OpenDatabase> {
  const pool = new pg.Pool({ connectionString: url, max: 10 })
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => log.warn({ err: error }, 'postgres pool: an idle connection failed'))
  try {
    const lockClient = await pool.connect()
    try {
      await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
      const lockedDb = drizzlePg({ client: lockClient, schema })
      await migratePg(lockedDb, { migrationsFolder })
      await seedDatabase(lockedDb, product)
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined)
      lockClient.release()
    }
  } catch (error) {
    await pool.end()
    throw error
  }
  return { db: drizzlePg({ client: pool, schema }), kind: 'postgres', close: () => pool.end() }
}
