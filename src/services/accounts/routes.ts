/**
 * Accounts domain: the auth service (000 §7 "Auth service v1", "v2 and v3") under /auth and the account service under /account. The endpoint list with bodies
 * and statuses is in docs/upstream.md; the security numbers in ./constants.ts.
 */
import { Hono } from 'hono'
import type { AccountsContext } from './context'
import { registerEmailAndV3 } from './routes/email'
import { registerMe } from './routes/me'
import { registerPhoneConfirmation } from './routes/phone'
import { registerReset } from './routes/reset'
import { registerSandbox } from './routes/sandbox'
import { registerSessions } from './routes/sessions'
import { registerSignIn } from './routes/sign-in'
import { registerSignUp } from './routes/sign-up'

export function authRoutes(ctx: AccountsContext): Hono {
  const app = new Hono()
  // Nothing here may be cached by a shared cache: answers carry tokens and personal data.
  app.use(async (c, next) => {
    await next()
    c.header('Cache-Control', 'no-store')
  })
  registerSignUp(app, ctx)
  registerSignIn(app, ctx)
  registerReset(app, ctx)
  registerPhoneConfirmation(app, ctx)
  registerEmailAndV3(app, ctx)
  registerMe(app, ctx)
  registerSandbox(app, ctx)
  registerSessions(app, ctx)
  return app
}

/** The account service (/account) is the accounts domain's second prefix. */
export { accountRoutes } from './routes/account'
