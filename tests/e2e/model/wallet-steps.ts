/**
 * Harness steps for the wallet-spend machine's store paths (machines/wallet/wallet-spend.binding.ts):
 * a signed-in traveller whose wallet holds ₹4,000 of cashback, at the payment step of a one-way
 * checkout. The account and its wallet are made the way a person makes them (sign-up through the
 * services' OTP flow, Create wallet on the account page); the credit comes from the sandbox control.
 */
import { createVerifiedUser, freshUser, upstreamUrl } from '../auth-support'
import { signInAs } from '../account-support'
import { expect } from '../fixtures'
import type { Harness } from './harness'
import { checkoutSteps } from './checkout-steps'

type Args = Record<string, string | number | boolean>

export const walletSteps: Record<string, (h: Harness, args: Args) => Promise<void>> = {
  'wallet-at-payment': async (h, args) => {
    const { page } = h
    const user = await createVerifiedUser(h.request, freshUser('Meera'))
    await signInAs(page, { login: user.email, password: user.password })
    await page.goto('/account/wallet')
    await page.getByRole('button', { name: 'Create wallet' }).click()
    await expect(page.getByTestId('wallet-balance')).toHaveText('₹0.00')
    const credit = await h.request.post(`${upstreamUrl}/wallet/sandbox/credit`, {
      data: { email: user.email, reason: 'cashback', amount: 400_000, reference: 'MODEL-PATH' },
    })
    if (credit.status() !== 201) throw new Error(`the wallet credit answered ${credit.status()}`)
    const open = checkoutSteps['open-checkout']
    if (!open) throw new Error('no open-checkout step')
    await open(h, args)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('button', { name: 'Skip add-ons' }).click()
    const typed = checkoutSteps['type-travellers']
    if (!typed) throw new Error('no type-travellers step')
    h.vars.set('email', user.email)
    await typed(h, args)
    await page.getByRole('button', { name: 'Continue to payment' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible({ timeout: 15_000 })
  },
}
