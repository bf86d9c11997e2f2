import { Link, createFileRoute, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { AuthPage } from '../components/auth/AuthPage'
import { ForgotPasswordPanel } from '../components/auth/ForgotPasswordPanel'
import { pageHead } from '../components/pageHead'

export const Route = createFileRoute('/forgot-password')({
  head: ({ match }) => pageHead(match.context, 'Forgot password'),
  component: ForgotPasswordPage,
})

function ForgotPasswordPage() {
  const router = useRouter()
  const [sent, setSent] = useState(false)
  const [changed, setChanged] = useState(false)
  if (changed) {
    return (
      <AuthPage title="Password changed">
        <p role="status" className="form-status">
          Your password has been changed. Sign in with the new one.
        </p>
        <Link to="/sign-in" className="button auth-submit">
          Sign in
        </Link>
      </AuthPage>
    )
  }
  return (
    <AuthPage title={sent ? 'Check your e-mail' : 'Forgot password'}>
      <ForgotPasswordPanel
        idPrefix="page"
        onSent={() => setSent(true)}
        onReset={() => setChanged(true)}
        onSignIn={() => void router.navigate({ to: '/sign-in' })}
      />
    </AuthPage>
  )
}
