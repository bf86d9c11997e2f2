/** 000 §8 "Sign-up email taken … opens the email-already panel": sign in, or reset the password. */
export function EmailAlreadyPanel({
  email,
  onSignIn,
  onForgot,
}: {
  email: string | null
  onSignIn: () => void
  onForgot: () => void
}) {
  return (
    <div className="auth-form">
      <p className="auth-note">
        {email ? <strong>{email}</strong> : 'This e-mail'} is already signed up. Sign in to your account, or
        reset your password if you have forgotten it.
      </p>
      <button type="button" className="button auth-submit" onClick={onSignIn}>
        Sign in instead
      </button>
      <button type="button" className="auth-link" onClick={onForgot}>
        Forgot password?
      </button>
    </div>
  )
}
