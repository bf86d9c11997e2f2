/** E-mail through any SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465). */
import nodemailer from 'nodemailer'
import type { MessageSender } from './sender'

export function smtpSender(url: string, from = 'no-reply@safarnama.example'): MessageSender {
  const transport = nodemailer.createTransport(url)
  return {
    async send(message) {
      if (message.channel !== 'email') {
        throw new Error('The SMTP sender only delivers e-mail')
      }
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.body,
        attachments: (message.attachments ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.content),
        })),
      })
    },
  }
}
