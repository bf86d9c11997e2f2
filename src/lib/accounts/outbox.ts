/**
 * The dev outbox page's pure parts: how a typed phone number or e-mail becomes the recipient the
 * outbox stores ('+91 9876543210', lower-case e-mail), and where the one-time code is in a message.
 */
export function outboxRecipient(input: string): string {
  const text = input.trim()
  if (text.includes('@')) return text.toLowerCase()
  const digits = text.replace(/[^\d]/g, '')
  if (digits.length === 10) return `+91 ${digits}`
  // '+91 98765 43210' or '919876543210': a country code then the 10-digit number.
  if (digits.length > 10 && digits.length <= 13) return `+${digits.slice(0, -10)} ${digits.slice(-10)}`
  return text
}

/** The message split around its first 6-digit code (an OTP), so the page can make the code stand out. */
export function splitOtp(body: string): { before: string; code: string; after: string } | null {
  const match = /(?<!\d)\d{6}(?!\d)/.exec(body)
  if (!match) return null
  return {
    before: body.slice(0, match.index),
    code: match[0],
    after: body.slice(match.index + match[0].length),
  }
}
