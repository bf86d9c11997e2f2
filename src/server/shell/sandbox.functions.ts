/**
 * Whether this deployment runs the sandbox (SANDBOX, on unless 'false'): sandbox-only pages such
 * as the results benchmark page and the dev outbox answer 404 outside it. Shell, not accounts:
 * pages of every domain ask it (docs/decisions/0037).
 */
import { createServerFn } from '@tanstack/react-start'
import { deployment } from '../platform/config.server'

export const isSandbox = createServerFn({ method: 'GET' }).handler((): boolean => deployment.SANDBOX)
