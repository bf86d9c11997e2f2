/**
 * The wallet's section of the payment options panel (docs/decisions/0222): the balance, an amount
 * (at most the balance and what is left; the most by default) and "Use wallet balance". The applied
 * part and its Undo are in the panel's summary. The page gives the balance and the machine's send.
 */
import { useId, useState } from 'react'
import { formatPaise } from '~/lib/money'

const rupees = (paise: number) => (paise / 100).toFixed(2)

export interface TenderWalletProps {
  balance: number
  left: number
  applied: boolean
  busy: boolean
  error: string | null
  onApply: (amount: number) => void
}

export function TenderWallet({ balance, left, applied, busy, error, onApply }: TenderWalletProps) {
  const id = useId()
  const most = Math.min(balance, left)
  const [amount, setAmount] = useState<string | null>(null)
  const [typo, setTypo] = useState<string | null>(null)
  const shownError = typo ?? error
  const heading = <h3 id={`${id}-h`}>Wallet</h3>
  if (applied)
    return (
      <section className="checkout-wallet" aria-labelledby={`${id}-h`}>
        {heading}
        <p>Your wallet balance is applied to this booking. Undo it below to change the amount.</p>
        {shownError ? (
          <p className="field-error" role="alert">
            {shownError}
          </p>
        ) : null}
      </section>
    )
  if (most === 0)
    return (
      <section className="checkout-wallet" aria-labelledby={`${id}-h`}>
        {heading}
        <p>Your wallet balance is {formatPaise(balance)}.</p>
      </section>
    )
  const shown = amount ?? rupees(most)
  const paise = Math.round(Number(shown) * 100)
  const valid = /^\d+(\.\d{1,2})?$/.test(shown.trim()) && paise >= 1
  return (
    <section className="checkout-wallet" aria-labelledby={`${id}-h`}>
      {heading}
      <p>
        Wallet balance: <strong>{formatPaise(balance)}</strong>. You can use up to {formatPaise(most)} on this
        booking.
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
          onApply(paise)
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
            aria-invalid={shownError ? true : undefined}
            aria-describedby={shownError ? `${id}-error` : undefined}
          />
          {shownError ? (
            <p id={`${id}-error`} className="field-error" role="alert">
              {shownError}
            </p>
          ) : null}
        </div>
        <button type="submit" disabled={busy}>
          {busy ? 'Applying…' : 'Use wallet balance'}
        </button>
      </form>
    </section>
  )
}
