import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { pdfText } from '../support/pdf-text'
import { upstreamReady } from './flights-support'
import { bookFirst, fillTravellers, inDays, payWith, searchFlights } from './checkout-support'
import { readOtpFromOutbox, signInAs } from './account-support'
import { createVerifiedUser } from './auth-support'

// The bookings area in Chromium (issue 14 "How this will be checked"): the traveller's list and a
// booking's page, the e-ticket, a modification request; a guest finds a booking by Trip Id.
test.beforeAll(async () => upstreamReady())

const LOOKUP_MISS =
  'We could not find a booking with these details. Check the Trip Id and the e-mail or mobile number used when booking.'

/** Books the first DEL→BOM flight and pays; answers the Trip Id from the confirmation's address. */
async function bookAndPay(page: Page, days: number, contact?: { email: string; phone: string }) {
  await searchFlights(page, { from: 'DEL', to: 'BOM', date: inDays(days) })
  await bookFirst(page)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Add-ons' })).toBeVisible()
  await page.getByRole('button', { name: /^(Continue|Skip add-ons)$/ }).click()
  await fillTravellers(page, [{ first: 'Meera', last: 'Iyer', title: 'Ms', gender: 'female' }], contact)
  await payWith(page, 'Success')
  await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible({
    timeout: 30_000,
  })
  return /SF\d{10}/.exec(page.url())?.[0] ?? ''
}

test('a traveller opens the booking from the list, downloads the e-ticket and asks for extra baggage', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const user = await createVerifiedUser(request)
  await signInAs(page, { login: user.email, password: user.password })
  const tripId = await bookAndPay(page, 43)
  expect(tripId).toMatch(/^SF\d{10}$/)

  await page.goto('/account/bookings')
  await expect(page.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Bookings', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
  const card = page.getByRole('list', { name: 'Bookings' }).getByRole('listitem').first()
  await expect(card).toContainText(`Trip Id ${tripId}`)
  await expect(card).toContainText('Confirmed')
  // The filters are in the URL: nothing is cancelled yet.
  await page.getByRole('link', { name: 'Cancelled' }).click()
  await expect(page).toHaveURL(/status=cancelled/)
  await expect(page.getByText('You have no cancelled bookings.')).toBeVisible()
  // Under the Hotels filter the way on is a hotel search, not a flight search.
  const product = page.getByRole('navigation', { name: 'Product', exact: true })
  await product.getByRole('link', { name: 'Hotels', exact: true }).click()
  await expect(page.getByText('You have no cancelled hotel bookings.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Search hotels' })).toHaveAttribute('href', '/hotels')
  await expect(page.getByRole('link', { name: 'Search flights' })).toHaveCount(0)
  await product.getByRole('link', { name: 'All products' }).click()
  await page.getByRole('link', { name: 'Upcoming' }).click()
  await page.getByRole('link', { name: 'Delhi → Mumbai' }).first().click()

  await expect(page).toHaveURL(new RegExp(`/account/bookings/${tripId}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Delhi → Mumbai' })).toBeVisible()
  await expect(page.getByText('Status: Confirmed')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Cancel booking' })).toHaveAttribute(
    'href',
    `/account/bookings/${tripId}/cancel`,
  )
  const history = page.getByRole('region', { name: 'History' })
  await expect(history).toContainText('Payment of ₹')
  await expect(history).toContainText('Booked and ticketed (PNR ')

  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download the e-ticket (PDF)' }).click()
  const text = pdfText(readFileSync(await (await download).path()))
  expect(text).toContain(tripId)
  expect(text).toContain('Meera')

  const form = page.getByRole('form', { name: 'Ask for a change' })
  await form.getByLabel('What to change').selectOption('Extra baggage')
  await form.getByLabel('Extra baggage').selectOption('15 kg')
  await form.getByRole('button', { name: 'Send request' }).click()
  const status = page.getByRole('status').filter({ hasText: 'Request received' })
  await expect(status).toHaveText(/^Request received\. Your reference is MR\d{8}\.$/)
  const reference = /MR\d{8}/.exec((await status.textContent()) ?? '')?.[0] ?? ''
  const requests = page.getByRole('list', { name: 'Requests' })
  await expect(requests).toContainText(`Extra baggage · reference ${reference} · Received`)
  await expect(history).toContainText(`Extra baggage requested (reference ${reference})`)
})

test('a guest finds a booking by Trip Id and e-mail; a wrong pair gets the same neutral answer', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const email = `guest.${Date.now()}@example.com`
  const tripId = await bookAndPay(page, 44, { email, phone: '9812345678' })

  // Another browser, with no session: only the Trip Id and the e-mail.
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '100.99.1.7' } })
  const guest = await context.newPage()
  try {
    await guest.goto('/')
    await guest.getByRole('link', { name: 'Find a booking' }).click()
    await expect(guest.getByRole('heading', { level: 1, name: 'Find a booking' })).toBeVisible()
    // The form is the app's: it sends once the page has started (a press before that reloads it).
    await guest.waitForLoadState('networkidle')
    const find = async (trip: string, contact: string) => {
      await guest.getByLabel('Trip Id').fill(trip)
      await guest.getByLabel('E-mail or mobile number used when booking').fill(contact)
      await guest.getByRole('button', { name: 'Find booking' }).click()
    }
    await find(tripId, 'someone.else@example.com')
    await expect(guest.getByRole('alert')).toHaveText(LOOKUP_MISS)
    await find('SF0000000001', email)
    await expect(guest.getByRole('alert')).toHaveText(LOOKUP_MISS)
    await find(tripId, email.toUpperCase())
    await expect(guest).toHaveURL(new RegExp(`/bookings/${tripId}$`))
    await expect(guest.getByRole('heading', { level: 1, name: 'Delhi → Mumbai' })).toBeVisible()
    await expect(guest.getByText(`Trip Id ${tripId}`)).toBeVisible()
    await expect(guest.getByRole('region', { name: 'Travellers' })).toContainText('Ms Meera Iyer')

    // The guest cancels it too: the same cancel page, the refund to the original payment only.
    await guest.getByRole('link', { name: 'Cancel booking' }).click()
    await expect(guest).toHaveURL(new RegExp(`/bookings/${tripId}/cancel$`))
    await expect(guest.getByRole('heading', { level: 1, name: 'Cancel booking' })).toBeVisible()
    // A fresh page: the form is the app's once it has started.
    await guest.waitForLoadState('networkidle')
    const refundTo = guest.getByRole('group', { name: 'Refund to' })
    await expect(refundTo.getByRole('radio')).toHaveCount(1)
    await expect(refundTo.getByRole('radio', { name: 'Original payment method' })).toBeChecked()
    await guest.getByRole('button', { name: 'Get refund quote' }).click()
    await expect(guest.getByRole('heading', { name: 'Your refund quote' })).toBeVisible()
    await expect(guest.getByText('Full cancellation: nothing stays booked.')).toBeVisible()
    await guest.getByRole('button', { name: 'Confirm cancellation' }).click()
    // Found by lookup, the guest confirms the code sent to the booking's e-mail first (decision 0180).
    await guest.getByRole('form', { name: 'Send a code' }).getByRole('button', { name: 'Send code' }).click()
    const enter = guest.getByRole('form', { name: 'Enter the code' })
    await enter.getByLabel('Code').fill(await readOtpFromOutbox(guest, email))
    await enter.getByRole('button', { name: 'Confirm code and cancel' }).click()
    await expect(guest.getByRole('heading', { level: 2, name: 'Cancellation done' })).toBeVisible()
    await expect(
      guest.getByRole('table', { name: `Refunds of Trip Id ${tripId}` }).getByRole('cell', {
        name: 'Original payment method',
      }),
    ).toBeVisible()
  } finally {
    await context.close()
  }
})

test('a guest who found the booking confirms the code before a modification request is sent', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const email = `guest.change.${Date.now()}@example.com`
  const tripId = await bookAndPay(page, 45, { email, phone: '9812345679' })

  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '100.99.1.8' } })
  const guest = await context.newPage()
  try {
    await guest.goto('/bookings/find')
    await guest.waitForLoadState('networkidle')
    await guest.getByLabel('Trip Id').fill(tripId)
    await guest.getByLabel('E-mail or mobile number used when booking').fill(email)
    await guest.getByRole('button', { name: 'Find booking' }).click()
    await expect(guest).toHaveURL(new RegExp(`/bookings/${tripId}$`))
    await guest.waitForLoadState('networkidle')

    const form = guest.getByRole('form', { name: 'Ask for a change' })
    await form.getByLabel('What to change').selectOption('Extra baggage')
    await form.getByLabel('Extra baggage').selectOption('15 kg')
    await form.getByRole('button', { name: 'Send request' }).click()
    // Found by lookup: the code to the booking's contact first (decision 0208); nothing is sent yet.
    const sendCode = guest.getByRole('form', { name: 'Send a code' })
    await expect(sendCode).toContainText(
      'To ask for a change, we send a code to the e-mail or mobile number given when booking.',
    )
    await expect(guest.getByText('No changes requested.')).toBeVisible()
    await sendCode.getByRole('button', { name: 'Send code' }).click()
    const enter = guest.getByRole('form', { name: 'Enter the code' })
    await enter.getByLabel('Code').fill(await readOtpFromOutbox(guest, email))
    await enter.getByRole('button', { name: 'Confirm code and send request' }).click()
    const status = guest.getByRole('status').filter({ hasText: 'Request received' })
    await expect(status).toHaveText(/^Request received\. Your reference is MR\d{8}\.$/)
    const reference = /MR\d{8}/.exec((await status.textContent()) ?? '')?.[0] ?? ''
    await expect(guest.getByRole('list', { name: 'Requests' })).toContainText(
      `Extra baggage · reference ${reference} · Received`,
    )
  } finally {
    await context.close()
  }
})

test('/mygoomo addresses lead to the account area', async ({ request }) => {
  const res = await request.get('/mygoomo/bookings?status=upcoming', { maxRedirects: 0 })
  expect(res.status()).toBe(301)
  expect(res.headers().location).toBe('/account/bookings?status=upcoming')
  const home = await request.get('/mygoomo', { maxRedirects: 0 })
  expect(home.headers().location).toBe('/account')
})
