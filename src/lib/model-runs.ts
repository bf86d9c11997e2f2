/**
 * The results of the last browser run of each machine's store paths (tests/e2e/model/), as the
 * model reporter writes them and the /flows page reads them. Plain data and pure functions: the
 * file itself is read and written by src/server/visualizer/model-runs.server.ts and tests/e2e/model/reporter.ts.
 */

export interface ModelRun {
  /** Store paths registered for the machine in that run. */
  paths: number
  passed: number
  failed: number
  /** ISO date-time the run ended. */
  finishedAt: string
}

export interface ModelRunsFile {
  version: 1
  machines: Record<string, ModelRun>
}

export const emptyModelRuns: ModelRunsFile = { version: 1, machines: {} }

const count = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0

function readRun(value: unknown): ModelRun | null {
  if (typeof value !== 'object' || value === null) return null
  // An object's own properties, each checked below.
  const { paths, passed, failed, finishedAt } = value as Record<string, unknown>
  if (!count(paths) || !count(passed) || !count(failed)) return null
  if (typeof finishedAt !== 'string' || Number.isNaN(Date.parse(finishedAt))) return null
  return { paths, passed, failed, finishedAt }
}

/** The file's text as data; anything unreadable counts as no runs (a broken file is not an error page). */
export function parseModelRuns(text: string | null): ModelRunsFile {
  if (!text) return emptyModelRuns
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return emptyModelRuns
  }
  if (typeof data !== 'object' || data === null) return emptyModelRuns
  const machines = (data as { machines?: unknown }).machines
  if (typeof machines !== 'object' || machines === null) return emptyModelRuns
  const runs: Record<string, ModelRun> = {}
  for (const [id, value] of Object.entries(machines)) {
    const run = readRun(value)
    if (run) runs[id] = run
  }
  return { version: 1, machines: runs }
}

/** A run's results replace those of the machines it ran; the others keep their last run. */
export function mergeModelRuns(previous: ModelRunsFile, latest: Record<string, ModelRun>): ModelRunsFile {
  return { version: 1, machines: { ...previous.machines, ...latest } }
}

export type ModelRunStatus =
  /** `flowTest`: the vitest file that runs the covering paths through the flow instead, if any. */
  | { kind: 'unbound'; flowTest?: string }
  | { kind: 'not-run'; paths: number }
  | { kind: 'passed'; paths: number; run: ModelRun }
  /** `notPassed`: failed, or did not finish (interrupted, skipped). */
  | { kind: 'failed'; paths: number; run: ModelRun; notPassed: number }

/** A machine's line on /flows: `paths` is how many store paths its binding yields today. */
export function modelRunStatus(
  bound: boolean,
  paths: number,
  run: ModelRun | undefined,
  flowTest?: string,
): ModelRunStatus {
  if (!bound) return flowTest ? { kind: 'unbound', flowTest } : { kind: 'unbound' }
  if (!run) return { kind: 'not-run', paths }
  return run.passed >= run.paths && run.failed === 0
    ? { kind: 'passed', paths, run }
    : { kind: 'failed', paths, run, notPassed: Math.max(run.failed, run.paths - run.passed) }
}
