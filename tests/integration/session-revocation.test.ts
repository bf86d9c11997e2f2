// Sign-out ends the session for good (issue 24, docs/decisions/0187): the built store over real HTTP
// against the real services. A copy of the session cookie taken before sign-out — or before
// sign-in, whose id is rotated — is a signed-out visitor afterwards: no profile, no outbox codes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  callServerFn,
  decodeAnswer,
  sessionCookie,
  startBuiltStore,
  type RunningStore,
} from '../support/store-process'

let store: RunningStore

beforeAll(async () => {
  store = await startBuiltStore()
}, 360_000)

afterAll(async () => {
  await store?.stop()
})

/** A server function's result as the page receives it. */
async function resultOf(response: Response): Promise<unknown> {
  expect(response.status).toBe(200)
  const answer = decodeAnswer(await response.text())
  return (answer as { result: unknown }).result
}

const call = (name: string, method: 'GET' | 'POST', data: unknown, cookie?: string) =>
  callServerFn(store, name, method, data, cookie ? { cookie } : {})

/** The cookie this answer leaves the browser with: the new one, or `before` when none was set. */
function cookieAfter(response: Response, before: string): string {
  return response.headers.getSetCookie().length > 0 ? sessionCookie(response) : before
}

describe('a copied session cookie after sign-out', () => {
  it('reads nothing: no profile, no outbox codes, not signed in; the sign-out itself answers signed out', async () => {
    // A guest asks for a sign-up code: the session gets its outbox tag, the outbox shows the SMS.
    const sent = await call('sendSignUpOtp', 'POST', { phoneNumber: '9123400001' })
    const guestCookie = sessionCookie(sent)
    const guestOutbox = await resultOf(await call('readOutbox', 'GET', {}, guestCookie))
    expect(guestOutbox).toHaveLength(1)

    // The same browser signs in: a new session id, the outbox tag kept.
    const signedIn = await call(
      'signInWithPassword',
      'POST',
      { login: 'demo@safarnama.example', password: 'Demo@Safarnama1' },
      guestCookie,
    )
    expect(signedIn.status).toBe(200)
    const signedInCookie = cookieAfter(signedIn, guestCookie)
    expect(signedInCookie).not.toBe(guestCookie)
    expect(await resultOf(await call('readOutbox', 'GET', {}, signedInCookie))).toHaveLength(1)
    const viewer = (await resultOf(await call('getViewer', 'GET', {}, signedInCookie))) as {
      user: { email: string } | null
    }
    expect(viewer.user?.email).toBe('demo@safarnama.example')

    // A copy taken before sign-in is already a stranger: its id ended with the rotation.
    const preSignIn = await call('readOutbox', 'GET', {}, guestCookie)
    expect(await resultOf(preSignIn)).toEqual([])
    expect(preSignIn.headers.getSetCookie().join('\n')).toMatch(/^sid=;/m)

    // The copy someone took (a shared computer, a stolen cookie), then the owner signs out.
    const copied = signedInCookie
    const signedOut = await call('signOut', 'POST', undefined, signedInCookie)
    expect(await resultOf(signedOut)).toEqual({ signedOut: true })

    // The copy, replayed: nobody is signed in, the outbox is empty, the cached profile is gone.
    expect(await resultOf(await call('getViewer', 'GET', {}, copied))).toEqual({ user: null })
    const outbox = await call('readOutbox', 'GET', {}, copied)
    expect(await resultOf(outbox)).toEqual([])
    // …and the store tells that browser to forget the cookie.
    expect(outbox.headers.getSetCookie().join('\n')).toMatch(/^sid=;/m)
    // A signed-in page shows the sign-in form, not the account.
    const page = await fetch(`${store.origin}/account/profile`, {
      headers: { cookie: copied, accept: 'text/html' },
      redirect: 'manual',
    })
    const body = page.status === 200 ? await page.text() : ''
    expect(body).not.toContain('demo@safarnama.example')
  })

  it('a session that was never ended keeps working (the check is not a sign-out for everyone)', async () => {
    const sent = await call('sendSignUpOtp', 'POST', { phoneNumber: '9123400002' })
    const cookie = sessionCookie(sent)
    const again = await call('readOutbox', 'GET', {}, cookie)
    expect(await resultOf(again)).toHaveLength(1)
    expect(again.headers.getSetCookie()).toEqual([])
  })
})
