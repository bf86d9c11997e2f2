import { rootRouteId, useRouteContext, useRouterState } from '@tanstack/react-router'
import { defaultProductConfig } from '../../app.config'
import type { Shell } from '~/server/layout.functions'
import { parseShellParams, type ShellParams } from '~/lib/shell-params'

// When the root's beforeLoad itself failed (the error page), there is no shell in the context:
// paint the desktop layout with the default configuration rather than fail again.
const fallback: Shell = { layout: 'desktop', config: defaultProductConfig }

/** The layout decided on the server and the product configuration. */
export function useShell(): Shell {
  const shell: Shell | undefined = useRouteContext({ from: rootRouteId, select: (c) => c.shell })
  return shell ?? fallback
}

/** `mobile`, `h` and `f` from the current address. */
export function useShellParams(): ShellParams {
  const search = useRouterState({ select: (s) => s.location.search })
  return parseShellParams(search)
}
