/**
 * Display prices (000 §9 "Display price"): amounts travel as integer paise (or cents) and are
 * shown in whole rupees (or dollars), with Indian grouping for INR and US grouping for USD.
 *
 * Rounding: half away from zero on the whole unit (₹12.50 → ₹13, -₹12.50 → -₹13), so a
 * refund and a charge of the same amount always show the same figure. Grouping is done here,
 * not with Intl, so the server and every browser print exactly the same string.
 */
import { groupIndian } from '@contracts/money'

export { formatPaise } from '@contracts/money'

export type Currency = 'INR' | 'USD'

const symbols: Record<Currency, string> = { INR: '₹', USD: '$' }

/** 1234567 → '1,234,567'. */
function groupWestern(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',')
}

/** Whole units from integer minor units, rounding half away from zero. */
export function toWholeUnits(minor: number): number {
  if (!Number.isSafeInteger(minor)) {
    throw new RangeError(`Amount must be a whole number of paise/cents, got ${minor}`)
  }
  const abs = Math.abs(minor)
  const whole = Math.floor(abs / 100) + (abs % 100 >= 50 ? 1 : 0)
  return minor < 0 && whole > 0 ? -whole : whole
}

/** formatMoney(12345600, 'INR') → '₹1,23,456'; formatMoney(-123400, 'USD') → '-$1,234'. */
export function formatMoney(paise: number, currency: Currency): string {
  const whole = toWholeUnits(paise)
  const digits = String(Math.abs(whole))
  const grouped = currency === 'INR' ? groupIndian(digits) : groupWestern(digits)
  // A negative amount that rounds to zero shows as ₹0, never '-₹0'.
  const sign = whole < 0 ? '-' : ''
  return `${sign}${symbols[currency]}${grouped}`
}
