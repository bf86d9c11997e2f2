/**
 * The sandbox controls (the outbox, the OTP clock, the flight scenarios) answer only callers on the
 * services' own machine: the real socket's address, never X-Forwarded-For, which any caller can
 * write. A public visitor reaches the outbox only through the store, which shows a browser its own
 * messages (docs/decisions/0050).
 */
import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import { ApiError, notFoundError } from './errors'

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/

/** The socket's remote address, or undefined when there is no socket (app.request() in tests). */
function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address
  } catch {
    return undefined
  }
}

export function isLoopback(address: string | undefined): boolean {
  return address !== undefined && LOOPBACK.test(address)
}

/** 404 outside the sandbox; 403 from anywhere but loopback. */
export function requireSandboxCaller(c: Context, sandbox: boolean): void {
  const path = new URL(c.req.url).pathname
  if (!sandbox) throw notFoundError(`No endpoint ${c.req.method} ${path}`)
  if (!isLoopback(socketAddress(c))) {
    throw new ApiError(
      403,
      'SANDBOX_LOOPBACK_ONLY',
      `${c.req.method} ${path} answers only on the services' own machine`,
      "The sandbox controls are reachable from 127.0.0.1 or ::1 only; read your messages on the store's /dev/outbox page.",
    )
  }
}

/** The opaque tag of the store session that asked for a message (X-Sandbox-Requester), if well formed. */
export function sandboxRequester(c: Context): string | undefined {
  const tag = c.req.header('x-sandbox-requester')
  return tag && /^[A-Za-z0-9_-]{16,64}$/.test(tag) ? tag : undefined
}

/**
 * The client a sandbox control is set for: the browser's address, which the BFF forwards in
 * X-Forwarded-For (its first entry); without it, every direct caller is one client.
 */
export const sandboxClientOf = (c: Context) => c.req.header('x-forwarded-for')?.split(',')[0]?.trim() ?? ''
