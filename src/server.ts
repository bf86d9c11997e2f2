// The server entry: Start's handler inside the store's request platform — request id, CSP nonce,
// security headers, gzip and the request's log line (src/server/platform/serve.server.ts) — with the
// body size limit (body-limit.ts) and server-function calls made readable for Start
// (server-fn-request.ts; what Start still cannot read is answered by server-fn-guard.ts).
import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { withBodyLimit } from './server/platform/body-limit'
import { deployment } from './server/platform/config.server'
import { serveRequest } from './server/platform/serve.server'
import { prepareServerFnCall } from './server/platform/server-fn-request'
import { getRouter } from './router'

// Only to name a page's route pattern in the log; Start makes its own router per request.
let matcher: ReturnType<typeof getRouter> | undefined
function routeOf(pathname: string): string {
  matcher ??= getRouter()
  const [, , found] = matcher.getMatchedRoutes(pathname)
  return found?.fullPath ?? '(no route)'
}

export default createServerEntry({
  fetch(request, ...rest) {
    return serveRequest(
      request,
      () =>
        withBodyLimit(request, deployment.BODY_LIMIT_BYTES, async (limited) => {
          const call = prepareServerFnCall(limited)
          if (call instanceof Response) return call
          return handler.fetch(call, ...rest)
        }),
      routeOf,
    )
  },
})
