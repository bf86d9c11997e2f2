/**
 * The upstream as the current request sees it: the wrapper bound to this request's session token
 * and layout. The one place an authentication_token from the services reaches the session.
 */
import type { z } from 'zod'
import { clientIp } from '../platform/client-ip.server'
import { deployment, upstreamUrl } from '../platform/config.server'
import { currentLayout } from '../shell/layout.server'
import { readSession, writeSession } from '../session/session.server'
import { createUpstream, type UpstreamRequest, type UpstreamResult } from './wrapper.server'

const shared = createUpstream({ baseUrl: upstreamUrl, timeoutMs: deployment.UPSTREAM_TIMEOUT_MS })

/** What a typed client passes: everything but the token and layout, which come from the request. */
export type BoundRequest<S extends z.ZodType> = Omit<UpstreamRequest<S>, 'layout' | 'auth' | 'clientIp'> & {
  /** Leave the bearer off even when the session has one. */
  skipAuth?: boolean
}

export type BoundUpstream = <S extends z.ZodType>(
  opts: BoundRequest<S>,
) => Promise<UpstreamResult<z.output<S>>>

export function upstream(): BoundUpstream {
  return async (opts) => {
    const { skipAuth, ...rest } = opts
    const result = await shared.request({
      ...rest,
      layout: currentLayout(),
      // The browser's address: the socket's, or X-Forwarded-For's first entry behind a trusted proxy.
      clientIp: clientIp(),
      auth: { token: readSession()?.accessToken ?? null, skip: skipAuth ?? false },
    })
    if (result.authenticationToken) writeSession({ accessToken: result.authenticationToken })
    return result
  }
}
