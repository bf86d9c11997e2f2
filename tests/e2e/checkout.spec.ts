import { readFileSync } from 'node:fs'
import { test, expect } from './fixtures'
import { pdfText } from '../support/pdf-text'
import { upstreamReady } from './flights-support'
import { bookFirst, fillTravellers, inDays, payWith, searchFlights, shownTotal } from './checkout-support'

// The flight checkout in Chromium, as a traveller: issue 13 "How this will be checked".
// A whole booking (search, add-ons, travellers, the gateway, ticketing, the PDF) is more than the
// default 30 s on a busy 2-core machine; the steps keep their own waits.
test.describe.configure({ timeout: 90_000 })
test.beforeAll(async () => upstreamReady())

test.describe('a guest books DEL→BOM one way', () => {
  test('with a seat and a meal, pays, sees the PNR and downloads an e-ticket that holds it', async ({
    page,
  }) => {
    await searchFlights(page, { from: 'DEL', to: 'BOM', date: inDays(10) })
    await bookFirst(page)
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Add-ons' })).toBeVisible()
    const before = await shownTotal(page)
    // The first free-or-paid seat that is available, chosen with the keyboard.
    const seat = page
      .getByRole('group', { name: /^Seats on / })
      .first()
      .getByRole('button', { name: /, available$/ })
      .first()
    await seat.focus()
    await page.keyboard.press('Enter')
    const chosen = page.getByRole('radio', { name: /Adult 1 — seat \d+[A-K]/ })
    await expect(chosen).toBeVisible()
    const seatNumber = /seat (\d+[A-K])/.exec(
      await chosen.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? ''),
    )?.[1]
    const mealsTab = page.getByRole('tab', { name: 'Meal(s)' })
    if (await mealsTab.isVisible()) {
      await mealsTab.click()
      const meal = page.getByLabel('Meal for Adult 1').first()
      const option = await meal.locator('option').nth(1).getAttribute('value')
      await meal.selectOption(option ?? '')
      await expect(page.getByRole('table', { name: /Fare breakdown/ })).toContainText('Meals')
    }
    expect(await shownTotal(page)).not.toBe(before)
    await page.getByRole('button', { name: 'Continue' }).click()
    await fillTravellers(page, [{ first: 'Ravi', last: 'Sharma' }])
    const total = await shownTotal(page)
    await expect(page.getByRole('button', { name: `Pay ${total}` })).toBeDisabled()
    await payWith(page, 'Success')
    await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible({
      timeout: 30_000,
    })
    const pnr = (await page.getByTestId('pnr').first().innerText()).trim()
    expect(pnr).toMatch(/^[A-Z0-9]{6}$/)
    // What a boarding pass says: the seat number, the flight by its number, the total as paid (issue 24).
    const extras = page.getByRole('table', { name: 'Seats and meals' })
    expect(seatNumber, 'the seat chosen').toBeTruthy()
    await expect(extras).toContainText(`${seatNumber}`)
    await expect(extras).not.toContainText(/[A-Z0-9]{2}-\d+-\d{4}-\d{2}-\d{2}/)
    await expect(page.getByRole('rowheader', { name: 'Total paid', exact: true })).toBeVisible()
    await expect(page.getByRole('rowheader', { name: 'Total to pay', exact: true })).toHaveCount(0)
    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Download e-ticket (PDF)' }).click()
    const file = await (await download).path()
    const text = pdfText(readFileSync(file))
    expect(text).toContain(pnr)
    expect(text).toContain('Ravi')
  })
})

test('extra baggage on an IndiGo flight (000 §9) is priced by the server into the total', async ({
  page,
}) => {
  await searchFlights(page, { from: 'DEL', to: 'BOM', date: inDays(11) })
  await page
    .getByRole('region', { name: 'Flights', exact: true })
    .getByRole('article')
    .filter({ hasText: 'IndiGo' })
    .first()
    .getByRole('button', { name: /^Book/ })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Your flight' })).toBeVisible({ timeout: 20_000 })
  await page.getByRole('button', { name: 'Continue' }).click()
  const section = page.getByRole('region', { name: 'Extra baggage' })
  await expect(section).toBeVisible()
  const before = await shownTotal(page)
  const select = section.getByLabel(/^Extra baggage for /).first()
  const piece = select.locator('option', { hasText: /^15 kg — ₹/ })
  await select.selectOption((await piece.getAttribute('value')) ?? '')
  const breakdown = page.getByRole('table', { name: /Fare breakdown/ })
  await expect(breakdown).toContainText('Extra baggage')
  expect(await shownTotal(page)).not.toBe(before)
})

test('a fare changed at the re-check shows the old and the new total, and continues at the new one', async ({
  page,
}) => {
  await searchFlights(page, { sandbox: 'reprice=up' })
  await page
    .getByRole('region', { name: 'Flights', exact: true })
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Book/ })
    .click()
  const dialog = page.getByRole('dialog', { name: 'The fare has changed' })
  await expect(dialog).toBeVisible({ timeout: 15_000 })
  const shown = (await dialog.locator('s').innerText()).trim()
  const now = (await dialog.locator('strong').innerText()).trim()
  expect(shown).not.toBe(now)
  await dialog.getByRole('button', { name: `Continue at ${now}` }).click()
  await expect(page).toHaveURL(/your-flight$/)
  await expect(page.getByRole('table', { name: /Fare breakdown/ })).toBeVisible()
})

test('a failed payment offers to pay again, and the second payment succeeds without retyping', async ({
  page,
}) => {
  await searchFlights(page, { date: inDays(11) })
  await bookFirst(page)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('button', { name: 'Skip add-ons' }).click()
  await fillTravellers(page, [{ first: 'Asha', last: 'Verma', title: 'Ms', gender: 'female' }])
  await payWith(page, 'Failure')
  await expect(page.getByRole('alert').filter({ hasText: 'Payment failed. Please try again' })).toBeVisible({
    timeout: 20_000,
  })
  await page.getByRole('button', { name: 'Pay again' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible()
  // One clock: the server's 20-minute hold made when the traveller went to pay, and why (issue 24).
  await expect(page.getByRole('status').filter({ hasText: 'Your payment did not go through.' })).toHaveText(
    'Your payment did not go through. We hold your seats for 20 minutes from when you went to pay, so the time left to book now counts to then.',
  )
  await expect(page.getByRole('timer', { name: 'Time left to complete your booking' })).toHaveText(
    /^1[3-9]:\d{2}$/,
  )
  await expect(page.getByRole('list').filter({ hasText: 'Ms Asha Verma' })).toBeVisible()
  await payWith(page, 'Success')
  await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible({
    timeout: 30_000,
  })
})

test('paid, then the airline refuses to ticket: refunded, told with the Trip Id', async ({ page }) => {
  await searchFlights(page, { date: inDays(12) })
  await bookFirst(page)
  const trip = (await page.getByText(/^Trip Id SF\d{10}$/).innerText()).replace('Trip Id ', '')
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('button', { name: 'Skip add-ons' }).click()
  await fillTravellers(page, [{ first: 'Kabir', last: 'Rao' }])
  await payWith(page, "Success, then the airline's ticketing fails")
  // One message, 000 §8 status 1, not "call us" run into "we are refunding" (issue 24).
  await expect(page.getByRole('alert')).toHaveText(
    'Sorry! Your booking did not go through. We are processing a refund. The refund may take 5-7 working days to reflect in your bank account.',
    { timeout: 30_000 },
  )
  await expect(page.getByText(`Trip Id ${trip}`)).toBeVisible()
  // The refund's state on a line of its own under the message.
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /^Refund of ₹[\d,]+\.\d{2} to your original payment method: / }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Follow the refund in your booking' })).toHaveAttribute(
    'href',
    `/bookings/${trip}`,
  )
  const amount = page.getByRole('table', { name: /^Amount/ })
  await expect(amount.getByRole('row', { name: /Total paid, being refunded/ })).toBeVisible()
  await expect(amount).not.toContainText('Total to pay')
})
