// One rule for HSTS and the session cookie's Secure flag (src/server/platform/transport.ts, 0188):
// direct TLS, X-Forwarded-Proto only under TRUST_PROXY, or an https PUBLIC_URL.
import { describe, expect, it } from 'vitest'
import { secureCookies, sendsHsts, servedOverHttps } from '~/server/platform/transport'

const request = (url: string, forwardedProto?: string) =>
  new Request(url, forwardedProto ? { headers: { 'x-forwarded-proto': forwardedProto } } : {})

describe('served over HTTPS', () => {
  // [how the request came, X-Forwarded-Proto, TRUST_PROXY, PUBLIC_URL] -> HSTS and Secure
  const cases: [string, string | undefined, boolean, string | undefined, boolean][] = [
    ['http://store.test/', undefined, false, undefined, false],
    ['https://store.test/', undefined, false, undefined, true],
    ['https://store.test/', 'http', true, undefined, true],
    // The header alone is anyone's word without TRUST_PROXY.
    ['http://store.test/', 'https', false, undefined, false],
    ['http://store.test/', 'https', true, undefined, true],
    ['http://store.test/', 'HTTPS, http', true, undefined, true],
    ['http://store.test/', 'http', true, undefined, false],
    // The operator's word: people reach the store at an https address.
    ['http://store.test/', undefined, false, 'https://travel.example.com', true],
    ['http://store.test/', 'http', true, 'https://travel.example.com', true],
    ['http://store.test/', undefined, false, 'http://localhost:3000', false],
    ['http://store.test/', 'https', false, 'http://travel.example.com', false],
  ]

  it.each(cases)(
    '%s, X-Forwarded-Proto %s, TRUST_PROXY %s, PUBLIC_URL %s: %s',
    (url, proto, trust, publicUrl, https) => {
      const settings = { TRUST_PROXY: trust, PUBLIC_URL: publicUrl }
      expect(servedOverHttps(request(url, proto), settings)).toBe(https)
      // HSTS and the Secure cookie are the same answer, always.
      expect(sendsHsts(request(url, proto), settings)).toBe(https)
      expect(secureCookies(request(url, proto), settings)).toBe(https)
    },
  )
})
