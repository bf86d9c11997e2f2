import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { LegalPage } from '~/components/LegalPage'

describe('LegalPage', () => {
  it('renders the title, the date, and each section as a heading with its paragraphs', () => {
    const html = renderToStaticMarkup(
      <LegalPage
        fallbackTitle="Terms of use"
        content={{
          title: 'Terms of use',
          updated: '1 April 2025',
          sections: [
            { heading: '1. About these terms', paragraphs: ['First & foremost.', 'Second.'] },
            { heading: '2. Accounts', paragraphs: ['Keep your OTP secret.'] },
          ],
        }}
      />,
    )
    expect(html).toContain('<h1>Terms of use</h1>')
    expect(html).toContain('Last updated: 1 April 2025')
    expect(html).toContain('<h2>1. About these terms</h2><p>First &amp; foremost.</p><p>Second.</p>')
    expect(html).toContain('<h2>2. Accounts</h2><p>Keep your OTP secret.</p>')
  })

  it('uses the page name when the document has no title', () => {
    const html = renderToStaticMarkup(<LegalPage fallbackTitle="Privacy policy" content={{ sections: [] }} />)
    expect(html).toContain('<h1>Privacy policy</h1>')
  })

  it('says the document cannot be shown when the content has another shape', () => {
    for (const content of [null, 'text', { sections: [{ heading: 'x', paragraphs: 'not a list' }] }]) {
      const html = renderToStaticMarkup(<LegalPage fallbackTitle="Terms of use" content={content} />)
      expect(html).toContain('<h1>Terms of use</h1>')
      expect(html).toContain('This document cannot be shown right now.')
    }
  })
})
