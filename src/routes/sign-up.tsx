import { createFileRoute, redirect, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { AuthPage } from '../components/auth/AuthPage'
import { EmailAlreadyPanel } from '../components/auth/EmailAlreadyPanel'
import { SignUpPanel } from '../components/auth/SignUpPanel'
import { pageHead } from '../components/pageHead'

export const Route = createFileRoute('/sign-up')({
  beforeLoad: ({ context }) => {
    if (context.viewer) throw redirect({ to: '/' })
  },
  head: ({ match }) => pageHead(match.context, 'Create an account'),
  component: SignUpPage,
})

function SignUpPage() {
  const router = useRouter()
  const [takenEmail, setTakenEmail] = useState<string | null>(null)
  if (takenEmail !== null) {
    return (
      <AuthPage title="E-mail already signed up">
        <EmailAlreadyPanel
          email={takenEmail}
          onSignIn={() => void router.navigate({ to: '/sign-in' })}
          onForgot={() => void router.navigate({ to: '/forgot-password' })}
        />
      </AuthPage>
    )
  }
  return (
    <AuthPage title="Create an account">
      <SignUpPanel
        idPrefix="page"
        onSignedUp={() => void router.navigate({ to: '/', replace: true })}
        onEmailTaken={setTakenEmail}
        onSignIn={() => void router.navigate({ to: '/sign-in' })}
      />
    </AuthPage>
  )
}
