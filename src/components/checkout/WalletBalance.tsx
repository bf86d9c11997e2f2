/**
 * "Use wallet balance" on the payment step (000 §4; docs/decisions/0082): the balance, an amount
 * (at most the total and the balance; the most by default), the applied part with its Undo.
 */
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { Booking } from '@contracts/checkout/booking'
import { checkoutWalletQueryOptions } from '~/flows/checkout/checkout.queries'
import { useWalletSpend } from '~/flows/checkout/wallet-spend.flow'
import { formatPaise } from '~/lib/money'

const rupees = (paise: number) => (paise / 100).toFixed(2)

export function WalletBalance({ booking, disabled }: { booking: Booking; disabled: boolean }) {
  const { data: wallet } = useQuery({ ...checkoutWalletQueryOptions(), enabled: booking.user_id !== null })
  if (booking.user_id === null || !wallet) return null
  return <WalletPart booking={booking} wallet={wallet} disabled={disabled} />
}

function WalletPart({
  booking,
  wallet,
  disabled,
}: {
  booking: Booking
  wallet: { balance: number }
  disabled: boolean
}) {
  const id = useId()
  const { snapshot, send, flow } = useWalletSpend(booking.wallet?.amount ?? null)
  const most = Math.min(wallet.balance, booking.total)
  const [amount, setAmount] = useState<string | null>(null)
  const [typo, setTypo] = useState<string | null>(null)
  const error = typo ?? snapshot.context.error
  const busy = snapshot.matches('applying') || snapshot.matches('undoing')
  const alert = error ? (
    <p id={`${id}-error`} className="field-error" role="alert">
      {error}
    </p>
  ) : null
  const heading = <h2 id={`${id}-h`}>Wallet</h2>
  if (booking.wallet && !snapshot.matches('applying'))
    return (
      <section className="checkout-wallet" aria-labelledby={`${id}-h`} {...flow}>
        {heading}
        <p role="status">
          {formatPaise(booking.wallet.amount)} paid from your wallet.
          {booking.total === 0 ? ' Your booking is paid in full from your wallet.' : ''}
        </p>
        <button type="button" onClick={() => send({ type: 'UNDO' })} disabled={disabled || busy}>
          {snapshot.matches('undoing') ? 'Undoing…' : 'Undo wallet payment'}
        </button>
        {alert}
      </section>
    )
  if (wallet.balance === 0)
    return (
      <section className="checkout-wallet" aria-labelledby={`${id}-h`} {...flow}>
        {heading}
        <p>Your wallet balance is {formatPaise(0)}.</p>
      </section>
    )
  const shown = amount ?? rupees(most)
  const paise = Math.round(Number(shown) * 100)
  const valid = /^\d+(\.\d{1,2})?$/.test(shown.trim()) && paise >= 1
  return (
    <section className="checkout-wallet" aria-labelledby={`${id}-h`} {...flow}>
      {heading}
      <p>
        Wallet balance: <strong>{formatPaise(wallet.balance)}</strong>. You can use up to {formatPaise(most)}{' '}
        on this booking.
      </p>
      <form
        method="post"
        aria-label="Use wallet balance"
        onSubmit={(e) => {
          e.preventDefault()
          if (!valid) return setTypo('Enter an amount in rupees, such as 250 or 250.50')
          if (paise > most) return setTypo(`You can use at most ${formatPaise(most)} on this booking.`)
          setTypo(null)
          setAmount(null)
          send({ type: 'APPLY', amount: paise })
        }}
      >
        <div className="form-field">
          <label htmlFor={id}>Amount to use from your wallet (₹)</label>
          <input
            id={id}
            inputMode="decimal"
            value={shown}
            onChange={(e) => setAmount(e.target.value)}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {alert}
        </div>
        <button type="submit" disabled={disabled || busy}>
          {snapshot.matches('applying') ? 'Applying…' : 'Use wallet balance'}
        </button>
      </form>
    </section>
  )
}
