/**
 * The vouchers' words (001 §3 "Vouchers", §4 "Vouchers"; issue 26 "What bad input gets"): each
 * refusal says what happened and what the traveller can do next. The spec gives no sentences of its
 * own for vouchers, so these are ours (docs/decisions/0230). Plain data.
 */
import { formatPaise } from '@contracts/money'

export const voucherMessages = {
  notFound: 'We could not find this voucher code. Check the code on your voucher and try again.',
  notStarted: (from: string) => `This voucher can be used from ${from}. Try it again then.`,
  expired: (until: string) => `This voucher expired on ${until}. Use another voucher or pay another way.`,
  used: 'This voucher has already been used. Use another voucher or pay another way.',
  held: 'This voucher is being used in another checkout. Finish or cancel that booking, or try again in a few minutes.',
  otherProduct: (product: string) =>
    `This voucher is for ${product} bookings only. Use it on a ${product} booking.`,
  notYours: 'This voucher belongs to another account. Sign in with the account it was given to.',
  signIn: 'This voucher is given to one account. Sign in to use it.',
  alreadyApplied: 'This voucher is already applied to this booking.',
  nothingLeft: 'Nothing is left to pay on this booking, so no voucher is needed.',
  aboveValue: (value: number) => `This voucher is worth ${formatPaise(value)}. Apply at most its value.`,
  valid: (value: number, left: number) =>
    left === 1
      ? `This voucher is worth ${formatPaise(value)} and can be used once.`
      : `This voucher is worth ${formatPaise(value)} and can be used ${left.toLocaleString('en-IN')} more times.`,
} as const

/** The product words of a refusal ("for hotels bookings only" reads badly, so each has its own). */
export const voucherProductWords: Record<string, string> = {
  flights: 'flight',
  hotels: 'hotel',
  trains: 'train',
  holidays: 'holiday',
}
