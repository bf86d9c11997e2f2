/** Promo code apply / remove on the payment step; the server prices it and says why when it cannot. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { Booking } from '@contracts/checkout/booking'
import { readUserError } from '~/components/forms/server-errors'
import { applyPromoCode, removePromoCode } from '~/flows/checkout/checkout.queries'
import { PromoCodeView } from '../commerce/PromoCodeView'

export function PromoCode({ booking, disabled }: { booking: Booking; disabled: boolean }) {
  const queryClient = useQueryClient()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
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
  return (
    <PromoCodeView
      applied={booking.promo ? { code: booking.promo.code, words: `: ${booking.promo.message}` } : null}
      code={code}
      onCode={setCode}
      error={error}
      applying={apply.isPending}
      removing={remove.isPending}
      disabled={disabled}
      onApply={(c) => apply.mutate(c)}
      onRemove={() => remove.mutate()}
    />
  )
}
