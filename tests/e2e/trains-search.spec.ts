import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { upstreamReady } from './flights-support'

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10)
const results = (extra = '') => `/trains/search?from=NDLS&to=BCT&date=${day(10)}&quota=GN${extra}`

async function searchSettled(page: Page) {
  await expect(page.locator('[data-flow="train-search"]')).toHaveAttribute('data-flow-state', 'success', {
    timeout: 30_000,
  })
}

const trainList = (page: Page) => page.getByRole('list', { name: 'Trains' })
const cards = (page: Page) => trainList(page).locator('article.train-card')

/** 'Xh Ym' or 'Ym' → minutes. */
const minutesOf = (text: string) => {
  const match = /(?:(\d+)h )?(\d+)m/.exec(text)
  return match ? Number(match[1] ?? 0) * 60 + Number(match[2]) : NaN
}

async function pickStation(page: Page, label: string, typed: string, option: RegExp) {
  const form = page.getByRole('form', { name: 'Search trains' })
  await form.getByRole('combobox', { name: label, exact: true }).fill(typed)
  await page
    .getByRole('listbox', { name: `${label} stations` })
    .getByRole('option', { name: option })
    .click()
}

test.describe('train search', () => {
  test.beforeAll(async () => {
    test.setTimeout(120_000)
    await upstreamReady()
  })

  test('a traveller searches New Delhi to Mumbai Central ten days ahead, filters Rajdhani in the evening, checks 3A', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.goto('/trains')
    await expect(page.getByRole('tab', { name: 'Trains', selected: true })).toBeVisible()
    const form = page.getByRole('form', { name: 'Search trains' })
    // The ten popular stations are shortcuts.
    await expect(form.getByRole('group', { name: 'Popular stations' }).getByRole('button')).toHaveCount(10)
    await pickStation(page, 'From', 'Mumbai Central', /^Mumbai Central \(BCT\)/)
    await pickStation(page, 'To', 'New Delhi', /^New Delhi \(NDLS\)/)
    await form.getByRole('button', { name: 'Swap From and To' }).click()
    await expect(form.getByRole('combobox', { name: 'From', exact: true })).toHaveValue('New Delhi (NDLS)')
    await expect(form.getByLabel('Quota')).toHaveValue('GN')
    await expect(form.getByRole('spinbutton', { name: 'Adults' })).toHaveValue('1')
    await form.getByLabel('Date of journey').fill(day(10))
    await form.getByRole('button', { name: 'Search trains' }).click()

    await expect(page).toHaveURL(new RegExp(`/trains/search\\?.*from=NDLS.*to=BCT.*date=${day(10)}`))
    await expect(
      page.getByRole('heading', { level: 1, name: /^Trains from New Delhi to Mumbai Central/ }),
    ).toBeVisible()
    await searchSettled(page)
    const total = await cards(page).count()
    expect(total).toBeGreaterThan(3)
    await expect(cards(page).first().locator('.train-duration')).toHaveText(/^Duration \d+h \d+m$/)

    // Rajdhani and evening departures: only those stay, and the address keeps them.
    const filters = page.getByRole('region', { name: 'Filters' })
    await filters
      .getByRole('group', { name: 'Train type' })
      .getByRole('checkbox', { name: /^Rajdhani/ })
      .click()
    await filters
      .getByRole('group', { name: 'Departure time' })
      .getByRole('checkbox', { name: /^Evening/ })
      .click()
    await expect(page).toHaveURL(/type=R/)
    await expect(page).toHaveURL(/dep=EVENING/)
    const left = await cards(page).count()
    expect(left).toBeGreaterThan(0)
    expect(left).toBeLessThan(total)
    for (const card of await cards(page).all()) {
      await expect(card.locator('.train-type')).toHaveText('Rajdhani')
      const departs = (await card.locator('.train-time').first().textContent()) ?? ''
      expect(departs >= '17:00', `departs at ${departs}`).toBe(true)
    }
    await expect(
      page.getByRole('status').filter({ hasText: `Showing ${left} of ${total} trains` }),
    ).toBeVisible()
    const axe = await new AxeBuilder({ page }).analyze()
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])

    // 3A in the General quota, with the next days and a way to book.
    const card = cards(page).first()
    const name = (await card.getByRole('heading', { level: 2 }).textContent()) ?? ''
    await card.getByRole('button', { name: 'Check availability' }).click()
    const availability = card.getByRole('region', { name: `Availability of ${name}` })
    await availability.getByRole('tab', { name: /^AC 3 Tier \(3A\)/ }).click()
    await expect(availability.getByRole('tab', { name: /^AC 3 Tier \(3A\)/ })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    const days = availability.getByRole('table', { name: /^3A General: this day and the next 5/ })
    await expect(days.locator('tbody tr')).toHaveCount(6)
    await expect(days.locator('tbody td').first()).toHaveText(
      /^(AVAILABLE-\d{4}|RAC \d+|GNWL \d+\/WL \d+|REGRET|NOT AVAILABLE)$/,
    )
    await expect(availability.getByText(/^Fare ₹[\d,]+ per adult/)).toBeVisible()
    const book = availability.getByRole('link', { name: /^Book now: 3A GN on / }).first()
    await expect(book).toHaveAttribute(
      'href',
      /^\/trains\/booking\/passengers\?train=\d{5}&from=NDLS&to=BCT&date=.*&class=3A&quota=GN/,
    )

    // The schedule opens in a dialog.
    await card.getByRole('button', { name: 'Schedule' }).click()
    const dialog = page.getByRole('dialog', { name: /^Schedule of / })
    await expect(dialog.getByRole('row', { name: /New Delhi \(NDLS\)/ })).toBeVisible()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
  })

  test('more than 6 travellers are refused in words; the counts reach the results and the passengers form; PNR and live status are linked (issue 24)', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    for (const path of ['/', '/trains']) {
      await page.goto(path)
      const links = page.getByRole('navigation', { name: 'Train status' })
      await expect(links.getByRole('link', { name: 'PNR status' })).toHaveAttribute('href', '/trains/pnr')
      await expect(links.getByRole('link', { name: 'Live train status' })).toHaveAttribute(
        'href',
        '/trains/live',
      )
    }
    const form = page.getByRole('form', { name: 'Search trains' })
    await pickStation(page, 'From', 'New Delhi', /^New Delhi \(NDLS\)/)
    await pickStation(page, 'To', 'Mumbai Central', /^Mumbai Central \(BCT\)/)
    await form.getByLabel('Date of journey').fill(day(10))
    await form.getByRole('spinbutton', { name: 'Adults' }).fill('6')
    await form.getByRole('spinbutton', { name: 'Children (5–11)' }).fill('1')
    await form.getByRole('spinbutton', { name: 'Senior citizens' }).fill('1')
    await form.getByRole('button', { name: 'Search trains' }).click()
    await expect(form.getByRole('group', { name: 'Travellers' })).toHaveAccessibleDescription(
      'A train ticket holds at most 6 passengers: you chose 8. Book the others on a second ticket.',
    )
    await expect(page).toHaveURL(/\/trains$/)
    await form.getByRole('spinbutton', { name: 'Adults' }).fill('2')
    await form.getByRole('button', { name: 'Search trains' }).click()
    await expect(page).toHaveURL(/adults=2&children=1&seniors=1/)
    await searchSettled(page)
    await expect(
      page.getByRole('navigation', { name: 'Train status' }).getByRole('link', { name: 'PNR status' }),
    ).toBeVisible()
    const card = cards(page).first()
    await card.getByRole('button', { name: 'Check availability' }).click()
    const book = card.getByRole('link', { name: /^Book now: / }).first()
    await expect(book).toHaveAttribute('href', /adults=2&children=1&seniors=1/)
    // Book now opens the booking in the same page (a client navigation, 0212), one passenger each.
    await book.click()
    await expect(page.getByRole('heading', { level: 1, name: 'Passengers' })).toBeVisible({ timeout: 20_000 })
    await expect(page).toHaveURL(/\/trains\/booking\/passengers\?.*adults=2&children=1&seniors=1/)
    await expect(page.getByRole('group', { name: 'Passenger 4', exact: true })).toBeVisible()
    await expect(page.getByRole('group', { name: 'Passenger 5', exact: true })).toHaveCount(0)
  })

  test('sort by duration is kept on reload', async ({ page }) => {
    await page.goto(results())
    await searchSettled(page)
    await page.getByLabel('Sort by').selectOption({ label: 'Duration, shortest first' })
    await expect(page).toHaveURL(/sort=duration-asc/)
    await page.reload()
    await searchSettled(page)
    await expect(page.getByLabel('Sort by')).toHaveValue('duration-asc')
    const durations = (await trainList(page).locator('.train-duration').allTextContents()).map(minutesOf)
    expect(durations.length).toBeGreaterThan(1)
    expect(durations).toEqual([...durations].sort((a, b) => a - b))
  })

  test('a malformed address opens the form with its messages, never a crash', async ({ page }) => {
    await page.goto('/trains/search?from=NDLS&to=ndls&date=2020-01-01&quota=XX')
    await expect(page.getByRole('heading', { level: 1, name: 'Search trains' })).toBeVisible()
    const form = page.getByRole('form', { name: 'Search trains' })
    await expect(form.getByText('From and To stations cannot be the same')).toBeVisible()
    await expect(form.getByText('The date of journey cannot be in the past')).toBeVisible()
    await expect(form.getByText(/^Choose a quota/)).toBeVisible()
    await expect(form.getByLabel('Date of journey')).toHaveAttribute('aria-invalid', 'true')
    const axe = await new AxeBuilder({ page }).analyze()
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])
  })

  test('the railway being down opens the not-available modal', async ({ page }) => {
    await page.goto(results('&scenario=down'))
    const dialog = page.getByRole('dialog', { name: 'Railway booking is not available' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText(/closes every night from 23:45 to 00:20/)).toBeVisible()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(page.getByRole('button', { name: 'Try again', exact: true })).toBeVisible()
    await expect(trainList(page)).toHaveCount(0)
  })

  test('a class whose availability fails says so in its own words', async ({ page }) => {
    await page.goto(results('&scenario=availability%3Derror'))
    await searchSettled(page)
    const card = cards(page).first()
    await card.getByRole('button', { name: 'Check availability' }).click()
    await expect(card.getByText('Oops! Something went wrong. Please try again')).toBeVisible()
    await expect(card.getByRole('button', { name: 'Try again' })).toBeVisible()
  })
})

test.describe('before the app runs (no JavaScript)', () => {
  // A context of its own: the fixture's page checks accessibility with a script after each load.
  test('the closed "Modify search" opens a form that searches another date', async ({ browser }) => {
    await upstreamReady()
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: test.info().project.use.baseURL,
    })
    try {
      const page = await context.newPage()
      await page.goto(results())
      await page.getByText('Modify search', { exact: true }).click()
      const form = page.getByRole('form', { name: 'Modify search' })
      await expect(form.getByLabel('From (station code)')).toHaveValue('NDLS')
      await expect(form.getByLabel('To (station code)')).toHaveValue('BCT')
      await form.getByLabel('Date of journey').fill(day(11))
      await form.getByRole('button', { name: 'Search trains' }).click()
      await expect(page).toHaveURL(new RegExp(`/trains/search\\?.*date=${day(11)}`))
      await expect(page.getByRole('heading', { level: 1, name: /^Trains from / })).toBeVisible()
    } finally {
      await context.close()
    }
  })
})
