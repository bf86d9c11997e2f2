/**
 * The checkout session timer, always visible (000 §9: 12 minutes; the warning in the last 2). It
 * counts to the server's expiry, so a reload shows the time really left. The visible clock is not a
 * live region (a screen reader would hear every second); the warning is said once, politely.
 * Both are drawn once the page runs in the browser, from the browser's clock. When the clock
 * counts to a payment hold rather than the session, it says why beside it (docs/decisions/0207).
 */
import { useEffect, useState } from 'react'

function clock(ms: number): string {
  const s = Math.max(Math.ceil(ms / 1000), 0)
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`
}

export function SessionTimer({
  expiresAt,
  danger: dangerNow,
  dangerMs,
  why,
}: {
  expiresAt: string
  danger: boolean
  /** Without a timer machine of its own (the train checkout): warn when less than this is left. */
  dangerMs?: number
  /** Why the clock counts to the time it does when that is not the session's (a payment hold). */
  why?: string | undefined
}) {
  const end = Date.parse(expiresAt)
  const [now, setNow] = useState<number | null>(null)
  useEffect(() => {
    setNow(Date.now())
    const id = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(id)
  }, [])
  const left = now === null ? null : end - now
  // Like the clock, the warning is the browser's: the server's page and its first render in the
  // browser show neither, so a phone whose clock differs from the server's still hydrates cleanly.
  const danger =
    now !== null && left !== null && (dangerNow || (dangerMs !== undefined && left > 0 && left <= dangerMs))
  return (
    <div className={danger ? 'checkout-timer checkout-timer-danger' : 'checkout-timer'}>
      <span>Time left to book:</span>{' '}
      <time
        role="timer"
        aria-label="Time left to complete your booking"
        dateTime={`PT${Math.max(Math.ceil((left ?? 0) / 1000), 0)}S`}
      >
        {left === null ? '--:--' : clock(left)}
      </time>
      {why ? (
        <p role="status" className="checkout-timer-why">
          {why}
        </p>
      ) : null}
      <p role="status" className={danger ? 'checkout-timer-warning' : 'visually-hidden'}>
        {danger ? 'Hurry: your booking session ends in less than 2 minutes.' : ''}
      </p>
    </div>
  )
}
