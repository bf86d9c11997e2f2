import { describe, expect, it } from 'vitest'
import {
  ContentError,
  decodeContentValue,
  decodeHtmlEntities,
  type ContentResponse,
} from '@contracts/content/schemas'

function answer(value: string | null | undefined): ContentResponse {
  return { GetContentbyTitleResult: [{ Title: 'terms', Content: { Value: value } }] }
}

describe('decodeHtmlEntities', () => {
  it('decodes the named and numeric entities the content service writes', () => {
    expect(decodeHtmlEntities('&quot;a&quot; &amp; &lt;b&gt; &#39;c&#39; &#x20B9;1')).toBe(
      '"a" & <b> \'c\' ₹1',
    )
  })

  it('decodes once: an escaped entity stays an entity', () => {
    expect(decodeHtmlEntities('&amp;quot;')).toBe('&quot;')
  })

  it('leaves unknown entities as they are', () => {
    expect(decodeHtmlEntities('&bogus; &#0;')).toBe('&bogus; &#0;')
  })
})

describe('decodeContentValue', () => {
  it('parses the HTML-escaped JSON of the first item', () => {
    const value =
      '{&quot;title&quot;:&quot;Terms &amp; conditions&quot;,&quot;sections&quot;:[&quot;&lt;p&gt;One&lt;/p&gt;&quot;]}'
    expect(decodeContentValue('terms', answer(value))).toEqual({
      title: 'Terms & conditions',
      sections: ['<p>One</p>'],
    })
  })

  it('fails clearly when there is no item', () => {
    expect(() => decodeContentValue('terms', { GetContentbyTitleResult: [] })).toThrow(
      new ContentError('Content "terms" has no value'),
    )
  })

  it('fails clearly when the value is missing or empty', () => {
    expect(() => decodeContentValue('footer', answer(undefined))).toThrow('Content "footer" has no value')
    expect(() => decodeContentValue('footer', answer(null))).toThrow('Content "footer" has no value')
    expect(() => decodeContentValue('footer', answer('  '))).toThrow('Content "footer" has no value')
  })

  it('fails clearly when the value is not valid JSON', () => {
    expect(() => decodeContentValue('offers', answer('{&quot;broken'))).toThrow(
      /^Content "offers" is not valid JSON: /,
    )
  })
})
