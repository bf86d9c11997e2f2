// The loggers of both halves write no personal data or secret (decision 0054), and the check that
// greps a browser run's log (tests/support/log-secrets.ts) would catch one that slipped through.
import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { scrubText, scrubValue } from '@contracts/logging/redaction'
import { createLogger as createServicesLogger } from '~/services/platform/log'
import { findSecretsInLog, secretsInMessages } from '../support/log-secrets'

const demoPassword = 'Demo@Safarnama1'
// As src/server/session/seal.ts makes them: a version and base64url.
const sealedCookie = 'v1.q8Zc1d0e4b2f94c7a9e3d5b6c1f0a2e8dZx9Qm4Lr7Tv2Wp5Ks8Yn3Bh6_k-Tq'
const resetToken = 'r3s3t-T0ken_4b9c2d7e1f8a6b3c5d0e9f2a7b4c1d8e'

function capture() {
  const lines: string[] = []
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean))
      done()
    },
  })
  // pino writes to anything with write(); a Writable is what its own tests use.
  const log = createServicesLogger({ level: 'debug', destination })
  return { log, text: () => lines.join('\n') }
}

describe('the scrub', () => {
  it('hides e-mails, phones, codes, bearer tokens and secret-named values in a text', () => {
    const text = scrubText(
      `sign-in for asha@example.in (+91 9876543210) code 482913 token=${resetToken} Authorization: Bearer abc.def.ghi password: "${demoPassword}"`,
    )
    expect(text).not.toMatch(/asha@example\.in|9876543210|482913|abc\.def\.ghi|Demo@Safarnama1/)
    expect(text).not.toContain(resetToken)
    expect(text).toContain('[email]')
    expect(text).toContain('[phone]')
    expect(text).toContain('[code]')
  })

  it('censors secret-named fields at any depth and keeps the rest', () => {
    const value = scrubValue({
      route: '/auth/users/sign_in',
      body: { login: 'asha@example.in', password: demoPassword, nested: { deeper: { otp: '482913' } } },
      headers: { cookie: `sid=${sealedCookie}`, authorization: 'Bearer x.y.z', accept: 'application/json' },
    })
    const text = JSON.stringify(value)
    expect(text).not.toMatch(/asha@example|Demo@Safarnama1|482913|x\.y\.z/)
    expect(text).not.toContain(sealedCookie)
    expect(text).toContain('application/json')
    expect(text).toContain('/auth/users/sign_in')
  })
})

describe('a logger', () => {
  it('writes one JSON line per call with the level by name and nothing secret, errors with a scrubbed stack', () => {
    const { log, text } = capture()
    log.info({ requestId: '0f7c2a4e-1b3d-4e5f-8a9b-0c1d2e3f4a5b', email: 'asha@example.in' }, 'signed in')
    const error = new Error(`no user asha@example.in with password ${demoPassword}`)
    error.cause = new Error('upstream said 404 for +91 9876543210')
    log.error({ err: error, requestId: 'req-12345678' }, 'unexpected error')
    log.warn(`reset link https://store.example/reset-password?token=${resetToken} sent`)

    const lines = text()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>)
    expect(lines).toHaveLength(3)
    expect(lines[0]).toMatchObject({
      level: 'info',
      requestId: '0f7c2a4e-1b3d-4e5f-8a9b-0c1d2e3f4a5b',
      email: '[redacted]',
    })
    expect(lines[1]?.err).toMatchObject({ type: 'Error' })
    expect(JSON.stringify(lines[1]?.err)).toContain('log-redaction.test.ts')
    expect(lines[1]?.err).toMatchObject({
      cause: { type: 'Error', message: 'upstream said 404 for [phone]' },
    })
    expect(findSecretsInLog(text(), { values: [demoPassword, resetToken, sealedCookie] })).toEqual([])
  })
})

describe('the check of a browser run’s log', () => {
  const clean =
    '{"level":"info","requestId":"8217e5f5-2377-47ad-9538-89d38a6c1d58","route":"/account/profile","status":200}'

  it('passes a clean log', () => {
    expect(findSecretsInLog(clean, { values: [demoPassword, '482913', sealedCookie, resetToken] })).toEqual(
      [],
    )
  })

  it.each([
    ['the demo password', `{"msg":"sign in failed for ${demoPassword}"}`, [demoPassword]],
    ['a one-time code', '{"msg":"verify 482913"}', ['482913']],
    ['a session cookie', `{"msg":"sid=${sealedCookie}"}`, [sealedCookie]],
    ['a reset token', `{"msg":"reset ${resetToken}"}`, [resetToken]],
    ['an e-mail address', '{"msg":"user asha@example.in"}', []],
    ['a bearer token', '{"msg":"Authorization: Bearer eyJhbGciOi.payload.sig"}', []],
    ['an unknown one-time code', '{"msg":"code 731904 sent"}', []],
    ['an unknown sealed cookie', `{"cookie":"[redacted]","msg":"${sealedCookie.slice(10)}"}`, []],
  ])('fails a log with %s planted in a line', (_what, planted, values) => {
    const log = `${clean}\n${planted}\n${clean}`
    const found = findSecretsInLog(log, { values })
    expect(found.length, 'findings').toBeGreaterThan(0)
    expect(
      found.filter((f) => !f.startsWith('line 2: ')),
      'findings off the planted line',
    ).toEqual([])
  })

  it('does not take a code inside a longer number or an id for the code', () => {
    expect(
      findSecretsInLog('{"time":1764482913000,"requestId":"a482913b-1"}', { values: ['482913'] }),
    ).toEqual([])
  })

  it('reads the codes and reset tokens out of outbox messages', () => {
    expect(
      secretsInMessages([
        'Your Safarnama code is 482913. It expires in 10 minutes.',
        `Reset your password: https://store.example/reset-password?token=${resetToken}`,
      ]).sort(),
    ).toEqual(['482913', resetToken].sort())
  })
})
