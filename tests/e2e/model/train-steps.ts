/**
 * Harness steps for the train booking machines' store paths (machines/trains/booking-bindings.ts):
 * the passengers typed as a traveller types them, the railway user ids of the sandbox (README), and
 * the sandbox controls that decide what the railway answers this path's traveller (`{address}`):
 * POST /trains/sandbox/scenario and POST /trains/sandbox/clock (docs/decisions/0156).
 */
import type { Page } from '@playwright/test'
import { expect } from '../fixtures'
import {
  beforeTheChart,
  bookTrainThroughPages,
  indiaDay,
  runTrainJobs,
  trainSandbox,
  typeTrainPassenger,
} from '../train-support'
import type { Harness } from './harness'

type Args = Record<string, string | number | boolean>

/** The sandbox's railway users (src/services/trains/users.ts). */
const railUsers: Record<string, string> = { 'safar.rail': 'Rail@Safar123', 'priya.rail': 'Rail@Priya123' }

const passenger = (page: Page, n: number) => page.getByRole('group', { name: `Passenger ${n}`, exact: true })

function need(h: Harness, name: string): string {
  const value = h.vars.get(name)
  if (value === undefined) throw new Error(`{${name}} is not set yet: a step before this one must set it`)
  return value
}

/** Posts to the trains service's sandbox as this path's traveller (`{address}`). */
const asTraveller = (h: Harness, path: string, data: unknown) =>
  trainSandbox(h.request, need(h, 'address'), path, data)

/** What the confirmation flow shows for a booking's status (its state, and for PAID its words). */
const confirmationStates: Record<string, { state: string; text?: string }> = {
  PAID: { state: 'following.waiting', text: 'Payment received. The railway is booking your ticket…' },
  BOOKED: { state: 'confirmed' },
  BOOKING_FAILED: { state: 'refunded' },
  PAYMENT_FAILED: { state: 'paymentFailed' },
  EXPIRED: { state: 'notPaid' },
}

export const trainSteps: Record<string, (h: Harness, args: Args) => Promise<void>> = {
  /**
   * The sample's two passengers (Ravi Kumar, 34; Sita Devi, 62, lower berth, senior concession),
   * typed into the passengers step; a second visit finds them there and types them again.
   */
  'train-passengers': async (h) => {
    const { page } = h
    // The train is known (food is asked on the Rajdhani) before the form is filled.
    await expect(passenger(page, 1).getByLabel('Food', { exact: true })).toBeVisible({ timeout: 15_000 })
    await typeTrainPassenger(page, 1, { name: 'Ravi Kumar', age: '34', gender: 'Male' })
    if (!(await passenger(page, 2).count())) await page.getByRole('button', { name: 'Add passenger' }).click()
    await typeTrainPassenger(page, 2, {
      name: 'Sita Devi',
      age: '62',
      gender: 'Female',
      berth: 'Lower',
      concession: 'Avail Concession',
    })
  },

  /** The browser's Back button. */
  'browser-back': async (h) => {
    await h.page.goBack()
  },

  /**
   * `{railUser}`: a railway user id to type, and `{railPassword}` its password. `kind`: 'known' (one
   * of the sandbox's, not the one typed last, so the field sees a change) or 'unknown' (nobody's).
   */
  'rail-user': async (h, { kind = 'known' }) => {
    if (kind === 'unknown') {
      h.vars.set('railUser', `nobody.${Math.random().toString(36).slice(2, 10)}`)
      h.vars.set('railPassword', 'Nobody@Rail1')
      return
    }
    const user = h.vars.get('railUser') === 'safar.rail' ? 'priya.rail' : 'safar.rail'
    h.vars.set('railUser', user)
    h.vars.set('railPassword', railUsers[user] ?? '')
  },

  /**
   * Types `{railUser}` into the railway user id and leaves the field, which checks an id that changed:
   * an id typed just before is swapped for another of the same kind (the sandbox's other user, or
   * another nobody), so the check is asked for whatever the path did before.
   */
  'type-rail-user': async (h) => {
    const typed = h.vars.get('railUserTyped')
    const wanted = h.vars.get('railUser')
    if (wanted === undefined || wanted === typed) {
      const pick = trainSteps['rail-user']
      if (!pick) throw new Error('no rail-user step')
      await pick(h, { kind: wanted === undefined || wanted in railUsers ? 'known' : 'unknown' })
    }
    const id = h.vars.get('railUser') ?? ''
    const field = h.page.getByLabel('Railway user id', { exact: true })
    await field.fill(id)
    await field.press('Tab')
    h.vars.set('railUserTyped', id)
  },

  /** `{railPassword}`: the password of `{railUser}` (`right`), or one that is not. */
  'rail-password': async (h, { right = true }) => {
    const user = h.vars.get('railUser') ?? ''
    h.vars.set('railPassword', right ? (railUsers[user] ?? '') : 'Not@TheRight1')
  },

  /** The railway answers this traveller's booking calls with this sandbox scenario ('' for none). */
  'train-scenario': async (h, { scenario = '' }) => {
    await asTraveller(h, '/sandbox/scenario', { scenario: String(scenario) })
    h.vars.set('trainScenario', String(scenario))
  },

  /**
   * A booking made and paid through the pages with the gateway outcome `{outcome}` ('pending' when
   * the path does not say), `{bookingId}` set; the browser is on its confirmation page. Unless the
   * path chose a scenario, the railway books 10 minutes after the capture (still booking meanwhile).
   */
  'train-paid': async (h) => {
    if (!h.vars.has('trainScenario'))
      await asTraveller(h, '/sandbox/scenario', { scenario: 'bookLatencyMs=600000' })
    const { bookingId, orderId } = await bookTrainThroughPages(h.page, {
      date: indiaDay(10),
      outcome: h.vars.get('outcome') ?? 'pending',
    })
    h.vars.set('bookingId', bookingId)
    h.vars.set('order', orderId)
  },

  /** The services run their jobs due within a day (the railway books, charts, decides TDRs). */
  'train-jobs-run': async (h) => {
    await runTrainJobs(h.request)
  },

  /** `{bookingId}`'s 5-minute checkout ends now (an unpaid one is EXPIRED). */
  'train-checkout-ends': async (h) => {
    await asTraveller(h, '/sandbox/booking_ends', { bookingId: need(h, 'bookingId') })
  },

  /**
   * The services have brought `{bookingId}` to `status`: its confirmation page, opened in a second
   * tab of the same browser, says so (the first tab's request is still held).
   */
  'train-booking-shows': async (h, { status = 'BOOKED' }) => {
    const want = confirmationStates[String(status)]
    if (!want) throw new Error(`train-booking-shows: no state for status "${String(status)}"`)
    const other = await h.page.context().newPage()
    try {
      await other.setExtraHTTPHeaders({ 'x-forwarded-for': need(h, 'address') })
      await other.goto(`/trains/confirmation/${need(h, 'bookingId')}`)
      const flow = other.locator('[data-flow="train-confirmation"]')
      await expect(flow).toHaveAttribute(
        'data-flow-state',
        new RegExp(`(^| )${want.state.replace('.', '\\.')}( |$)`),
        {
          timeout: 20_000,
        },
      )
      if (want.text) await expect(other.getByText(want.text)).toBeVisible()
    } finally {
      await other.close()
    }
  },

  /**
   * A ticket booked through the pages for a run of its own, two hours before its chart on this
   * traveller's railway clock; the chart is then prepared (the services' jobs due run) and the
   * browser is on the ticket's PNR page, where File TDR is offered.
   */
  'train-charted-ticket': async (h) => {
    const { page } = h
    const date = await beforeTheChart(h.request, need(h, 'address'))
    await asTraveller(h, '/sandbox/scenario', { scenario: '' })
    await bookTrainThroughPages(page, { date })
    await expect(page.getByRole('heading', { level: 1, name: 'Ticket booked' })).toBeVisible({
      timeout: 30_000,
    })
    const pnr = (await page.locator('.train-pnr').innerText()).trim()
    await runTrainJobs(h.request)
    await page.goto(`/trains/pnr?pnr=${pnr}`)
    await expect(page.getByText('Chart prepared.')).toBeVisible()
  },

  /**
   * The railway's clock for this traveller: 'now' (no offset), 'night' (23:50 in India today: the
   * nightly downtime), or '+Nd' (N days on).
   */
  'train-clock': async (h, { at = 'now' }) => {
    const now = Date.now()
    const days = /^\+(\d+)d$/.exec(String(at))?.[1]
    const indiaToday = new Date(now + 330 * 60_000).toISOString().slice(0, 10)
    const offsetMs =
      at === 'now'
        ? 0
        : at === 'night'
          ? Date.parse(`${indiaToday}T23:50:00+05:30`) - now
          : days
            ? Number(days) * 86_400_000
            : NaN
    if (!Number.isFinite(offsetMs)) throw new Error(`train-clock: no time "${String(at)}"`)
    await asTraveller(h, '/sandbox/clock', { offsetMs })
  },
}
