import { test, expect } from './fixtures'

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
