/**
 * Gzip for server-rendered pages and server-function answers. nitro compresses the static assets
 * at build time (compressPublicAssets) but not dynamic responses; an uncompressed 16 KB document
 * costs a cheap phone on a slow network a round trip (Lighthouse "text compression").
 */
const compressible = /^(text\/|application\/(json|javascript|x-tss-framed|xml|manifest\+json))/

export function shouldCompress(request: Request, response: Response): boolean {
  if (!response.body || response.status === 204 || response.status === 304) return false
  if (response.headers.has('content-encoding')) return false
  if (request.method === 'HEAD') return false
  const accept = request.headers.get('accept-encoding') ?? ''
  if (!/\bgzip\b/i.test(accept)) return false
  return compressible.test(response.headers.get('content-type') ?? '')
}

export function compressResponse(request: Request, response: Response): Response {
  if (!shouldCompress(request, response) || !response.body) return response
  const headers = new Headers(response.headers)
  headers.set('content-encoding', 'gzip')
  headers.delete('content-length')
  headers.append('vary', 'Accept-Encoding')
  return new Response(response.body.pipeThrough(new CompressionStream('gzip')), {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}
