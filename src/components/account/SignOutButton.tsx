import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { signOut, viewerQueryOptions } from '~/server/auth.functions'
import { useSnackbar } from '../overlays/Snackbar'
import { readUserError } from './form/server-errors'

/**
 * Sign-out (000 §4): the server invalidates the token and clears the session; the browser then
 * forgets everything it read as this person and goes home.
 */
export function SignOutButton() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { show } = useSnackbar()
  const mutation = useMutation({
    mutationFn: () => signOut(),
    onSuccess: async () => {
      queryClient.setQueryData(viewerQueryOptions().queryKey, { user: null })
      queryClient.removeQueries({ queryKey: ['account'] })
      await navigate({ to: '/' })
      await queryClient.invalidateQueries({ queryKey: viewerQueryOptions().queryKey })
      show('You are signed out.')
    },
    onError: (error) => show(readUserError(error).message),
  })
  return (
    <button
      type="button"
      className="link-button"
      onClick={() => mutation.mutate()}
      disabled={mutation.isPending}
      aria-busy={mutation.isPending || undefined}
    >
      {mutation.isPending ? 'Signing out…' : 'Sign out'}
    </button>
  )
}
