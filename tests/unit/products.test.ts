import { describe, expect, it } from 'vitest'
import { productSchema } from '@config'
import { homeTabs, nextTabIndex, productNotice, productStatus } from '~/lib/products'

const config = (overrides: object = {}) => productSchema.parse(overrides)

describe('home tabs', () => {
  it('are the six tabs of 000 §2 in order, flights first (the index tab)', () => {
    expect(homeTabs).toEqual(['flights', 'hotels', 'trains', 'holidays', 'tradefair', 'giftcard'])
  })
})

describe('productStatus and productNotice', () => {
  it('says plainly that an offered product that is not built is coming', () => {
    const c = config()
    expect(productStatus('holidays', c)).toBe('coming')
    expect(productStatus('trains', config({ built: { trains: false } }))).toBe('coming')
    expect(productNotice('trains', config({ built: { trains: false } }))).toBe(
      'Train booking is coming soon: search and booking are being built.',
    )
    expect(productNotice('hotels', config({ built: { hotels: false } }))).toBe(
      'Hotel booking is coming soon: search and booking are being built.',
    )
    expect(productNotice('giftcard', c)).toBe(
      'Gift-card purchase is coming soon: search and booking are being built.',
    )
  })

  it('says a product whose flag is off is not available (homestays are on by default, docs/decisions/0115)', () => {
    expect(productStatus('homestays', config({ built: { hotels: true } }))).toBe('available')
    const c = config({ flags: { homestay: false } })
    expect(productStatus('homestays', c)).toBe('off')
    expect(productNotice('homestays', c)).toBe('Homestay booking is not available on Safarnama.')
  })

  it('follows the flags and the built switches', () => {
    // Hotel search is built (issue 15).
    expect(productStatus('hotels', config())).toBe('available')
    expect(productStatus('hotels', config({ flags: { hotels: false } }))).toBe('off')
    expect(productStatus('hotels', config({ built: { hotels: true } }))).toBe('available')
    expect(productNotice('hotels', config({ built: { hotels: true } }))).toBeUndefined()
    expect(
      productStatus('flights', config({ flags: { domesticFlights: false, internationalFlights: false } })),
    ).toBe('off')
    // Flights are built (issue 13): one of the two flags is enough to offer them.
    expect(productStatus('flights', config({ flags: { domesticFlights: false } }))).toBe('available')
    expect(productStatus('flights', config({ built: { flights: false } }))).toBe('coming')
  })

  it('names the white-label product', () => {
    expect(
      productNotice(
        'homestays',
        config({ flags: { homestay: false }, whiteLabel: { productName: 'Partner Trips' } }),
      ),
    ).toBe('Homestay booking is not available on Partner Trips.')
  })
})

describe('nextTabIndex (arrow keys on the tablist)', () => {
  it.each([
    [0, 'ArrowRight', 1],
    [5, 'ArrowRight', 0],
    [0, 'ArrowLeft', 5],
    [3, 'ArrowLeft', 2],
    [3, 'Home', 0],
    [1, 'End', 5],
  ])('from %i, %s → %i', (from, key, to) => {
    expect(nextTabIndex(from, key, 6)).toBe(to)
  })

  it('ignores other keys so Tab and Enter keep their usual meaning', () => {
    expect(nextTabIndex(2, 'Tab', 6)).toBeUndefined()
    expect(nextTabIndex(2, 'Enter', 6)).toBeUndefined()
    expect(nextTabIndex(2, 'ArrowDown', 6)).toBeUndefined()
  })
})
