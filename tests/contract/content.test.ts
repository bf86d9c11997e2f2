import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningUpstream } from '~/services/main'
import { docExample } from '../support/doc-examples'
import { expectMatchesExample } from '../support/expect-example'
import { get, readJson, startTestUpstream } from '../support/upstream'

let upstream: RunningUpstream
beforeAll(async () => {
  upstream = await startTestUpstream()
})
afterAll(() => upstream?.close())

/** What a client does with Content.Value (000 §7): decode the HTML entities, then JSON.parse. */
function decodeContentValue(value: string): unknown {
  const decoded = value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')
  return JSON.parse(decoded)
}

interface ContentResult {
  GetContentbyTitleResult: { Title: string; Content: { Value: string } }[]
}

async function contentValue(title: string): Promise<unknown> {
  const res = await get(upstream.url, `/content/Services/Content/GetContentbyTitle/${title}`)
  expect(res.status).toBe(200)
  const body = (await res.json()) as ContentResult
  expect(body.GetContentbyTitleResult).toHaveLength(1)
  expect(body.GetContentbyTitleResult[0]?.Title).toBe(title)
  return decodeContentValue(body.GetContentbyTitleResult[0]?.Content.Value ?? '')
}

describe('GET /content/Services/Content/GetContentbyTitle/{title}', () => {
  it('serves the terms of use as escaped JSON that decodes to sections', async () => {
    const res = await get(upstream.url, '/content/Services/Content/GetContentbyTitle/terms')
    const raw = ((await res.json()) as ContentResult).GetContentbyTitleResult[0]?.Content.Value ?? ''
    // Escaped: no raw quotes or apostrophes survive.
    expect(raw).not.toMatch(/["'<>]/)
    expect(raw).toContain('&quot;')
    const terms = decodeContentValue(raw) as {
      title: string
      sections: { heading: string; paragraphs: string[] }[]
    }
    expect(terms.title).toBe('Terms of use')
    expect(terms.sections.length).toBeGreaterThanOrEqual(10)
    for (const s of terms.sections) {
      expect(s.heading).not.toBe('')
      expect(s.paragraphs.length).toBeGreaterThan(0)
    }
  })

  it('serves the privacy policy, written for the DPDP Act', async () => {
    const privacy = (await contentValue('privacy')) as {
      sections: { heading: string; paragraphs: string[] }[]
    }
    expect(privacy.sections.length).toBeGreaterThanOrEqual(10)
    expect(JSON.stringify(privacy)).toContain('Digital Personal Data Protection Act, 2023')
  })

  it('serves the flight results notes exactly as documented', async () => {
    const res = await get(upstream.url, '/content/Services/Content/GetContentbyTitle/flight_srp_info')
    expect(res.status).toBe(200)
    expectMatchesExample(await res.json(), docExample('content.title.response'))
  })

  it('serves footer link columns, offers with codes, and flight results notes', async () => {
    const footer = (await contentValue('footer')) as {
      columns: { heading: string; links: { href: string }[] }[]
    }
    expect(footer.columns.flatMap((c) => c.links.map((l) => l.href))).toEqual(
      expect.arrayContaining(['/in/terms', '/in/privacy-policy']),
    )
    const offers = (await contentValue('offers')) as { offers: { code: string; validTo: string }[] }
    expect(offers.offers.length).toBeGreaterThan(0)
    for (const o of offers.offers) expect(o.code).toMatch(/^[A-Z0-9]+$/)
    const srp = (await contentValue('flight_srp_info')) as { notes: string[] }
    expect(srp.notes.length).toBeGreaterThan(0)
  })

  it('answers 404 with the error shape for an unknown title', async () => {
    const res = await get(upstream.url, '/content/Services/Content/GetContentbyTitle/no_such_page')
    expect(res.status).toBe(404)
    expectMatchesExample(await res.json(), docExample('content.not-found.response'))
  })

  it('answers 400 for a title with characters no title has', async () => {
    const res = await get(upstream.url, '/content/Services/Content/GetContentbyTitle/a%20b')
    expect(res.status).toBe(400)
  })
})

describe('homepage categories and white labels', () => {
  it('serves homepage categories 1 and the default white label in the same escaped form', async () => {
    const cats = await get(upstream.url, '/content/Services/Content/GetHomepageCategories/1')
    expect(cats.status).toBe(200)
    const catsBody = await readJson<{ GetHomepageCategoriesResult: { Content: { Value: string } }[] }>(cats)
    expectMatchesExample(catsBody, docExample('content.homepage-categories.response'))
    const value = decodeContentValue(catsBody.GetHomepageCategoriesResult[0]?.Content.Value ?? '') as {
      categories: unknown[]
    }
    expect(value.categories.length).toBeGreaterThan(0)

    const wl = await get(upstream.url, '/content/Services/Content/GetWhiteLabels/default')
    expect(wl.status).toBe(200)
    const wlBody = await readJson<{ GetWhiteLabelsResult: { Content: { Value: string } }[] }>(wl)
    expectMatchesExample(wlBody, docExample('content.white-label.response'))
    const label = decodeContentValue(wlBody.GetWhiteLabelsResult[0]?.Content.Value ?? '') as {
      meta: { productName: string }
    }
    expect(label.meta.productName).toBe('Safarnama')

    expect((await get(upstream.url, '/content/Services/Content/GetWhiteLabels/unknown-partner')).status).toBe(
      404,
    )
  })
})
