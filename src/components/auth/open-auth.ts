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
// A request made before the header listens (a press replayed as the app starts, before the header's
// effect has subscribed: docs/decisions/0201) is kept for the first listener, not lost.
let unheard: AuthRequest | null = null

export function openAuthPanel(request: AuthRequest = {}) {
  if (listeners.size === 0) unheard = request
  for (const listener of listeners) listener(request)
}

export function onAuthPanelRequest(listener: (request: AuthRequest) => void): () => void {
  listeners.add(listener)
  if (unheard) {
    const request = unheard
    unheard = null
    listener(request)
  }
  return () => {
    listeners.delete(listener)
  }
}

/** Starts loading the panel's code before the click lands (hover, focus). */
export const loadAuthOverlay = () => import('./AuthOverlay')
