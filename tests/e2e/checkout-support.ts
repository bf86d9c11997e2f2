/**
 * Browser helpers for the flight checkout, written the way a traveller uses it: search, press Book,
 * go through the steps, pay on the sandbox gateway's page.
 */
import type { Page } from '@playwright/test'
import { addDays } from 'date-fns'
import { expect } from './fixtures'

export const inDays = (n: number) => addDays(new Date(), n).toISOString().slice(0, 10)

/** Results of a one-way or round-trip search, with sandbox controls, ended. */
export async function searchFlights(
  page: Page,
  opts: {
    from?: string
    to?: string
    date?: string
    returnDate?: string
    adults?: number
    children?: number
    infants?: number
    sandbox?: string
  } = {},
) {
  const p = new URLSearchParams({
    origin: opts.from ?? 'DEL',
    destination: opts.to ?? 'BOM',
    originCountry: 'IN',
    destinationCountry: 'IN',
    travelDate: opts.date ?? inDays(9),
    adults: String(opts.adults ?? 1),
  })
  if (opts.children) p.set('children', String(opts.children))
  if (opts.infants) p.set('infants', String(opts.infants))
  if (opts.returnDate) p.set('returnDate', opts.returnDate)
  p.set('sandbox', `batches=1;latencyMs=0;${opts.sandbox ?? 'reprice=same'}`)
  await page.goto(`/flights/search/${opts.returnDate ? 'roundtrip' : 'one_way'}?${p.toString()}`)
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 20_000 })
}

/** Book on the first result (one way) and wait for the first checkout step. */
export async function bookFirst(page: Page) {
  await page
    .getByRole('region', { name: 'Flights', exact: true })
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Book/ })
    .click()
  await expect(page).toHaveURL(/\/flights\/booking\/your-flight$/, { timeout: 20_000 })
  await expect(page.getByRole('heading', { level: 1, name: 'Your flight' })).toBeVisible()
}

export interface TravellerInput {
  first: string
  last: string
  title?: string
  gender?: 'male' | 'female'
  dob?: string
}

/** Traveller details as typed, in form order, then the contact; continues to payment. */
export async function fillTravellers(
  page: Page,
  travellers: TravellerInput[],
  contact = { email: 'ravi@example.com', phone: '9876543210' },
) {
  await expect(page.getByRole('heading', { level: 1, name: 'Traveller details' })).toBeVisible()
  const sets = page.getByRole('group').filter({ has: page.getByLabel('First name') })
  for (const [i, t] of travellers.entries()) {
    const set = sets.nth(i)
    if (t.title) await set.getByLabel('Title').selectOption(t.title)
    await set.getByLabel('First name').fill(t.first)
    await set.getByLabel('Last name').fill(t.last)
    if (t.gender) await set.getByLabel('Gender').selectOption(t.gender)
    if (t.dob) await set.getByLabel('Date of birth').pressSequentially(t.dob.replaceAll('/', ''))
  }
  await page.getByLabel('E-mail').fill(contact.email)
  await page.getByLabel('Mobile number').fill(contact.phone)
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible({ timeout: 15_000 })
}

/** The total the payment page shows, as text ('₹4,409.00'). */
export async function shownTotal(page: Page): Promise<string> {
  return (await page.getByTestId('checkout-total').first().innerText()).trim()
}

export type Outcome =
  | 'Success'
  | 'Failure'
  | "Success, then the airline's ticketing fails"
  | 'Suspected fraud'
  | 'Pending (bank confirms later)'

/** Accept the terms, Pay, and on the gateway's own page pick a mode and the sandbox outcome. */
export async function payWith(page: Page, outcome: Outcome) {
  await page.getByLabel(/I accept the/).check()
  await page.getByRole('button', { name: /^Pay ₹/ }).click()
  await expect(page).toHaveURL(/\/payment\/pay\//, { timeout: 15_000 })
  await page.getByLabel('Net Banking').check()
  await page.getByLabel(outcome, { exact: true }).check()
  await page.getByRole('button', { name: /^Pay/ }).click()
  await expect(page).toHaveURL(/\/flights\/booking\/(confirmation\/SF\d{10}|payment)/, { timeout: 20_000 })
}

/**
 * Ravi and Asha Sharma, two adults on the first DEL → BOM flight `days` ahead, paid at the sandbox
 * gateway by a signed-in traveller; answers the Trip Id once the booking is confirmed.
 */
export async function bookTwoAndPay(page: Page, days: number, contact: { email: string; phone: string }) {
  await searchFlights(page, { from: 'DEL', to: 'BOM', date: inDays(days), adults: 2 })
  await bookFirst(page)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('button', { name: 'Skip add-ons' }).click()
  await fillTravellers(
    page,
    [
      { first: 'Ravi', last: 'Sharma' },
      { first: 'Asha', last: 'Sharma', title: 'Ms', gender: 'female' },
    ],
    contact,
  )
  await payWith(page, 'Success')
  await expect(page.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeVisible({
    timeout: 30_000,
  })
  return /SF\d{10}/.exec(page.url())?.[0] ?? ''
}
