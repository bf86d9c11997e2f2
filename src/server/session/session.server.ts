/**
 * The session: a sealed `sid` cookie (session-seal.ts) read and written through TanStack Start's
 * request helpers. Only server functions and server code call this. Ending a session (sign-out, the
 * id rotated at sign-in) records its id with the services; `dropRevokedSession` (request middleware,
 * src/start.ts) asks once per request, so a copied cookie reads nothing afterwards (0187).
 *
 * Within one request the latest written value wins: Start's getCookie keeps returning the cookie the
 * browser sent, so the session written earlier in the same request is remembered per Request.
 */
import { deleteCookie, getCookie, getRequest, setCookie } from '@tanstack/react-start/server'
import { deployment } from '../platform/config.server'
import { requestLog } from '../platform/log.server'
import { secureCookies } from '../platform/transport'
import {
  SESSION_MAX_AGE_SECONDS,
  deriveSessionKey,
  newSessionId,
  sealSession,
  unsealSession,
  type SessionData,
} from './seal'
import { isRevoked, revoke } from './revocation.server'
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
    // One rule with HSTS (platform/transport.ts): direct TLS, a trusted proxy's word, or PUBLIC_URL.
    secure: secureCookies(getRequest(), deployment),
    maxAge: SESSION_MAX_AGE_SECONDS,
  }
}

/** The session the browser sent, before anything this request wrote (null when none or unreadable). */
function sentSession(): SessionData | null {
  return unsealSession(getCookie(SESSION_COOKIE), keys)
}

/**
 * The current session, or null when there is none (or its cookie was tampered with, expired, or
 * ended: see dropRevokedSession).
 */
export function readSession(): SessionData | null {
  const request = getRequest()
  if (written.has(request)) return written.get(request) ?? null
  return sentSession()
}

/**
 * Once per request, before anything reads the session: a session whose id was ended is no session
 * here, and the browser is told to forget the cookie. When the services cannot say, the request is
 * served as signed out (a copied cookie must not read anything while they are away) but the cookie
 * is kept, so the browser's session is back once they are.
 */
export async function dropRevokedSession(): Promise<void> {
  const request = getRequest()
  if (written.has(request)) return
  const sent = sentSession()
  if (!sent) return
  let revoked: boolean
  try {
    revoked = await isRevoked(sent.id)
  } catch (error) {
    requestLog().warn({ err: error }, 'session: the services could not say whether it was ended')
    written.set(request, null)
    return
  }
  if (!revoked) return
  written.set(request, null)
  deleteCookie(SESSION_COOKIE, { path: '/' })
}

/** Records the end of these sessions; a failure is logged (the browser forgets its cookie anyway). */
async function revokeAll(ids: Iterable<string>): Promise<void> {
  for (const id of new Set(ids)) {
    try {
      await revoke(id)
    } catch (error) {
      requestLog().warn({ err: error }, 'session: the services did not record its end')
    }
  }
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

/**
 * A new session id with the same data: call it when privileges change (sign-in) against fixation.
 * The old id is ended, so a copy of the cookie taken before sign-in reads nothing of what follows.
 */
export async function rotateSession(): Promise<SessionData> {
  // Only the id the browser holds can have been copied (a session first written in this request
  // keeps that id, or has none yet).
  const sent = sentSession()?.id
  const current = readSession() ?? { createdAt: Date.now() }
  const rotated = store({ ...current, id: newSessionId() })
  if (sent) await revokeAll([sent])
  return rotated
}

/** A fresh outbox tag (sandbox): random, unrelated to the session id, which rotates at sign-in. */
export function newOutboxTag(): string {
  return newSessionId()
}

/**
 * Ends the session: this browser forgets its cookie and the services record the end of its id, so
 * a copy of the cookie is a signed-out visitor on every instance (sign-out, a token found revoked).
 * Everything the session held goes with it — a guest's bookings list and outbox tag too; the
 * bookings themselves stay in the account or are found again by Trip Id.
 */
export async function endSession(): Promise<void> {
  const ids = [sentSession()?.id, readSession()?.id].filter((id) => id !== undefined)
  written.set(getRequest(), null)
  deleteCookie(SESSION_COOKIE, { path: '/' })
  await revokeAll(ids)
}
