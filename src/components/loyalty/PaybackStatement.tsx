/**
 * 001 §3 "Loyalty points (PAYBACK)": the points and what they are worth, the points expiring within
 * the reward-expiry alert (000 §9: 3 days), what expires when, and the transactions.
 */
import type { LoyaltyBalance, LoyaltyEntry } from '@contracts/loyalty/schemas'
import { formatPaise } from '~/lib/money'

const reasonWords: Record<LoyaltyEntry['reason'], string> = {
  earn: 'Earned',
  bonus: 'Bonus',
  redeem: 'Redeemed',
  reversal: 'Returned',
  expiry: 'Expired',
  earn_reversal: 'Taken back',
}

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  })

export function PaybackStatement({
  balance,
  transactions,
}: {
  balance: LoyaltyBalance
  transactions: LoyaltyEntry[]
}) {
  return (
    <>
      <section className="account-card" aria-labelledby="payback-balance">
        <h2 id="payback-balance">PAYBACK balance</h2>
        <p>
          {balance.account.name}, card {balance.account.card}, membership status{' '}
          {balance.account.membership_status}
        </p>
        <p role="status">
          <strong>{balance.points.toLocaleString('en-IN')} points</strong>, worth {formatPaise(balance.value)}
        </p>
        {balance.expiring_soon > 0 && (
          <p role="alert" className="form-alert">
            {balance.expiring_soon} points expire within the next few days: redeem them on your next booking.
          </p>
        )}
      </section>
      <section className="account-card" aria-labelledby="payback-expiring">
        <h2 id="payback-expiring">Expiring soon</h2>
        {balance.expiring.length === 0 ? (
          <p>No points are due to expire.</p>
        ) : (
          <ul>
            {balance.expiring.slice(0, 5).map((e) => (
              <li key={`${e.expires_at}-${e.points}`}>
                {e.points} points on {day(e.expires_at)}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="account-card" aria-labelledby="payback-transactions">
        <h2 id="payback-transactions">Transactions</h2>
        {transactions.length === 0 ? (
          <p>No transactions yet.</p>
        ) : (
          <table aria-labelledby="payback-transactions">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">What</th>
                <th scope="col">Points</th>
                <th scope="col">Balance</th>
              </tr>
            </thead>
            <tbody>
              {transactions.map((t) => (
                <tr key={t.id}>
                  <td>{day(t.at)}</td>
                  <td>
                    {reasonWords[t.reason]}: {t.description}
                  </td>
                  <td>{t.points > 0 ? `+${t.points}` : `−${-t.points}`}</td>
                  <td>{t.balance_after}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  )
}
