import { test, expect } from './fixtures'
import { createVerifiedUser, freshUser, upstreamUrl } from './auth-support'
import { signInAs } from './account-support'
import { upstreamReady } from './flights-support'

// Vouchers and the card vault in Chromium, as a traveller (issue 26): the voucher redeem screen
// (001 §2) with the sandbox vouchers of the README; a card saved on the gateway's page, seen in the
// account area's saved payment modes, and deleted there.
test.beforeAll(async () => {
  // A fresh database is migrated and seeded first: on a busy machine that takes longer than a hook's 30 s.
  test.setTimeout(120_000)
  await upstreamReady()
})

test.describe('the voucher redeem screen', () => {
  // A refused voucher is a 4xx answer of its server function, which Chromium logs.
  test.use({ allowedConsoleErrors: [/status of 40[49]/] })

  test('checks a voucher’s value, says why others cannot be used, and starts again for another product', async ({
    page,
  }) => {
    await page.goto('/vouchers')
    await expect(page.getByRole('heading', { level: 1, name: 'Redeem a voucher' })).toBeVisible()
    const first = page.getByRole('form', { name: 'Voucher 1' })
    await first.getByLabel('Voucher code 1').fill('gift-500')
    await first.getByRole('button', { name: 'Check voucher' }).click()
    await expect(
      page.getByText('GIFT-500: This voucher is worth ₹500.00 and can be used once.'),
    ).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Vouchers applied' })).toHaveText(
      'Vouchers applied: ₹500.00',
    )

    await page.getByRole('button', { name: 'Add another voucher' }).click()
    const second = page.getByRole('form', { name: 'Voucher 2' })
    await second.getByLabel('Voucher code 2').fill('OLD-GIFT')
    await second.getByLabel('Voucher code 2').press('Enter')
    await expect(second.getByRole('alert')).toHaveText(
      'This voucher expired on 31 December 2025. Use another voucher or pay another way.',
    )
    await second.getByLabel('Voucher code 2').fill('USED-GIFT')
    await second.getByRole('button', { name: 'Check voucher' }).click()
    await expect(second.getByRole('alert')).toHaveText(
      'This voucher has already been used. Use another voucher or pay another way.',
    )

    await page.getByRole('button', { name: 'Remove voucher GIFT-500' }).click()
    await expect(page.getByRole('form', { name: 'Voucher 1' }).getByLabel('Voucher code 1')).toHaveValue(
      'USED-GIFT',
    )

    await page.getByLabel('Booking you will use it on').selectOption('flights')
    await expect(page).toHaveURL(/product=flights/)
    const fresh = page.getByRole('form', { name: 'Voucher 1' })
    await expect(fresh.getByLabel('Voucher code 1')).toHaveValue('')
    await fresh.getByLabel('Voucher code 1').fill('STAY-750')
    await fresh.getByRole('button', { name: 'Check voucher' }).click()
    await expect(fresh.getByRole('alert')).toHaveText(
      'This voucher is for hotel bookings only. Use it on a hotel booking.',
    )
    await fresh.getByLabel('Voucher code 1').fill('NOPE-1234')
    await fresh.getByRole('button', { name: 'Check voucher' }).click()
    await expect(fresh.getByRole('alert')).toContainText('We could not find this voucher code.')
  })
})

const merchant = `Basic ${Buffer.from('sandbox_key_safarnama:sandbox-key-secret-change-me-0123456789').toString('base64')}`

test('a card saved at payment is listed in the account’s saved payment modes and deleted there', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const user = await createVerifiedUser(request, freshUser('Kavya'))
  const me = await request.get(`${upstreamUrl}/auth/me`, {
    headers: { authorization: `Bearer ${user.token}` },
  })
  const { data } = (await me.json()) as { data: { user: { id: number } } }
  const userId = data.user.id
  await signInAs(page, { login: user.email, password: user.password })

  // The order a signed-in traveller's booking makes (the merchant names its customer).
  const order = await request.post(`${upstreamUrl}/payment/orders`, {
    headers: { authorization: merchant, 'idempotency-key': crypto.randomUUID() },
    data: {
      amount: 345_600,
      receipt: 'SF-E2E-VAULT',
      notes: { product: 'hotels', customer_id: String(userId) },
      return_url: `${baseURL}/account/payment-modes`,
    },
  })
  expect(order.status(), await order.text()).toBe(201)
  const { data: made } = (await order.json()) as { data: { pay_url: string } }
  await page.goto(made.pay_url)
  await page.getByRole('radio', { name: 'Credit / Debit Card (Issued in India)' }).check()
  await page.getByRole('radio', { name: 'Visa · HDFC Bank · ending 1111' }).check()
  await page.getByRole('checkbox', { name: /Save this card for next time/ }).check()
  await page.getByRole('button', { name: /^Pay ₹3,456\.00$/ }).click()

  await expect(page).toHaveURL(/\/account\/payment-modes/)
  await expect(page.getByRole('heading', { level: 1, name: 'Saved payment modes' })).toBeVisible()
  const cards = page.getByRole('list', { name: 'Saved cards' })
  await expect(cards.getByRole('listitem')).toHaveCount(1)
  await expect(cards).toContainText('Visa · HDFC Bank · ending 1111')
  await expect(
    page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Saved payment modes' }),
  ).toHaveAttribute('aria-current', 'page')
  await page.getByRole('button', { name: 'Delete Visa card ending 1111' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'no longer saved' })).toHaveText(
    'Your Visa card ending 1111 is no longer saved.',
  )
  await expect(page.getByText('You have no saved cards.')).toBeVisible()
})
