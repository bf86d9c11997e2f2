import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { pageHead } from '~/components/pageHead'
import { AvatarCard } from '~/components/account/profile/AvatarCard'
import { NameForm } from '~/components/account/profile/NameForm'
import { PasswordForm } from '~/components/account/profile/PasswordForm'
import { PhoneCard } from '~/components/account/profile/PhoneCard'
import { viewerQueryOptions } from '~/flows/accounts/auth.queries'

export const Route = createFileRoute('/account/profile')({
  head: ({ match }) => pageHead(match.context, 'Your profile'),
  component: ProfilePage,
})

function ProfilePage() {
  const { data } = useSuspenseQuery(viewerQueryOptions())
  const viewer = data.user
  // The layout route only renders for a signed-in viewer; this is the moment after signing out.
  if (!viewer) return null
  return (
    <div className="account-page">
      <h1>Your profile</h1>
      <AvatarCard viewer={viewer} />
      {/* Keyed by the saved name so a fresh copy from the server resets the form's defaults. */}
      <NameForm key={`${viewer.title}|${viewer.firstName}|${viewer.lastName}`} viewer={viewer} />
      <PhoneCard viewer={viewer} />
      <PasswordForm />
    </div>
  )
}
