import { Link, createFileRoute } from '@tanstack/react-router'
import { AuthPage } from '../components/auth/AuthPage'
import { ResetLinkPanel } from '../components/auth/ResetLinkPanel'
import { pageHead } from '../components/pageHead'

/** The link the reset e-mail carries: /reset-password?reset_password_token=… */
export const Route = createFileRoute('/reset-password')({
  // A token of digits only reads as a number (src/lib/search-serializer.ts): taken as text.
  validateSearch: (search: Record<string, unknown>): { reset_password_token?: string } => {
    const token = search.reset_password_token
    return (typeof token === 'string' || typeof token === 'number') && String(token).length <= 200
      ? { reset_password_token: String(token) }
      : {}
  },
  head: ({ match }) => pageHead(match.context, 'Choose a new password'),
  component: ResetPasswordPage,
})

function ResetPasswordPage() {
  const { reset_password_token: token } = Route.useSearch()
  return (
    <AuthPage title="Choose a new password">
      {token ? (
        <ResetLinkPanel idPrefix="page" token={token} />
      ) : (
        <>
          <p role="alert" className="form-alert">
            Token is invalid or expired
          </p>
          <Link to="/forgot-password">Ask for a new link</Link>
        </>
      )}
    </AuthPage>
  )
}
