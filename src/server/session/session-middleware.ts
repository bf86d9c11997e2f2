/**
 * Request middleware (src/start.ts): before a page or a server function reads the session, a
 * session that was ended (sign-out, rotation at sign-in) is dropped — one look-up with the services
 * per request that carries a session cookie (docs/decisions/0187).
 */
import { createMiddleware } from '@tanstack/react-start'
import { dropRevokedSession } from './session.server'

export const endedSessionGuard = createMiddleware({ type: 'request' }).server(async ({ next }) => {
  await dropRevokedSession()
  return next()
})
