/**
 * The texts of the messages the accounts services send. Each carries the store session that asked
 * for it (X-Sandbox-Requester), which the sandbox outbox keeps so the store can show a browser only
 * its own messages (docs/decisions/0050).
 */
import type { Context } from 'hono'
import { sandboxRequester } from '~/services/http/sandbox-guard'
import type { AccountsContext } from '../context'

export async function sendOtpSms(
  ctx: AccountsContext,
  c: Context,
  to: string,
  code: string,
  action: string,
): Promise<void> {
  const minutes = Math.round(ctx.otp.ttlMs / 60_000)
  await ctx.sender.send({
    channel: 'sms',
    to,
    subject: `${ctx.productName} OTP`,
    body: `${code} is your ${ctx.productName} OTP to ${action}. It expires in ${minutes} minutes. Never share it with anyone.`,
    requester: sandboxRequester(c),
  })
}

export async function sendEmail(
  ctx: AccountsContext,
  c: Context,
  to: string,
  subject: string,
  body: string,
): Promise<void> {
  await ctx.sender.send({
    channel: 'email',
    to,
    subject: `${ctx.productName}: ${subject}`,
    body,
    requester: sandboxRequester(c),
  })
}
