import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  SESSION_MAX_AGE_SECONDS,
  deriveSessionKey,
  newSessionId,
  sealSession,
  unsealSession,
  type SessionData,
} from '~/server/session/seal'
import { SessionSecretError, resolveSessionSecret } from '~/server/session/secret.server'

const secret = 'a-test-secret-that-is-long-enough-0123456789'
const key = deriveSessionKey(secret)
const now = Date.UTC(2026, 0, 15, 10, 0, 0)

function session(overrides: Partial<SessionData> = {}): SessionData {
  return { id: newSessionId(), createdAt: now, layout: 'mobile', accessToken: 'tok-1', ...overrides }
}

describe('sealing the session cookie', () => {
  it('opens what it sealed', () => {
    const data = session()
    expect(unsealSession(sealSession(data, key, now), [key], now)).toEqual(data)
  })

  it('does not show the token in the cookie value', () => {
    const sealed = sealSession(session({ accessToken: 'very-secret-token' }), key, now)
    expect(sealed).not.toContain('very-secret-token')
    expect(Buffer.from(sealed.slice(3), 'base64url').toString('latin1')).not.toContain('very-secret-token')
  })

  it('gives a different value each time (fresh IV)', () => {
    const data = session()
    expect(sealSession(data, key, now)).not.toBe(sealSession(data, key, now))
  })

  it('treats a tampered cookie as no session', () => {
    const sealed = sealSession(session(), key, now)
    const raw = Buffer.from(sealed.slice(3), 'base64url')
    raw[20] = raw[20]! ^ 0x01
    expect(unsealSession(`v1.${raw.toString('base64url')}`, [key], now)).toBeNull()
  })

  it('treats garbage, a missing value and an unknown version as no session', () => {
    expect(unsealSession(undefined, [key], now)).toBeNull()
    expect(unsealSession('', [key], now)).toBeNull()
    expect(unsealSession('v1.short', [key], now)).toBeNull()
    expect(unsealSession('v2.' + sealSession(session(), key, now).slice(3), [key], now)).toBeNull()
  })

  it('treats a cookie sealed with another secret as no session', () => {
    const other = deriveSessionKey('another-secret-that-is-long-enough-987654')
    expect(unsealSession(sealSession(session(), other, now), [key], now)).toBeNull()
  })

  it('expires 30 days after it was written', () => {
    const sealed = sealSession(session(), key, now)
    const maxAgeMs = SESSION_MAX_AGE_SECONDS * 1000
    expect(unsealSession(sealed, [key], now + maxAgeMs - 1)).not.toBeNull()
    expect(unsealSession(sealed, [key], now + maxAgeMs)).toBeNull()
  })

  it('accepts a cookie sealed with a retired key listed after the current one (key rotation)', () => {
    const retired = deriveSessionKey('the-previous-secret-still-accepted-for-a-while')
    const data = session()
    const sealedWithOld = sealSession(data, retired, now)
    expect(unsealSession(sealedWithOld, [key, retired], now)).toEqual(data)
    expect(unsealSession(sealedWithOld, [key], now)).toBeNull()
  })

  it('makes 128-bit random ids', () => {
    const id = newSessionId()
    expect(id).toMatch(/^[0-9a-f]{32}$/)
    expect(newSessionId()).not.toBe(id)
  })
})

describe('the session secret', () => {
  const dirs: string[] = []
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true })
  })
  function tempDir(): string {
    const d = mkdtempSync(join(tmpdir(), 'session-secret-'))
    dirs.push(d)
    return join(d, 'data')
  }

  it('uses SESSION_SECRET when it is set', () => {
    expect(resolveSessionSecret({ secret, sandbox: false, dataDir: tempDir() })).toBe(secret)
  })

  it('refuses to start outside the sandbox without SESSION_SECRET, naming the variable', () => {
    expect(() => resolveSessionSecret({ secret: undefined, sandbox: false, dataDir: tempDir() })).toThrow(
      SessionSecretError,
    )
    expect(() => resolveSessionSecret({ secret: undefined, sandbox: false, dataDir: tempDir() })).toThrow(
      /SESSION_SECRET is not set/,
    )
  })

  it('generates one secret in the sandbox, private to the owner, and reuses it on the next start', () => {
    const dataDir = tempDir()
    const first = resolveSessionSecret({ secret: undefined, sandbox: true, dataDir })
    const second = resolveSessionSecret({ secret: undefined, sandbox: true, dataDir })
    expect(first.length).toBeGreaterThanOrEqual(32)
    expect(second).toBe(first)
    const file = join(dataDir, 'session-secret')
    expect(readFileSync(file, 'utf8')).toBe(first)
    expect(statSync(file).mode & 0o777).toBe(0o600)
  })

  it('reads a secret another instance already wrote', () => {
    const dataDir = tempDir()
    resolveSessionSecret({ secret: undefined, sandbox: true, dataDir })
    writeFileSync(join(dataDir, 'session-secret'), 'written-by-the-other-instance-0123456789')
    expect(resolveSessionSecret({ secret: undefined, sandbox: true, dataDir })).toBe(
      'written-by-the-other-instance-0123456789',
    )
  })
})
