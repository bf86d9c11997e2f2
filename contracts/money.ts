/**
 * Amounts to the paisa as every side shows them (the checkout's breakdown, the gateway's page, the
 * e-ticket): Indian grouping (12,34,567.89). Pure; integer paise in.
 */

/** 1234567 → '12,34,567' (lakh/crore grouping: last three digits, then pairs). */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits
  const last3 = digits.slice(-3)
  const rest = digits.slice(0, -3)
  return `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${last3}`
}

/** ₹4,218.57; −₹500.00 for a discount. `symbol` and `minus` for fonts without ₹ or − (the PDF). */
export function formatPaise(paise: number, { symbol = '₹', minus = '−' } = {}): string {
  if (!Number.isSafeInteger(paise))
    throw new RangeError(`Amount must be a whole number of paise, got ${paise}`)
  const abs = Math.abs(paise)
  return `${paise < 0 ? minus : ''}${symbol}${groupIndian(String(Math.floor(abs / 100)))}.${String(abs % 100).padStart(2, '0')}`
}
