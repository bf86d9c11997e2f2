import { useSuspenseQuery } from '@tanstack/react-query'
import type { Refund } from '@contracts/bookings/cancellation'
import { formatPaise } from '@contracts/money'
import { refundsQueryOptions } from '~/flows/bookings/cancellation.queries'
import { useRefundTracking } from '~/flows/bookings/cancellation.flow'
import { destinationLabel, istTime, refundStatusLabel } from './refund-words'

const summary: Record<string, string> = {
  checking: 'Checking your refunds…',
  requested: 'Your refund is registered and will be sent shortly.',
  initiated: 'Your refund is with the bank. It usually reaches your account in 5-7 working days.',
  processed: 'Your refund is processed.',
  failed: 'A refund could not be made. Our customer care will contact you (6AM - 11:59PM).',
  none: 'Nothing has been refunded on this booking.',
  unreachable: 'We could not check your refunds just now.',
}

function dates(r: Refund): string {
  const parts = [`Requested ${istTime(r.requested_at)}`]
  if (r.initiated_at) parts.push(`initiated ${istTime(r.initiated_at)}`)
  if (r.processed_at) parts.push(`processed ${istTime(r.processed_at)}`)
  if (r.failed_at) parts.push(`failed ${istTime(r.failed_at)}`)
  return parts.join(', ')
}

/**
 * A trip's refunds and how far each has gone (requested, initiated, processed, failed): amount,
 * destination, dates and the bank's reference; it asks again every few seconds until each is final.
 * Give it the Trip Id: `<RefundTracker tripId="SF1234567890" />` (inside a Suspense boundary, or
 * after the loader warmed `refundsQueryOptions(tripId)`).
 */
export function RefundTracker({ tripId }: { tripId: string }) {
  const { data } = useSuspenseQuery(refundsQueryOptions(tripId))
  const t = useRefundTracking(tripId, data.refunds)
  return (
    <section className="refund-tracker" aria-labelledby={`refunds-${tripId}`} {...t.flow}>
      <h2 id={`refunds-${tripId}`}>Refunds</h2>
      <p role={t.state === 'failed' || t.state === 'unreachable' ? 'alert' : 'status'}>
        {summary[t.state] ?? summary.checking}
      </p>
      {t.state === 'unreachable' ? (
        <button type="button" className="button button-outline" onClick={t.retry}>
          Check again
        </button>
      ) : null}
      {t.refunds.length ? (
        <table className="refund-table">
          <caption>Refunds of Trip Id {tripId}</caption>
          <thead>
            <tr>
              <th scope="col">Amount</th>
              <th scope="col">To</th>
              <th scope="col">State</th>
              <th scope="col">Dates</th>
              <th scope="col">Bank reference</th>
            </tr>
          </thead>
          <tbody>
            {t.refunds.map((r) => (
              <tr key={r.id}>
                <td>{formatPaise(r.amount)}</td>
                <td>{destinationLabel[r.destination]}</td>
                <td>
                  {refundStatusLabel[r.status]}
                  {r.failure_reason ? ` (${r.failure_reason})` : ''}
                </td>
                <td>{dates(r)}</td>
                <td>{r.bank_reference ?? (r.destination === 'wallet' ? 'Not needed' : 'Not yet')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  )
}
