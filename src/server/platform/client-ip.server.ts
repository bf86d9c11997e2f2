/**
 * The browser's address as the BFF tells the services (their per-address rate limits) and the
 * error log. X-Forwarded-For is whatever the client sent unless a proxy in front overwrote it, so
 * it is believed only when the deployment says a proxy is there (TRUST_PROXY); otherwise the
 * socket's address. Decision 0014.
 */
import { getRequestIP } from '@tanstack/react-start/server'
import { deployment } from './config.server'

export function clientIp(): string | undefined {
  return getRequestIP({ xForwardedFor: deployment.TRUST_PROXY })
}
