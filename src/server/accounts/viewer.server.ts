/**
 * The signed-in viewer in the session: written at sign-in/up (with a fresh session id against
 * fixation), refreshed from GET /auth/me on request, and required by every personal call. The
 * token stays in the sealed cookie; only the viewer copy is ever handed to the browser.
 */
import type { Viewer } from '@contracts/accounts/viewer'
import { me } from './auth-client.server'
import { UserError, withCause } from '../platform/errors'
import { SIGN_IN_TO_CONTINUE, accountsError } from './errors'
import { endSession, readSession, rotateSession, writeSession } from '../session/session.server'

/**
 * After a successful sign-in or sign-up: `upstream()` has stored the new token; the session gets a
 * new id and the viewer, and forgets anything learnt about a previous viewer (their company).
 */
export async function startSignedInSession(viewer: Viewer): Promise<Viewer> {
  await rotateSession()
  writeSession({ viewer, companyId: undefined })
  return viewer
}

export function notSignedIn(): UserError {
  return new UserError(SIGN_IN_TO_CONTINUE, { kind: 'rejected', status: 401, code: 'UNAUTHORIZED' })
}

/**
 * The viewer for a page: the session's token is confirmed with the services (GET /auth/me) on every
 * call, so a copied cookie replayed after sign-out (its token revoked in the database) shows nobody,
 * on every instance (docs/decisions/0051). The copy in the cookie is rewritten only when the account
 * changed. null when signed out.
 */
export async function currentViewer(): Promise<Viewer | null> {
  const session = readSession()
  if (!session?.accessToken) return null
  try {
    const viewer = await me()
    if (JSON.stringify(viewer) !== JSON.stringify(session.viewer)) writeSession({ viewer })
    return viewer
  } catch (error) {
    const userError = accountsError(error)
    // The token was revoked (sign-out, password change) or expired upstream: this browser is signed out.
    if (userError.status === 401) {
      await endSession()
      return null
    }
    throw userError
  }
}

/**
 * The session's copy of the viewer, unconfirmed: only for a personal call, whose own upstream call
 * carries the token and is refused (401, which signs the browser out) once the token is revoked.
 */
async function sessionViewer(): Promise<Viewer | null> {
  const session = readSession()
  if (!session?.accessToken) return null
  return session.viewer ?? currentViewer()
}

/** The signed-in viewer for a personal call, or a 401 UserError 'Please sign in to continue'. */
export async function requireViewer(): Promise<Viewer> {
  const viewer = await sessionViewer()
  if (!viewer) throw notSignedIn()
  return viewer
}

/** Runs a personal call; a 401 from the service (token gone) signs the browser out and says so. */
export async function signedInCall<T>(work: (viewer: Viewer) => Promise<T>): Promise<T> {
  const viewer = await requireViewer()
  try {
    return await work(viewer)
  } catch (error) {
    const userError = accountsError(error)
    if (userError.status === 401) {
      await endSession()
      throw notSignedIn()
    }
    throw withCause(userError, error)
  }
}
