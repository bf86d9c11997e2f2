// What a client error report may carry (src/lib/client-errors.ts): no query strings, e-mail
// addresses, phone numbers or tokens, whatever the browser's message holds.
import { describe, expect, it } from 'vitest'
import { scrubText, scrubUrl } from '~/lib/client-errors'

describe('scrubText', () => {
  it('masks e-mails, phone numbers in any spacing, tokens and query strings', () => {
    expect(
      scrubText(
        'TypeError: no user asha.verma+trips@example.co.in (+91 98765 43210, 9876543210, 98765-43210) ' +
          'at https://store.example/account?redirect=/x&otp=123456#top with sid v1.AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abc',
      ),
    ).toBe(
      'TypeError: no user [email] ([number], [number], [number]) at https://store.example/account with sid v1.[token]',
    )
  })

  it('keeps what locates the error: names, paths, line and column numbers', () => {
    const stack = 'Error: boom\n    at render (https://store.example/assets/index-Bx1.js:12:3456)'
    expect(scrubText(stack)).toBe(stack)
  })

  it('cuts to the limit', () => {
    expect(scrubText('x '.repeat(2500))).toHaveLength(4000)
  })
})

describe('scrubUrl', () => {
  it('keeps origin and path only', () => {
    expect(scrubUrl('https://store.example/flights/search/oneway?from=DEL&to=BOM#results')).toBe(
      'https://store.example/flights/search/oneway',
    )
    expect(scrubUrl('/reset-password?reset_password_token=abc', 'https://store.example/')).toBe(
      'https://store.example/reset-password',
    )
  })
})
