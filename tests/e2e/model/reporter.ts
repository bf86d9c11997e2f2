/**
 * A Playwright reporter that writes, per machine whose store paths ran, {paths, passed, failed,
 * finishedAt} to the model-runs file (MODEL_RUNS_FILE, default data/model-runs.json: app.config.ts
 * deployment settings, read by the running store for /flows), keeping the
 * last run of machines that did not run this time. Only these browser runs write it: the machine
 * replays (vitest) prove reachability, not the store. Listed in playwright.config.ts.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { FullResult, Reporter, Suite, TestCase } from '@playwright/test/reporter'
import { loadDeploymentConfig } from '@config'
import { mergeModelRuns, parseModelRuns, type ModelRun } from '~/lib/model-runs'

const annotationType = 'model-machine'

/** Marks a generated test as one of `paths` store paths of the machine `id`. */
export function modelAnnotation(id: string, paths: number) {
  return [{ type: annotationType, description: `${id}:${paths}` }]
}

function machineOf(test: TestCase): { id: string; paths: number } | undefined {
  const note = test.annotations.find((a) => a.type === annotationType)?.description
  if (!note) return undefined
  const colon = note.lastIndexOf(':')
  return { id: note.slice(0, colon), paths: Number(note.slice(colon + 1)) }
}

export default class ModelRunsReporter implements Reporter {
  private suite: Suite | undefined

  onBegin(_config: unknown, suite: Suite) {
    this.suite = suite
  }

  onEnd(result: FullResult) {
    if (!this.suite || result.status === 'interrupted') return
    const runs: Record<string, ModelRun> = {}
    const finishedAt = new Date().toISOString()
    for (const test of this.suite.allTests()) {
      const machine = machineOf(test)
      if (!machine) continue
      const outcome = test.outcome()
      const run = (runs[machine.id] ??= { paths: machine.paths, passed: 0, failed: 0, finishedAt })
      if (outcome === 'expected' || outcome === 'flaky') run.passed++
      else if (outcome === 'unexpected') run.failed++
    }
    // Only a run of all of a machine's paths says whether the store follows it: a partial run
    // (--grep, a stop after failures) leaves the last full run on record.
    for (const [id, run] of Object.entries(runs)) if (run.passed + run.failed < run.paths) delete runs[id]
    if (Object.keys(runs).length === 0) return
    const file = path.resolve(loadDeploymentConfig(process.env).MODEL_RUNS_FILE)
    let previous: string | null = null
    try {
      previous = readFileSync(file, 'utf8')
    } catch {
      // No file yet: this run is the first.
    }
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, `${JSON.stringify(mergeModelRuns(parseModelRuns(previous), runs), null, 2)}\n`)
  }

  printsToStdio() {
    return false
  }
}
