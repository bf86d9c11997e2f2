/**
 * Harness steps for the checkout machines' store paths (machines/checkout/*.binding.ts): a flight
 * booked as a traveller books it (a one-way search whose results arrive at once, Book on the first
 * result), the traveller details typed, and the sandbox controls that decide what the services
 * answer — a pending re-check answered now, the last seats gone, the bank's decision, a checkout's
 * end, a promo code applied from another tab of the same checkout. (The scenario of the next
 * re-check is harness-steps.ts's 'flight-scenario'.)
 *
 * Every path books on a day of its own (`{travelDate}`, 20 to 300 days ahead, chosen at random):
 * a path that sells a flight's last seats must not sell them for a path running beside it.
 */
import type { Page } from '@playwright/test'
import { addDays, todayIso } from '~/lib/flights/today'
import { upstreamUrl } from '../auth-support'
import { expect } from '../fixtures'
import type { Harness } from './harness'

type Args = Record<string, string | number | boolean>

function need(h: Harness, name: string): string {
  const value = h.vars.get(name)
  if (value === undefined) throw new Error(`{${name}} is not set yet: a step before this one must set it`)
  return value
}

/** A sandbox control of the services, for this path's traveller (its X-Forwarded-For address). */
async function control(h: Harness, path: string, data: unknown): Promise<void> {
  const res = await h.request.post(`${upstreamUrl}${path}`, {
    data,
    headers: { 'x-forwarded-for': need(h, 'address') },
  })
  if (res.status() >= 300) throw new Error(`${path} answered ${res.status()}: ${await res.text()}`)
}

function travelDate(h: Harness): string {
  let date = h.vars.get('travelDate')
  if (!date) {
    date = addDays(todayIso(), 20 + Math.floor(Math.random() * 280))
    h.vars.set('travelDate', date)
  }
  return date
}

/** The one-way DEL → BOM results of `{travelDate}` for one adult, every flight at once. */
async function openResults(page: Page, date: string): Promise<void> {
  const address = new URLSearchParams({
    origin: 'DEL',
    destination: 'BOM',
    originCountry: 'IN',
    destinationCountry: 'IN',
    travelDate: date,
    adults: '1',
    sandbox: 'batches=1;latencyMs=0',
  })
  await page.goto(`/flights/search/one_way?${address.toString()}`)
  await expect(
    page.getByRole('region', { name: 'Flights', exact: true }).getByRole('article').first(),
  ).toBeVisible({
    timeout: 20_000,
  })
}

const firstBook = (page: Page) =>
  page
    .getByRole('region', { name: 'Flights', exact: true })
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Book/ })

/** What the payment's outcome on the gateway's page is called there (tests/e2e/checkout-support.ts). */
const outcomeLabels: Record<string, string> = {
  success: 'Success',
  failure: 'Failure',
  ticketing_failure: "Success, then the airline's ticketing fails",
  fraud: 'Suspected fraud',
  pending: 'Pending (bank confirms later)',
}

/** How the booking's status reads on its confirmation page. */
const statusTexts: Record<string, string | RegExp> = {
  PAYMENT_PENDING: 'Your bank has not confirmed the payment yet. We are waiting for it…',
  TICKETED: 'Your booking is confirmed.',
  REFUNDED: /^Sorry! Your booking did not go through\. We are processing a refund\./,
  PAYMENT_FAILED: 'Payment failed. Please try again',
  REVIEW: /^It seems like we have encountered an issue/,
  EXPIRED: /^We have not received your payment/,
}

export const checkoutSteps: Record<string, (h: Harness, args: Args) => Promise<void>> = {
  /** The results of `{travelDate}`'s search, then Book on the first flight: the re-check starts. */
  'book-first-result': async (h) => {
    await openResults(h.page, travelDate(h))
    await firstBook(h.page).click()
  },

  /** A checkout open on "Your flight": the first result booked, its fare confirmed at once. */
  'open-checkout': async (h) => {
    await control(h, '/flights/sandbox/scenario', { scenario: 'reprice=same' })
    await openResults(h.page, travelDate(h))
    await firstBook(h.page).click()
    await expect(h.page.getByRole('heading', { level: 1, name: 'Your flight' })).toBeVisible({
      timeout: 20_000,
    })
  },

  /** The airline answers this traveller's pending re-check now (`status`: CONFIRMED, CHANGED, SOLD_OUT, EXPIRED). */
  'recheck-ends': async (h, { status = 'CONFIRMED' }) => {
    await control(h, '/flights/sandbox/offer_end', { status: String(status) })
  },

  /** The last seats of the flights of this traveller's newest re-check are sold to someone else. */
  'seats-sell-out': async (h) => {
    await control(h, '/flights/sandbox/fare_inventory', { seats_left: 0 })
  },

  /**
   * The traveller details of one adult typed (a contact e-mail of this path's own, so promo limits
   * per traveller are this path's); the step after presses the form's button.
   */
  'type-travellers': async (h) => {
    const { page } = h
    const set = page
      .getByRole('group')
      .filter({ has: page.getByLabel('First name') })
      .first()
    await set.getByLabel('Title').selectOption('Mr')
    await set.getByLabel('First name').fill('Ravi')
    await set.getByLabel('Last name').fill('Sharma')
    await set.getByLabel('Gender').selectOption('male')
    const email = h.vars.get('email') ?? `ravi.${Math.random().toString(36).slice(2, 10)}@example.com`
    h.vars.set('email', email)
    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('Mobile number').fill('9876543210')
  },

  /**
   * In a second tab of the same checkout, the traveller applies the promo code `code` on the payment
   * step: the server's total changes while the first tab's payment is on its way.
   */
  'promo-in-another-tab': async (h, { code = 'SAVE10' }) => {
    const other = await h.page.context().newPage()
    try {
      await other.setExtraHTTPHeaders({ 'x-forwarded-for': need(h, 'address') })
      await other.goto('/flights/booking/payment')
      await other.getByRole('textbox', { name: 'Promo code', exact: true }).fill(String(code))
      await other.getByRole('button', { name: 'Apply', exact: true }).click()
      await expect(other.getByRole('button', { name: /^Remove/ })).toBeVisible({ timeout: 15_000 })
    } finally {
      await other.close()
    }
  },

  /**
   * A checkout paid on the gateway's page with the outcome `{outcome}` (success, failure,
   * ticketing_failure, fraud; pending when not set): the browser comes back to the booking's
   * confirmation page. `{tripId}` and `{order}` (the gateway's order) are set.
   */
  'paid-checkout': async (h) => {
    const { page } = h
    await checkoutSteps['open-checkout']!(h, {})
    await page.getByRole('button', { name: /^(Continue)$/ }).click()
    await page.getByRole('button', { name: /^(Continue|Skip add-ons)$/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Traveller details' })).toBeVisible()
    await checkoutSteps['type-travellers']!(h, {})
    await page.getByRole('button', { name: 'Continue to payment', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible({ timeout: 15_000 })
    await page.getByLabel(/I accept the/).check()
    await page.getByRole('button', { name: /^Pay ₹/ }).click()
    await expect(page).toHaveURL(/\/payment\/pay\/order_/, { timeout: 15_000 })
    h.vars.set('order', /\/payment\/pay\/(order_[0-9a-f]+)/.exec(page.url())?.[1] ?? '')
    const outcome = outcomeLabels[h.vars.get('outcome') ?? 'pending']
    if (!outcome) throw new Error(`paid-checkout: no gateway outcome "${h.vars.get('outcome')}"`)
    await page.getByLabel('Net Banking').check()
    await page.getByLabel(outcome, { exact: true }).check()
    await page.getByRole('button', { name: /^Pay/ }).click()
    await expect(page).toHaveURL(/\/flights\/booking\/confirmation\/SF\d{10}$/, { timeout: 20_000 })
    h.vars.set('tripId', /SF\d{10}$/.exec(page.url())?.[0] ?? '')
  },

  /**
   * The bank decides `{order}`'s payment that waits for it (`outcome`: captured or failed); a
   * payment that waits for nothing is left as it is.
   */
  'bank-decides': async (h, { outcome = 'captured' }) => {
    const res = await h.request.post(`${upstreamUrl}/payment/sandbox/settle`, {
      data: { order_id: need(h, 'order'), outcome: String(outcome) },
    })
    if (res.status() >= 300 && res.status() !== 409)
      throw new Error(`/payment/sandbox/settle answered ${res.status()}: ${await res.text()}`)
  },

  /** `{tripId}`'s checkout time runs out now (an unpaid one ends). */
  'checkout-ends': async (h) => {
    await control(h, '/flights/sandbox/checkout_ends', { trip_id: need(h, 'tripId') })
  },

  /**
   * The services have brought `{tripId}` to `status`: its confirmation page, opened in a second tab
   * of the same browser, says so (the first tab's request is still held).
   */
  'booking-shows': async (h, { status = 'TICKETED' }) => {
    const text = statusTexts[String(status)]
    if (!text) throw new Error(`booking-shows: no words for status "${String(status)}"`)
    const other = await h.page.context().newPage()
    try {
      await other.setExtraHTTPHeaders({ 'x-forwarded-for': need(h, 'address') })
      await other.goto(`/flights/booking/confirmation/${need(h, 'tripId')}`)
      await expect(other.getByText(text)).toBeVisible({ timeout: 20_000 })
    } finally {
      await other.close()
    }
  },
}
