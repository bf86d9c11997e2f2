/**
 * The shell's reads for the routes: the layout and public product configuration (`loadShell`, in
 * the root route's beforeLoad) and whether this deployment is the sandbox (`isSandbox`, in the
 * loaders of sandbox-only pages). Routes and components reach src/server/shell/*.functions.ts only
 * through here (docs/decisions/0037).
 */
export { loadShell } from '~/server/shell/layout.functions'
export type { Shell } from '~/server/shell/layout.functions'
export { isSandbox } from '~/server/shell/sandbox.functions'
