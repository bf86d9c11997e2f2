/**
 * The auth overlay (000 §2): a drawer on the mobile layout, a modal on desktop, showing the panel
 * the auth-panel machine names. Loaded on demand by the header (open-auth.ts), never in the first
 * bundle: this module brings the machines, xstate, react-hook-form and the forms.
 */
import { useRouter } from '@tanstack/react-router'
import { useEffect, useId, useState } from 'react'
import { authPanels, type AuthPanel } from '@machines/accounts/auth-panel.machine'
import type { SignInOutput } from '@machines/accounts/sign-in.machine'
import { useAuthPanel } from '~/flows/accounts/auth.flow'
import { safeRedirect } from '~/lib/accounts/redirect'
import type { Viewer } from '@contracts/accounts/viewer'
import { useShell } from '../useShell'
import { AuthDialog } from './AuthDialog'
import { EmailAlreadyPanel } from './EmailAlreadyPanel'
import { ForgotPasswordPanel } from './ForgotPasswordPanel'
import { SignInPanel } from './SignInPanel'
import { SignUpPanel } from './SignUpPanel'
import { VerifyMobilePanel } from './VerifyMobilePanel'
import type { AuthRequest } from './open-auth'
import formsCss from '../forms/forms.css?inline'
import css from './auth.css?inline'

export const panelTitles: Record<AuthPanel, string> = {
  signIn: 'Sign in',
  signUp: 'Create an account',
  forgotPassword: 'Forgot password',
  resetSent: 'Check your e-mail',
  emailAlready: 'E-mail already signed up',
  verifyMobile: 'Verify your mobile number',
  addMobile: 'Add your mobile number',
}

export default function AuthOverlay({ request }: { request: AuthRequest & { n: number } }) {
  const { layout } = useShell()
  const presentation = layout === 'mobile' ? 'drawer' : 'modal'
  const [snapshot, send] = useAuthPanel(presentation)
  const router = useRouter()
  const titleId = useId()
  const [user, setUser] = useState<Viewer | null>(null)
  // A page that asked for sign-in (isUserForceLogin) gets the person back once the panel is done.
  const [returnTo, setReturnTo] = useState<string | null>(null)

  const { n, panel: asked, isUserForceLogin, redirectTo, from } = request
  useEffect(() => {
    send({
      type: 'OPEN',
      ...(asked ? { panel: asked } : {}),
      ...(isUserForceLogin !== undefined ? { isUserForceLogin } : {}),
      ...(redirectTo !== undefined ? { redirectTo } : {}),
      ...(from ? { from } : {}),
    })
    // A new request (n) opens the panel again; the other fields travel with it.
  }, [n, send])
  useEffect(() => send({ type: 'SET_PRESENTATION', presentation }), [presentation, send])

  const { context } = snapshot
  const panel = authPanels.find((p) => snapshot.matches({ open: p })) ?? null
  const close = () => send({ type: 'CLOSE' })
  const show = (p: 'signIn' | 'signUp' | 'forgotPassword') => send({ type: 'SHOW', panel: p })
  const idPrefix = `overlay-${titleId.replace(/[^a-zA-Z0-9-]/g, '')}`

  const signedIn = (output: Extract<SignInOutput, { outcome: 'signedIn' }>) => {
    setUser(output.user)
    send({ type: 'SIGNED_IN', mobile: output.mobile })
    if (output.mobile === 'verified') goBack(output.redirectTo)
    else setReturnTo(output.redirectTo)
  }
  const goBack = (to: string | null) => {
    if (to) void router.navigate({ href: safeRedirect(to) })
  }

  return (
    <>
      <style>{formsCss + css}</style>
      <AuthDialog
        open={panel !== null}
        presentation={context.presentation}
        labelledBy={titleId}
        title={panel ? panelTitles[panel] : 'Sign in'}
        onClose={close}
      >
        {panel === 'signIn' && (
          <SignInPanel
            idPrefix={idPrefix}
            from={context.from}
            redirectTo={context.redirectTo}
            isUserForceLogin={context.isUserForceLogin}
            notice={context.notice}
            onSignedIn={signedIn}
            onSignUp={() => show('signUp')}
            onForgot={() => show('forgotPassword')}
          />
        )}
        {panel === 'signUp' && (
          <SignUpPanel
            idPrefix={idPrefix}
            onSignedUp={(u) => {
              setUser(u)
              send({ type: 'SIGNED_UP' })
            }}
            onEmailTaken={(email) => send({ type: 'EMAIL_TAKEN', email })}
            onSignIn={() => show('signIn')}
          />
        )}
        {panel === 'emailAlready' && (
          <EmailAlreadyPanel
            email={context.email}
            onSignIn={() => show('signIn')}
            onForgot={() => show('forgotPassword')}
          />
        )}
        {/* One element for both panels: the reset flow keeps going when the sent panel shows. */}
        {(panel === 'forgotPassword' || panel === 'resetSent') && (
          <ForgotPasswordPanel
            idPrefix={idPrefix}
            notice={context.notice}
            onSent={(email) => send({ type: 'RESET_EMAIL_SENT', email })}
            onResent={() => send({ type: 'RESET_EMAIL_RESENT' })}
            onReset={() => send({ type: 'PASSWORD_RESET' })}
            onSignIn={() => show('signIn')}
          />
        )}
        {(panel === 'verifyMobile' || panel === 'addMobile') && (
          <VerifyMobilePanel
            idPrefix={idPrefix}
            user={user}
            onDone={() => {
              send({ type: 'MOBILE_DONE' })
              goBack(returnTo)
            }}
          />
        )}
      </AuthDialog>
    </>
  )
}
