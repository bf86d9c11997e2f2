import { readFileSync } from 'node:fs'
import { test, expect } from './fixtures'
import { pdfText } from '../support/pdf-text'
import { upstreamReady } from './flights-support'
import { createVerifiedUser, freshUser } from './auth-support'
import { signInAs } from './account-support'
import {
  bookFirst,
  bookTwoAndPay,
  fillTravellers,
  inDays,
  searchFlights,
  shownTotal,
} from './checkout-support'

// Issue 14 "How this will be checked", as one traveller's story in Chromium: book two passengers,
// open the booking in the bookings area, download the ticket, ask for a quote, cancel one passenger
// to the wallet, see the refund processed, see the credit in the statement, spend part of it on the
// next booking and undo that; then a guest, in another browser, finds the booking by Trip Id and
// e-mail.
test.beforeAll(async () => upstreamReady())

const money = (text: string) => Number(text.replace(/[^\d.]/g, ''))
const rupees = (n: number) =>
  `₹${n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

test('book two, cancel one to the wallet, see the credit, spend part of it and undo; a guest finds the booking', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000)
  const user = await createVerifiedUser(request, freshUser('Ravi'))
  await signInAs(page, { login: user.email, password: user.password })

  // The wallet, created for the verified mobile.
  await page.goto('/account/wallet')
  await page.getByRole('button', { name: 'Create wallet' }).click()
  await expect(page.getByTestId('wallet-balance')).toHaveText('₹0.00')

  // Two passengers, paid at the sandbox gateway.
  const tripId = await bookTwoAndPay(page, 45, { email: user.email, phone: user.phoneNumber })
  expect(tripId).toMatch(/^SF\d{10}$/)

  // The bookings area: the list, the booking, its e-ticket.
  await page.goto('/account/bookings')
  const card = page.getByRole('list', { name: 'Bookings' }).getByRole('listitem').first()
  await expect(card).toContainText(`Trip Id ${tripId}`)
  await expect(card).toContainText('Confirmed')
  await card.getByRole('link', { name: 'Delhi → Mumbai' }).click()
  await expect(page).toHaveURL(new RegExp(`/account/bookings/${tripId}$`))
  await expect(page.getByRole('region', { name: 'Travellers' })).toContainText('Ms Asha Sharma')
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download the e-ticket (PDF)' }).click()
  const ticket = pdfText(readFileSync(await (await download).path()))
  expect(ticket).toContain(tripId)
  expect(ticket).toContain('Asha')

  // A quote for Asha alone, to the wallet; confirmed.
  await page.getByRole('link', { name: 'Cancel booking' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Cancel booking' })).toBeVisible()
  await page.getByRole('group', { name: 'Travellers' }).getByLabel('Mr Ravi Sharma').uncheck()
  await page.getByLabel('Wallet', { exact: true }).check()
  await page.getByRole('button', { name: 'Get refund quote' }).click()
  const quote = page.getByRole('table', { name: 'Refund quote, per traveller and flight' })
  await expect(quote).toContainText('Ms Asha Sharma')
  await expect(quote).not.toContainText('Ravi')
  const refundText = await page.getByText(/^Refund of ₹[\d,]+\.\d{2} to: Wallet\.$/).innerText()
  const refund = money(refundText.replace(/ to:.*$/, ''))
  expect(refund).toBeGreaterThan(0)
  await page.getByRole('button', { name: 'Confirm cancellation' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Cancellation done' })).toBeVisible({
    timeout: 15_000,
  })
  // A refund to the wallet is processed at once.
  const refunds = page.getByRole('table', { name: `Refunds of Trip Id ${tripId}` })
  const row = refunds.getByRole('row').filter({ hasText: rupees(refund) })
  await expect(row).toContainText('Wallet')
  await expect(row).toContainText('Processed', { timeout: 15_000 })

  // The credit in the statement.
  await page.goto('/account/wallet?filter=credits')
  await expect(page.getByTestId('wallet-balance')).toHaveText(rupees(refund))
  const credit = page.getByRole('table').getByRole('row').nth(1)
  await expect(credit).toContainText(`Refund · Trip Id ${tripId}`)
  await expect(credit).toContainText(rupees(refund))

  // Part of it spent on the next booking, then undone.
  await searchFlights(page, { from: 'DEL', to: 'BOM', date: inDays(46) })
  await bookFirst(page)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('button', { name: 'Skip add-ons' }).click()
  await fillTravellers(page, [{ first: 'Ravi', last: 'Sharma' }], {
    email: user.email,
    phone: user.phoneNumber,
  })
  const full = await shownTotal(page)
  const wallet = page.getByRole('form', { name: 'Use wallet balance' })
  await expect(page.getByText(`Wallet balance: ${rupees(refund)}.`)).toBeVisible()
  const part = Math.floor(Math.min(refund, money(full)) / 200)
  await wallet.getByLabel('Amount to use from your wallet (₹)').fill(String(part))
  await wallet.getByRole('button', { name: 'Use wallet balance' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'paid from your wallet' })).toHaveText(
    `${rupees(part)} paid from your wallet.`,
  )
  expect(money(await shownTotal(page))).toBeCloseTo(money(full) - part, 2)
  await page.getByRole('button', { name: 'Undo wallet payment' }).click()
  await expect(page.getByText(`Wallet balance: ${rupees(refund)}.`)).toBeVisible()
  expect(await shownTotal(page)).toBe(full)

  // A guest, in another browser with no session, finds the first booking by Trip Id and e-mail.
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '100.98.14.7' } })
  const guest = await context.newPage()
  try {
    await guest.goto('/bookings/find')
    await guest.getByLabel('Trip Id').fill(tripId)
    await guest.getByLabel('E-mail or mobile number used when booking').fill(user.email)
    await guest.getByRole('button', { name: 'Find booking' }).click()
    await expect(guest).toHaveURL(new RegExp(`/bookings/${tripId}$`))
    // The guest sees what the owner did: the refund to the wallet, processed, and the history.
    const guestRefunds = guest.getByRole('table', { name: `Refunds of Trip Id ${tripId}` })
    await expect(guestRefunds.getByRole('row').filter({ hasText: rupees(refund) })).toContainText('Processed')
    await expect(guest.getByRole('region', { name: 'History' })).toContainText('Cancelled: Ms Asha Sharma')
  } finally {
    await context.close()
  }
})
