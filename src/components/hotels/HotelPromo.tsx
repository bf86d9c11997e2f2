/** The promo code on the guests step, run by the hotel promo machine (001 §4 "Promo code"). */
import { useState } from 'react'
import type { HotelBooking } from '@contracts/hotels/booking'
import { useHotelPromo } from '~/flows/hotels/booking.flow'
import { formatPaise } from '~/lib/money'
import { PromoCodeView } from '~/components/commerce/PromoCodeView'

export function HotelPromo({
  booking,
  paybackInUse,
  disabled,
  emailOf,
}: {
  booking: HotelBooking
  paybackInUse: boolean
  disabled: boolean
  emailOf: () => string
}) {
  const applied = booking.promo
    ? {
        code: booking.promo.code,
        promoDiscount: booking.promo.promoDiscount,
        promoError: null,
        promoErrorType: null,
        price: booking.price,
        cashbackAmount: booking.promo.cashbackAmount,
        cashbackBasis: null,
        cashbackCreditInDays: null,
      }
    : null
  const p = useHotelPromo(booking.booking_id, applied)
  const [code, setCode] = useState(p.context.code)
  const applying = p.state === 'applying'
  const r = p.state === 'applied' || p.state === 'removing' ? p.context.result : null
  return (
    <PromoCodeView
      applied={
        r
          ? {
              code: r.code,
              words: ` applied: ${
                r.promoDiscount > 0
                  ? `${formatPaise(r.promoDiscount)} off`
                  : `${formatPaise(r.cashbackAmount ?? 0)} cashback to your wallet`
              }`,
            }
          : null
      }
      code={code}
      onCode={(next) => {
        setCode(next)
        if (p.state === 'refused') p.send({ type: 'CLEAR' })
      }}
      error={p.context.promoError}
      applying={applying}
      removing={p.state === 'removing'}
      disabled={disabled}
      onApply={(c) => p.send({ type: 'SUBMIT', code: c, paybackInUse, email: emailOf() })}
      onRemove={() => p.send({ type: 'REMOVE' })}
      flow={p.flow}
    />
  )
}
