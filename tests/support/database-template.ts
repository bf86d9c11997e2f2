/**
 * Vitest global setup: one migrated and seeded database made once per run, which every test
 * database starts as a copy of (tests/support/upstream.ts). Opening a fresh database runs every
 * migration and the reference-data seed (6–9 s of CPU on PGlite); a copy opens in about a second,
 * and opening it still runs the migrations (none left) and the seed (idempotent), so a test sees
 * exactly what a fresh database would. docs/decisions/0215.
 *
 * PGlite: a data folder copied file by file. PostgreSQL (DATABASE_URL): CREATE DATABASE … TEMPLATE.
 */
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '~/services/db/client'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A seeded PGlite folder to copy, or a PostgreSQL database name to use as a template. */
    databaseTemplate: { kind: 'pglite'; dir: string } | { kind: 'postgres'; name: string }
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL
  if (!serverUrl) {
    const root = await mkdtemp(join(tmpdir(), 'db-template-'))
    const dir = join(root, 'pglite')
    const opened = await openDatabase({ PGLITE_DIR: dir })
    await opened.close()
    project.provide('databaseTemplate', { kind: 'pglite', dir })
    return () => rm(root, { recursive: true, force: true })
  }
  // Our own hex name, so quoting it as an identifier is safe.
  const name = `tmpl_${randomBytes(6).toString('hex')}`
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  await admin(`create database "${name}"`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const opened = await openDatabase({ DATABASE_URL: url.toString(), PGLITE_DIR: '' })
  await opened.close()
  project.provide('databaseTemplate', { kind: 'postgres', name })
  return () => admin(`drop database if exists "${name}" with (force)`)
}
