/**
 * The session: a sealed `sid` cookie (session-seal.ts) read and written through TanStack Start's
 * request helpers. Only server functions and server code call this.
 *
 * Within one request the latest written value wins: Start's getCookie keeps returning the cookie the
 * browser sent, so the session written earlier in the same request is remembered per Request.
 */
import {
  deleteCookie,
  getCookie,
  getRequest,
  getRequestProtocol,
  setCookie,
} from '@tanstack/react-start/server'
import { deployment } from '../platform/config.server'
import {
  SESSION_MAX_AGE_SECONDS,
  deriveSessionKey,
  newSessionId,
  sealSession,
  unsealSession,
  type SessionData,
} from './seal'
import { resolveSessionSecret } from './secret.server'

export type { SessionData } from './seal'

export const SESSION_COOKIE = 'sid'

// Resolved when the server loads, so a production deployment without SESSION_SECRET stops at once.
const keys: ReadonlyArray<Buffer> = [
  deriveSessionKey(
    resolveSessionSecret({
      secret: deployment.SESSION_SECRET,
      sandbox: deployment.SANDBOX,
      // ./data holds everything the sandbox generates (the embedded database too); it is git-ignored.
      dataDir: 'data',
    }),
  ),
]

const written = new WeakMap<Request, SessionData | null>()

function cookieOptions() {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    // Behind a TLS-terminating proxy the request itself is http; X-Forwarded-Proto tells the truth.
    secure: getRequestProtocol({ xForwardedProto: true }) === 'https',
    maxAge: SESSION_MAX_AGE_SECONDS,
  }
}

/** The current session, or null when there is none (or its cookie was tampered with or expired). */
export function readSession(): SessionData | null {
  const request = getRequest()
  if (written.has(request)) return written.get(request) ?? null
  return unsealSession(getCookie(SESSION_COOKIE), keys)
}

function store(data: SessionData): SessionData {
  written.set(getRequest(), data)
  setCookie(SESSION_COOKIE, sealSession(data, keys[0]!), cookieOptions()) // keys always holds the current key
  return data
}

/** Merges `patch` into the session, creating one when there is none. */
export function writeSession(patch: Partial<Omit<SessionData, 'id' | 'createdAt'>>): SessionData {
  const current = readSession() ?? { id: newSessionId(), createdAt: Date.now() }
  return store({ ...current, ...patch })
}

/** A new session id with the same data: call it when privileges change (sign-in) against fixation. */
export function rotateSession(): SessionData {
  const current = readSession() ?? { createdAt: Date.now() }
  return store({ ...current, id: newSessionId() })
}

/** A fresh outbox tag (sandbox): random, unrelated to the session id, which rotates at sign-in. */
export function newOutboxTag(): string {
  return newSessionId()
}

export function clearSession(): void {
  written.set(getRequest(), null)
  deleteCookie(SESSION_COOKIE, { path: '/' })
}
