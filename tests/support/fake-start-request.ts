/**
 * Stands in for '@tanstack/react-start/server' in BFF tests: one current request with a cookie jar,
 * as Start would give a server function. Use with
 *   vi.mock('@tanstack/react-start/server', () => import('../support/fake-start-request'))
 */
type Jar = {
  request: Request
  sent: Map<string, string>
  set: Map<string, { value: string; options: unknown }>
  /** The browser's address as getRequestIP reports it. */
  clientIp: string
}

let jar: Jar | undefined

export function current(): Jar {
  if (!jar) throw new Error('no request: call newRequest() first')
  return jar
}

export function newRequest(
  cookies: Record<string, string> = {},
  userAgent = 'Mozilla/5.0 (X11; Linux x86_64)',
): void {
  jar = {
    request: new Request('http://store.test/', { headers: { 'user-agent': userAgent } }),
    sent: new Map(Object.entries(cookies)),
    set: new Map(),
    clientIp: '203.0.113.7',
  }
}

/** The next request of the same browser: it sends back the session cookie the last response set. */
export function nextRequestOfSameBrowser(userAgent?: string): void {
  const sid = current().set.get('sid')?.value ?? current().sent.get('sid')
  newRequest(sid ? { sid } : {}, userAgent)
}

export const getRequest = () => current().request
export const getCookie = (name: string) => current().sent.get(name)
export const setCookie = (name: string, value: string, options: unknown) => {
  current().set.set(name, { value, options })
}
export const deleteCookie = (name: string) => {
  current().set.set(name, { value: '', options: { maxAge: 0 } })
}
export const getRequestProtocol = () => 'http'
export const getRequestHeader = (name: string) => current().request.headers.get(name) ?? undefined
/** As Start's: the first X-Forwarded-For entry when asked to and present, else the socket's address. */
export const getRequestIP = (opts?: { xForwardedFor?: boolean }) => {
  const forwarded = opts?.xForwardedFor
    ? current().request.headers.get('x-forwarded-for')?.split(',', 1)[0]?.trim()
    : undefined
  return forwarded || current().clientIp
}
/** A header the browser (or a proxy in front of the store) sent with the current request. */
export function setRequestHeader(name: string, value: string): void {
  current().request.headers.set(name, value)
}
/** The current request comes from another address (a different browser, or behind a proxy). */
export function setClientIp(ip: string): void {
  current().clientIp = ip
}
