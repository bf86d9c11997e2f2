/**
 * The signed-in viewer in the session: written at sign-in/up (with a fresh session id against
 * fixation), refreshed from GET /auth/me on request, and required by every personal call. The
 * token stays in the sealed cookie; only the viewer copy is ever handed to the browser.
 */
import type { Viewer } from '@contracts/accounts/viewer'
import { me } from './auth-client.server'
import { UserError } from '../platform/errors'
import { SIGN_IN_TO_CONTINUE, accountsError } from './errors'
import { clearSession, readSession, rotateSession, writeSession } from '../session/session.server'

/**
 * After a successful sign-in or sign-up: `upstream()` has stored the new token; the session gets a
 * new id and the viewer, and forgets anything learnt about a previous viewer (their company).
 */
export function startSignedInSession(viewer: Viewer): Viewer {
  rotateSession()
  writeSession({ viewer, companyId: undefined })
  return viewer
}

export function notSignedIn(): UserError {
  return new UserError(SIGN_IN_TO_CONTINUE, { kind: 'rejected', status: 401, code: 'UNAUTHORIZED' })
}

/** The viewer, from the session or (refresh, or no copy yet) from the service; null when signed out. */
export async function currentViewer(refresh = false): Promise<Viewer | null> {
  const session = readSession()
  if (!session?.accessToken) return null
  if (!refresh && session.viewer) return session.viewer
  try {
    const viewer = await me()
    writeSession({ viewer })
    return viewer
  } catch (error) {
    const userError = accountsError(error)
    // The token was revoked or expired upstream: this browser is signed out.
    if (userError.status === 401) {
      clearSession()
      return null
    }
    throw userError
  }
}

/** The signed-in viewer for a personal call, or a 401 UserError 'Please sign in to continue'. */
export async function requireViewer(): Promise<Viewer> {
  const viewer = await currentViewer()
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
      clearSession()
      throw notSignedIn()
    }
    if (userError.kind !== 'rejected') console.warn('[bff accounts]', error)
    throw userError
  }
}
