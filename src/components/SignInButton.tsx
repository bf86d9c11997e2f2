import { lazy, Suspense, useEffect, useState } from 'react'
import { rootRouteId, useRouteContext } from '@tanstack/react-router'
import { AccountMenu } from './auth/AccountMenu'
import { loadAuthOverlay, onAuthPanelRequest, openAuthPanel, type AuthRequest } from './auth/open-auth'

// The panel, its forms, react-hook-form and the machines load on the first press (or hover or
// focus, as a prefetch): none of it is in the first bundle (the home page's Lighthouse budget).
const AuthOverlay = lazy(loadAuthOverlay)
const prefetch = () => void loadAuthOverlay()

/**
 * The header's account corner: 'Sign in' for a visitor, the person's first name as a menu once
 * signed in. The root route put the viewer in the context on the server, so the right one is in
 * the first paint.
 */
export function SignInButton() {
  const viewer = useRouteContext({ from: rootRouteId, select: (c) => c.viewer })
  const [request, setRequest] = useState<(AuthRequest & { n: number }) | null>(null)
  useEffect(
    () => onAuthPanelRequest((r) => setRequest((previous) => ({ ...r, n: (previous?.n ?? 0) + 1 }))),
    [],
  )
  return (
    <>
      {viewer ? (
        <AccountMenu firstName={viewer.firstName} />
      ) : (
        <button
          type="button"
          className="button button-outline"
          aria-haspopup="dialog"
          onClick={() => openAuthPanel()}
          onPointerEnter={prefetch}
          onFocus={prefetch}
        >
          Sign in
        </button>
      )}
      {request && (
        <Suspense fallback={null}>
          <AuthOverlay request={request} />
        </Suspense>
      )}
    </>
  )
}
