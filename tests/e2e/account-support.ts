/**
 * Browser helpers for the account area, written the way a person uses the store: sign in through
 * the /sign-in page, read an OTP from the sandbox outbox page.
 */
import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/** The sandbox demo account (docs/upstream.md "Delivery of OTPs and e-mail"). */
export const demo = {
  login: 'demo@safarnama.example',
  password: 'Demo@Safarnama1',
  phoneNumber: '9876543210',
} as const

export async function signInAs(page: Page, { login, password }: { login: string; password: string }) {
  await page.goto('/sign-in')
  const form = page.getByRole('main')
  await form.getByLabel('Email or mobile number').fill(login)
  // A textbox: the page also has a 'Password' choice (password or OTP) as a radio button.
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password)
  await form.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).not.toHaveURL(/\/sign-in/)
}

/** The newest 6-digit code sent to `to`, read from /dev/outbox in a second tab. */
export async function readOtpFromOutbox(page: Page, to: string): Promise<string> {
  const outbox = await page.context().newPage()
  try {
    await outbox.goto('/dev/outbox')
    await outbox.getByLabel('Phone or e-mail').fill(to)
    await outbox.getByRole('button', { name: 'Show messages' }).click()
    const newest = outbox.getByRole('list', { name: 'Messages, newest first' }).getByRole('listitem').first()
    const code = await newest.locator('.otp-code').textContent()
    expect(code).toMatch(/^\d{6}$/)
    return code ?? ''
  } finally {
    await outbox.close()
  }
}

/** A mobile number nobody has: 9 then nine digits from the clock and chance. */
export function freshMobile(): string {
  return `9${String(Date.now() % 1e5).padStart(5, '0')}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`
}

/** A saved traveller added through the account area, as a person does (000 §2 "a page for adding a new traveller"). */
export async function addSavedTraveller(
  page: Page,
  t = { title: 'Mr', first: 'Arjun', last: 'Rao', gender: 'male', dob: '02031988' },
) {
  await page.goto('/account/travellers/new')
  await page.getByLabel('Title').selectOption(t.title)
  await page.getByLabel('First name').fill(t.first)
  await page.getByLabel('Last name').fill(t.last)
  await page.getByLabel('Gender').selectOption(t.gender)
  await page.getByLabel('Date of birth').pressSequentially(t.dob)
  await page.getByRole('button', { name: 'Save traveller' }).click()
  await expect(page).toHaveURL(/\/account\/travellers$/)
}
