import { test, expect } from './fixtures'
import { upstreamReady } from './flights-support'

// The store answers pages before the services have opened their database (the configuration call
// of a first page would meet a 503 when this file runs alone).
test.beforeAll(async () => upstreamReady())

test('the flows page lists the app-configuration machine', async ({ page }) => {
  await page.goto('/flows')
  await expect(page.getByRole('heading', { name: 'Flows', level: 1 })).toBeVisible()
  await page.getByRole('link', { name: 'App configuration' }).click()
  await expect(page).toHaveURL(/\/flows\/app-config$/)
  await expect(page.getByRole('heading', { name: 'App configuration', level: 1 })).toBeVisible()
})

test('stepping the machine changes the highlighted state and the context', async ({ page }) => {
  await page.goto('/flows/app-config')
  await expect(page.getByText('Current state: readingCache')).toBeVisible()
  await expect(page.locator('[data-active][data-state-id="appConfig.readingCache"]')).toHaveCount(1)

  await page.getByRole('button', { name: /A saved copy is found/ }).click()
  await expect(page.getByText('Current state: requesting')).toBeVisible()
  await expect(page.locator('[data-active][data-state-id="appConfig.requesting"]')).toHaveCount(1)
  await expect(page.locator('[data-active][data-state-id="appConfig.readingCache"]')).toHaveCount(0)

  await page.getByRole('button', { name: /not modified/ }).click()
  await expect(page.getByText('Current state: cached')).toBeVisible()
  await expect(page.getByText('"source": "cache"')).toBeVisible()

  await page.getByRole('button', { name: 'Reset to the start' }).click()
  await expect(page.getByText('Current state: readingCache')).toBeVisible()
})

test('lists the generated paths as stories', async ({ page }) => {
  await page.goto('/flows/app-config')
  await expect(page.getByText(/Given .*when .*then/i).first()).toBeVisible()
})

// The store runs this suite with MODEL_RUNS_FILE=tests/e2e/model/runs.fixture.json (playwright.config.ts).
test('says per flow how many store paths it has and how their last run went', async ({ page }) => {
  await page.goto('/flows')
  const item = (title: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) })
  await expect(item('Flight search form')).toContainText(/\d+ store paths? · passed 20 Nov 15:40 IST/)
  await expect(item('Sign-in')).toContainText(/\d+ store paths? · 3 of 13 failed 20 Nov 15:40 IST/)
  await expect(item('App configuration')).toContainText(
    'Not in a browser: its covering paths run through its flow against the real services (tests/integration/app-config-paths.test.ts)',
  )
  // Bound, but absent from the runs file this store reads.
  await expect(item('Round-trip selection')).toContainText(/\d+ store paths? · not run yet/)

  await item('Sign-in').getByRole('link').click()
  await expect(page.getByRole('heading', { name: 'Sign-in', level: 1 })).toBeVisible()
  await expect(page.getByText(/\d+ store paths? · 3 of 13 failed/)).toBeVisible()
  const inStore = page.getByRole('region', { name: 'In the store' })
  await inStore.getByText('How each state is seen').click()
  await expect(inStore.getByText('the button “Verifying…” in the main is shown, disabled')).toBeVisible()

  // An event the store cannot cause yet is named, with the reason.
  await page.goto('/flows')
  await item('Round-trip selection').getByRole('link').click()
  const roundTrip = page.getByRole('region', { name: 'In the store' })
  await expect(roundTrip.getByRole('heading', { name: 'Not caused in the store yet' })).toBeVisible()
  await expect(roundTrip.getByRole('listitem').filter({ hasText: 'BLOCK_SELECTED' })).toContainText(
    'which the store does not offer yet',
  )
})
