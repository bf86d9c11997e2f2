import { useQueryClient } from '@tanstack/react-query'
import type { Viewer } from '@contracts/accounts/viewer'
import { useRemoveAvatarMutation } from '~/flows/accounts/account.mutations'
import { viewerQueryOptions } from '~/flows/accounts/auth.queries'
import { useSnackbar } from '~/components/overlays/Snackbar'
import { readUserError } from '~/components/forms/server-errors'
import { initialsOf } from '../titles'

/** The picture, or the initials when there is none; a picture can be removed. */
export function AvatarCard({ viewer }: { viewer: Viewer }) {
  const queryClient = useQueryClient()
  const { show } = useSnackbar()
  const mutation = useRemoveAvatarMutation({
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: viewerQueryOptions().queryKey })
      show('Your picture is removed.')
    },
    onError: (error) => show(readUserError(error).message),
  })
  const name = `${viewer.firstName} ${viewer.lastName}`
  return (
    <section className="avatar-card" aria-label="Picture">
      {viewer.avatarUrl ? (
        <img className="avatar" src={viewer.avatarUrl} alt={`Picture of ${name}`} width={64} height={64} />
      ) : (
        <span className="avatar avatar-initials" role="img" aria-label={`Initials of ${name}`}>
          {initialsOf(viewer.firstName, viewer.lastName)}
        </span>
      )}
      <div>
        <p className="avatar-name">{name}</p>
        {viewer.avatarUrl && (
          <button
            type="button"
            className="button button-outline"
            onClick={() => mutation.mutate()}
            disabled={mutation.isPending}
          >
            {mutation.isPending ? 'Removing…' : 'Remove picture'}
          </button>
        )}
      </div>
    </section>
  )
}
