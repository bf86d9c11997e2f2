/**
 * How refunds read on the page: states, destinations and dates in India's time (computed, not
 * Intl-formatted, so the server's and the browser's text agree at hydration).
 */
import type { Refund } from '@contracts/bookings/cancellation'

export const refundStatusLabel: Record<Refund['status'], string> = {
  requested: 'Requested',
  initiated: 'Initiated',
  processed: 'Processed',
  failed: 'Failed',
}

export const destinationLabel: Record<Refund['destination'], string> = {
  source: 'Original payment method',
  wallet: 'Wallet',
}

/** "27 Nov 2026, 10:05 IST" */
export function istTime(iso: string): string {
  const at = new Date(Date.parse(iso) + 330 * 60_000)
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
  const two = (n: number) => String(n).padStart(2, '0')
  return `${at.getUTCDate()} ${months[at.getUTCMonth()] ?? ''} ${at.getUTCFullYear()}, ${two(at.getUTCHours())}:${two(at.getUTCMinutes())} IST`
}
