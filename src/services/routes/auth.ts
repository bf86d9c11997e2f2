/**
 * Auth service (000 §7 "Auth service v1", "v2 and v3") under /auth. The endpoint list with bodies
 * and statuses is in docs/upstream.md; the security numbers in ../accounts/constants.ts.
 */
import { Hono } from 'hono'
import type { AccountsContext } from '../accounts/context'
import { registerEmailAndV3 } from '../accounts/http/email'
import { registerMe } from '../accounts/http/me'
import { registerPhoneConfirmation } from '../accounts/http/phone'
import { registerReset } from '../accounts/http/reset'
import { registerSandbox } from '../accounts/http/sandbox'
import { registerSignIn } from '../accounts/http/sign-in'
import { registerSignUp } from '../accounts/http/sign-up'

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
  return app
}
