/** The promo code on the guests step, run by the hotel promo machine (001 §4 "Promo code"). */
import { useId, useState } from 'react'
import type { HotelBooking } from '@contracts/hotels/booking'
import { useHotelPromo } from '~/flows/hotels/booking.flow'
import { formatPaise } from '~/lib/money'

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
  const p = useHotelPromo(booking.booking_id, applied, emailOf)
  const [code, setCode] = useState(p.context.code)
  const id = useId()
  const error = p.context.promoError
  if (p.state === 'applied' || p.state === 'removing') {
    const r = p.context.result
    return (
      <div className="checkout-promo" {...p.flow}>
        <p role="status">
          <strong>{r?.code}</strong> applied:{' '}
          {r && r.promoDiscount > 0
            ? `${formatPaise(r.promoDiscount)} off`
            : `${formatPaise(r?.cashbackAmount ?? 0)} cashback to your wallet`}
        </p>
        <button
          type="button"
          onClick={() => p.send({ type: 'REMOVE' })}
          disabled={disabled || p.state === 'removing'}
        >
          Remove promo code
        </button>
        {error ? (
          <p role="alert" className="field-error">
            {error}
          </p>
        ) : null}
      </div>
    )
  }
  return (
    <form
      method="post"
      className="checkout-promo"
      aria-label="Promo code"
      {...p.flow}
      onSubmit={(e) => {
        e.preventDefault()
        if (code.trim()) p.send({ type: 'SUBMIT', code: code.trim(), paybackInUse })
      }}
    >
      <div className="form-field">
        <label htmlFor={id}>Promo code</label>
        <input
          id={id}
          value={code}
          onChange={(e) => {
            setCode(e.target.value.toUpperCase())
            if (p.state === 'refused') p.send({ type: 'CLEAR' })
          }}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error ? (
          <p id={`${id}-error`} className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" disabled={disabled || p.state === 'applying' || !code.trim()}>
        {p.state === 'applying' ? 'Applying…' : 'Apply'}
      </button>
    </form>
  )
}
