import { createFileRoute, redirect, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { AuthPage } from '../components/auth/AuthPage'
import { SignInPanel } from '../components/auth/SignInPanel'
import { VerifyMobilePanel } from '../components/auth/VerifyMobilePanel'
import { pageHead } from '../components/pageHead'
import { readRedirectSearch, safeRedirect } from '../lib/accounts/redirect'
import type { Viewer } from '@contracts/accounts/viewer'

export const Route = createFileRoute('/sign-in')({
  validateSearch: readRedirectSearch,
  // Already signed in on arrival: straight to where the person was going. Not when the route
  // re-runs on this page ('stay'): signing in here refreshes the routes, and a person whose mobile
  // is not verified must still see the page's verify-your-mobile step.
  beforeLoad: ({ context, search, cause }) => {
    if (cause !== 'stay' && context.viewer) throw redirect({ href: safeRedirect(search.redirect) })
  },
  head: ({ match }) => pageHead(match.context, 'Sign in'),
  component: SignInPage,
})

function SignInPage() {
  const { redirect: asked } = Route.useSearch()
  const target = safeRedirect(asked)
  const router = useRouter()
  const [unverified, setUnverified] = useState<Viewer | null>(null)
  const go = (to: string) => void router.navigate({ href: to, replace: true })

  if (unverified) {
    return (
      <AuthPage title={unverified.phoneNumber ? 'Verify your mobile number' : 'Add your mobile number'}>
        <VerifyMobilePanel idPrefix="page" user={unverified} onDone={() => go(target)} />
      </AuthPage>
    )
  }
  return (
    <AuthPage title="Sign in">
      <SignInPanel
        idPrefix="page"
        isUserForceLogin={asked !== undefined}
        redirectTo={target}
        onSignedIn={(output) => (output.mobile === 'verified' ? go(target) : setUnverified(output.user))}
        onSignUp={() => void router.navigate({ to: '/sign-up' })}
        onForgot={() => void router.navigate({ to: '/forgot-password' })}
      />
      <p>
        Booked without an account? <a href="/bookings/find">Find your booking</a> with its Trip Id.
      </p>
    </AuthPage>
  )
}
