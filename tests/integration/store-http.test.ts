// postgres-pass: skip (transport answers (body limit, Retry-After), the same on either database).
// The built store's HTTP answers where the transport itself matters (issue 12): the body limit
// (413, Connection: close, a 50 MB body not read), Retry-After on a 429 from the services' limits,
// and the post-sign-in redirect check against the classic open-redirect payloads for a signed-in
// visitor.
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openRedirectPayloads } from '../fuzz/store-redirects'
import { userErrorOf } from '../fuzz/store-answers'
import { callServerFn, sessionCookie, startBuiltStore, type RunningStore } from '../support/store-process'

let store: RunningStore

beforeAll(async () => {
  // Three sign-ins per address and window, so the fourth meets the limit.
  store = await startBuiltStore({
    upstream: { accounts: { rateLimits: { signInPerIp: { limit: 3, windowMs: 300_000 } } } },
  })
}, 360_000)

afterAll(async () => {
  await store?.stop()
})

interface RawExchange {
  head: string
  body: string
  /** Whether the store ended the connection after its answer (within the wait). */
  closedByStore: boolean
}

/**
 * Sends a request head declaring `declared` body bytes, then up to `sent` of them in 64 KB pieces
 * as a browser uploads, stopping when the answer begins; returns the answer and whether the store
 * ended the connection after it.
 */
function rawPost(path: string, declared: number, sent: number): Promise<RawExchange> {
  const url = new URL(store.origin)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname)
    let received = ''
    let closedByStore = false
    const finish = () => {
      const [head = '', body = ''] = received.split('\r\n\r\n')
      resolve({ head, body, closedByStore })
    }
    const timer = setTimeout(() => {
      socket.destroy()
      finish()
    }, 10_000)
    socket.on('data', (d: Buffer) => (received += d.toString('latin1')))
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // A piece in flight when the store closed shows as a reset; the answer had arrived.
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error)
    })
    socket.on('end', () => (closedByStore = true))
    socket.on('close', () => {
      clearTimeout(timer)
      finish()
    })
    socket.on('connect', () => {
      socket.write(
        [
          `POST ${path} HTTP/1.1`,
          `Host: ${url.host}`,
          'Content-Type: application/json',
          'x-tsr-serverFn: true',
          'Sec-Fetch-Site: same-origin',
          `Content-Length: ${declared}`,
          '',
          '',
        ].join('\r\n'),
      )
      const chunk = Buffer.alloc(64 * 1024, 0x20)
      let written = 0
      const more = () => {
        if (received !== '' || written >= sent || socket.destroyed) return
        written += chunk.length
        socket.write(chunk, () => setTimeout(more, 1))
      }
      more()
    })
  })
}

describe('the post-sign-in redirect for a signed-in visitor', () => {
  it('keeps every classic open-redirect payload on our site, and none answers 5xx', async () => {
    // First in the file: the limit test at its end uses up this address's sign-ins.
    const signedIn = await callServerFn(store, 'signInWithPassword', 'POST', {
      login: 'demo@safarnama.example',
      password: 'Demo@Safarnama1',
    })
    expect(signedIn.status).toBe(200)
    const cookie = sessionCookie(signedIn)
    for (const payload of openRedirectPayloads) {
      const url = `${store.origin}/sign-in?${new URLSearchParams({ redirect: payload })}`
      const response = await fetch(url, { headers: { cookie, accept: 'text/html' }, redirect: 'manual' })
      expect(response.status, payload).toBeLessThan(500)
      const location = response.headers.get('location')
      if (location !== null) expect(new URL(location, store.origin).origin, payload).toBe(store.origin)
    }
    // A safe path is followed: the check did not just send everyone home.
    const kept = await fetch(`${store.origin}/sign-in?redirect=${encodeURIComponent('/account/profile')}`, {
      headers: { cookie, accept: 'text/html' },
      redirect: 'manual',
    })
    expect(kept.headers.get('location')).toMatch(/\/account\/profile$/)
  })
})

describe('the body limit (BODY_LIMIT_BYTES, 1 MB by default)', () => {
  it('refuses a 50 MB body with 413 before reading it, closes the connection, and does not grow', async () => {
    const id = store.functions.get('checkSignUp')
    const before = store.rssBytes()
    // 50 MB declared, 1 MB sent: the answer comes without the rest.
    const exchange = await rawPost(`/_serverFn/${id}`, 50 * 1024 * 1024, 1024 * 1024)
    expect(exchange.head).toMatch(/^HTTP\/1\.1 413/)
    expect(exchange.head).toMatch(/\r\nconnection: close\r\n/i)
    expect(exchange.head).not.toMatch(/keep-alive/i)
    expect(JSON.parse(exchange.body)).toEqual({
      statusMessage: 'The request is too large: at most 1 MB is accepted.',
      code: 'PAYLOAD_TOO_LARGE',
    })
    expect(exchange.closedByStore).toBe(true)
    expect(store.rssBytes() - before).toBeLessThan(20 * 1024 * 1024)
    expect(store.alive()).toBe(true)
  })

  it('refuses the same on a page address, not only on server functions', async () => {
    const exchange = await rawPost('/sign-in', 50 * 1024 * 1024, 0)
    expect(exchange.head).toMatch(/^HTTP\/1\.1 413/)
    expect(exchange.closedByStore).toBe(true)
  })

  it('refuses a chunked body once it passes the limit, with 413 and a closed connection', async () => {
    const id = store.functions.get('checkSignUp')
    const response = await fetch(`${store.origin}/_serverFn/${id}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-tsr-serverFn': 'true',
        'Sec-Fetch-Site': 'same-origin',
      },
      body: new Blob([new Uint8Array(3 * 1024 * 1024).fill(0x20)]).stream(),
      duplex: 'half',
    } as RequestInit) // `duplex` (Node's streamed upload) is not in the DOM lib's RequestInit
    expect(response.status).toBe(413)
    expect(response.headers.get('connection')).toBe('close')
    expect(userErrorOf(await response.text())).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' })
  })

  it('still reads a body under the limit (the function answers for itself)', async () => {
    const response = await callServerFn(store, 'checkSignUp', 'POST', {
      phoneNumber: '9812345678',
      email: `${'x'.repeat(500_000)}@example.com`,
    })
    expect(response.status).toBe(400)
    expect(userErrorOf(await response.text())).toMatchObject({ code: 'INVALID_INPUT' })
  })
})

describe('a 429 from the services reaches the browser with Retry-After', () => {
  it('answers the fourth sign-in within the window 429 with Retry-After and the wait in words', async () => {
    const attempt = () =>
      callServerFn(store, 'signInWithPassword', 'POST', {
        login: 'nobody@example.com',
        password: 'wrong one',
      })
    let limited: Response | undefined
    for (let i = 0; i < 6 && !limited; i++) {
      const response = await attempt()
      if (response.status === 429) limited = response
      else expect(response.status).toBeLessThan(500)
    }
    if (!limited) throw new Error('no 429 after 6 sign-ins with a limit of 3')
    const seconds = Number(limited.headers.get('retry-after'))
    expect(seconds).toBeGreaterThan(0)
    expect(seconds).toBeLessThanOrEqual(300)
    const error = userErrorOf(await limited.text())
    const minutes = Math.ceil(seconds / 60)
    expect(error).toMatchObject({
      code: 'RATE_LIMITED',
      status: 429,
      message:
        seconds < 60
          ? `Too many attempts. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`
          : `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    })
  })
})
