import { createRouter } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { QueryClient } from '@tanstack/react-query'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { routeTree } from './routeTree.gen'
import { NotFound } from './components/NotFound'
import { RouteError } from './components/RouteError'
import { currentRequest } from './server/platform/request-context.server'
import { retryUnlessRefused } from './lib/refusal'
import { parseSearch, stringifySearch } from './lib/search-serializer'

// The nonce of this answer's Content-Security-Policy (src/server/platform/serve.server.ts): the
// router puts it on every script and style it renders. In the browser Start reads it back from the
// page's csp-nonce meta tag.
const cspNonce = createIsomorphicFn()
  .server(() => currentRequest()?.nonce)
  .client(() => undefined)

export function getRouter() {
  const queryClient = new QueryClient({
    // A refusal (4xx) is not asked again: the page would wait a second for the same answer and
    // the services would be asked twice (docs/decisions/0175).
    defaultOptions: { queries: { staleTime: 60_000, retry: retryUnlessRefused } },
  })
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultNotFoundComponent: NotFound,
    // A page's failure shows the store's error page at any depth (the root's errorComponent is not
    // inherited): with the services down it says the store is starting or busy (decision 0210).
    defaultErrorComponent: RouteError,
    // Plain values in the address, one address for one state (docs/decisions/0200).
    parseSearch,
    stringifySearch,
    ssr: { nonce: cspNonce() },
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}
