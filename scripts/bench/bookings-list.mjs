// The bookings list's speed (issue 14 "Speed"), printed by `npm run bench`, or alone against a
// running store:
//   node scripts/bench/bookings-list.mjs http://localhost:3260 [Lighthouse runs]
// (the upstream services on the next port, as npm run bench starts them, or BOOKINGS_UPSTREAM).
// A fresh account (signed up through the services' OTP flow) is given 200 flight bookings through
// the services' own API — each a checkout whose payment is started, the moment a checkout becomes a
// trip (docs/decisions/0087) — on one DEL→BOM fare the sandbox gives 500 seats. The account signs in
// on /sign-in in a browser; its sealed session cookie goes with every Lighthouse request
// (home-lighthouse.mjs's `headers`). Lighthouse mobile on /account/bookings (the first page of 200:
// "Page 1 of 20"), median of BOOKINGS_LH_RUNS (default 3); axe at a desktop's size and a phone's.
// Targets: performance >= 95, axe 0 violations.
import { pathToFileURL } from 'node:url'
import { chromium } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { run as lighthouseRuns, runAlone } from './home-lighthouse.mjs'

const BOOKINGS = 200
const PAGE = '/account/bookings'

function inDays(n) {
  return new Date(Date.now() + 5.5 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10)
}

async function call(upstream, method, path, body, headers = {}) {
  const r = await fetch(`${upstream}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.200.0.1', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const text = await r.text()
  if (!r.ok) throw new Error(`${method} ${path}: HTTP ${r.status} ${text.slice(0, 200)}`)
  return JSON.parse(text)
}

/** A fresh account with a verified mobile, its password and bearer token. */
async function freshAccount(upstream) {
  const phone = `9${String(Date.now()).slice(-9)}`
  const email = `bench.${phone}@example.com`
  const password = 'Bench the bookings 1'
  const number = { phone_number: phone, country_code: '91' }
  await call(upstream, 'POST', '/auth/phone_confirmation/generate_otp', number)
  const outbox = await call(upstream, 'GET', `/auth/sandbox/outbox?to=${encodeURIComponent(`+91 ${phone}`)}`)
  const code = /(?<!\d)(\d{6})(?!\d)/.exec(outbox.data.messages[0]?.body ?? '')?.[1]
  await call(upstream, 'POST', '/auth/phone_confirmation/verify_otp', { ...number, confirmation_code: code })
  const user = { ...number, email, password, firstName: 'Bench', lastName: 'Traveller', title: 'Ms' }
  const made = await call(upstream, 'POST', '/auth/users', {
    user: { ...user, tenancy_info: { channel: 'B2C' } },
  })
  return { email, password, token: made.meta.authentication_token }
}

/** 200 checkouts of one fare, each with its payment started: 200 trips for the account. */
async function bookMany(upstream, token) {
  const auth = { authorization: `Bearer ${token}` }
  const search = await call(
    upstream,
    'POST',
    '/flights/b2b/v1.0/flights/search',
    {
      origin: { code: 'DEL', country: 'IN' },
      destination: { code: 'BOM', country: 'IN' },
      search_type: 'one_way',
      travel_date: inDays(30),
    },
    { 'x-sandbox-scenario': 'batches=1;latencyMs=0' },
  )
  const plan = search.data.results[0].travel_plan_id
  await call(upstream, 'POST', '/flights/sandbox/fare_inventory', { travel_plan_id: plan, seats_left: 500 })
  const one = async (i) => {
    const offer = await call(
      upstream,
      'POST',
      '/flights/api/v1.0/offers',
      { search_id: search.data.id, travel_plan_ids: [plan] },
      { 'x-sandbox-scenario': 'reprice=same' },
    )
    const final = await call(upstream, 'GET', `/flights/api/v1.0/offers/${offer.data.id}`)
    const made = await call(
      upstream,
      'POST',
      '/flights/api/v1.0/booking',
      { offer_id: offer.data.id, accepted_total: final.data.fare.total },
      { ...auth, 'idempotency-key': `bench-${Date.now()}-${i}` },
    )
    const id = made.data.booking.id
    const named = await call(
      upstream,
      'PUT',
      `/flights/api/v1.0/booking/${id}/travellers`,
      {
        travellers: [
          { type: 'ADULT', title: 'Ms', first_name: 'Bench', last_name: 'Traveller', gender: 'female' },
        ],
        contact: { email: 'bench@example.com', phone_number: '9812345678' },
      },
      auth,
    )
    await call(
      upstream,
      'POST',
      `/flights/api/v1.0/booking/${id}/payment`,
      { return_url: 'http://store.test/back', terms_accepted: true, shown_total: named.data.total },
      { ...auth, 'idempotency-key': `bench-pay-${id}` },
    )
  }
  for (let i = 0; i < BOOKINGS; i += 4) await Promise.all([0, 1, 2, 3].map((k) => one(i + k)))
  const list = await call(upstream, 'GET', '/flights/flights/booking', undefined, auth)
  return list.data.total
}

export async function run({ lighthouseRunCount = Number(process.env.BOOKINGS_LH_RUNS ?? 3), ...tools }) {
  const { base, upstream, chromePath, chromeFlags } = tools
  const rows = []
  const started = Date.now()
  const account = await freshAccount(upstream)
  const total = await bookMany(upstream, account.token)
  rows.push({
    figure: 'bookings list: trips of the account (made in s)',
    value: `${total} (${Math.round((Date.now() - started) / 1000)})`,
    target: String(BOOKINGS),
  })
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags })
  let cookie
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } })
    const page = await context.newPage()
    await page.goto(`${base}/sign-in`)
    // The sign-in form is the app's: typed into before the app starts, it would submit as a GET.
    await page.waitForLoadState('networkidle')
    const form = page.getByRole('main')
    await form.getByLabel('Email or mobile number').fill(account.email)
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password)
    await form.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'))
    const sid = (await context.cookies()).find((c) => c.name === 'sid')
    cookie = `sid=${sid?.value ?? ''}`
    for (const [size, viewport] of [
      ['desktop', { width: 1366, height: 768 }],
      ['phone', { width: 412, height: 823 }],
    ]) {
      await page.setViewportSize(viewport)
      await page.goto(`${base}${PAGE}`)
      await page.getByText(`Page 1 of ${Math.ceil(total / 10)}`).waitFor()
      await page.waitForLoadState('networkidle')
      const axe = await new AxeBuilder({ page }).analyze()
      rows.push({ figure: `${PAGE} (${size}): axe violations`, value: axe.violations.length, target: '0' })
    }
    await context.close()
  } finally {
    await browser.close()
  }
  rows.push(
    ...(await lighthouseRuns({
      ...tools,
      page: PAGE,
      label: `${PAGE} (200 bookings)`,
      runs: lighthouseRunCount,
      headers: { Cookie: cookie },
    })),
  )
  return rows
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runAlone(run, {
    upstreamEnv: 'BOOKINGS_UPSTREAM',
    lighthouseRunCount: Number(process.argv[3] ?? process.env.BOOKINGS_LH_RUNS ?? 3),
  })
}
