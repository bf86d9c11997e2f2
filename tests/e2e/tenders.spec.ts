import { test, expect } from './fixtures'
import { createVerifiedUser, freshUser, upstreamUrl } from './auth-support'
import { signInAs } from './account-support'
import { upstreamReady } from './flights-support'
import { fillGuests, findOffer, holdTheRoom, payAtGateway } from './hotel-booking-support'

// Wallet balance at the hotel checkout through the payment options panel (issue 26; decisions
// 0220–0222): part of it applied, undone by keyboard, applied again, the rest paid at the gateway;
// and a room the wallet pays whole, booked with no gateway page.
test.beforeAll(async () => upstreamReady())

async function walletTraveller(
  page: import('@playwright/test').Page,
  request: import('@playwright/test').APIRequestContext,
  name: string,
  paise: number,
) {
  const user = await createVerifiedUser(request, freshUser(name))
  await signInAs(page, { login: user.email, password: user.password })
  await page.goto('/account/wallet')
  await page.getByRole('button', { name: 'Create wallet' }).click()
  await expect(page.getByTestId('wallet-balance')).toHaveText('₹0.00')
  const res = await request.post(`${upstreamUrl}/wallet/sandbox/credit`, {
    data: { email: user.email, reason: 'cashback', amount: paise, reference: 'CB-TENDERS' },
  })
  expect(res.status(), await res.text()).toBe(201)
  return user
}

test('a signed-in traveller spends part of the wallet on a hotel room, undoes it by keyboard, and pays the rest', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000)
  const user = await walletTraveller(page, request, 'Kavya', 50_000)
  const o = await findOffer(request, 34, (offer) => !offer.pan_required && !offer.pay_at_hotel)
  await holdTheRoom(page, o)
  const panel = page.getByRole('region', { name: 'Payment options' })
  const summary = panel.getByRole('definition').last()
  const leftBefore = await summary.innerText()
  const wallet = panel.getByRole('form', { name: 'Use wallet balance' })
  await wallet.getByLabel('Amount to use from your wallet (₹)').fill('200')
  await wallet.getByRole('button', { name: 'Use wallet balance' }).click()
  const live = panel.getByRole('status')
  await expect(live).toContainText('Wallet balance applied.')
  await expect(panel.getByRole('term').filter({ hasText: 'Paid from wallet' })).toBeVisible()
  await expect(summary).not.toHaveText(leftBefore)
  const undo = panel.getByRole('button', { name: /Undo paid from wallet/ })
  await undo.focus()
  await page.keyboard.press('Enter')
  await expect(live).toContainText('Taken off the booking.')
  await expect(summary).toHaveText(leftBefore)
  await wallet.getByLabel('Amount to use from your wallet (₹)').fill('200')
  await wallet.getByLabel('Amount to use from your wallet (₹)').press('Enter')
  await expect(live).toContainText('Wallet balance applied.')
  await fillGuests(page, user.email)
  await payAtGateway(page, 'Success')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.goto('/account/wallet')
  await expect(page.getByTestId('wallet-balance')).toHaveText('₹300.00')
})

test('a room the wallet pays whole is booked with no gateway page', async ({ page, request }) => {
  test.setTimeout(150_000)
  const user = await walletTraveller(page, request, 'Arjun', 10_000_000)
  const o = await findOffer(request, 36, (offer) => !offer.pan_required && !offer.pay_at_hotel)
  await holdTheRoom(page, o)
  const panel = page.getByRole('region', { name: 'Payment options' })
  await panel.getByRole('button', { name: 'Use wallet balance' }).click()
  await expect(panel.getByRole('status')).toContainText('₹0.00 left to pay.')
  await fillGuests(page, user.email)
  await page.getByLabel(/I accept the terms/).check()
  await page.getByRole('button', { name: 'Pay now' }).click()
  await expect(page).toHaveURL(/\/hotels\/confirmation\/hb_[0-9a-f]{32}/, { timeout: 20_000 })
})
