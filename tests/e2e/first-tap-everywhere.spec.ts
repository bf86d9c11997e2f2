import type { APIRequestContext, Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { openAtFirstPaint, phoneSpeed } from './first-paint-support'
import { upstreamReady } from './flights-support'
import { signInAs } from './account-support'
import { createVerifiedUser, freshUser } from './auth-support'
import { indiaDay, trainPassengersUrl } from './train-support'
import { bookFirst, inDays, searchFlights } from './checkout-support'
import { fillGuests, findOffer, holdTheRoom } from './hotel-booking-support'
import { addDays, todayIso } from '~/lib/flights/today'

/**
 * The first tap, everywhere (issue 24, docs/decisions/0201): on each kind of page of the store — a
 * product's home, its results, a checkout step, the account, the bookings — a traveller at 4x CPU
 * taps each kind of control as soon as the page is painted, before the app has started (its
 * scripts held until they have: tests/e2e/first-paint-support.ts). A link or a plain GET form
 * works as HTML; a button, a chip, a radio, a select, text typed and a form sent are kept and
 * applied once, in order, when the app is there. Each case asserts what the traveller then sees.
 */
interface FirstTapCase {
  page: string
  /**
   * The page's address. A checkout step is first reached the way a traveller reaches it (a fare
   * chosen, a room held), at full speed; its address is then opened again at first paint.
   */
  path: (page: Page, request: APIRequestContext) => string | Promise<string>
  signedIn?: boolean
  /** What the traveller does at first paint (the app not started). */
  tap: (page: Page) => Promise<void>
  /** What they see once the app has started. */
  effect: (page: Page) => Promise<void>
}

// The app's start at 4x CPU on a 2-core machine shared with other builds can take many seconds.
const LATE = { timeout: 45_000 }
const hotelDay = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10)

const cases: FirstTapCase[] = [
  {
    page: 'flights home: the header button, a radio, text and a link-free form',
    path: () => '/',
    tap: async (page) => {
      const form = page.getByRole('form', { name: 'Search flights' })
      await form.getByRole('radio', { name: 'Round trip' }).check()
      await form.getByRole('combobox', { name: 'From', exact: true }).fill('Mum')
      await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click()
    },
    effect: async (page) => {
      await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible(LATE)
      const form = page.getByRole('form', { name: 'Search flights' })
      // The return date is drawn by the app for a round trip only: the app took the choice.
      await expect(form.getByLabel('Return date', { exact: true })).toBeAttached()
      await expect(form.getByRole('combobox', { name: 'From', exact: true })).toHaveValue('Mum')
    },
  },
  {
    page: 'hotels home: a button that adds to the form',
    path: () => '/hotels',
    tap: async (page) => {
      await page
        .getByRole('form', { name: 'Search hotels' })
        .getByRole('button', { name: 'Add a room' })
        .click()
    },
    effect: async (page) => {
      const form = page.getByRole('form', { name: 'Search hotels' })
      await expect(form.getByRole('spinbutton', { name: 'Adults in room 2' })).toHaveValue('1', LATE)
      await expect(form.getByRole('spinbutton', { name: 'Adults in room 3' })).toHaveCount(0)
    },
  },
  {
    page: 'trains home: two popular-station chips, in order',
    path: () => '/trains',
    tap: async (page) => {
      const chips = page.getByRole('group', { name: 'Popular stations' })
      await chips.getByRole('button', { name: /\(NDLS\)/ }).click()
      await chips.getByRole('button', { name: /\(BCT\)/ }).click()
    },
    effect: async (page) => {
      const form = page.getByRole('form', { name: 'Search trains' })
      await expect(form.getByRole('combobox', { name: 'From', exact: true })).toHaveValue(/\(NDLS\)$/, LATE)
      await expect(form.getByRole('combobox', { name: 'To', exact: true })).toHaveValue(/\(BCT\)$/)
    },
  },
  {
    page: 'flights results: a sort button',
    path: () =>
      `/flights/search/one_way?origin=DEL&destination=BOM&originCountry=IN&destinationCountry=IN&travelDate=${addDays(todayIso(), 5)}`,
    tap: async (page) => {
      await page
        .getByRole('group', { name: 'Sort flights' })
        .getByRole('button', { name: 'Sort by departure' })
        .click()
    },
    effect: async (page) => {
      const sorted = page.getByRole('button', { name: 'Sorted by departure, ascending' })
      await expect(sorted).toHaveAttribute('aria-pressed', 'true', LATE)
    },
  },
  {
    page: 'hotels results: a sort button',
    path: () =>
      `/hotels/search?checkin_date=${hotelDay(7)}&checkout_date=${hotelDay(9)}&rooms=2a&location_id=goa&city_name=Goa`,
    tap: async (page) => {
      await page.getByRole('button', { name: 'Price: low to high' }).click()
    },
    effect: async (page) => {
      await expect(page).toHaveURL(/sort=price(,|%2C)asc/, LATE)
      await expect(page.getByRole('button', { name: 'Price: low to high' })).toHaveAttribute(
        'aria-pressed',
        'true',
      )
    },
  },
  {
    page: 'trains results: a select',
    path: () => `/trains/search?from=NDLS&to=BCT&date=${hotelDay(10)}&quota=GN`,
    tap: async (page) => {
      await page.getByLabel('Sort by').selectOption({ label: 'Duration, shortest first' })
    },
    effect: async (page) => {
      await expect(page).toHaveURL(/sort=duration-asc/, LATE)
      await expect(page.getByLabel('Sort by')).toHaveValue('duration-asc')
    },
  },
  {
    page: 'train checkout: a link (the step itself is drawn by the app)',
    path: () => trainPassengersUrl(indiaDay(12)),
    tap: async (page) => {
      await page.getByRole('link', { name: 'Change train' }).click()
    },
    effect: async (page) => {
      await expect(page).toHaveURL(/\/trains\/search\?from=NDLS&to=BCT&date=/, LATE)
      await expect(page.getByRole('heading', { level: 1, name: /^Trains from / })).toBeVisible(LATE)
    },
  },
  {
    page: 'flight checkout, first step: a button (the fare chosen before)',
    path: async (page) => {
      await searchFlights(page, { from: 'DEL', to: 'BOM', date: inDays(38) })
      await bookFirst(page)
      return '/flights/booking/your-flight'
    },
    tap: async (page) => {
      await page.getByRole('button', { name: 'Continue', exact: true }).click()
    },
    effect: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Add-ons' })).toBeVisible(LATE)
      await expect(page).toHaveURL(/\/flights\/booking\/add-ons$/)
    },
  },
  {
    page: 'hotel guests: text, a select, a checkbox and the form sent (the room held before)',
    path: async (page, request) => {
      const offer = await findOffer(request, 36, (o) => !o.pan_required)
      await holdTheRoom(page, offer)
      return page.url()
    },
    tap: async (page) => {
      await fillGuests(page, `ravi.${Date.now()}@example.com`)
      await page.getByLabel(/I accept the terms/).check()
      await page.getByRole('button', { name: 'Pay now' }).click()
    },
    effect: async (page) => {
      // Every value typed reached the app: it sent the traveller on to the payment gateway.
      await expect(page).toHaveURL(/\/payment\/pay\//, LATE)
    },
  },
  {
    page: 'find a booking: text typed and the form sent, typed again while the app starts',
    path: () => '/bookings/find',
    tap: async (page) => {
      await page.getByLabel('Trip Id').fill('SF0000000001')
      await page.getByLabel('E-mail or mobile number used when booking').fill('a@x.com')
      await page.getByRole('button', { name: 'Find booking' }).click()
    },
    effect: async (page) => {
      // Typed over while the app takes the page: the field holds it once, never joined to itself.
      const contact = page.getByLabel('E-mail or mobile number used when booking')
      await contact.fill('a@x.com')
      await expect(page.getByRole('alert').filter({ hasText: 'We could not find' })).toBeVisible(LATE)
      await expect(contact).toHaveValue('a@x.com')
      await expect(page.getByLabel('Trip Id')).toHaveValue('SF0000000001')
    },
  },
  {
    page: 'PNR status: a plain GET form',
    path: () => '/trains/pnr',
    tap: async (page) => {
      await page.getByLabel('PNR number').fill('1234567890')
      await page.getByRole('button', { name: 'Check status' }).click()
      // Sent by the browser itself: the plain address, no JSON quotes.
      await expect(page).toHaveURL(/\/trains\/pnr\?pnr=1234567890$/)
    },
    effect: async (page) => {
      await expect(page.getByLabel('PNR number')).toHaveValue('1234567890', LATE)
      await expect(page).toHaveURL(/\/trains\/pnr\?pnr=1234567890$/)
    },
  },
  {
    page: 'account: the header menu, and a link',
    path: () => '/account/profile',
    signedIn: true,
    tap: async (page) => {
      await page.getByRole('banner').getByRole('button', { name: 'Kavya' }).click()
    },
    effect: async (page) => {
      const header = page.getByRole('banner')
      await expect(header.getByRole('button', { name: 'Kavya' })).toHaveAttribute(
        'aria-expanded',
        'true',
        LATE,
      )
      await header.getByRole('link', { name: 'Saved travellers' }).click()
      await expect(page).toHaveURL(/\/account\/travellers/)
    },
  },
  {
    page: 'my bookings: a filter link',
    path: () => '/account/bookings',
    signedIn: true,
    tap: async (page) => {
      await page
        .getByRole('navigation', { name: 'Booking status' })
        .getByRole('link', { name: 'Cancelled' })
        .click()
    },
    effect: async (page) => {
      await expect(page).toHaveURL(/\/account\/bookings\?status=cancelled/, LATE)
      await expect(page.getByText('You have no cancelled bookings.')).toBeVisible(LATE)
      await expect(
        page.getByRole('navigation', { name: 'Booking status' }).getByRole('link', { name: 'Cancelled' }),
      ).toHaveAttribute('aria-current', 'page')
    },
  },
]

test.use({ serviceWorkers: 'block' })

test.describe('every kind of control tapped at first paint, at 4x CPU', () => {
  test.beforeAll(async () => {
    test.setTimeout(120_000)
    await upstreamReady()
  })

  // An unknown PNR or Trip Id is answered 404: the browser logs the failed load.
  test.use({ allowedConsoleErrors: [/status of 404/] })

  for (const c of cases) {
    test(c.page, async ({ page, request }) => {
      test.setTimeout(90_000)
      if (c.signedIn) {
        const user = await createVerifiedUser(request, freshUser('Kavya'))
        await signInAs(page, { login: user.email, password: user.password })
      }
      const path = await c.path(page, request)
      const fullSpeed = await phoneSpeed(page)
      const startApp = await openAtFirstPaint(page, path)
      await c.tap(page)
      await startApp()
      await c.effect(page)
      // The fixture's accessibility check after the test is not what is measured here.
      await fullSpeed()
    })
  }
})
