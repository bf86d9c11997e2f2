// The wallet statement's speed (issue 14 "Speed"), printed by `npm run bench`, or alone against a
// running store:
//   node scripts/bench/wallet-statement.mjs http://localhost:3200 [entries]
// (the upstream services on the next port, as npm run bench starts them, or WALLET_UPSTREAM).
// A fresh verified account (the services' sign-up with its OTP read from the sandbox outbox) gets a
// wallet with 1,000 entries (WALLET_ENTRIES): cashback, and one in ten promotional credit with an
// expiry, granted by the sandbox control. The traveller signs in on /sign-in and opens
// /account/wallet; then, at 4x CPU (Emulation.setCPUThrottlingRate), changes what the statement
// shows as a traveller does: the Credits filter, the next pages, the Expiring filter. Each figure is
// the page's own time from the click (its event's timeStamp, a capturing listener) until the new
// statement is in the page (a MutationObserver sees the filter or page named in it and the table's
// rows), then one animation frame: the paint. Every answer is read from the services (each filter
// and page is a first visit): the service replays all 1,000 movements for each. Median of the
// changes; target 200 ms. Also printed: the first paint of /account/wallet?page=3 opened at 4x.
/* global window, document, performance, requestAnimationFrame, MutationObserver -- the functions given to the page run in the browser */
import { pathToFileURL } from 'node:url'
import { chromium } from '@playwright/test'

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  return s.length % 2 ? s[m] : Math.round((s[m - 1] + s[m]) / 2)
}

async function post(url, body, headers = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.77.0.1', ...headers },
    body: JSON.stringify(body),
  })
  if (res.status >= 300) throw new Error(`${url} answered ${res.status}: ${await res.text()}`)
  return res.json()
}

/** A verified account through the services' own sign-up, with a wallet. */
async function accountWithWallet(upstream) {
  const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`
  const email = `bench.wallet.${phone}@example.com`
  const password = 'Bench the wallet 1'
  const phoneBody = { phone_number: phone, country_code: '91' }
  await post(`${upstream}/auth/phone_confirmation/generate_otp`, phoneBody)
  const outbox = await (
    await fetch(`${upstream}/auth/sandbox/outbox?to=${encodeURIComponent(`+91 ${phone}`)}`)
  ).json()
  const code = /\b(\d{6})\b/.exec(outbox.data.messages[0]?.body ?? '')?.[1]
  if (!code) throw new Error('no OTP in the outbox')
  await post(`${upstream}/auth/phone_confirmation/verify_otp`, { ...phoneBody, confirmation_code: code })
  const made = await post(`${upstream}/auth/users`, {
    user: {
      ...phoneBody,
      email,
      password,
      firstName: 'Bench',
      lastName: 'Wallet',
      title: 'Mr',
      tenancy_info: { channel: 'B2C' },
    },
  })
  const token = made.meta.authentication_token
  const wallet = await fetch(`${upstream}/flights/flights/booking/create_wallet?phone=${phone}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  if (!wallet.ok) throw new Error(`create_wallet answered ${wallet.status}`)
  return { email, password }
}

async function fill(upstream, email, entries) {
  const later = new Date(Date.now() + 30 * 86_400_000).toISOString()
  const grant = (i) =>
    post(`${upstream}/wallet/sandbox/credit`, {
      email,
      amount: 100 + (i % 50),
      reference: `BENCH-${i}`,
      ...(i % 10 === 0 ? { reason: 'promotional', expires_at: later } : { reason: 'cashback' }),
    })
  for (let i = 0; i < entries; i += 10)
    await Promise.all(Array.from({ length: Math.min(10, entries - i) }, (_, j) => grant(i + j)))
}

/** Clicks `link` and answers the page's time until the statement names `expect` (a filter or page). */
async function timedChange(page, link, expect) {
  await page.evaluate((want) => {
    window.__wallet = { click: 0, shown: 0 }
    document.addEventListener('click', (e) => (window.__wallet.click = e.timeStamp), {
      capture: true,
      once: true,
    })
    const done = () => {
      const current = document.querySelector(
        'nav[aria-label="Statement filter"] a[aria-current="page"]',
      )?.textContent
      const pageText = document.querySelector('.wallet-pages span')?.textContent ?? 'Page 1'
      const rows = document.querySelectorAll('.wallet-table tbody tr').length
      return rows > 0 && (current === want || pageText.startsWith(want))
    }
    const observer = new MutationObserver(() => {
      if (window.__wallet.click && done()) {
        observer.disconnect()
        requestAnimationFrame(() => (window.__wallet.shown = performance.now()))
      }
    })
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true })
  }, expect)
  await link.click()
  await page.waitForFunction(() => window.__wallet.shown > 0, null, { timeout: 30_000 })
  return page.evaluate(() => {
    const { click, shown } = window.__wallet
    // The statement's request (a server function) made after the click: how long the answer took.
    const fetched = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('/_serverFn/') && e.startTime >= click - 50)
      .reduce((ms, e) => Math.max(ms, e.responseEnd - e.startTime), 0)
    const requests = performance
      .getEntriesByType('resource')
      .filter((e) => e.startTime >= click - 50)
      .map(
        (e) => `${e.name.slice(-40)} ${Math.round(e.startTime - click)}–${Math.round(e.responseEnd - click)}`,
      )
    return { shown: Math.round(shown - click), fetched: Math.round(fetched), requests }
  })
}

export async function run({
  base,
  upstream,
  chromePath,
  chromeFlags,
  entries = Number(process.env.WALLET_ENTRIES ?? 1000),
}) {
  const rows = []
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags })
  try {
    const account = await accountWithWallet(upstream)
    await fill(upstream, account.email, entries)
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${base}/sign-in`, { waitUntil: 'networkidle' })
    // The form works once React has taken it over (before that, a press would submit it as a plain GET).
    await page.waitForFunction(() => {
      const flow = document.querySelector('[data-flow]')
      return !!flow && Object.keys(flow).some((key) => key.startsWith('__react'))
    })
    await page.getByRole('main').getByLabel('Email or mobile number').fill(account.email)
    await page
      .getByRole('main')
      .getByRole('textbox', { name: 'Password', exact: true })
      .fill(account.password)
    await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click()
    await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'))
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.goto(`${base}/account/wallet?page=3`)
    await page.getByRole('table').waitFor()
    const paint = await page.evaluate(
      () =>
        performance.getEntriesByType('paint').find((e) => e.name === 'first-contentful-paint')?.startTime ??
        0,
    )
    rows.push({
      figure: `wallet statement (${entries} entries): first paint at 4x CPU, ms`,
      value: Math.round(paint),
    })
    await page.goto(`${base}/account/wallet`, { waitUntil: 'networkidle' })
    await page.waitForFunction(() => {
      const link = document.querySelector('nav[aria-label="Statement filter"] a')
      return !!link && Object.keys(link).some((key) => key.startsWith('__react'))
    })
    const filters = page.getByRole('navigation', { name: 'Statement filter' })
    const older = page
      .getByRole('navigation', { name: 'Statement pages' })
      .getByRole('link', { name: 'Older entries' })
    const times = [
      await timedChange(page, filters.getByRole('link', { name: 'Credits' }), 'Credits'),
      await timedChange(page, older, 'Page 2'),
      await timedChange(page, older, 'Page 3'),
      await timedChange(page, filters.getByRole('link', { name: 'Expiring' }), 'Expiring'),
      await timedChange(page, older, 'Page 2'),
    ]
    if (process.env.WALLET_DEBUG) for (const t of times) console.log(t.shown, t.requests.join(' | '))
    const shown = times.map((t) => t.shown)
    const fetched = times.map((t) => t.fetched)
    rows.push({
      figure: `wallet statement (${entries} entries): filter/page shown at 4x CPU, ms`,
      value: `${median(shown)} (${Math.min(...shown)}–${Math.max(...shown)})`,
      target: '<= 200',
    })
    rows.push({ figure: '  of which the statement request, ms', value: median(fetched) })
    await context.close()
  } catch (error) {
    rows.push({ figure: 'wallet statement', value: `failed: ${String(error.message).split('\n')[0]}` })
  } finally {
    await browser.close()
  }
  return rows
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const base = process.argv[2] ?? 'http://localhost:3200'
  const upstream = process.env.WALLET_UPSTREAM ?? `http://127.0.0.1:${Number(new URL(base).port) + 1}`
  const { aloneChromeFlags } = await import('./home-lighthouse.mjs')
  const rows = await run({
    base,
    upstream,
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: aloneChromeFlags,
    entries: Number(process.argv[3] ?? process.env.WALLET_ENTRIES ?? 1000),
  })
  for (const r of rows)
    console.log(
      `${r.figure.padEnd(64)} ${String(r.value).padStart(16)}  ${r.target ? `target ${r.target}` : ''}`,
    )
  process.exit(0)
}
