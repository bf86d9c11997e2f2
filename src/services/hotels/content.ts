/**
 * Hotel content (001 §7 "Content fetches by title"): `hotel_srp_offer`, the promo configuration of
 * the results page's offers strip, and `hotel_seo_detail`, the SEO text of every city the bed bank
 * sells, keyed by city id (docs/decisions/0099).
 */
import type { ProductConfig } from '@config'
import { cities } from './supplier/places'

export function hotelSrpOffer() {
  return {
    enabled: true,
    offers: [
      {
        id: 'hotel20',
        title: '20% off your hotel stay',
        description: 'Use code HOTEL20 when you book: 20% off, up to ₹2,000.',
        code: 'HOTEL20',
        terms: ['Maximum discount ₹2,000.', 'Once per traveller.', 'Not valid with PAYBACK points.'],
      },
      {
        id: 'pay-at-hotel',
        title: 'Book now, pay at the hotel',
        description: 'Look for "Pay at hotel" to reserve without paying online.',
        code: null,
        terms: ['Available at selected hotels only.'],
      },
      {
        id: 'free-cancellation',
        title: 'Plans change? Cancel free',
        description: 'Filter by "Free cancellation" to see stays you can cancel without a charge.',
        code: null,
        terms: ['Until the deadline shown with each room.'],
      },
    ],
  }
}

export function hotelSeoDetail(product: ProductConfig) {
  const store = product.whiteLabel.productName
  return {
    cities: Object.fromEntries(
      cities.map((city) => {
        const places = city.localities.slice(0, 4).map((l) => l.name)
        const list = `${places.slice(0, -1).join(', ')} and ${places.at(-1) ?? ''}`
        return [
          city.id,
          {
            heading: `Hotels in ${city.name}`,
            text:
              `Compare ${city.hotelCount.toLocaleString('en-IN')} hotels, homestays and villas in ${city.name}, ` +
              `${city.state}, on ${store}: popular areas include ${list}. Prices include mandatory ` +
              'taxes and fees; many stays offer free cancellation or pay at hotel.',
            localities: places,
          },
        ]
      }),
    ),
  }
}

/** The hotel product's content entries, by title: what the content service seeds for hotels. */
export function hotelContentEntries(product: ProductConfig): Record<string, unknown> {
  return { hotel_srp_offer: hotelSrpOffer(), hotel_seo_detail: hotelSeoDetail(product) }
}
