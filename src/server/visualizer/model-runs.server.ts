/**
 * Each bound machine's store paths and their last browser run, for /flows: the run from the
 * model-runs file (MODEL_RUNS_FILE, written by tests/e2e/model/reporter.ts), the number of paths from
 * the machine's binding as it is now (counted once per process: machines do not change while it runs).
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { catalogue } from '@machines/catalogue'
import { storePathCover } from '@machines/lib/store-paths'
import { modelRunStatus, parseModelRuns, type ModelRunStatus } from '~/lib/model-runs'
import { deployment } from '~/server/platform/config.server'

let pathCounts: Map<string, number> | undefined

function storePathCounts(): Map<string, number> {
  pathCounts ??= new Map(
    catalogue.flatMap((entry) =>
      entry.binding ? [[entry.id, storePathCover(entry).paths.length] as const] : [],
    ),
  )
  return pathCounts
}

async function readRunsFile(): Promise<string | null> {
  try {
    return await readFile(path.resolve(deployment.MODEL_RUNS_FILE), 'utf8')
  } catch {
    // No run yet (or the file moved): every bound machine says "not run yet".
    return null
  }
}

export async function modelRunStatuses(): Promise<Record<string, ModelRunStatus>> {
  const runs = parseModelRuns(await readRunsFile())
  const counts = storePathCounts()
  return Object.fromEntries(
    catalogue.map((entry) => [
      entry.id,
      modelRunStatus(
        counts.has(entry.id),
        counts.get(entry.id) ?? 0,
        runs.machines[entry.id],
        entry.flowTest,
      ),
    ]),
  )
}
