/**
 * Generated browser tests: for every catalogue entry with a binding, the machine's covering paths
 * (machines/lib/store-paths.ts) each become a test that runs the path in the real store against the
 * real services, checking every state on the page after every step (harness.ts). Nothing here is
 * written per path; bind a machine (machines/…/*.binding.ts) and its paths appear here.
 *
 * Results per machine go to the model-runs file (reporter.ts), which /flows reads.
 */
import { catalogue } from '@machines/catalogue'
import { bindingGaps, type MachineBinding } from '@machines/lib/binding'
import type { MachinePath } from '@machines/lib/paths'
import { storePathCover } from '@machines/lib/store-paths'
import { test } from '../fixtures'
import { upstreamReady } from '../flights-support'
import { runPath, unboundMessage } from './harness'
import { modelAnnotation } from './reporter'

// Requests are held and answered with page.route, which does not see what a service worker fetches.
test.use({ serviceWorkers: 'block' })

// Each path is its own traveller (an address, accounts and sandbox scenarios of its own, flights on a
// date of its own): the paths share the browser layer's workers (docs/decisions/0218).
test.describe.configure({ mode: 'parallel' })

test.beforeAll(async () => {
  test.setTimeout(120_000)
  await upstreamReady()
})

/**
 * A refused request the path asks for (a wrong password: 401; a railway the sandbox says is down or
 * closed for the night: 503), or a dropped one, is logged by the browser. (One pattern: Playwright
 * reads a two-element array option as a value and its options.)
 */
const refusals = [/the server responded with a status of (4\d\d|503)|Failed to load resource: net::ERR_FAILED/]

function pathTest(id: string, binding: MachineBinding, path: MachinePath, title: string, total: number) {
  // The whole story is an annotation (shown with a failure and in the HTML report); the title stays short.
  const annotation = [...modelAnnotation(id, total), { type: 'story', description: path.story }]
  const gaps = bindingGaps(binding, path)
  if (gaps.length) {
    // Fails without opening a page: the store cannot be asked for what the binding does not say.
    test(title, { annotation }, () => {
      throw new Error(unboundMessage(id, gaps))
    })
    return
  }
  test.describe(() => {
    const refused = binding.refusals === true || path.steps.some((s) => s.kind === 'error')
    test.use({ allowedConsoleErrors: refused ? refusals : [] })
    test(title, { annotation }, async ({ page, request }) => {
      // A few seconds a step: typing, a server's answer, a page.
      test.setTimeout(20_000 + path.steps.length * 4_000)
      // Each path is its own traveller for the services' per-address limits (browser tests run the
      // store with TRUST_PROXY, see playwright.config.ts).
      const address = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': address })
      await runPath({ page, request, vars: new Map([['address', address]]) }, id, binding, path)
    })
  })
}

/** "path 2 of 5: chooses multi-city → adds a flight → … → removes the third flight (4 steps)" */
function pathTitle(path: MachinePath, index: number, total: number): string {
  const labels = path.steps.slice(1).map((s) => s.label.replace(/^the (traveller|person|server) /, ''))
  const shown = labels.length > 4 ? [...labels.slice(0, 2), '…', ...labels.slice(-2)] : labels
  return `path ${index + 1} of ${total}: ${shown.join(' → ')} (${labels.length} steps, ends in ${path.stateLabel})`
}

for (const entry of catalogue) {
  const binding = entry.binding
  if (!binding) continue
  const { paths } = storePathCover(entry)
  test.describe(`${entry.title} (${entry.id}) in the store`, () => {
    paths.forEach((path, i) =>
      pathTest(entry.id, binding, path, pathTitle(path, i, paths.length), paths.length),
    )
  })
}
