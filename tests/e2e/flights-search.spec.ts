import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { upstreamReady } from './flights-support'
import { addDays, todayIso } from '~/lib/flights/today'

/** Types into an airport field and picks the first suggestion with the keyboard. */
async function chooseAirport(page: Page, label: string, typed: string, expected: RegExp) {
  const field = page.getByRole('combobox', { name: label, exact: true })
  await field.fill(typed)
  const list = page.getByRole('listbox', { name: `${label} suggestions` })
  await expect(list.getByRole('option').first()).toHaveText(expected)
  await field.press('ArrowDown')
  await field.press('ArrowUp')
  await field.press('Enter')
  await expect(list).toBeHidden()
}

test.describe('flight search form', () => {
  test.beforeAll(async () => {
    test.setTimeout(120_000)
    await upstreamReady()
  })

  test('the server sends the form fields in the HTML, before any script runs', async ({ request }) => {
    const html = await (await request.get('/')).text()
    for (const label of ['From', 'To', 'Departure date', 'Class', 'Resident of India'])
      expect(html).toContain(`>${label}`)
    expect(html).toContain('name="origin"')
    expect(html).toContain('action="/flights/search/one_way"')
  })

  test('airport suggestions by city, legacy name and code; swap and travellers with the keyboard', async ({
    page,
  }) => {
    await page.goto('/')
    const form = page.getByRole('form', { name: 'Search flights' })
    await chooseAirport(page, 'From', 'Delhi', /Delhi \(DEL\)/)
    // Bombay is Mumbai's legacy name; the city-level entry comes first.
    await chooseAirport(page, 'To', 'Bombay', /Mumbai \(all airports\)/)
    await expect(page.getByRole('combobox', { name: 'To', exact: true })).toHaveValue('Mumbai (all airports)')

    await page.getByRole('button', { name: 'Swap From and To' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('combobox', { name: 'From', exact: true })).toHaveValue(
      'Mumbai (all airports)',
    )
    await expect(page.getByRole('combobox', { name: 'To', exact: true })).toHaveValue('Delhi (DEL)')
    await expect(form.getByText('From and To swapped.')).toBeAttached()

    const moreAdults = page.getByRole('button', { name: 'More adults' })
    await moreAdults.focus()
    for (let i = 0; i < 12; i++) if (await moreAdults.isEnabled()) await page.keyboard.press('Enter')
    await expect(page.getByLabel(/^Adults/)).toHaveValue('9')
    await expect(moreAdults).toBeDisabled()
    await expect(page.getByRole('button', { name: 'More children' })).toBeDisabled()
    // Infants up to the adults, then fewer adults pulls the infants down with them.
    await page.getByLabel(/^Infants/).fill('9')
    await expect(page.getByLabel(/^Infants/)).toHaveValue('9')
    await page.getByRole('button', { name: 'Fewer adults' }).click()
    await expect(page.getByLabel(/^Infants/)).toHaveValue('8')
  })

  test('submitting an incomplete search shows the messages and keeps what was typed', async ({ page }) => {
    await page.goto('/flights')
    await chooseAirport(page, 'From', 'DEL', /Delhi \(DEL\)/)
    await page.getByRole('button', { name: 'Search flights' }).click()
    await expect(page.getByRole('alert')).toContainText('Please correct the 2 fields')
    await expect(page.getByRole('combobox', { name: 'To', exact: true })).toHaveAccessibleDescription(
      'Choose where you are flying to',
    )
    await expect(page.getByRole('combobox', { name: 'From', exact: true })).toHaveValue('Delhi (DEL)')
  })

  test('a valid search opens the results address with the search in it', async ({ page }) => {
    const tomorrow = addDays(todayIso(), 1)
    await page.goto('/')
    await chooseAirport(page, 'From', 'DEL', /Delhi \(DEL\)/)
    await chooseAirport(page, 'To', 'BOM', /Mumbai/)
    await page.getByLabel('Departure date').fill(tomorrow)
    // The search's first request (a POST to the store that carries the search).
    const starts: string[] = []
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/_serverFn/') && r.postData()?.includes('search_type'))
        starts.push(r.url())
    })
    await page.getByRole('button', { name: 'Search flights' }).click()
    await expect(page).toHaveURL(new RegExp(`/flights/search/one_way\\?.*travelDate=${tomorrow}`))
    await expect(page).toHaveURL(/origin=DEL/)
    // The form sent the search on submit and the results page showed that answer: one request.
    await expect(page.getByRole('article').first()).toBeVisible()
    expect(starts).toHaveLength(1)
    // A reload is a new search of its own.
    await page.reload()
    await expect(page.getByRole('article').first()).toBeVisible()
    expect(starts).toHaveLength(2)
    // "Modify search" submitted unchanged stays on this search: nothing is sent for it.
    await page.getByText('Modify search', { exact: true }).click()
    const url = page.url()
    await page
      .getByRole('form', { name: 'Modify search' })
      .getByRole('button', { name: 'Search again' })
      .click()
    await expect(page.getByRole('article').first()).toBeVisible()
    expect(page.url()).toBe(url)
    expect(starts).toHaveLength(2)
    // The search handed over, the form folds away (the search form's statechart: submitted).
    await expect(page.getByRole('form', { name: 'Modify search' })).toBeHidden()
    // The search is remembered on this device as a recent search.
    await page.goto('/')
    await expect(page.getByRole('region', { name: 'Recent searches' }).getByRole('button')).toHaveCount(1)
  })

  test('a city chosen as "all airports" heads the results as the city, after the form and on a link', async ({
    page,
  }) => {
    await page.goto('/')
    await chooseAirport(page, 'From', 'Bombay', /Mumbai \(all airports\)/)
    await chooseAirport(page, 'To', 'DEL', /Delhi \(DEL\)/)
    await page.getByLabel('Departure date').fill(addDays(todayIso(), 3))
    await page.getByRole('button', { name: 'Search flights' }).click()
    await expect(page).toHaveURL(/origin=XBOM/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Flights Mumbai → DEL')
    // The same address opened afresh: the server names the city in the first paint.
    const html = await (await page.request.get(page.url())).text()
    expect(html).toContain('Mumbai → DEL</h1>')
    expect(html).toContain('<title>Flights Mumbai → DEL')
    await page.reload()
    await expect(page.getByRole('article').first()).toBeVisible()
    await page.getByText('Modify search', { exact: true }).click()
    await expect(
      page.getByRole('form', { name: 'Modify search' }).getByRole('combobox', { name: 'From', exact: true }),
    ).toHaveValue('Mumbai (all airports)')
  })

  test('a broken address lands on the form with field errors and the values kept', async ({ page }) => {
    await page.goto('/flights/search/one_way?origin=DEL&destination=DEL&travelDate=someday&adults=3')
    await expect(page.getByRole('heading', { name: 'Check your flight search' })).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'From', exact: true })).toHaveAccessibleDescription(
      'From and To must be different places',
    )
    await expect(page.getByLabel('Departure date')).toHaveAccessibleDescription(/“someday” is not a date/)
    await expect(page.getByLabel(/^Adults/)).toHaveValue('3')
    await page.goto('/flights/search/sideways?origin=1')
    await expect(page.getByText(/“sideways” is not a kind of trip/)).toBeVisible()
  })

  test('multi-city: a new flight starts where the previous one ends', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('radio', { name: 'Multi-city' }).check()
    await chooseAirport(page, 'From (flight 1)', 'DEL', /Delhi \(DEL\)/)
    await chooseAirport(page, 'To (flight 1)', 'BOM', /Mumbai/)
    await expect(page.getByRole('group', { name: 'Flight 2' })).toBeVisible()
    await page.getByRole('button', { name: 'Add another flight' }).click()
    await expect(page.getByRole('group', { name: 'Flight 3' })).toBeVisible()
    await page.getByRole('radio', { name: 'One-way' }).check()
    await expect(page.getByRole('group', { name: 'Flight 2' })).toHaveCount(0)
  })

  test('multi-city: submitting sends the search once and shows the results of the first flight', async ({
    page,
  }) => {
    await page.goto('/')
    await page.getByRole('radio', { name: 'Multi-city' }).check()
    await chooseAirport(page, 'From (flight 1)', 'DEL', /Delhi \(DEL\)/)
    await chooseAirport(page, 'To (flight 1)', 'BOM', /Mumbai/)
    await chooseAirport(page, 'To (flight 2)', 'GOI', /Goa/)
    await page.getByLabel('Date (flight 1)').fill(addDays(todayIso(), 2))
    await page.getByLabel('Date (flight 2)').fill(addDays(todayIso(), 5))
    const starts: string[] = []
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/_serverFn/') && r.postData()?.includes('search_type'))
        starts.push(r.url())
    })
    await page.getByRole('button', { name: 'Search flights' }).click()
    await expect(page).toHaveURL(/\/flights\/search\/multicity\?/)
    await expect(page.getByRole('article').first()).toBeVisible()
    expect(starts).toHaveLength(1)
  })
})
