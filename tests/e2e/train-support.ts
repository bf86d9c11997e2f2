/**
 * A train ticket booked through the store's pages as a traveller books it (passengers, contact, the
 * railway login, review, the sandbox gateway), and the trains service's sandbox controls for one
 * traveller's address: shared by tests/e2e/train-booking.spec.ts and the model paths' harness.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { upstreamUrl } from './auth-support'
import { expect } from './fixtures'

export const trainPassengersUrl = (date: string) =>
  `/trains/booking/passengers?train=12952&from=NDLS&to=BCT&date=${date}&class=3A&quota=GN`

/** The calendar day in India `n` days from now. */
export const indiaDay = (n: number) =>
  new Date(Date.now() + 330 * 60_000 + n * 86_400_000).toISOString().slice(0, 10)

const passenger = (page: Page, n: number) => page.getByRole('group', { name: `Passenger ${n}`, exact: true })

export async function typeTrainPassenger(
  page: Page,
  n: number,
  p: { name: string; age: string; gender: string; berth?: string; concession?: string },
) {
  const g = passenger(page, n)
  await g.getByLabel('Name', { exact: true }).fill(p.name)
  await g.getByLabel('Age', { exact: true }).fill(p.age)
  await g.getByLabel('Gender', { exact: true }).selectOption({ label: p.gender })
  if (p.berth) await g.getByLabel('Berth preference').selectOption({ label: p.berth })
  await g.getByLabel('Food', { exact: true }).selectOption({ label: 'Vegetarian' })
  if (p.concession) await g.getByLabel('Senior citizen concession').selectOption({ label: p.concession })
}

/** Posts to the trains service's sandbox as the traveller at `address` (its X-Forwarded-For). */
export async function trainSandbox(
  request: APIRequestContext,
  address: string,
  path: string,
  data: unknown,
): Promise<void> {
  const res = await request.post(`${upstreamUrl}/trains${path}`, {
    data,
    headers: { 'x-forwarded-for': address },
  })
  if (res.status() >= 300) throw new Error(`/trains${path} answered ${res.status()}: ${await res.text()}`)
}

/** Runs the services' jobs due within a day (the railway's booking, its chart, a TDR's decision). */
export async function runTrainJobs(request: APIRequestContext): Promise<void> {
  const ran = await request.post(`${upstreamUrl}/payment/sandbox/deliver_webhooks`)
  if (!ran.ok()) throw new Error(`deliver_webhooks answered ${ran.status()}: ${await ran.text()}`)
}

const gatewayOutcomes: Record<string, string> = {
  success: 'Success',
  failure: 'Failure',
  pending: 'Pending (bank confirms later)',
}

/**
 * One passenger booked on 12952 in 3A for `date` through the pages, paid on the sandbox gateway
 * with `outcome`; ends on the confirmation page. Answers the booking's id and its gateway order's.
 */
export async function bookTrainThroughPages(
  page: Page,
  { date, outcome = 'success' }: { date: string; outcome?: string },
): Promise<{ bookingId: string; orderId: string }> {
  await page.goto(trainPassengersUrl(date))
  await expect(passenger(page, 1).getByLabel('Food', { exact: true })).toBeVisible({ timeout: 15_000 })
  await typeTrainPassenger(page, 1, { name: 'Ravi Kumar', age: '34', gender: 'Male' })
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await page.getByLabel('Mobile number').fill('9876543210')
  await page.getByLabel('E-mail').fill('ravi.kumar@example.com')
  await page.getByLabel('Address').fill('12 MG Road, Pune')
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await page.getByLabel('Railway user id').fill('safar.rail')
  await page.getByRole('button', { name: 'Check user id' }).click()
  await expect(page.getByText('User id found.')).toBeVisible()
  await page.getByLabel('Railway password').fill('Rail@Safar123')
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await page.getByRole('button', { name: 'Confirm booking' }).click()
  await expect(page).toHaveURL(/\/trains\/booking\/review\?/, { timeout: 20_000 })
  await page.getByLabel(/I accept the terms/).check()
  await page.getByRole('button', { name: 'Pay', exact: true }).click()
  await expect(page).toHaveURL(/\/payment\/pay\//, { timeout: 20_000 })
  const orderId = /\/payment\/pay\/(order_[0-9a-zA-Z]+)/.exec(page.url())?.[1] ?? ''
  const label = gatewayOutcomes[outcome]
  if (!label) throw new Error(`no gateway outcome "${outcome}"`)
  await page.getByLabel('Net Banking').check()
  await page.getByLabel(label, { exact: true }).check()
  await page.getByRole('button', { name: /^Pay/ }).click()
  await expect(page).toHaveURL(/\/trains\/confirmation\/tb_[0-9a-f]{32}/, { timeout: 20_000 })
  return { bookingId: /tb_[0-9a-f]{32}/.exec(page.url())?.[0] ?? '', orderId }
}

const usedRuns = new Set<string>()

/**
 * A run of 12952 no other test books (its chart will be prepared), 20 berths free in 3A, with the railway's clock of the
 * traveller at `address` set to 10:55 in India that day: 2 hours before its chart (12:55, 4 hours
 * before the 16:55 departure), whatever the real hour (docs/decisions/0156).
 */
export async function beforeTheChart(request: APIRequestContext, address: string): Promise<string> {
  const free = Array.from({ length: 36 }, (_, i) => indiaDay(20 + i)).filter((d) => !usedRuns.has(d))
  const date = free[Math.floor(Math.random() * free.length)]
  if (!date) throw new Error('every run 20 to 55 days ahead has been charted in this run')
  usedRuns.add(date)
  const offsetMs = Date.parse(`${date}T10:55:00+05:30`) - Date.now()
  await trainSandbox(request, address, '/sandbox/clock', { offsetMs })
  // Berths left in 3A: a waitlisted ticket would be cancelled at the chart, not left for a TDR.
  await freeBerths(request, address, date)
  return date
}

/** 20 berths free in 3A on 12952's run of `date`: a ticket booked on it is confirmed (CNF). */
export async function freeBerths(request: APIRequestContext, address: string, date: string): Promise<void> {
  await trainSandbox(request, address, '/sandbox/run', {
    trainNumber: '12952',
    runDate: date,
    class: '3A',
    quota: 'GN',
    free: 20,
  })
}
