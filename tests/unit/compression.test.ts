import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compressResponse } from '~/server/platform/compression'

const page = '<!DOCTYPE html><html><body>' + 'Flights, hotels, trains. '.repeat(200) + '</body></html>'
const html = () =>
  new Response(page, {
    headers: { 'content-type': 'text/html; charset=utf-8', 'content-length': String(page.length) },
  })
const req = (encoding?: string, method = 'GET') =>
  new Request('http://localhost/', { method, headers: encoding ? { 'accept-encoding': encoding } : {} })

describe('compressing dynamic responses', () => {
  it('gzips a page for a browser that accepts gzip, and the page reads the same', async () => {
    const res = compressResponse(req('gzip, deflate, br'), html())
    expect(res.headers.get('content-encoding')).toBe('gzip')
    expect(res.headers.get('content-length')).toBeNull()
    expect(res.headers.get('vary')).toContain('Accept-Encoding')
    const body = Buffer.from(await res.arrayBuffer())
    expect(body.length).toBeLessThan(page.length / 5)
    expect(gunzipSync(body).toString()).toBe(page)
  })

  it('leaves the page alone when the client does not accept gzip', async () => {
    const res = compressResponse(req(), html())
    expect(res.headers.get('content-encoding')).toBeNull()
    expect(await res.text()).toBe(page)
  })

  it('does not touch images, empty answers or already-encoded bodies', () => {
    const png = new Response(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'image/png' } })
    expect(compressResponse(req('gzip'), png).headers.get('content-encoding')).toBeNull()
    expect(
      compressResponse(req('gzip'), new Response(null, { status: 304 })).headers.get('content-encoding'),
    ).toBeNull()
    const br = new Response('x', { headers: { 'content-type': 'text/html', 'content-encoding': 'br' } })
    expect(compressResponse(req('gzip'), br).headers.get('content-encoding')).toBe('br')
  })
})
