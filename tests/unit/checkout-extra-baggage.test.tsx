// The add-ons page's extra baggage as first painted: a labelled select per seated traveller and per
// flight that sells it, nothing at all when no flight does.
import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { sampleBooking } from '@machines/checkout/samples'
import { ExtraBaggage } from '~/components/checkout/ExtraBaggage'

const travellers = [
  { index: 0, name: 'Asha Rao' },
  { index: 1, name: 'Child 1' },
]
const piece = (kg: number, price: number) => ({ code: `XBAG${kg}`, quantity: kg, unit: 'kg' as const, price })

describe('extra baggage on the add-ons page', () => {
  it('a select per traveller on the flight that sells it, its label naming traveller and flight, the chosen piece selected', () => {
    const booking = {
      ...sampleBooking('DRAFT'),
      baggage: [
        {
          traveller: 1,
          flight_key: '6E-2131-2026-12-01',
          code: 'XBAG15',
          quantity: 15,
          unit: 'kg' as const,
          price: 540_000,
        },
      ],
    }
    const html = renderToStaticMarkup(
      <ExtraBaggage
        offers={[
          { flight_key: '6E-2131-2026-12-01', baggage: [piece(5, 190_000), piece(15, 540_000)] },
          { flight_key: 'UK-955-2026-12-01', baggage: [] },
        ]}
        booking={booking}
        travellers={travellers}
        disabled={false}
        onChoose={() => {}}
      />,
    )
    expect(html).toContain('<h2 id="extra-baggage-heading">Extra baggage</h2>')
    expect(html).toContain('<legend>Extra baggage on 6E 2131</legend>')
    expect(html).not.toContain('UK 955')
    for (const t of travellers) expect(html).toContain(`Extra baggage for ${t.name}, 6E 2131</label>`)
    expect(html.match(/<select /g)).toHaveLength(2)
    expect(html).toContain('<option value="">No extra baggage</option>')
    expect(html).toMatch(/<option value="XBAG15" selected="">15 kg — ₹5,400(\.00)?<\/option>/)
  })

  it('nothing when no flight sells extra baggage', () => {
    const html = renderToStaticMarkup(
      <ExtraBaggage
        offers={[{ flight_key: 'UK-955-2026-12-01', baggage: [] }]}
        booking={sampleBooking('DRAFT')}
        travellers={travellers}
        disabled={false}
        onChoose={() => {}}
      />,
    )
    expect(html).toBe('')
  })
})
