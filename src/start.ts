/**
 * Start's global set-up. With a src/start.ts Start no longer installs its CSRF guard by itself, so
 * it is added here (STYLE.md, PLATFORM.md).
 */
import { createCsrfMiddleware, createStart } from '@tanstack/react-start'
import { serverFnGuard } from './server/platform/server-fn-guard'
import { endedSessionGuard } from './server/session/session-middleware'
import { userErrorStatus } from './server/platform/user-error-status'
import { userErrorAdapter } from './server/platform/user-error-transport'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

// Every server function call (they are all public HTTP endpoints, and a GET one may still write the
// session), and any other request that could change something, must come from our own pages:
// Sec-Fetch-Site same-origin, or else an Origin (or Referer) equal to ours. Page loads (GET) pass, so
// links from other sites keep working.
const csrf = createCsrfMiddleware({
  filter: (ctx) => ctx.handlerType === 'serverFn' || !SAFE_METHODS.has(ctx.request.method),
})

export const startInstance = createStart(() => ({
  // A request Start cannot route or decode answers 404/400, not 500 with its internal text; an
  // ended session (a copied cookie after sign-out) is no session (docs/decisions/0187).
  requestMiddleware: [csrf, serverFnGuard, endedSessionGuard],
  // A failed server function reaches the browser as a UserError with its kind, code and fields.
  serializationAdapters: [userErrorAdapter],
  // …and with a 4xx/5xx status rather than Start's 200 (src/server/platform/user-error-status.ts).
  functionMiddleware: [userErrorStatus],
}))
