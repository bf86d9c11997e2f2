import { useSnackbar } from './overlays/Snackbar'

/** Accounts are not built yet: the button says so instead of opening a form that does nothing. */
export function SignInButton() {
  const { show } = useSnackbar()
  return (
    <button
      type="button"
      className="button button-outline"
      onClick={() => show('Sign-in is coming soon: accounts are being built.')}
    >
      Sign in
    </button>
  )
}
