/**
 * The flight payment step's payment options panel (docs/decisions/0222): the promo code and the
 * wallet (0082's section, its own Undo kept) in the shared panel, with what is applied and what is
 * left; PAYBACK and vouchers mount in their slots when their flight lines exist (0220).
 */
import type { ProductConfig } from '@config'
import type { Booking } from '@contracts/checkout/booking'
import type { TenderLine } from '@contracts/commerce/tenders'
import { PAYMENT_MODES, offeredModes } from '@machines/commerce/payment-options.machine'
import { PaymentOptionsPanel } from '~/components/commerce/PaymentOptionsPanel'
import { formatPaise } from '~/lib/money'
import { PromoCode } from './PromoCode'
import { WalletBalance } from './WalletBalance'

export function FlightPaymentOptions({
  booking,
  config,
  disabled,
}: {
  booking: Booking
  config: ProductConfig
  disabled: boolean
}) {
  const offered = offeredModes({
    flags: {
      loyaltyPoints: config.flags.loyaltyPoints,
      vouchers: config.flags.vouchers,
      cardVault: config.flags.cardVault,
      wallet: config.flags.wallet,
      upi: config.flags.upi,
    },
    modes: PAYMENT_MODES,
    // The server render knows no saved agent id; the wallet section itself is the owner's only.
    agent: false,
    signedIn: booking.user_id !== null,
  })
  const applied: TenderLine[] = booking.wallet
    ? [{ kind: 'wallet', index: 0, amount: booking.wallet.amount, label: 'Paid from wallet', status: 'held' }]
    : []
  return (
    <PaymentOptionsPanel
      offered={offered}
      total={booking.total + (booking.wallet?.amount ?? 0)}
      applied={applied}
      promo={<PromoCode booking={booking} disabled={disabled} />}
      slots={{ wallet: <WalletBalance booking={booking} disabled={disabled} /> }}
      announcement={`${formatPaise(booking.total)} left to pay.`}
    />
  )
}
