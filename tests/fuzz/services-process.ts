/**
 * Starts the upstream services as a child process (tests/support/services-child.ts) on a database
 * of their own (tests/support/upstream.ts `createTestDatabase`: a fresh PGlite folder, or a fresh
 * PostgreSQL database when DATABASE_URL is set), so the fuzz suite can see the process stay alive
 * and read its memory (resident set, and its peak) from /proc.
 */
import { readFileSync } from 'node:fs'
import { running, spawnServices, stopServices } from '../support/services-child'
import { createTestDatabase } from '../support/upstream'

export interface ServicesProcess {
  url: string
  /** Resident memory now, in bytes (VmRSS). */
  rss(): number
  /** The most resident memory the process has had, in bytes (VmHWM). */
  peakRss(): number
  /** Whether the process is still running. */
  alive(): boolean
  /** Everything the process wrote to stderr so far. */
  stderr(): string
  close(): Promise<void>
}

function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]
  if (!kb) throw new Error(`/proc/${pid}/status has no ${field}: the memory checks need Linux`)
  return Number(kb) * 1024
}

/** `env`: deployment settings for this process (e.g. BODY_LIMIT_BYTES). */
export async function startServicesProcess(env: Record<string, string> = {}): Promise<ServicesProcess> {
  const database = await createTestDatabase()
  const { url, child, pid, stderr } = await spawnServices(database, { env })
  return {
    url,
    rss: () => statusKb(pid, 'VmRSS'),
    peakRss: () => statusKb(pid, 'VmHWM'),
    alive: () => running(child),
    stderr,
    close: async () => {
      await stopServices(child)
      await database.drop()
    },
  }
}
