import { test, expect } from './fixtures'
import { upstreamReady } from './flights-support'

/**
 * Addresses a person can read and share (issue 24, docs/decisions/0200): a plain value is written
 * plain — never JSON-quoted — and the plain address is answered as it is, not redirected.
 */
test.describe('plain addresses', () => {
  test.beforeAll(async () => {
    test.setTimeout(120_000)
    await upstreamReady()
  })

  test('the plain addresses of the PNR, live status and outbox pages are answered without a redirect', async ({
    request,
  }) => {
    for (const address of [
      '/trains/pnr?pnr=1234567890',
      '/trains/live?train=12314',
      '/dev/outbox?to=9876543210',
    ]) {
      const res = await request.get(address, { maxRedirects: 0 })
      expect(res.status(), address).toBe(200)
    }
  })

  // An unknown PNR is answered 404: the browser logs the failed load.
  test.use({ allowedConsoleErrors: [/status of 404/] })

  test('a PNR checked in the app stays a plain address, in a client navigation', async ({ page }) => {
    const documents: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(r.url())
    })
    await page.goto('/trains/pnr')
    await page.waitForLoadState('networkidle')
    await page.getByLabel('PNR number').fill('1234567890')
    await page.getByRole('button', { name: 'Check status' }).click()
    await expect(page).toHaveURL(/\/trains\/pnr\?pnr=1234567890$/)
    await expect(
      page.getByRole('alert').or(page.getByRole('region', { name: 'PNR 1234567890' })),
    ).toBeVisible()
    expect(documents, 'the app navigated, no page load').toHaveLength(1)
    await page.reload()
    await expect(page).toHaveURL(/\/trains\/pnr\?pnr=1234567890$/)
    await expect(page.getByLabel('PNR number')).toHaveValue('1234567890')
  })
})
