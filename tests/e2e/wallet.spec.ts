import type { Locator } from '@playwright/test'
import { test, expect } from './fixtures'
import { createVerifiedUser, freshUser, upstreamUrl } from './auth-support'
import { signInAs } from './account-support'
import { bookFirst, fillTravellers, inDays, payWith, searchFlights, shownTotal } from './checkout-support'
import { upstreamReady } from './flights-support'

// The wallet in Chromium, as a traveller (issue 14 "Wallet"): create it, receive credit (the sandbox
// control), read and filter the statement, spend part of it at checkout, undo, spend again, pay the
// rest at the gateway, and find the spend in the statement.
test.beforeAll(async () => upstreamReady())

test('a traveller creates a wallet, filters its statement, spends part of it at checkout with an undo, and sees the spend', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const user = await createVerifiedUser(request, freshUser('Meera'))
  await signInAs(page, { login: user.email, password: user.password })
  await page.goto('/account/wallet')
  await expect(page.getByRole('heading', { level: 2, name: 'Create your wallet' })).toBeVisible()
  await page.getByRole('button', { name: 'Create wallet' }).click()
  await expect(page.getByTestId('wallet-balance')).toHaveText('₹0.00')

  const credit = async (data: Record<string, unknown>) => {
    const res = await request.post(`${upstreamUrl}/wallet/sandbox/credit`, {
      data: { email: user.email, ...data },
    })
    expect(res.status(), await res.text()).toBe(201)
  }
  await credit({ reason: 'cashback', amount: 300_000, reference: 'CB-WELCOME' })
  await credit({
    reason: 'promotional',
    amount: 100_000,
    reference: 'PROMO-MONSOON',
    expires_at: new Date(Date.now() + 10 * 86_400_000).toISOString(),
  })
  await page.goto('/account/wallet')
  await expect(page.getByTestId('wallet-balance')).toHaveText('₹4,000.00')
  await expect(page.getByRole('list', { name: 'Promotional credit by expiry' })).toContainText(
    '₹1,000.00 expires on',
  )
  const rows = page.getByRole('table').getByRole('row')
  await expect(rows).toHaveCount(3)
  await expect(rows.nth(1)).toContainText('PROMO-MONSOON')
  await expect(rows.nth(1)).toContainText('₹4,000.00')
  await expect(rows.nth(2)).toContainText('₹3,000.00')

  const filters = page.getByRole('navigation', { name: 'Statement filter' })
  await filters.getByRole('link', { name: 'Expiring' }).click()
  await expect(page).toHaveURL(/filter=expiring/)
  await expect(rows).toHaveCount(2)
  await expect(rows.nth(1)).toContainText('₹1,000.00 unspent, expires')
  await filters.getByRole('link', { name: 'Debits' }).click()
  await expect(page).toHaveURL(/filter=debits/)
  await expect(page.getByText('No entries under debits.')).toBeVisible()

  await searchFlights(page, { from: 'DEL', to: 'BOM', date: inDays(42) })
  await bookFirst(page)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Add-ons' })).toBeVisible()
  await page.getByRole('button', { name: 'Skip add-ons' }).click()
  await fillTravellers(page, [{ first: 'Meera', last: 'Verma', title: 'Ms', gender: 'female' }], {
    email: user.email,
    phone: user.phoneNumber,
  })
  const full = await shownTotal(page)
  const wallet = page.getByRole('form', { name: 'Use wallet balance' })
  await expect(page.getByText('Wallet balance: ₹4,000.00.')).toBeVisible()
  const amount = wallet.getByLabel('Amount to use from your wallet (₹)')
  const rupees = Number(full.replace(/[^\d.]/g, ''))
  await expect(amount).toHaveValue(Math.min(4000, rupees).toFixed(2))

  await amount.fill('500')
  await wallet.getByRole('button', { name: 'Use wallet balance' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'paid from your wallet' })).toHaveText(
    '₹500.00 paid from your wallet.',
  )
  const breakdown = page.getByRole('table', { name: /You pay/ })
  await expect(breakdown.getByRole('row', { name: /Paid from wallet/ })).toContainText('−₹500.00')
  expect(await shownTotal(page)).not.toBe(full)

  await page.getByRole('button', { name: 'Undo wallet payment' }).click()
  await expect(page.getByText('Wallet balance: ₹4,000.00.')).toBeVisible()
  await expect(breakdown.getByRole('row', { name: /Paid from wallet/ })).toHaveCount(0)
  expect(await shownTotal(page)).toBe(full)

  await amount.fill('1000')
  await wallet.getByRole('button', { name: 'Use wallet balance' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'paid from your wallet' })).toHaveText(
    '₹1,000.00 paid from your wallet.',
  )
  await payWith(page, 'Success')
  await expect(page).toHaveURL(/\/flights\/booking\/confirmation\/SF\d{10}$/)
  const tripId = /SF\d{10}/.exec(page.url())?.[0] ?? ''

  await page.goto('/account/wallet?filter=debits')
  await expect(rows).toHaveCount(3)
  await expect(rows.nth(1)).toContainText(`Spent: Flight booking · Trip Id ${tripId}`)
  await expect(rows.nth(1)).toContainText('−₹1,000.00')
  await expect(rows.nth(1)).toContainText('₹3,000.00')
  await page.getByRole('navigation', { name: 'Statement filter' }).getByRole('link', { name: 'All' }).click()
  // Credit, promotional credit, the first spend, its undo, the second spend.
  await expect(rows).toHaveCount(6)
  // The undo says what happened, not the ledger's remark ("Undone at checkout (back page)").
  await expect(rows.nth(2)).toContainText(`Returned: Taken off the booking at checkout · Trip Id ${tripId}`)
  await expect(rows.nth(2)).not.toContainText('back page')
  await expect(page.getByTestId('wallet-balance')).toHaveText('₹3,000.00')

  // The chosen filter stays readable under the mouse and with the keyboard's focus (≥ 4.5:1).
  const chosen = page.getByRole('navigation', { name: 'Statement filter' }).getByRole('link', { name: 'All' })
  await expect(chosen).toHaveAttribute('aria-current', 'page')
  expect(await contrastOf(chosen)).toBeGreaterThanOrEqual(4.5)
  await chosen.hover()
  expect(await contrastOf(chosen)).toBeGreaterThanOrEqual(4.5)
  await page
    .getByRole('navigation', { name: 'Statement filter' })
    .getByRole('link', { name: 'Credits' })
    .hover()
  await chosen.focus()
  expect(await contrastOf(chosen)).toBeGreaterThanOrEqual(4.5)
})

/** The contrast ratio (WCAG) of an element's text on its own background, as the browser paints it. */
function contrastOf(el: Locator): Promise<number> {
  return el.evaluate((node) => {
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number)
    const lum = (c: string) => {
      const [r = 0, g = 0, b = 0] = rgb(c).map((v) => {
        const x = v / 255
        return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4
      })
      return 0.2126 * r + 0.7152 * g + 0.0722 * b
    }
    const style = getComputedStyle(node)
    let bg = style.backgroundColor
    for (let n: Element | null = node; n && /rgba\(.*, 0\)|transparent/.test(bg); n = n.parentElement)
      bg = getComputedStyle(n).backgroundColor
    const [a, b] = [lum(style.color), lum(bg)].sort((x, y) => y - x)
    return ((a ?? 0) + 0.05) / ((b ?? 0) + 0.05)
  })
}

test('the wallet-spend flow is on /flows with its states described', async ({ page }) => {
  await page.goto('/flows/wallet-spend')
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet at checkout' })).toBeVisible()
  await expect(page.getByText('Current state: idle')).toBeVisible()
})
