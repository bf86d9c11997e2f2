/** The texts of the messages the accounts services send. */
import type { AccountsContext } from '../context'

export async function sendOtpSms(
  ctx: AccountsContext,
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
  })
}

export async function sendEmail(
  ctx: AccountsContext,
  to: string,
  subject: string,
  body: string,
): Promise<void> {
  await ctx.sender.send({ channel: 'email', to, subject: `${ctx.productName}: ${subject}`, body })
}
