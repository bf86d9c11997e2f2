import { test, expect } from './fixtures'
import { upstreamReady } from './flights-support'

// Issue 24: a trip page the browser cannot open answers 404 with a way on, not "Something went
// wrong" with a 500: the traveller goes on to find the booking, its Trip Id already filled in.
// The services migrate a fresh database first: on a busy machine that outlasts the default 30 s.
test.beforeAll(async () => {
  test.setTimeout(150_000)
  await upstreamReady(120_000)
})

test.describe('a trip page the browser cannot open', () => {
  // The browser logs the 404 of the document it loaded.
  test.use({ allowedConsoleErrors: [/status of 404/] })
  // Two pages, each checked by axe, on a 2-core machine shared with other runs.
  test.describe.configure({ timeout: 90_000 })

  test('answers 404 and leads to finding the booking with the Trip Id filled in', async ({ page }) => {
    const response = await page.goto('/bookings/SF0000000404')
    expect(response?.status()).toBe(404)
    await expect(
      page.getByRole('heading', { level: 1, name: 'We could not find this booking' }),
    ).toBeVisible()
    await expect(page.getByText('There is no booking with Trip Id SF0000000404')).toBeVisible()

    await page.getByRole('link', { name: 'Find your booking' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Find a booking' })).toBeVisible()
    await expect(page).toHaveURL(/\/bookings\/find\?tripId=SF0000000404$/)
    await expect(page.getByLabel('Trip Id')).toHaveValue('SF0000000404')
    await expect(page.getByLabel('E-mail or mobile number used when booking')).toHaveValue('')
  })

  test('answers an address that holds no Trip Id with 404 and the empty find form', async ({ page }) => {
    const response = await page.goto('/flights/booking/confirmation/not-a-trip')
    expect(response?.status()).toBe(404)
    await expect(page.getByText('This address does not hold a Trip Id.')).toBeVisible()
    await page.getByRole('link', { name: 'Find your booking' }).click()
    await expect(page.getByLabel('Trip Id')).toHaveValue('')
  })
})
