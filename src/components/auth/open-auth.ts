/**
 * How any part of the page asks for the auth panel (the header's button, a page that needs a
 * signed-in person, the traveller form): a tiny signal the header listens to, so the panel and
 * its machines are loaded only when someone asks.
 */
import type { LinkedPanel } from '@machines/accounts/auth-panel.machine'
import type { SignInFrom } from '@contracts/accounts/auth'

export interface AuthRequest {
  panel?: LinkedPanel
  isUserForceLogin?: boolean
  redirectTo?: string | null
  from?: SignInFrom
}

const listeners = new Set<(request: AuthRequest) => void>()

export function openAuthPanel(request: AuthRequest = {}) {
  for (const listener of listeners) listener(request)
}

export function onAuthPanelRequest(listener: (request: AuthRequest) => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Starts loading the panel's code before the click lands (hover, focus). */
export const loadAuthOverlay = () => import('./AuthOverlay')
