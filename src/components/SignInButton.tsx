import { useCallback, useEffect, useState } from 'react'
import { rootRouteId, useRouteContext } from '@tanstack/react-router'
import { AccountMenu } from './auth/AccountMenu'
import { loadAuthOverlay, onAuthPanelRequest, openAuthPanel, type AuthRequest } from './auth/open-auth'
import { ErrorModal } from './overlays/ErrorModal'
import { OFFLINE_MESSAGE } from './overlays/OfflineModal'

type Overlay = Awaited<ReturnType<typeof loadAuthOverlay>>['default']

// The panel, its forms, react-hook-form and the machines load on the first press (or hover or
// focus, as a prefetch): none of it is in the first bundle (the home page's Lighthouse budget).
// A failed prefetch is no news: the press tries again and says so if that fails too.
const prefetch = () => void loadAuthOverlay().catch(() => undefined)

const LOAD_FAILED = 'Sign-in could not be opened. Check your connection and try again.'

/**
 * The header's account corner: 'Sign in' for a visitor, the person's first name as a menu once
 * signed in. The root route put the viewer in the context on the server, so the right one is in
 * the first paint.
 *
 * The panel's code is loaded here by hand rather than with React.lazy: a lazy component whose
 * chunk fails (offline at the first press) throws to the root error page and stays failed;
 * here a failure shows the shell's error modal with 'Try again', which loads it again.
 */
export function SignInButton() {
  const viewer = useRouteContext({ from: rootRouteId, select: (c) => c.viewer })
  const [request, setRequest] = useState<(AuthRequest & { n: number }) | null>(null)
  const [overlay, setOverlay] = useState<{ Component: Overlay } | null>(null)
  // Whether the browser said it was offline when the load failed (decided then, in the browser:
  // Node has a `navigator` without `onLine`, so reading it while rendering would not hydrate).
  const [failed, setFailed] = useState<{ offline: boolean } | null>(null)
  useEffect(
    () => onAuthPanelRequest((r) => setRequest((previous) => ({ ...r, n: (previous?.n ?? 0) + 1 }))),
    [],
  )
  const load = useCallback(() => {
    setFailed(null)
    loadAuthOverlay().then(
      (module) => setOverlay({ Component: module.default }),
      () => setFailed({ offline: !navigator.onLine }),
    )
  }, [])
  useEffect(() => {
    if (request && !overlay) load()
  }, [request, overlay, load])

  const Overlay = overlay?.Component
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
      {request && Overlay && <Overlay request={request} />}
      <ErrorModal
        open={failed !== null}
        type={failed?.offline ? 'network' : 'generic'}
        message={failed?.offline ? OFFLINE_MESSAGE : LOAD_FAILED}
        onRetry={load}
        onClose={() => {
          setFailed(null)
          // The next press asks again.
          setRequest(null)
        }}
      />
    </>
  )
}
