import { describe, expect, it } from 'vitest'
import { defaultProductConfig } from '@config'
import { hotelSeoDetail, hotelSrpOffer } from '~/services/hotels/content'
import { seoFor } from '~/components/hotels/HotelPage'
import { readOffers } from '~/components/hotels/OffersStrip'

// The pages read the content entries the content service serves; these keep the two in step.
describe('hotel content as the pages read it', () => {
  it('the hotel page finds the SEO text of its city by id, and nothing for an unknown city', () => {
    const doc = hotelSeoDetail(defaultProductConfig)
    const goa = seoFor(doc, 'goa')
    expect(goa).toMatch(/hotels, homestays and villas in Goa/)
    expect(goa).toContain('Calangute')
    expect(seoFor(doc, 'atlantis')).toBeUndefined()
    expect(seoFor(undefined, 'goa')).toBeUndefined()
  })

  it('the offers strip shows every offer of hotel_srp_offer with its code when it has one', () => {
    const offers = readOffers(hotelSrpOffer())
    expect(offers.map((o) => o.title)).toEqual([
      '20% off your hotel stay',
      'Book now, pay at the hotel',
      'Plans change? Cancel free',
    ])
    expect(offers[0]?.code).toBe('HOTEL20')
    expect(offers[1]).not.toHaveProperty('code')
  })
})
