import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { pageHead } from '~/components/pageHead'
import { myPaymentModesQueryOptions, useDeletePaymentModeMutation } from '~/flows/payment/card-vault.queries'

/**
 * Saved payment modes (001 §2 account area, §7 card-vault; issue 26): the cards saved at the gateway,
 * as network, bank and last 4 digits only, each deletable.
 */
export const Route = createFileRoute('/account/payment-modes')({
  loader: async ({ context }) => {
    // Imported on demand: route options load with every page (docs/decisions/0021).
    const { myPaymentModesQueryOptions } = await import('~/flows/payment/card-vault.queries')
    return context.queryClient.ensureQueryData(myPaymentModesQueryOptions())
  },
  head: ({ match }) => pageHead(match.context, 'Saved payment modes'),
  component: PaymentModesPage,
})

function PaymentModesPage() {
  const { data } = useSuspenseQuery(myPaymentModesQueryOptions())
  const remove = useDeletePaymentModeMutation()
  const [said, setSaid] = useState('')
  return (
    <div className="account-page">
      <h1>Saved payment modes</h1>
      <p>
        Cards you chose to save when paying. Only the card network, the bank and the last 4 digits are kept:
        never the card number or its expiry.
      </p>
      {data.payment_modes.length === 0 ? (
        <p>You have no saved cards. Tick “Save this card” on the payment page to pay faster next time.</p>
      ) : (
        <ul className="account-list" aria-label="Saved cards">
          {data.payment_modes.map((m) => {
            const name = `${m.network} card ending ${m.last4}`
            return (
              <li key={m.mode}>
                <span>
                  <strong>{m.network}</strong> · {m.issuer} · ending {m.last4}
                </span>{' '}
                <button
                  type="button"
                  aria-label={`Delete ${name}`}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(m.mode, {
                      onSuccess: (answer) => setSaid(answer.message),
                    })
                  }
                >
                  {remove.isPending && remove.variables === m.mode ? 'Deleting…' : 'Delete'}
                </button>
              </li>
            )
          })}
        </ul>
      )}
      <p role="status">{said}</p>
      {remove.error ? (
        <p role="alert" className="field-error">
          {remove.error.message}
        </p>
      ) : null}
    </div>
  )
}
