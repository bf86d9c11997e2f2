/** INR / USD display switch (000 §3 currency state). USD is offered only with an exchange rate. */
import { useId, memo } from 'react'
import type { Currency } from '~/lib/money'
import { canShow, currencies, type ExchangeRate } from '~/lib/flights/currency'

const names: Record<Currency, string> = { INR: '₹ INR', USD: '$ USD' }

function CurrencySwitchBody({
  value,
  rates,
  onChange,
}: {
  value: Currency
  rates: readonly ExchangeRate[]
  onChange: (currency: Currency) => void
}) {
  const name = useId()
  return (
    <fieldset className="fr-currency">
      <legend>Currency</legend>
      {currencies.map((c) => (
        <label key={c}>
          <input
            type="radio"
            name={name}
            value={c}
            checked={value === c}
            disabled={!canShow(c, rates)}
            onChange={() => onChange(c)}
          />
          {names[c]}
        </label>
      ))}
    </fieldset>
  )
}

/** Memoised: a polling batch re-renders the page around it, not this (docs/decisions/0025). */
export const CurrencySwitch = memo(CurrencySwitchBody)
