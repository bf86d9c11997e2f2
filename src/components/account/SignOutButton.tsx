import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { signOutNow } from '~/flows/accounts/auth.flow'
import { useSnackbar } from '../overlays/Snackbar'

/**
 * Sign-out (000 §4) through the sign-out machine, as the header's menu does: the server ends the
 * session and the page forgets everything it read as this person (the machine always ends signed
 * out, even when the server cannot be reached).
 */
export function SignOutButton() {
  const queryClient = useQueryClient()
  const router = useRouter()
  const { show } = useSnackbar()
  const [pending, setPending] = useState(false)
  const signOut = async () => {
    setPending(true)
    try {
      // Home first: signing out re-runs the route guards, and the account pages' guard would send
      // the person to the sign-in page instead.
      await router.navigate({ to: '/' })
      await signOutNow(queryClient, router)
      show('You are signed out.')
    } finally {
      setPending(false)
    }
  }
  return (
    <button
      type="button"
      className="link-button"
      onClick={() => void signOut()}
      disabled={pending}
      aria-busy={pending || undefined}
    >
      {pending ? 'Signing out…' : 'Sign out'}
    </button>
  )
}
