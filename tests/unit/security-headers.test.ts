// Which answers the store keeps out of every cache, and its policy's rules (decision 0053).
import { describe, expect, it } from 'vitest'
import {
  applySecurityHeaders,
  carriesPersonalData,
  contentSecurityPolicy,
  type AnswerFacts,
} from '~/server/platform/security-headers'

const page: AnswerFacts = {
  method: 'GET',
  pathname: '/',
  hasSession: false,
  serverFn: false,
  setsCookie: false,
}

describe('personal answers', () => {
  it.each([
    ['a page for a visitor with a session', { ...page, hasSession: true }],
    ['a server-function answer', { ...page, pathname: '/_serverFn/abc', serverFn: true }],
    ['an answer that sets a cookie', { ...page, setsCookie: true }],
    ['a write', { ...page, method: 'POST' }],
    ['an account page', { ...page, pathname: '/account/profile' }],
    ['the sandbox outbox', { ...page, pathname: '/dev/outbox' }],
    ['the reset page (its address holds the token)', { ...page, pathname: '/reset-password' }],
    ['the sign-in page', { ...page, pathname: '/sign-in' }],
  ])('%s is personal', (_what, facts) => {
    expect(carriesPersonalData(facts)).toBe(true)
  })

  it.each([
    ['the home page', page],
    ['a results page', { ...page, pathname: '/flights/search/oneway' }],
    ['a page whose name only starts like an account page', { ...page, pathname: '/accounts-help' }],
  ])('%s for a visitor without a session is not', (_what, facts) => {
    expect(carriesPersonalData(facts)).toBe(false)
  })

  it('no-store on a personal answer, private no-cache on another page', () => {
    const personal = new Headers()
    applySecurityHeaders(personal, { nonce: 'n0nce', https: false, personal: true })
    expect(personal.get('cache-control')).toBe('no-store')
    const other = new Headers()
    applySecurityHeaders(other, { nonce: 'n0nce', https: false, personal: false })
    expect(other.get('cache-control')).toBe('private, no-cache')
    expect(other.get('strict-transport-security')).toBeNull()
  })
})

describe('the policy', () => {
  it('lets scripts run only with the nonce or from our origin, and no one frame us', () => {
    const csp = contentSecurityPolicy('abc123', false)
    const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `))
    expect(directive('script-src')).toBe("script-src 'self' 'nonce-abc123'")
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'")
    expect(directive('object-src')).toBe("object-src 'none'")
    expect(directive('base-uri')).toBe("base-uri 'self'")
    expect(csp).not.toContain('upgrade-insecure-requests')
  })

  it('over HTTPS adds HSTS and upgrades insecure requests', () => {
    const headers = new Headers()
    applySecurityHeaders(headers, { nonce: 'n', https: true, personal: false })
    expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
    expect(headers.get('content-security-policy')).toContain('upgrade-insecure-requests')
  })

  it('in development only reports', () => {
    const headers = new Headers()
    applySecurityHeaders(headers, { nonce: 'n', https: false, personal: false, reportOnly: true })
    expect(headers.get('content-security-policy')).toBeNull()
    expect(headers.get('content-security-policy-report-only')).toContain("'nonce-n'")
  })
})
