/**
 * Generated browser tests: for every catalogue entry with a binding, the machine's covering paths
 * (machines/lib/store-paths.ts) each become a test that runs the path in the real store against the
 * real services, checking every state on the page after every step (harness.ts). Nothing here is
 * written per path; bind a machine (machines/…/*.binding.ts) and its paths appear here.
 *
 * Results per machine go to data/model-runs.json (reporter.ts), which /flows reads.
 */
import { catalogue } from '../../../machines/catalogue'
import { storePathCover } from '../../../machines/lib/store-paths'
import { test } from '../fixtures'
import { upstreamReady } from '../flights-support'
import { bindingGaps } from '../../../machines/lib/binding'
import { runPath, unboundMessage } from './harness'
import { modelAnnotation } from './reporter'

// Requests are held and answered by page.route, which does not see requests a service worker makes.
test.use({ serviceWorkers: 'block' })

test.beforeAll(async () => {
  test.setTimeout(120_000)
  await upstreamReady()
})

for (const entry of catalogue) {
  const binding = entry.binding
  if (!binding) continue
  const { paths } = storePathCover(entry)

  test.describe(`${entry.title} (${entry.id}) in the store`, () => {
    paths.forEach((path, i) => {
      const title = `path ${i + 1} of ${paths.length}: ${path.story}`
      const annotation = modelAnnotation(entry.id, paths.length)
      const gaps = bindingGaps(binding, path)
      if (gaps.length) {
        // Fails without opening a page: the store cannot be asked for what the binding does not say.
        test(title, { annotation }, () => {
          throw new Error(unboundMessage(entry.id, gaps))
        })
        return
      }
      test(title, { annotation }, async ({ page, request }) => {
        // A few seconds a step: typing, a server's answer, a page.
        test.setTimeout(20_000 + path.steps.length * 4_000)
        // Each path is its own traveller for the services' per-address limits (the store trusts
        // X-Forwarded-For in browser tests, see playwright.config.ts).
        await page.setExtraHTTPHeaders({
          'x-forwarded-for': `10.77.${i % 250}.${Math.floor(Math.random() * 250)}`,
        })
        await runPath({ page, request, vars: new Map() }, entry.id, binding, path)
      })
    })
  })
}
