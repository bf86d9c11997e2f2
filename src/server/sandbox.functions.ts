/**
 * Whether this deployment runs the sandbox (SANDBOX, on unless 'false'): sandbox-only pages such
 * as the results benchmark page answer 404 outside it.
 */
import { createServerFn } from '@tanstack/react-start'
import { deployment } from './config.server'

export const isSandbox = createServerFn({ method: 'GET' }).handler((): boolean => deployment.SANDBOX)
