/**
 * Whether the browser reaches the store over HTTPS: the one rule behind both HSTS (serve.server.ts)
 * and the session cookie's Secure flag (session.server.ts), so the two never disagree (decision 0188).
 * Pure: the request and the deployment in, a yes or no out.
 *
 * - the request itself came over TLS;
 * - or a proxy in front says so in X-Forwarded-Proto, believed only with TRUST_PROXY=true (anyone
 *   can send the header to a store that faces browsers directly);
 * - or PUBLIC_URL, where people reach the store, is https (a TLS proxy that does not forward the
 *   protocol): the operator said so.
 */
export interface TransportSettings {
  TRUST_PROXY: boolean
  PUBLIC_URL?: string | undefined
}

export function servedOverHttps(request: Request, settings: TransportSettings): boolean {
  if (new URL(request.url).protocol === 'https:') return true
  if (settings.TRUST_PROXY) {
    const forwarded = request.headers.get('x-forwarded-proto')?.split(',', 1)[0]?.trim().toLowerCase()
    if (forwarded === 'https') return true
  }
  return settings.PUBLIC_URL !== undefined && URL.parse(settings.PUBLIC_URL)?.protocol === 'https:'
}

/** HSTS goes with every answer served over HTTPS by the rule above. */
export const sendsHsts = servedOverHttps

/** The session cookie is Secure by the same rule. */
export const secureCookies = servedOverHttps
