import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { upstreamReady } from './flights-support'

/** Prices shown on the page's cards, in rupees, in list order. */
async function cardPrices(page: Page) {
  const texts = await page.getByRole('list', { name: 'Hotels' }).locator('.price strong').allTextContents()
  return texts.map((t) => Number(t.replace(/[^\d]/g, '')))
}

async function resultsSettled(page: Page) {
  await expect(page.locator('[data-flow="hotel-results"]')).toHaveAttribute('data-flow-state', 'success', {
    timeout: 30_000,
  })
}

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10)
const goaResults = `/hotels/search?checkin_date=${day(7)}&checkout_date=${day(9)}&rooms=2a&location_id=goa&city_name=Goa`

test.describe('hotel search', () => {
  test.beforeAll(async () => {
    test.setTimeout(120_000)
    await upstreamReady()
  })

  test('a traveller searches Goa for 2 rooms, filters, sorts, opens a hotel and picks a room', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.goto('/hotels')
    const form = page.getByRole('form', { name: 'Search hotels' })
    await form.getByRole('combobox', { name: 'City or Hotel' }).fill('Goa')
    await page
      .getByRole('listbox', { name: 'City or Hotel suggestions' })
      .getByRole('option', { name: /^Goa, city/ })
      .click()
    await form.getByRole('button', { name: 'Add a room' }).click()
    await expect(form.getByRole('spinbutton', { name: 'Adults in room 2' })).toHaveValue('1')
    await form.getByRole('button', { name: 'Add a child to room 2' }).click()
    await form.getByLabel('Age of child 1 in room 2').selectOption({ label: '5 years' })
    await form.getByRole('button', { name: 'Search hotels' }).click()

    await expect(page).toHaveURL(/\/hotels\/search\?.*rooms=2a(,|%2C)1a-5/)
    await expect(page.getByRole('heading', { level: 1, name: 'Hotels in Goa' })).toBeVisible()
    await resultsSettled(page)
    const hotels = page.getByRole('list', { name: 'Hotels' })
    await expect(hotels.getByRole('listitem').filter({ has: page.locator('article') })).toHaveCount(50)
    await expect(hotels.getByText('(including mandatory taxes & surcharges)').first()).toBeVisible()
    await expect(page.getByRole('group', { name: 'Map of hotels in Goa' })).toBeVisible()

    // 4 stars and a pool: the address keeps both, every card is a 4-star property.
    const filters = page.getByRole('complementary', { name: 'Filters' })
    await filters.getByRole('checkbox', { name: /^4 stars/ }).click()
    await expect(page).toHaveURL(/star_rating=4/)
    await resultsSettled(page)
    await filters.getByRole('checkbox', { name: /pool/i }).first().click()
    await expect(page).toHaveURL(/amenities=/)
    await resultsSettled(page)
    const stars = await hotels.locator('[aria-label^="4-star"]').count()
    expect(stars).toBeGreaterThan(0)
    expect(stars).toBe(await hotels.locator('article').count())

    // Sort by price, lowest first; a reload keeps the sort and the filters.
    await page.getByRole('button', { name: 'Price: low to high' }).click()
    await expect(page).toHaveURL(/sort=price(,|%2C)asc/)
    await resultsSettled(page)
    // The list renders just after the status (useDeferredValue, 0120): wait for the cards to follow.
    await expect
      .poll(async () => {
        const shown = await cardPrices(page)
        return shown.length > 0 && shown.every((p, i) => i === 0 || shown[i - 1]! <= p)
      })
      .toBe(true)
    const prices = await cardPrices(page)
    await page.reload()
    await resultsSettled(page)
    await expect(page.getByRole('button', { name: 'Price: low to high' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(filters.getByRole('checkbox', { name: /^4 stars/ })).toBeChecked()
    expect(await cardPrices(page)).toEqual(prices)

    const axe = await new AxeBuilder({ page }).analyze()
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])

    // Open the first hotel and choose its first offer: the booking review's address, six keys.
    const first = hotels.getByRole('heading', { level: 3 }).first()
    const name = (await first.textContent()) ?? ''
    await first.getByRole('link').click()
    await expect(page).toHaveURL(/\/hotels\/[^/?]+\?checkin_date=/)
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Rooms' })).toBeVisible()
    await page
      .getByRole('button', { name: /^Choose / })
      .first()
      .click()
    await expect(page).toHaveURL(/\/hotels\/booking\/review\?/, { timeout: 15_000 })
    const review = new URL(page.url())
    expect([...review.searchParams.keys()].sort()).toEqual(
      ['checkin_date', 'checkout_date', 'hotel_id', 'offer_id', 'room_idx', 'rooms'].sort(),
    )
    expect(review.searchParams.get('rooms')).toBe('2a,1a-5')
  })

  test('at 6x CPU the count and the list change together: no "Showing N" over an empty list (issue 24)', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    // Every commit the page makes is looked at: the status's count against the cards under it.
    await page.addInitScript(() => {
      const seen: string[] = []
      Object.assign(window, { __countWithoutCards: seen })
      const look = () => {
        const status = document.querySelector('.hotel-status')?.textContent ?? ''
        const shown = Number(/Showing ([\d,]+) of/.exec(status)?.[1]?.replace(/,/g, '') ?? 0)
        const cards = document.querySelectorAll('[aria-label="Hotels"] article').length
        if (shown > 0 && cards === 0) seen.push(status)
      }
      new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true })
    })
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 })
    try {
      await page.goto(`${goaResults}&scenario=batches%3D3%3BlatencyMs%3D400`)
      await resultsSettled(page)
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    }
    await expect(page.getByRole('status').filter({ hasText: /Showing \d+ of \d+ hotels/ })).toBeVisible()
    await expect(page.getByRole('list', { name: 'Hotels' }).locator('article').first()).toBeVisible()
    expect(
      await page.evaluate(() => (window as unknown as { __countWithoutCards: string[] }).__countWithoutCards),
    ).toEqual([])
  })

  test('a results address that cannot be searched opens the form with its messages', async ({ page }) => {
    await page.goto('/hotels/search?checkin_date=2020-01-01&checkout_date=soon&rooms=9a')
    await expect(page.getByRole('heading', { level: 1, name: 'Search hotels' })).toBeVisible()
    const form = page.getByRole('form', { name: 'Search hotels' })
    await expect(form.getByText('Check-in cannot be in the past')).toBeVisible()
    await expect(form.getByText('A room holds at most 4 adults')).toBeVisible()
    await expect(form.getByRole('combobox', { name: 'City or Hotel' })).toBeVisible()
  })

  // The app's scripts never arrive (a slow phone before they do): the server's page alone. Scripts
  // are blocked rather than JavaScript turned off, so axe can still look at each page.
  test.describe('without the app', () => {
    test.use({ allowedConsoleErrors: [/Failed to load resource/] })
    test.beforeEach(async ({ page }) => {
      await page.route(/\/assets\/.*\.js(\?.*)?$/, (route) => route.abort())
    })
    test('the form is a plain GET: the place typed is looked up and the results address opened', async ({
      page,
    }) => {
      await page.goto('/hotels')
      const form = page.getByRole('form', { name: 'Search hotels' })
      await form.getByRole('combobox', { name: 'City or Hotel' }).fill('Goa')
      await form.getByLabel('Check-in').fill(day(20))
      await form.getByLabel('Check-out').fill(day(23))
      await form.getByRole('button', { name: 'Search hotels' }).click()
      await expect(page).toHaveURL(/\/hotels\/search\?/)
      const url = new URL(page.url())
      expect(url.searchParams.get('location_id')).toBe('goa')
      expect(url.searchParams.get('checkin_date')).toBe(day(20))
      expect(url.searchParams.get('checkout_date')).toBe(day(23))
      expect(url.searchParams.get('rooms')).toBe('2a')
      await expect(page.getByRole('heading', { level: 1, name: 'Hotels in Goa' })).toBeVisible()
    })

    test('a place typed that matches nothing comes back to the form with the text and a message', async ({
      page,
    }) => {
      await page.goto('/hotels')
      const form = page.getByRole('form', { name: 'Search hotels' })
      await form.getByRole('combobox', { name: 'City or Hotel' }).fill('Qqqzzz')
      await form.getByRole('button', { name: 'Search hotels' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Search hotels' })).toBeVisible()
      const again = page.getByRole('form', { name: 'Search hotels' })
      await expect(again.getByText(/No city, area or hotel matches “Qqqzzz”/)).toBeVisible()
      await expect(again.getByRole('combobox', { name: 'City or Hotel' })).toHaveValue('Qqqzzz')
    })
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    test('the hotels come first; the filters open in a dialog from the Filters button', async ({ page }) => {
      test.setTimeout(90_000)
      await page.goto(goaResults)
      await resultsSettled(page)
      const hotels = page.getByRole('list', { name: 'Hotels' })
      await expect(hotels.getByRole('article').first()).toBeInViewport()
      await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden()
      const open = page.getByRole('button', { name: 'Filters', exact: true })
      await open.click()
      const dialog = page.getByRole('dialog', { name: 'Filters' })
      await expect(dialog).toBeVisible()
      // Focus is in the dialog; a filter applies; the dialog says how many hotels are left.
      await expect(dialog.locator(':focus')).toHaveCount(1)
      await dialog.getByRole('checkbox', { name: /^4 stars/ }).check()
      await expect(page).toHaveURL(/star_rating=4/)
      await resultsSettled(page)
      const shown = dialog.getByRole('button', { name: /^Show \d+ hotels?$/ })
      await expect(shown).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(open).toBeFocused()
      const stars = await hotels.locator('[aria-label^="4-star"]').count()
      expect(stars).toBe(await hotels.locator('article').count())
      const axe = await new AxeBuilder({ page }).analyze()
      expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])
    })

    test('the map has a button per area, each big enough to tap, that brings its cheapest hotel into view', async ({
      page,
    }) => {
      test.setTimeout(90_000)
      await page.goto(goaResults)
      await resultsSettled(page)
      const map = page.getByRole('group', { name: 'Map of hotels in Goa' })
      const areas = map.getByRole('button')
      const count = await areas.count()
      expect(count).toBeGreaterThan(1)
      expect(count).toBeLessThanOrEqual(12)
      // Axe's target-size check (WCAG 2.2 2.5.8, not among its defaults): no tap target overlaps or
      // crowds another on a phone.
      const sizes = await new AxeBuilder({ page }).withRules(['target-size']).analyze()
      expect(sizes.violations.map((v) => `${v.id}: ${v.nodes.length} targets`)).toEqual([])
      // An area with several hotels names them all; its click marks it and shows its cheapest hotel.
      const crowded = areas.filter({ hasText: '+' }).first()
      const label = (await crowded.textContent()) ?? ''
      const cheapest = /\(([^;)]+)/.exec(label)?.[1] ?? ''
      expect(cheapest).not.toBe('')
      await crowded.click()
      await expect(crowded).toHaveAttribute('aria-pressed', 'true')
      await expect(
        page
          .getByRole('list', { name: 'Hotels' })
          .getByRole('heading', { level: 3, name: cheapest, exact: true }),
      ).toBeInViewport()
    })
  })

  // The supplier's 503 reaches the browser as a failed server-function call, which it logs.
  test.describe(() => {
    test.use({ allowedConsoleErrors: [/the server responded with a status of 50\d/] })
    test('the hotel page: a price change since the search, a supplier failure, and sold out', async ({
      page,
    }) => {
      test.setTimeout(90_000)
      await page.goto(goaResults)
      await resultsSettled(page)
      const href = await page
        .getByRole('list', { name: 'Hotels' })
        .getByRole('link')
        .first()
        .getAttribute('href')
      expect(href).toMatch(/search_id=/)

      // 12 % dearer than the card showed: old and new, then the rooms at the new price.
      await page.goto(`${href}&scenario=priceChange%3D12`)
      const dialog = page.getByRole('dialog', { name: 'The price has changed' })
      await expect(dialog).toBeVisible()
      await expect(dialog).toContainText(/It was ₹[\d,]+; it is now ₹[\d,]+/)
      await dialog.getByRole('button', { name: 'See the rooms at the new price' }).click()
      await expect(dialog).toBeHidden()
      await expect(page.getByRole('button', { name: /^Choose / }).first()).toBeEnabled()

      await page.goto(`${href}&scenario=availability%3Dsoldout`)
      await expect(page.getByText('Sold out for these dates')).toBeVisible()

      await page.goto(`${href}&scenario=availability%3D503`)
      await expect(page.getByRole('button', { name: 'Try again', exact: true })).toBeVisible()
    })
  })
})
