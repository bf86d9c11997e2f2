/** The sandbox sender: every SMS and e-mail becomes a row of outbox_messages. */
import { desc, eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import { outboxMessages } from '../db/schema/accounts'
import type { Clock } from '../platform/clock'
import type { MessageSender } from './sender'

export function outboxSender(db: Database, clock: Clock): MessageSender {
  return {
    async send(message) {
      await db.insert(outboxMessages).values({
        channel: message.channel,
        recipient: message.to,
        subject: message.subject,
        body: message.body,
        createdAt: clock.now(),
      })
    },
  }
}

export interface OutboxEntry {
  id: number
  channel: 'sms' | 'email'
  to: string
  subject: string
  body: string
  sentAt: string
}

/** Newest first; `to` is an exact recipient ('+91 9812345678' or an e-mail address). */
export async function readOutbox(db: Database, to: string | undefined, limit = 50): Promise<OutboxEntry[]> {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(to === undefined ? undefined : eq(outboxMessages.recipient, to))
    .orderBy(desc(outboxMessages.id))
    .limit(limit)
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    to: r.recipient,
    subject: r.subject,
    body: r.body,
    sentAt: r.createdAt.toISOString(),
  }))
}
