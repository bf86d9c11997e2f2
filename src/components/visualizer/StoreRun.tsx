import type { ModelRunStatus } from '~/lib/model-runs'

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000

/** "26 Nov 15:40 IST": India time by arithmetic, so the server's render and the browser's agree. */
export function formatRunTime(iso: string): string {
  const d = new Date(Date.parse(iso) + IST_OFFSET_MS)
  const hh = String(d.getUTCHours()).padStart(2, '0')
  const mm = String(d.getUTCMinutes()).padStart(2, '0')
  return `${d.getUTCDate()} ${months[d.getUTCMonth()]} ${hh}:${mm} IST`
}

const plural = (n: number) => `${n} store path${n === 1 ? '' : 's'}`

/** In words: "12 store paths · passed 26 Nov 15:40 IST", "3 of 12 failed …", "not run yet". */
export function storeRunText(status: ModelRunStatus): string {
  switch (status.kind) {
    case 'unbound':
      return status.flowTest
        ? `Not in a browser: its covering paths run through its flow against the real services (${status.flowTest})`
        : 'Not bound to the store yet'
    case 'not-run':
      return `${plural(status.paths)} · not run yet`
    case 'passed':
      return `${plural(status.paths)} · passed ${formatRunTime(status.run.finishedAt)}`
    case 'failed':
      return `${plural(status.paths)} · ${status.notPassed} of ${status.run.paths} failed ${formatRunTime(status.run.finishedAt)}`
  }
}

/**
 * A machine's generated browser tests: how many paths drive the real store and how their last run
 * went (tests/e2e/model/, docs/decisions/0035).
 */
export function StoreRun({ status }: { status: ModelRunStatus | undefined }) {
  if (!status) return null
  return (
    <p className="viz-run" data-run={status.kind}>
      {storeRunText(status)}
    </p>
  )
}
