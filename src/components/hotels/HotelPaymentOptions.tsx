/**
 * The hotel payment step's payment options panel (docs/decisions/0222): the promo code and, for a
 * signed-in traveller with a wallet, the wallet; PAYBACK and vouchers mount in their slots later.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { ProductConfig } from '@config'
import type { HotelBooking } from '@contracts/hotels/booking'
import { leftOf, offeredModes } from '@machines/commerce/payment-options.machine'
import { PaymentOptionsPanel } from '~/components/commerce/PaymentOptionsPanel'
import { TenderWallet } from '~/components/commerce/TenderWallet'
import { paymentOptionsInput, usePaymentOptions } from '~/flows/commerce/payment-options.flow'
import { hotelPaymentOptionsFlow } from '~/flows/hotels/payment-options.flow'
import { walletQueryOptions } from '~/flows/wallet/wallet.queries'
import { hotelTendersQueryOptions } from '~/flows/hotels/booking.queries'
import type { TenderState } from '@contracts/commerce/tenders'

export function HotelPaymentOptions(props: {
  booking: HotelBooking
  config: ProductConfig
  promo: ReactNode
  signedIn: boolean
  disabled: boolean
}) {
  const tenders = useQuery(hotelTendersQueryOptions(props.booking.booking_id))
  const wallet = useQuery({ ...walletQueryOptions(), retry: false, enabled: props.signedIn })
  if (!tenders.data) return <>{props.promo}</>
  return (
    <Panel
      config={props.config}
      promo={props.promo}
      disabled={props.disabled}
      state={tenders.data}
      balance={wallet.isSuccess && wallet.data ? wallet.data.balance : null}
    />
  )
}

function Panel({
  config,
  promo,
  disabled,
  state,
  balance,
}: {
  config: ProductConfig
  promo: ReactNode
  disabled: boolean
  state: TenderState
  balance: number | null
}) {
  const input = paymentOptionsInput(config, state, balance !== null)
  const { snapshot, send, flow } = usePaymentOptions(hotelPaymentOptionsFlow(useQueryClient()), input)
  const busy = disabled || !snapshot.matches('choosing')
  const context = snapshot.context
  const walletOn = context.offered.some((o) => o.tender === 'wallet')
  return (
    <div {...flow}>
      <PaymentOptionsPanel
        offered={offeredModes(context)}
        total={context.total}
        applied={context.applied}
        promo={promo}
        announcement={context.announcement}
        busy={busy}
        onUndo={(t) => send({ type: 'UNDO', ...t })}
        slots={{
          wallet:
            walletOn && balance !== null ? (
              <TenderWallet
                balance={balance}
                left={leftOf(context)}
                applied={context.applied.some((t) => t.kind === 'wallet')}
                busy={busy}
                error={context.error}
                onApply={(amount) => send({ type: 'APPLY', kind: 'wallet', index: 0, amount })}
              />
            ) : null,
        }}
      />
    </div>
  )
}
