import { test, expect } from './fixtures'
import { openAtFirstPaint, phoneSpeed } from './first-paint-support'
import { upstreamReady } from './flights-support'
import { signInAs, addSavedTraveller } from './account-support'
import { createVerifiedUser, freshUser } from './auth-support'
import { addDays, todayIso } from '~/lib/flights/today'

/**
 * The first tap counts (issue 12, docs/decisions/0056): on a phone-speed CPU (4x throttling) a
 * traveller acts as soon as the page is painted — each step below waits only for its element to be
 * visible (Playwright's actionability), never for the app — and what they did is still there, and
 * did what it says, once the app has started.
 *
 * On this machine the scripts arrive at once and a Playwright action can land after the app has
 * started, which would prove nothing: the app's scripts are held until the traveller has acted
 * (a slow link), and each test checks that the app had indeed not started when they did.
 */
// The service worker would serve the app's scripts from its cache, past the hold above.
test.use({ serviceWorkers: 'block' })

test.describe('the first tap counts at 4x CPU', () => {
  test.beforeAll(async () => {
    test.setTimeout(120_000)
    await upstreamReady()
  })

  test('on /, Round trip and "Mum" chosen at first paint survive the app start; Mumbai is suggested', async ({
    page,
  }) => {
    await phoneSpeed(page)
    const startApp = await openAtFirstPaint(page, '/')
    const form = page.getByRole('form', { name: 'Search flights' })
    await form.getByRole('radio', { name: 'Round trip' }).check()
    const from = form.getByRole('combobox', { name: 'From', exact: true })
    await from.click()
    await from.pressSequentially('Mum')
    await startApp()
    // Mumbai is suggested: the app is there, asked for the airports and matched what was typed.
    const list = page.getByRole('listbox', { name: 'From suggestions' })
    await expect(list.getByRole('option', { name: /Mumbai \(BOM\)/ }).first()).toBeVisible({
      timeout: 20_000,
    })
    await expect(page.getByText('Loading airports…')).toHaveCount(0)
    await expect(from).toHaveValue('Mum')
    await expect(form.getByRole('radio', { name: 'Round trip' })).toBeChecked()
    await expect(form.getByRole('radio', { name: 'One-way' })).not.toBeChecked()
    // The return date is drawn by the app for a round trip only: the app took the choice.
    await expect(form.getByLabel('Return date', { exact: true })).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expect(form.getByRole('radio', { name: 'Round trip' })).toBeChecked()
    await expect(from).toHaveValue('Mum')
  })

  test('on /, a From field focused at first paint asks for the airports once the app is there', async ({
    page,
  }) => {
    await phoneSpeed(page)
    const startApp = await openAtFirstPaint(page, '/')
    const from = page.getByRole('combobox', { name: 'From', exact: true })
    await from.focus()
    await startApp()
    await page.waitForLoadState('networkidle')
    await from.pressSequentially('Mum')
    const list = page.getByRole('listbox', { name: 'From suggestions' })
    await expect(list.getByRole('option', { name: /Mumbai \(BOM\)/ }).first()).toBeVisible({
      timeout: 20_000,
    })
  })

  test('on the results page, a sort pressed at first paint is applied', async ({ page }) => {
    const date = addDays(todayIso(), 5)
    await phoneSpeed(page)
    const startApp = await openAtFirstPaint(
      page,
      `/flights/search/one_way?origin=DEL&destination=BOM&originCountry=IN&destinationCountry=IN&travelDate=${date}`,
    )
    const sort = page.getByRole('group', { name: 'Sort flights' })
    await sort.getByRole('button', { name: 'Sort by departure' }).click()
    await startApp()
    const sorted = sort.getByRole('button', { name: 'Sorted by departure, ascending' })
    await expect(sorted).toBeVisible({ timeout: 20_000 })
    await expect(sorted).toHaveAttribute('aria-pressed', 'true')
    await page.waitForLoadState('networkidle')
    await expect(sorted).toHaveAttribute('aria-pressed', 'true')
  })

  test('on /sign-in, Sign in pressed at first paint signs in once the app is there; the password never reaches the address', async ({
    page,
    request,
  }) => {
    const user = await createVerifiedUser(request, freshUser('Meera'))
    const addresses: string[] = []
    page.on('request', (r) => addresses.push(r.url()))
    await phoneSpeed(page)
    const startApp = await openAtFirstPaint(page, '/sign-in')
    const form = page.getByRole('main')
    await form.getByLabel('Email or mobile number').fill(user.email)
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password)
    await form.getByRole('button', { name: 'Sign in', exact: true }).click()
    // Held, not sent by the browser: still the sign-in page, no address carrying the password.
    await expect(page).toHaveURL(/\/sign-in$/)
    await startApp()
    await expect(page).not.toHaveURL(/\/sign-in/, { timeout: 20_000 })
    await expect(page.getByRole('banner').getByRole('button', { name: 'Meera' })).toBeVisible()
    expect(
      addresses.filter((a) => a.includes(encodeURIComponent(user.password)) || a.includes('password=')),
    ).toEqual([])
  })

  test.describe('signed in', () => {
    test.beforeEach(async ({ page, request }) => {
      const user = await createVerifiedUser(request, freshUser('Kavya'))
      await signInAs(page, { login: user.email, password: user.password })
    })

    test('on /account, the account menu opens when pressed at first paint', async ({ page }) => {
      await phoneSpeed(page)
      const startApp = await openAtFirstPaint(page, '/account/profile')
      const header = page.getByRole('banner')
      await header.getByRole('button', { name: 'Kavya' }).click()
      await startApp()
      await expect(header.getByRole('link', { name: 'Saved travellers' })).toBeVisible({ timeout: 20_000 })
      await expect(header.getByRole('button', { name: 'Kavya' })).toHaveAttribute('aria-expanded', 'true')
    })

    test('on /account/travellers, Delete pressed at first paint asks and deletes', async ({ page }) => {
      // At 4x CPU on a busy 2-core machine the account pages take tens of seconds to start.
      test.setTimeout(120_000)
      await addSavedTraveller(page)

      await phoneSpeed(page)
      const startApp = await openAtFirstPaint(page, '/account/travellers')
      await page.getByRole('button', { name: 'Delete Mr Arjun Rao' }).click()
      await startApp()
      const dialog = page.getByRole('dialog', { name: 'Delete Arjun Rao?' })
      await expect(dialog).toBeVisible({ timeout: 60_000 })
      await dialog.getByRole('button', { name: 'Delete' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Arjun Rao is deleted.' })).toBeVisible()
      const list = page.getByRole('list', { name: 'Saved travellers' })
      await expect(list.getByRole('listitem').filter({ hasText: 'Arjun Rao' })).toHaveCount(0)
    })
  })
})
