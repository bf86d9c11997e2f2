/**
 * Sample hotels, results and availability for the visualizer, the generated paths and the tests.
 * Money in paise.
 */
import type { AvailabilityAnswer, HotelOffer } from '@contracts/hotels/hotel'
import type { HotelCard, ResultsAnswer, ResultsQuery, SearchBody } from '@contracts/hotels/search'

export const sampleStay = {
  checkin_date: '2030-01-16',
  checkout_date: '2030-01-18',
  rooms: [
    { adults_count: 2, children_age: [5] },
    { adults_count: 1, children_age: [] },
  ],
}

export const sampleBody: SearchBody = { ...sampleStay, location_id: 'goa', city_name: 'Goa' }
export const sampleQuery: ResultsQuery = { page_no: 1, page_size: 50 }

export function sampleHotel(index: number, overrides: Partial<HotelCard> = {}): HotelCard {
  return {
    hotel_id: `H${index}`,
    name: `Sea Breeze ${index}`,
    property_type: 'Hotel',
    star_rating: 3 + (index % 3),
    ta_rating: 4.1,
    ta_reviews: 120,
    city: { id: 'goa', name: 'Goa' },
    locality: { id: 'calangute', name: 'Calangute' },
    coordinates: { lat: 15.54 + index / 100, lng: 73.76 + index / 100 },
    default_image: { src: `/hotels/images/h${index}.jpg`, alt: `Sea Breeze ${index}: the front` },
    amenities: [
      { id: 'pool', name: 'Swimming pool' },
      { id: 'wifi', name: 'Free Wi-Fi' },
    ],
    smart_filters: [],
    price_band: 'MID',
    price: { per_night: 450_000 + index * 10_000, total: 900_000 + index * 20_000 },
    free_cancellation_until: '2030-01-14T12:00:00.000Z',
    pay_at_hotel: index % 2 === 0,
    checkin_time: '14:00',
    checkout_time: '11:00',
    ...overrides,
  }
}

export function sampleResults(
  status: 'PENDING' | 'COMPLETED',
  hotels: HotelCard[],
  searchId = 'hs-1',
): ResultsAnswer {
  const facets = {
    locations: [],
    star_ratings: [],
    ta_ratings: [],
    amenities: [],
    smart_filters: [],
    property_types: [],
  }
  return {
    status,
    hotels,
    meta: {
      searchId,
      hotels: hotels.length,
      price_range_per_night: { min: 300_000, max: 1_200_000 },
      price_range_total: { min: 600_000, max: 2_400_000 },
      country_code: 'IN',
      metaInfo: {
        search_type: 'location',
        city_name: 'Goa',
        locality_name: null,
        hotel_name: null,
        nights: 2,
        total_results: hotels.length,
        filtered_results: hotels.length,
        page_no: 1,
        page_size: 50,
        total_pages: 1,
        hbo: null,
        search_track_id: 'track-1',
        facets,
      },
    },
  }
}

export function sampleOffer(amount: number, overrides: Partial<HotelOffer> = {}): HotelOffer {
  return {
    offer_id: 'O1',
    name: 'Breakfast included',
    meal: 'breakfast_included',
    available_count: 3,
    pay_at_hotel: false,
    pan_required: false,
    price: {
      amount,
      base: Math.round(amount / 1.12),
      taxes: [{ label: 'mandatory tax', amount: amount - Math.round(amount / 1.12) }],
      per_night: Math.round(amount / 2 / 2),
      nights: 2,
      currency: 'INR',
    },
    cancellation_policy: {
      refundable: true,
      free_until: '2030-01-14T12:00:00.000Z',
      rules: [{ until: null, penalty_percent: 100 }],
      text: 'Free cancellation until 14 Jan, 5:30 PM; after that 100 % of the price is charged.',
    },
    ...overrides,
  }
}

export function sampleAvailability(
  available: boolean,
  amount = 1_000_000,
  priceChange: AvailabilityAnswer['price_change'] = null,
): AvailabilityAnswer {
  return {
    hotel: {
      hotel_id: 'H1',
      name: 'Sea Breeze 1',
      property_type: 'Hotel',
      star_rating: 4,
      address: 'Beach Road, Calangute, Goa',
      city: { id: 'goa', name: 'Goa', state: 'Goa' },
      locality: { id: 'calangute', name: 'Calangute' },
      coordinates: { lat: 15.55, lng: 73.77 },
      checkin_time: '14:00',
      checkout_time: '11:00',
      media_list: [{ src: '/hotels/images/h1.jpg', alt: 'Sea Breeze 1: the front', default: true }],
      rooms: [
        {
          room_idx: 0,
          name: 'Deluxe Room',
          facilities: ['Air conditioning', 'TV', 'Balcony', 'Mini bar', 'Safe'],
          max_adults: 3,
          max_children: 2,
          bed: 'King bed',
          size_sqft: 320,
          image: null,
          offers: available ? [sampleOffer(amount)] : [],
        },
      ],
    },
    hotelAvailable: available,
    search: sampleStay,
    price_change: priceChange,
  }
}

/** A failure the BFF answers with an HTTP status (a UserError carries `status`). */
export const failureWith = (status: number, message: string) => Object.assign(new Error(message), { status })
