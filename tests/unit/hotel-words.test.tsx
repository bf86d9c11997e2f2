// Issue 24, "Hotels and homestays": each place named once ("Agonda, Goa, Goa"), no hotel name
// that repeats its locality ("Spice Coast Suites Arambol Arambol"), one tax wording, and the
// property type on a starred card for every reader, not only in a screen-reader label.
import { describe, expect, it } from 'vitest'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { TAX_WORDS, hotelAddress, placeWords } from '@contracts/hotels/words'
import { TAX_LABELS } from '@contracts/hotels/search'
import { HotelCard } from '~/components/hotels/HotelCard'
import { hotelCard } from '~/services/hotels/search'
import { allHotels } from '~/services/hotels/supplier'
import { addDays, todayInIndia } from '~/services/platform/time'

/** The comma-separated parts of a text that appear more than once (compared without case). */
const repeatedParts = (text: string) => {
  const parts = text.split(',').map((p) => p.trim().toLowerCase())
  return parts.filter((p, i) => parts.indexOf(p) !== i)
}

describe('a place named once', () => {
  it('drops a city that is also its state, and what the street address already says', () => {
    expect(placeWords('Agonda', 'Goa', 'Goa')).toBe('Agonda, Goa')
    expect(placeWords('Baga', null, '', 'Goa')).toBe('Baga, Goa')
    const agonda = { locality: { name: 'Agonda' }, city: { name: 'Goa', state: 'Goa' } }
    expect(hotelAddress({ ...agonda, address: '12, Beach Road, Agonda, Goa' })).toBe(
      '12, Beach Road, Agonda, Goa',
    )
    expect(hotelAddress({ ...agonda, address: '12, Beach Road' })).toBe('12, Beach Road, Agonda, Goa')
    expect(
      hotelAddress({
        address: '4, MG Road',
        locality: { name: 'Colaba' },
        city: { name: 'Mumbai', state: 'Maharashtra' },
      }),
    ).toBe('4, MG Road, Colaba, Mumbai, Maharashtra')
  })

  it('holds for every hotel of the sandbox bed bank: its address, the full address, its name', () => {
    const hotels = allHotels()
    expect(hotels.length).toBeGreaterThan(6000)
    const bad = hotels.flatMap((h) => {
      const problems: string[] = []
      if (repeatedParts(h.address).length) problems.push(`${h.id} address: ${h.address}`)
      const full = hotelAddress(h)
      if (repeatedParts(full).length) problems.push(`${h.id} full address: ${full}`)
      // "Spice Coast Suites Arambol Arambol", "Fern Hill Suites Fern Hill": the locality twice.
      if (h.name.split(h.locality.name).length > 2) problems.push(`${h.id} name: ${h.name}`)
      return problems
    })
    expect(bad).toEqual([])
  })
})

describe('the tax wording', () => {
  it('is one sentence per tax label, the same at checkout, on the booking and on the voucher', () => {
    expect(TAX_WORDS['mandatory tax']).toBe('Taxes (GST)')
    for (const label of TAX_LABELS) expect(TAX_WORDS[label]).not.toMatch(/^Taxes: /)
  })
})

describe('a starred hotel card', () => {
  it('shows the property type as text beside the stars', () => {
    const checkin = addDays(todayInIndia(Date.now()), 30)
    const stay = {
      checkin_date: checkin,
      checkout_date: addDays(checkin, 2),
      rooms: [{ adults_count: 2, children_age: [] }],
    }
    const starred = allHotels().find(
      (h) => h.stars > 0 && h.propertyType !== 'Hotel' && hotelCard(h, stay, Date.now()),
    )
    expect(starred, 'a starred property that is not a hotel').toBeTruthy()
    const card = hotelCard(starred!, stay, Date.now())!
    const html = renderToStaticMarkup(
      createElement(HotelCard, {
        hotel: card,
        href: '/hotels/x',
        showing: 'roomPerNight',
        nights: 2,
        selected: false,
        onSelect: () => {},
      }),
    )
    const visible = html.replace(/<[^>]+>/g, '')
    expect(visible).toContain(`${'★'.repeat(card.star_rating)} ${card.property_type} · ${card.locality.name}`)
  })
})
