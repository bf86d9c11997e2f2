/**
 * The shell's first request: which layout to paint (000 §1) and the public product
 * configuration. Called from the root route through `shellQueryOptions`, so it runs inside the
 * document request on the server and is never fetched again by the browser (staleTime: ∞).
 */
import { createServerFn } from '@tanstack/react-start'
import { getCookie, getRequestHeader } from '@tanstack/react-start/server'
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import type { ProductConfig } from '@config'
import { deployment, publicConfig } from '../platform/config.server'
import { VIEWPORT_COOKIE, decideLayout, parseViewportCookie, type Layout } from './layout'
import { input } from '../platform/validate'

export interface Shell {
  layout: Layout
  config: ProductConfig
  /** Sandbox deployment: the footer links the dev outbox. */
  sandbox: boolean
}

// The `mobile` query parameter is passed in rather than read from the request URL: when the
// browser calls this function the request URL is the /_serverFn endpoint, not the page.
const shellInput = z.object({ mobile: z.string().max(32).optional() })

export const getShell = createServerFn({ method: 'GET' })
  .validator(input(shellInput))
  .handler(({ data }): Shell => {
    const config = publicConfig()
    const layout = decideLayout(
      {
        userAgent: getRequestHeader('user-agent'),
        mobileParam: data.mobile,
        viewport: parseViewportCookie(getCookie(VIEWPORT_COOKIE)),
      },
      config.ui.largeDesktopWidth,
    )
    return { layout, config, sandbox: deployment.SANDBOX }
  })

export const shellQueryOptions = (mobile: string | undefined) =>
  queryOptions({
    queryKey: ['shell', mobile ?? null],
    queryFn: () => getShell({ data: { mobile } }),
    staleTime: Number.POSITIVE_INFINITY,
  })

/**
 * The shell for the root route. In the browser a new `mobile` value means a new call; when that
 * call fails (offline), the shell the page was painted with is kept rather than failing the page:
 * the layout only changes at the next document load anyway.
 */
export async function loadShell(queryClient: QueryClient, mobile: string | undefined): Promise<Shell> {
  try {
    return await queryClient.ensureQueryData(shellQueryOptions(mobile))
  } catch (error) {
    const known = queryClient.getQueriesData<Shell>({ queryKey: ['shell'] }).find(([, shell]) => shell)?.[1]
    if (known) return known
    throw error
  }
}
