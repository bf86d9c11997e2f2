/**
 * How OTPs and e-mails leave the services. One interface; the sandbox sender writes every message
 * to the outbox table (read by GET /auth/sandbox/outbox), the SMTP sender delivers e-mail through
 * nodemailer when SMTP_URL is set. No SMS gateway is shipped yet: SMS always go to the outbox.
 */
import type { Database } from '../db/client'
import type { Clock } from '../platform/clock'
import { outboxSender } from './outbox'
import { smtpSender } from './smtp'

/** A file sent with an e-mail (the e-ticket PDF). */
export interface Attachment {
  filename: string
  contentType: string
  content: Uint8Array
}

export interface OutgoingMessage {
  channel: 'sms' | 'email'
  /** '+91 9812345678' for SMS, an address for e-mail. */
  to: string
  subject: string
  body: string
  /** The opaque tag of the store session that asked for it (sandbox outbox only). */
  requester?: string | undefined
  /** E-mail only. */
  attachments?: Attachment[]
}

export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>
}

export interface SenderConfig {
  db: Database
  clock: Clock
  sandbox: boolean
  smtpUrl?: string
  smtpFrom?: string
}

export function createSender(config: SenderConfig): MessageSender {
  const outbox = outboxSender(config.db, config.clock)
  const smtp = config.smtpUrl ? smtpSender(config.smtpUrl, config.smtpFrom) : undefined
  return {
    async send(message) {
      // In the sandbox every message is also readable on the dev outbox page, even when SMTP
      // delivers the e-mail, so a tester never needs a real mailbox.
      if (config.sandbox || message.channel === 'sms' || !smtp) await outbox.send(message)
      if (message.channel === 'email' && smtp) await smtp.send(message)
    },
  }
}
