/**
 * Server-function calls made readable for Start before it sees them (decision 0047):
 * - an address under /_serverFn/ with no function id ('/_serverFn/', '/_serverFn/.') made Start
 *   throw before any middleware ran: 500. It is answered 404 here.
 * - a call without Start's `x-tsr-serverFn: true` header (a script, a crawler, an address typed
 *   into a browser) made Start hand back the function's bare result: a boolean or null is no
 *   Response, so `isSandbox` answered 500. Such a call gets the header here and with it the same
 *   serialised answer (or serialised error) a page gets. Form posts keep Start's own handling
 *   (their redirects stay real redirects).
 */
import { unknownFunction } from './server-fn-guard'
import { copyRequest } from './request-copy'

const serverFnBase = process.env.TSS_SERVER_FN_BASE ?? '/_serverFn/'
const formTypes = /multipart\/form-data|application\/x-www-form-urlencoded/i

export function prepareServerFnCall(request: Request): Request | Response {
  const path = new URL(request.url).pathname
  if (!path.startsWith(serverFnBase)) return request
  if (path.slice(serverFnBase.length).split('/')[0] === '') {
    const error = unknownFunction()
    return Response.json({ statusMessage: error.message, code: error.code }, { status: 404 })
  }
  if (request.headers.get('x-tsr-serverfn') === 'true') return request
  if (formTypes.test(request.headers.get('content-type') ?? '')) return request
  // Headers of an incoming request are immutable; a copy of the request carries the new set.
  const headers = new Headers(request.headers)
  headers.set('x-tsr-serverfn', 'true')
  return copyRequest(request, { headers })
}
