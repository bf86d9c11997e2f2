// `npm start` and the sandbox: a production start that would serve the sandbox (readable outbox,
// fake payments) on a public address stops with a message naming the way out, unless
// ALLOW_PUBLIC_SANDBOX=true says it is meant; otherwise it prints a banner (docs/decisions/0050).
import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { listenHost, publicExposure, sandboxBanner, sandboxRefusal } from '@config'

/** Runs scripts/start.mjs with exactly `env` (plus PATH); it exits before starting anything when it refuses. */
function start(env: Record<string, string>) {
  const run = spawnSync(process.execPath, ['scripts/start.mjs'], {
    env: { PATH: process.env.PATH ?? '', PORT: '3238', UPSTREAM_PORT: '3239', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  })
  return { code: run.status, stderr: run.stderr }
}

describe('npm start with the sandbox in production', () => {
  it('refuses to listen on every interface without ALLOW_PUBLIC_SANDBOX, and says how to proceed', () => {
    const { code, stderr } = start({ NODE_ENV: 'production', SANDBOX: 'true', HOST: '::' })
    expect(code).toBe(1)
    expect(stderr).toContain(
      'Refusing to start: this is the SANDBOX (SANDBOX=true) with NODE_ENV=production on a public address:',
    )
    expect(stderr).toContain('the store listens on :: (HOST)')
    expect(stderr).toContain('ALLOW_PUBLIC_SANDBOX=true if a public demonstration is what you want.')
  })

  it('without HOST the sandbox listens on 127.0.0.1, so there is nothing to refuse (0185)', () => {
    const env = { NODE_ENV: 'production' }
    const deployment = { SANDBOX: true, ALLOW_PUBLIC_SANDBOX: false }
    expect(listenHost(env, deployment)).toBe('127.0.0.1')
    expect(sandboxRefusal({ ...env, HOST: listenHost(env, deployment) }, deployment)).toBeNull()
    // A real store keeps nitro's default (every interface); HOST or NITRO_HOST always win.
    expect(listenHost(env, { SANDBOX: false })).toBeUndefined()
    expect(listenHost({ HOST: '0.0.0.0' }, deployment)).toBe('0.0.0.0')
    expect(listenHost({ NITRO_HOST: '::1', HOST: '0.0.0.0' }, deployment)).toBe('::1')
  })

  it('refuses a public HOST or PUBLIC_URL even when the other is local', () => {
    const byHost = start({ NODE_ENV: 'production', HOST: '0.0.0.0' })
    expect(byHost.code).toBe(1)
    expect(byHost.stderr).toContain('the store listens on 0.0.0.0 (HOST)')
    const byUrl = start({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PUBLIC_URL: 'https://travel.example.com',
    })
    expect(byUrl.code).toBe(1)
    expect(byUrl.stderr).toContain('PUBLIC_URL is https://travel.example.com')
  })

  it('goes past the check with the opt-in, on loopback, or with SANDBOX=false', () => {
    const deployment = (over: object) => ({ SANDBOX: true, ALLOW_PUBLIC_SANDBOX: false, ...over })
    const prod = { NODE_ENV: 'production' }
    expect(
      sandboxRefusal({ ...prod, HOST: '0.0.0.0' }, deployment({ ALLOW_PUBLIC_SANDBOX: true })),
    ).toBeNull()
    expect(
      sandboxRefusal({ ...prod, HOST: '127.0.0.1', PUBLIC_URL: 'http://localhost:3000' }, deployment({})),
    ).toBeNull()
    expect(sandboxRefusal({ ...prod, HOST: '::1' }, deployment({}))).toBeNull()
    expect(sandboxRefusal({ ...prod, HOST: '0.0.0.0' }, deployment({ SANDBOX: false }))).toBeNull()
    // Not production (a developer's `npm run dev`, the browser tests): no refusal, the banner says it.
    expect(sandboxRefusal({ HOST: '0.0.0.0' }, deployment({}))).toBeNull()
  })

  it('a bad opt-in value is named, not taken as yes', () => {
    const { code, stderr } = start({ NODE_ENV: 'production', HOST: '0.0.0.0', ALLOW_PUBLIC_SANDBOX: 'yes' })
    expect(code).toBe(1)
    expect(stderr).toContain('ALLOW_PUBLIC_SANDBOX')
  })

  it('the banner names the sandbox suppliers, fake payments and the outbox address', () => {
    const banner = sandboxBanner(3000, publicExposure({ HOST: '0.0.0.0' }))
    expect(banner).toContain('SANDBOX MODE: a demonstration store, not a real shop.')
    expect(banner).toContain('sandbox suppliers')
    expect(banner).toContain('fake payments: no money moves')
    expect(banner).toContain('readable at http://localhost:3000/dev/outbox')
    expect(banner).toContain('REACHABLE FROM OTHER MACHINES: the store listens on 0.0.0.0 (HOST).')
  })
})
