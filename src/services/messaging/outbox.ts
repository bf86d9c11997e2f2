/** The sandbox sender: every SMS and e-mail becomes a row of outbox_messages. */
import { and, desc, eq } from 'drizzle-orm'
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
        requester: message.requester ?? null,
        attachments: message.attachments?.length
          ? message.attachments.map((a) => ({
              filename: a.filename,
              content_type: a.contentType,
              base64: Buffer.from(a.content).toString('base64'),
            }))
          : null,
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
  /** An e-mail's files, described (GET /auth/sandbox/outbox/:id/attachments/:index has the bytes). */
  attachments: { filename: string; contentType: string; size: number }[]
}

export interface OutboxFilter {
  /** An exact recipient ('+91 9812345678' or an e-mail address). */
  to?: string | undefined
  /** Only the messages one store session asked for. */
  requester?: string | undefined
  limit?: number | undefined
}

/** Newest first. */
export async function readOutbox(db: Database, filter: OutboxFilter = {}): Promise<OutboxEntry[]> {
  const { to, requester, limit = 50 } = filter
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(
      and(
        to === undefined ? undefined : eq(outboxMessages.recipient, to),
        requester === undefined ? undefined : eq(outboxMessages.requester, requester),
      ),
    )
    .orderBy(desc(outboxMessages.id))
    .limit(limit)
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    to: r.recipient,
    subject: r.subject,
    body: r.body,
    sentAt: r.createdAt.toISOString(),
    attachments: (r.attachments ?? []).map((a) => ({
      filename: a.filename,
      contentType: a.content_type,
      size: Buffer.from(a.base64, 'base64').length,
    })),
  }))
}

/** One file of an outbox e-mail, or undefined. */
export async function readAttachment(
  db: Database,
  messageId: number,
  index: number,
): Promise<{ filename: string; contentType: string; content: Buffer } | undefined> {
  const [row] = await db
    .select({ attachments: outboxMessages.attachments })
    .from(outboxMessages)
    .where(eq(outboxMessages.id, messageId))
  const file = row?.attachments?.[index]
  if (!file) return undefined
  return {
    filename: file.filename,
    contentType: file.content_type,
    content: Buffer.from(file.base64, 'base64'),
  }
}
