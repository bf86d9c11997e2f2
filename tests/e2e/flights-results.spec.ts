import type { Locator, Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { upstreamReady } from './flights-support'
import { addDays, todayIso } from '~/lib/flights/today'

/**
 * The results page as a traveller uses it, against the sandbox supplier through the BFF. Times and
 * stops are read from the cards on screen, so the assertions are about what a person sees.
 * Long on purpose: one page's browser tests and the helpers they share, read top to bottom.
 */

const tomorrow = addDays(todayIso(), 1)

function oneWay(origin: string, destination: string, date: string, extra = '') {
  return `/flights/search/one_way?origin=${origin}&destination=${destination}&originCountry=IN&destinationCountry=IN&travelDate=${date}&adults=1${extra}`
}

const flightsList = (page: Page) => page.getByRole('region', { name: 'Flights', exact: true })
const cards = (list: Locator) => list.getByRole('article')

/** Waits until the search has ended (the progress line is gone). */
async function searchEnded(page: Page) {
  await expect(page.getByRole('progressbar', { name: 'Search progress' })).toHaveCount(0, { timeout: 20_000 })
}

/** Local minutes after midnight of a card's first (departure) time, from its datetime attribute. */
async function departureMinutes(card: Locator): Promise<number> {
  const iso = await card.locator('time').first().getAttribute('datetime')
  const m = /T(\d{2}):(\d{2})/.exec(iso ?? '')
  if (!m) throw new Error(`card without a departure time: ${iso}`)
  return Number(m[1]) * 60 + Number(m[2])
}

async function shownCount(list: Locator): Promise<number> {
  const text = (await list.getByRole('status').first().textContent()) ?? ''
  const m = /Showing (\d+)/.exec(text)
  return m ? Number(m[1]) : 0
}

/** The fares per adult on the cards on screen, in rupees. */
async function cardFares(list: Locator): Promise<number[]> {
  const texts = await cards(list).locator('.fr-price strong').allTextContents()
  return texts.map((t) => Number(t.replace(/[^\d.]/g, '')))
}

/** Headings (airline + flight numbers) of the first n cards on screen. */
async function firstFlights(list: Locator, n: number): Promise<string[]> {
  const all = await cards(list).locator('h3').allTextContents()
  return all.slice(0, n)
}

test.describe('flight results', () => {
  test.beforeAll(async () => {
    test.setTimeout(120_000)
    await upstreamReady()
  })

  test('one-way DEL→BOM fills in while polling; Non-Stop + Morning + departure sort', async ({ page }) => {
    await page.goto('/')
    // Open the results without the fixture's wait for network idle, to watch the batches arrive.
    await page.evaluate((url) => window.location.assign(url), oneWay('DEL', 'BOM', tomorrow))
    const list = flightsList(page)
    const seen = new Set<number>()
    await expect(page.getByRole('progressbar', { name: 'Search progress' })).toBeVisible()
    while ((await page.getByRole('progressbar', { name: 'Search progress' }).count()) > 0) {
      if (await list.count()) seen.add(await shownCount(list))
      await page.waitForTimeout(100)
    }
    const total = await shownCount(list)
    expect(total).toBeGreaterThan(0)
    // At least one partial list was on screen before the last batch: results arrived batch by batch.
    expect(
      [...seen].some((n) => n > 0 && n < total),
      `counts seen while polling: ${[...seen]}`,
    ).toBe(true)
    // Each batch reaches the cards row by row; once the search has ended no card is left showing
    // an earlier batch's flight: the cards are the ones a fresh sort by price puts on screen, and
    // the first is the cheapest of all (the lowest of the airline tabs' "from" fares).
    const tabFares = await page
      .getByRole('group', { name: 'Airlines' })
      .locator('.fr-tab-price')
      .allTextContents()
    const cheapest = Math.min(...tabFares.map((t) => Number(t.replace(/[^\d.]/g, ''))))
    await expect.poll(async () => (await cardFares(list))[0]).toBe(cheapest)
    // The cards once they have settled (the same on two readings 300 ms apart)...
    let afterBatches: string[] = []
    await expect
      .poll(
        async () => {
          const now = await firstFlights(list, 6)
          const same = now.length > 0 && now.join('|') === afterBatches.join('|')
          afterBatches = now
          return same
        },
        { intervals: [300] },
      )
      .toBe(true)
    // ...are those a fresh sort by price shows (the rows out of view follow a click a moment later).
    await page.getByRole('button', { name: 'Sorted by price, ascending' }).click()
    await page.getByRole('button', { name: 'Sorted by price, descending' }).click()
    await expect(page.getByRole('button', { name: 'Sorted by price, ascending' })).toBeVisible()
    await expect.poll(() => firstFlights(list, 6)).toEqual(afterBatches)

    await page.getByRole('checkbox', { name: /^Non-Stop/ }).check()
    await page.getByRole('checkbox', { name: /^Morning 6-11am/ }).check()
    await page.getByRole('button', { name: 'Sort by departure' }).click()
    await expect(page.getByRole('button', { name: 'Sorted by departure, ascending' })).toBeVisible()

    const shown = cards(list)
    await expect(shown.first()).toBeVisible()
    const n = await shown.count()
    expect(n).toBeGreaterThan(0)
    const times: number[] = []
    for (let i = 0; i < n; i++) {
      const card = shown.nth(i)
      await expect(card).toContainText('Non-Stop')
      times.push(await departureMinutes(card))
    }
    for (const t of times) expect(t >= 6 * 60 && t < 11 * 60, `departure ${t} min in the morning`).toBe(true)
    expect(times).toEqual([...times].sort((a, b) => a - b))
    expect(await shownCount(list)).toBeLessThan(total)
  })

  test('the address reloads to the same results', async ({ page }) => {
    // A day no other test books or sells out (the browser layer runs on two workers): the same
    // inventory both times.
    await page.goto(oneWay('DEL', 'BOM', addDays(todayIso(), 120 + Math.floor(Math.random() * 200))))
    await searchEnded(page)
    const first = await firstFlights(flightsList(page), 3)
    expect(first.length).toBeGreaterThan(0)
    await page.reload()
    await searchEnded(page)
    await expect.poll(() => firstFlights(flightsList(page), 3)).toEqual(first)
  })

  test('the fare strip prices the class searched and says so: your day is the cheapest flight shown', async ({
    page,
  }) => {
    await page.goto(oneWay('DEL', 'BOM', tomorrow, '&class=BUSINESS'))
    await searchEnded(page)
    const strip = page.getByRole('navigation', { name: 'Fares on nearby dates' })
    await expect(strip).toContainText("Each day's cheapest one-way fare per adult, business")
    // The searched day is the strip's current date (aria-current="date").
    const dayFare = (await strip.locator('[aria-current="date"] strong').innerText()).trim()
    // The list starts sorted by price: its first card is the day's cheapest business fare.
    const firstFare = (await cards(flightsList(page)).first().locator('.fr-price strong').innerText()).trim()
    expect(dayFare).toBe(firstFare)
  })

  test('Book re-checks the fare, then opens the checkout with that flight', async ({ page }) => {
    await page.goto(`${oneWay('DEL', 'BOM', tomorrow)}&sandbox=reprice%3Dsame%3BrepriceLatencyMs%3D1500`)
    await searchEnded(page)
    const heading = (await firstFlights(flightsList(page), 1))[0] ?? ''
    await cards(flightsList(page)).first().getByRole('button', { name: /^Book/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Rechecking Fares' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('status')).toContainText('Confirming the fare')
    await expect(page).toHaveURL(/\/flights\/booking\/your-flight$/, { timeout: 15_000 })
    await expect(page.getByRole('heading', { level: 1, name: 'Your flight' })).toBeVisible()
    await expect(page.getByRole('main')).toContainText(heading.split(' ').at(-1) ?? '')
    await expect(page.getByRole('timer', { name: 'Time left to complete your booking' })).toHaveText(
      /^1[12]:\d\d$/,
    )
  })

  test('round trip DEL⇄BLR: two lists, cheapest valid pair chosen, an overlapping pair refused', async ({
    page,
  }) => {
    await page.goto(
      `/flights/search/roundtrip?origin=DEL&destination=BLR&originCountry=IN&destinationCountry=IN&travelDate=${tomorrow}&returnDate=${tomorrow}&adults=1`,
    )
    await searchEnded(page)
    // Title and heading say it alike.
    await expect(page).toHaveTitle(/^Flights DEL ⇄ BLR/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flights DEL ⇄ BLR')
    const onward = page.getByRole('region', { name: 'Onward flights' })
    const returns = page.getByRole('region', { name: 'Return flights' })
    await expect(cards(onward).first()).toBeVisible()
    await expect(cards(returns).first()).toBeVisible()
    const pair = page.getByRole('region', { name: 'Your round trip' })
    await expect(pair).toContainText(/Total per adult: ₹[\d,]+/)
    await expect(onward.getByRole('button', { name: /^Select/, pressed: true })).toHaveCount(1)
    // The chosen return can be further down its (virtual) list: the summary names it.
    await expect(pair).toContainText(/Return: .+, \d\d:\d\d → \d\d:\d\d/)
    // A pair that is sold: a special round-trip fare only beside its own airline's special fare.
    const chosenOut = cards(onward).filter({
      has: page.getByRole('button', { name: /^Select/, pressed: true }),
    })
    if ((await chosenOut.getByText('Special fare').count()) > 0) {
      const summary = (await pair.innerText()).replace(/\s+/g, ' ')
      const airline = (side: string) => new RegExp(`${side}: (.+?) [A-Z0-9]{2} \\d+`).exec(summary)?.[1]
      expect(airline('Onward')).toMatch(/\w/)
      expect(airline('Return')).toBe(airline('Onward'))
    }

    // Same-day trip: choose the latest onward flight, then the earliest return, which leaves first.
    const sortOnward = page.getByRole('group', { name: 'Sort onward flights' })
    await sortOnward.getByRole('button', { name: 'Sort by departure' }).click()
    await sortOnward.getByRole('button', { name: 'Sorted by departure, ascending' }).click()
    await expect(sortOnward.getByRole('button', { name: 'Sorted by departure, descending' })).toBeVisible()
    const refusal = page.getByRole('alert')
    const pairBefore = await pair.textContent()
    await cards(onward)
      .first()
      .getByRole('button', { name: /^Select/ })
      .click()
    // Either the latest onward flight fits the chosen return, or it lands too late and is refused.
    await expect(refusal.or(pair.filter({ hasNotText: pairBefore ?? '' }))).toBeVisible()
    if ((await refusal.count()) === 0) {
      await page
        .getByRole('group', { name: 'Sort return flights' })
        .getByRole('button', { name: 'Sort by departure' })
        .click()
      // The pair as the summary states it (the chosen card may be scrolled out of the virtual list).
      const before = await pair.textContent()
      await cards(returns)
        .first()
        .getByRole('button', { name: /^Select/ })
        .click()
      await expect(refusal).toContainText('leaves before your outbound flight lands')
      // The refused return is not taken: the pair and its total stay as they were.
      await expect(pair).toHaveText(before ?? '')
    } else {
      await expect(refusal).toContainText('leaves before your outbound flight lands')
      await expect(pair).toHaveText(pairBefore ?? '')
    }
  })

  test('round trip: any regular return beside a special onward fare is taken, the onward back at its regular fare', async ({
    page,
  }) => {
    const back = addDays(tomorrow, 2)
    await page.goto(
      `/flights/search/roundtrip?origin=DEL&destination=BLR&originCountry=IN&destinationCountry=IN&travelDate=${tomorrow}&returnDate=${back}&adults=1`,
    )
    await searchEnded(page)
    const onward = page.getByRole('region', { name: 'Onward flights' })
    const returns = page.getByRole('region', { name: 'Return flights' })
    const pair = page.getByRole('region', { name: 'Your round trip' })
    const select = (card: Locator) => card.getByRole('button', { name: /^Select/ })
    const chosen = (card: Locator) => card.getByRole('button', { name: /^Selected/, pressed: true })
    const price = (text: string) => Number(/₹([\d,]+)/.exec(text)?.[1]?.replaceAll(',', ''))
    // One airline's flights (a special round-trip fare pairs with the same airline's specials).
    const specialOut = cards(onward).filter({ hasText: 'Special fare' }).first()
    const flight = (await specialOut.getByRole('heading', { level: 3 }).innerText()).trim()
    const airline = flight.split(' ').slice(0, -2).join(' ')
    await page
      .getByRole('group', { name: 'Airlines' })
      .getByRole('checkbox', { name: new RegExp(`^${airline} ₹`) })
      .check()
    // The two specials: sold together, nothing to change.
    await select(cards(onward).filter({ hasText: 'Special fare' }).first()).click()
    const specialBack = cards(returns).filter({ hasText: 'Special fare' }).first()
    await select(specialBack).click()
    await expect(chosen(cards(onward).filter({ hasText: 'Special fare' }))).toHaveCount(1)
    await expect(chosen(specialBack)).toBeVisible()
    // Now any regular fare back is taken, and the onward special falls back to its regular fare.
    const regularBack = cards(returns).filter({ hasNotText: 'Special fare' }).first()
    await select(regularBack).click()
    await expect(chosen(regularBack)).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
    const notice = page.getByRole('status', { name: 'Fare changed' })
    await expect(notice).toContainText(
      new RegExp(
        `^Your outbound flight ${airline} .+ is now at its regular fare, ₹[\\d,]+ per adult \\(₹[\\d,]+ more\\)`,
      ),
    )
    await expect(chosen(cards(onward).filter({ hasNotText: 'Special fare' }))).toHaveCount(1)
    // The total is the regular onward fare plus the chosen return, as the notice and card say.
    const onwardPrice = price((await notice.innerText()).split('regular fare,')[1] ?? '')
    const returnPrice = price(await regularBack.getByRole('strong').innerText())
    await expect(pair).toContainText(
      `Total per adult: ₹${(onwardPrice + returnPrice).toLocaleString('en-IN')}`,
    )
  })

  test('a results address with a date that has passed lands on the form with the error; a multi-city leg moves to today and says so', async ({
    page,
  }) => {
    const yesterday = addDays(todayIso(), -1)
    await page.goto(
      `/flights/search/one_way?origin=DEL&destination=BOM&originCountry=IN&destinationCountry=IN&travelDate=${yesterday}&adults=1`,
    )
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your flight search')
    await expect(page.getByText(/has passed: pick today or a later date$/)).toBeVisible()
    await expect(page.getByRole('progressbar', { name: 'Search progress' })).toHaveCount(0)

    const later = addDays(todayIso(), 4)
    await page.goto(
      `/flights/search/multicity?o=DEL,BOM&d=BOM,GOI&oc=IN,IN&dc=IN,IN&td=${yesterday},${later}&px=1,0,0&c=E`,
    )
    await expect(page.getByRole('status').filter({ hasText: 'has passed' })).toContainText(
      /has passed: that flight is searched for today, \d{1,2} \w{3} \d{4}\.$/,
    )
    await searchEnded(page)
    await expect(page.getByRole('tablist', { name: 'Flights of your trip' }).getByRole('tab')).toHaveCount(2)
  })

  test('a 3-leg multi-city search shows each segment', async ({ page }) => {
    const d1 = addDays(todayIso(), 3)
    const d2 = addDays(todayIso(), 5)
    const d3 = addDays(todayIso(), 8)
    await page.goto(
      `/flights/search/multicity?o=DEL,BOM,BLR&d=BOM,BLR,DEL&oc=IN,IN,IN&dc=IN,IN,IN&td=${d1},${d2},${d3}&px=1,0,0&c=E`,
    )
    await searchEnded(page)
    // It counts what it says: the three legs, each a search of its own.
    await expect(page.getByRole('status').filter({ hasText: /^Search complete/ })).toHaveText(
      'Search complete: 3 of 3 legs searched',
    )
    const tabs = page.getByRole('tablist', { name: 'Flights of your trip' }).getByRole('tab')
    await expect(tabs).toHaveCount(3)
    const legs = [
      ['DEL', 'BOM'],
      ['BOM', 'BLR'],
      ['BLR', 'DEL'],
    ] as const
    for (const [i, [from, to]] of legs.entries()) {
      await tabs.nth(i).click()
      await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true')
      const list = page.getByRole('region', { name: `Flights for journey ${i + 1}` })
      const first = cards(list).first()
      await expect(first).toBeVisible()
      await expect(first.locator('abbr').first()).toHaveText(from)
      await expect(first.locator('abbr').nth(1)).toHaveText(to)
    }
  })
  test('an expired search says so, and Search again starts a new search', async ({ page }) => {
    let starts = 0
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('_serverFn')) starts++
    })
    await page.goto(oneWay('DEL', 'BOM', tomorrow, '&sandbox=failure=expired'))
    const notice = page.getByRole('alert').filter({ hasText: 'Your search has expired' })
    await expect(notice).toBeVisible()
    const before = starts
    await notice.getByRole('button', { name: 'Search again' }).click()
    // The sandbox expires every search of this address, so the new one ends the same way.
    await expect.poll(() => starts).toBeGreaterThan(before)
    await expect(notice).toBeVisible()
  })

  test('no flights: says so and offers nearby dates that search again', async ({ page }) => {
    await page.goto(oneWay('DEL', 'BOM', tomorrow, '&sandbox=failure=empty'))
    await expect(page.getByText(/No flights found for DEL → BOM/)).toBeVisible()
    const nearby = page.getByRole('status').filter({ hasText: 'Flights on nearby dates' }).getByRole('button')
    await expect(nearby.first()).toBeVisible()
    await nearby.first().click()
    await expect(page).not.toHaveURL(new RegExp(`travelDate=${tomorrow}`))
    await expect(page).toHaveURL(/sandbox=failure/)
  })

  test.describe('a search the supplier fails', () => {
    // The failed server function call answers 503 (decision 0014), which Chromium logs.
    test.use({ allowedConsoleErrors: [/status of 503/] })

    test('a failed search says why and offers to try again', async ({ page }) => {
      await page.goto(oneWay('DEL', 'BOM', tomorrow, '&sandbox=failure=error'))
      const alert = page.getByRole('alert').filter({ hasText: 'We could not finish this flight search' })
      await expect(alert).toBeVisible()
      await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible()
    })
  })

  test('round trip: one filter panel narrows each list by its own legs', async ({ page }) => {
    const back = addDays(todayIso(), 3)
    await page.goto(
      `/flights/search/roundtrip?origin=DEL&destination=BLR&originCountry=IN&destinationCountry=IN&travelDate=${tomorrow}&returnDate=${back}&adults=1`,
    )
    await searchEnded(page)
    const onward = page.getByRole('region', { name: 'Onward flights' })
    const returns = page.getByRole('region', { name: 'Return flights' })
    await expect(cards(returns).first()).toBeVisible()
    const filters = page.getByRole('region', { name: 'Filters' })
    await expect(filters.getByRole('group', { name: 'Onward departure' })).toBeVisible()
    const onwardAll = await shownCount(onward)
    const returnAll = await shownCount(returns)

    // The return departure times filter the return list only.
    await filters
      .getByRole('group', { name: 'Return departure' })
      .getByRole('checkbox', { name: /^Morning 6-11am/ })
      .check()
    await expect(returns.getByRole('status').first()).toContainText(`of ${returnAll} flights`)
    expect(await shownCount(onward)).toBe(onwardAll)
    const returnCards = cards(returns)
    const n = await returnCards.count()
    expect(n).toBeGreaterThan(0)
    for (let i = 0; i < n; i++) {
      const minutes = await departureMinutes(returnCards.nth(i))
      expect(minutes).toBeGreaterThanOrEqual(6 * 60)
      expect(minutes).toBeLessThan(11 * 60)
    }

    // Stops hold for both lists.
    await filters.getByRole('checkbox', { name: /^Non-Stop/ }).check()
    await expect(onward.getByRole('status').first()).toContainText(`of ${onwardAll} flights`)
    for (const list of [onward, returns]) {
      const shown = cards(list)
      for (let i = 0; i < (await shown.count()); i++) {
        await expect(shown.nth(i)).toContainText('Non-Stop')
        await expect(shown.nth(i)).not.toContainText('1 Stop')
      }
    }
    await filters.getByRole('button', { name: 'Reset all' }).click()
    await expect(onward.getByRole('status').first()).toHaveText(`Showing ${onwardAll} flights`)
    await expect(returns.getByRole('status').first()).toHaveText(`Showing ${returnAll} flights`)
  })

  test('round trip on a small screen: the filters open as a drawer and close showing the count', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const back = addDays(todayIso(), 3)
    await page.goto(
      `/flights/search/roundtrip?origin=DEL&destination=BLR&originCountry=IN&destinationCountry=IN&travelDate=${tomorrow}&returnDate=${back}&adults=1`,
    )
    await searchEnded(page)
    const open = page.getByRole('button', { name: 'Filters', exact: true })
    await expect(open).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('region', { name: 'Filters' })).toBeHidden()
    await open.click()
    const drawer = page.getByRole('region', { name: 'Filters' })
    await expect(drawer).toBeVisible()
    await drawer.getByRole('checkbox', { name: /^Non-Stop/ }).check()
    const close = drawer.getByRole('button', { name: /^Show \d+ flights?$/ })
    const label = (await close.textContent()) ?? ''
    const total =
      (await shownCount(page.getByRole('region', { name: 'Onward flights' }))) +
      (await shownCount(page.getByRole('region', { name: 'Return flights' })))
    expect(label).toBe(`Show ${total} ${total === 1 ? 'flight' : 'flights'}`)
    await close.click()
    await expect(drawer).toBeHidden()
    await expect(page.getByRole('button', { name: 'Filters (on)' })).toBeVisible()
  })

  test('alliances come from master data: Star Alliance picks its airlines, the rest are No Alliance', async ({
    page,
  }) => {
    await page.goto(oneWay('DEL', 'BOM', tomorrow))
    await searchEnded(page)
    const alliances = page.getByRole('group', { name: 'Alliances' })
    await expect(alliances.getByRole('checkbox', { name: /^No Alliance/ })).toBeVisible()
    await alliances.getByRole('checkbox', { name: /^Star Alliance/ }).check()
    const airlines = page.getByRole('region', { name: 'Filters' }).getByRole('group', { name: 'Airlines' })
    await expect(airlines.getByRole('checkbox', { name: /^Air India ₹/ })).toBeChecked()
    await expect(airlines.getByRole('checkbox', { name: /^IndiGo/ })).not.toBeChecked()
    const list = flightsList(page)
    const headings = await cards(list).locator('h3').allTextContents()
    expect(headings.length).toBeGreaterThan(0)
    for (const h of headings) expect(h).toMatch(/Air India/)
    for (const h of headings) expect(h).not.toMatch(/IndiGo|SpiceJet|Akasa/)
  })

  test('USD shows fares converted at the master-data rate; INR brings the rupees back', async ({ page }) => {
    await page.goto(oneWay('DEL', 'BOM', tomorrow))
    await searchEnded(page)
    const book = cards(flightsList(page)).first().getByRole('button', { name: /^Book/ })
    // The Book button names the fare the traveller sees, e.g. 'Book IndiGo 6E 201 for ₹5,432'.
    await expect(book).toHaveAccessibleName(/₹[\d,]+$/)
    const rupees = /₹([\d,]+)$/.exec((await book.getAttribute('aria-label')) ?? '')?.[1] ?? ''
    const usd = page.getByRole('radio', { name: '$ USD' })
    await expect(usd).toBeEnabled()
    await usd.check()
    await expect(book).toHaveAccessibleName(/\$[\d,]+$/)
    const dollars = /\$([\d,]+)$/.exec((await book.getAttribute('aria-label')) ?? '')?.[1]
    const whole = (text: string | undefined) => Number((text ?? '').replaceAll(',', ''))
    // 0.012 USD per rupee (sandbox rate); both figures are rounded for display, so allow one dollar.
    expect(Math.abs(whole(dollars) - whole(rupees) * 0.012)).toBeLessThanOrEqual(1)
    await page.getByRole('radio', { name: '₹ INR' }).check()
    await expect(book).toHaveAccessibleName(new RegExp(`₹${rupees}$`))
  })

  test('Modify search opens the form with this search filled in', async ({ page }) => {
    await page.goto(oneWay('DEL', 'BOM', tomorrow))
    await searchEnded(page)
    // The form is mounted on first opening, not with the page.
    await expect(page.getByRole('form', { name: 'Modify search' })).toHaveCount(0)
    await page.getByText('Modify search', { exact: true }).click()
    const form = page.getByRole('form', { name: 'Modify search' })
    await expect(form).toBeVisible()
    await expect(form.getByRole('combobox', { name: 'From', exact: true })).toHaveValue(/DEL/)
    await expect(form.getByRole('combobox', { name: 'To', exact: true })).toHaveValue(/BOM/)
  })
})
