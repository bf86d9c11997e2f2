import { rootRouteId, useRouteContext, useRouterState } from '@tanstack/react-router'
import type { Shell } from '../flows/shell/shell.queries'
import { parseShellParams, type ShellParams } from '../lib/shell-params'

/** The shell, or undefined when the root's beforeLoad itself failed (only the root document uses this). */
export function useOptionalShell(): Shell | undefined {
  // The context is typed as always having a shell; on the root's own error page it does not.
  const shell: Shell | undefined = useRouteContext({ from: rootRouteId, select: (c) => c.shell })
  return shell
}

/** The layout decided on the server and the product configuration, for pages and their parts. */
export function useShell(): Shell {
  const shell = useOptionalShell()
  if (!shell)
    throw new Error('useShell(): no shell in the root context; it is loaded by the root route beforeLoad.')
  return shell
}

/** `mobile`, `h` and `f` from the current address. */
export function useShellParams(): ShellParams {
  const search = useRouterState({ select: (s) => s.location.search })
  return parseShellParams(search)
}
