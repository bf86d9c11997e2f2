/** Promo code apply / remove on the payment step; the server prices it and says why when it cannot. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { Booking } from '@contracts/checkout/booking'
import { readUserError } from '~/components/forms/server-errors'
import { applyPromoCode, removePromoCode } from '~/flows/checkout/checkout.queries'

export function PromoCode({ booking, disabled }: { booking: Booking; disabled: boolean }) {
  const queryClient = useQueryClient()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const id = useId()
  const done = (b: Booking) => {
    queryClient.setQueryData(['checkout', 'current'], b)
    setError(null)
  }
  const apply = useMutation({
    mutationFn: (c: string) => applyPromoCode({ data: { code: c } }),
    onSuccess: done,
    onError: (e) => setError(readUserError(e).message),
  })
  const remove = useMutation({
    mutationFn: () => removePromoCode(),
    onSuccess: done,
    onError: (e) => setError(readUserError(e).message),
  })
  if (booking.promo)
    return (
      <div className="checkout-promo">
        <p role="status">
          <strong>{booking.promo.code}</strong>: {booking.promo.message}
        </p>
        <button type="button" onClick={() => remove.mutate()} disabled={disabled || remove.isPending}>
          Remove promo code
        </button>
        {error ? (
          <p role="alert" className="field-error">
            {error}
          </p>
        ) : null}
      </div>
    )
  return (
    <form
      method="post"
      className="checkout-promo"
      aria-label="Promo code"
      onSubmit={(e) => {
        e.preventDefault()
        if (code.trim()) apply.mutate(code.trim())
      }}
    >
      <div className="form-field">
        <label htmlFor={id}>Promo code</label>
        <input
          id={id}
          value={code}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
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
      <button type="submit" disabled={disabled || apply.isPending || !code.trim()}>
        {apply.isPending ? 'Applying…' : 'Apply'}
      </button>
    </form>
  )
}
