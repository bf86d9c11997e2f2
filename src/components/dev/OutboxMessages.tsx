import { splitOtp } from '~/lib/accounts/outbox'
import type { OutboxMessage } from '~/flows/accounts/outbox.queries'

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'Asia/Kolkata',
  })

/** The messages sent to one recipient, newest first, each one-time code large and on its own. */
export function OutboxMessages({ messages }: { messages: readonly OutboxMessage[] }) {
  if (messages.length === 0)
    return <p>Nothing has been sent to this recipient at the request of this browser yet.</p>
  return (
    <ol className="record-list" aria-label="Messages, newest first">
      {messages.map((m) => {
        const otp = splitOtp(m.body)
        const kind = m.channel === 'sms' ? 'SMS' : 'E-mail'
        return (
          <li key={m.id} className="outbox-message">
            <h2 className="h3">
              {kind} to {m.to}
            </h2>
            <p className="fine">
              Sent <time dateTime={m.sentAt}>{when(m.sentAt)}</time>
              {m.subject ? ` · ${m.subject}` : ''}
            </p>
            {otp && (
              <p>
                Code: <strong className="otp-code">{otp.code}</strong>
              </p>
            )}
            <pre>{m.body}</pre>
          </li>
        )
      })}
    </ol>
  )
}
