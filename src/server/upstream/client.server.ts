/**
 * The upstream as the current request sees it: the wrapper bound to this request's session token
 * and layout. The one place an authentication_token from the services reaches the session.
 */
import type { z } from 'zod'
import { clientIp } from '../platform/client-ip.server'
import { deployment, upstreamUrl } from '../platform/config.server'
import { currentRequestId } from '../platform/request-context.server'
import { currentLayout } from '../shell/layout.server'
import { newOutboxTag, readSession, writeSession } from '../session/session.server'
import { createUpstream, type UpstreamRequest, type UpstreamResult } from './wrapper.server'

const shared = createUpstream({ baseUrl: upstreamUrl, timeoutMs: deployment.UPSTREAM_TIMEOUT_MS })

/** What a typed client passes: everything but the token and layout, which come from the request. */
export type BoundRequest<S extends z.ZodType> = Omit<
  UpstreamRequest<S>,
  'layout' | 'auth' | 'clientIp' | 'requestId' | 'sandboxRequester'
> & {
  /** Leave the bearer off even when the session has one. */
  skipAuth?: boolean
  /**
   * The call may make the services send an SMS or e-mail: in the sandbox the session gets an outbox
   * tag (created now if needed), so /dev/outbox can show this browser the message (0050).
   */
  sendsMessage?: boolean
}

export type BoundUpstream = <S extends z.ZodType>(
  opts: BoundRequest<S>,
) => Promise<UpstreamResult<z.output<S>>>

export function upstream(): BoundUpstream {
  return async (opts) => {
    const { skipAuth, sendsMessage, ...rest } = opts
    const tag = outboxTag(sendsMessage ?? false)
    const result = await shared.request({
      ...rest,
      ...(tag ? { sandboxRequester: tag } : {}),
      layout: currentLayout(),
      // The browser's address: the socket's, or X-Forwarded-For's first entry behind a trusted proxy.
      clientIp: clientIp(),
      requestId: currentRequestId(),
      auth: { token: readSession()?.accessToken ?? null, skip: skipAuth ?? false },
    })
    if (result.authenticationToken) writeSession({ accessToken: result.authenticationToken })
    return result
  }
}

/** The session's outbox tag in the sandbox; a call that sends a message creates one (and the session). */
function outboxTag(sendsMessage: boolean): string | undefined {
  if (!deployment.SANDBOX) return undefined
  const existing = readSession()?.outboxTag
  if (existing || !sendsMessage) return existing
  return writeSession({ outboxTag: newOutboxTag() }).outboxTag
}
