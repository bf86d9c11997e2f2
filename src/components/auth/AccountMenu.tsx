import { useEffect, useId, useRef, useState } from 'react'
import { Link, useRouter, useRouterState } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import css from './account-menu.css?inline'

/**
 * The signed-in person's menu in the header: a disclosure button named by their first name,
 * opening links to the account area and Sign out. Sign-out loads its flow only when pressed.
 */
export function AccountMenu({ firstName }: { firstName: string }) {
  const [open, setOpen] = useState(false)
  const [signingOut, setSigningOut] = useState(false)
  const listId = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const queryClient = useQueryClient()
  const router = useRouter()
  const pathname = useRouterState({ select: (s) => s.location.pathname })

  // Closes on a navigation, a click elsewhere, or Escape (focus back on the button).
  // Only on a change of page: a press before the app started is pressed again as it starts
  // (docs/decisions/0056), and closing on the first run would undo it.
  const shownFor = useRef(pathname)
  useEffect(() => {
    if (shownFor.current === pathname) return
    shownFor.current = pathname
    setOpen(false)
  }, [pathname])
  useEffect(() => {
    if (!open) return
    const outside = (e: PointerEvent) => {
      if (e.target instanceof Node && !root.current?.contains(e.target)) setOpen(false)
    }
    document.addEventListener('pointerdown', outside)
    return () => document.removeEventListener('pointerdown', outside)
  }, [open])

  const signOut = async () => {
    setSigningOut(true)
    try {
      const { signOutNow } = await import('~/flows/accounts/auth.flow')
      await signOutNow(queryClient, router)
      setOpen(false)
      // Pages of the account area need a signed-in person: leave them (000 §2 "Logout: a redirect").
      if (router.state.location.pathname.startsWith('/account')) await router.navigate({ to: '/' })
    } finally {
      setSigningOut(false)
    }
  }

  return (
    <div
      className="account-menu"
      ref={root}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false)
          button.current?.focus()
        }
      }}
    >
      <style>{css}</style>
      <button
        ref={button}
        type="button"
        className="button button-outline account-menu-button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        <span>{firstName}</span>
        <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" focusable="false">
          <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="2" fill="none" />
        </svg>
      </button>
      <ul id={listId} className="account-menu-list" hidden={!open}>
        <li>
          <Link to="/account/bookings">My bookings</Link>
        </li>
        <li>
          <Link to="/account/profile">My account</Link>
        </li>
        <li>
          <Link to="/account/travellers">Saved travellers</Link>
        </li>
        <li>
          <button type="button" onClick={() => void signOut()} disabled={signingOut}>
            {signingOut ? 'Signing out…' : 'Sign out'}
          </button>
        </li>
      </ul>
    </div>
  )
}
