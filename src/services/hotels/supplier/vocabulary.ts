/**
 * The fixed lists the catalogue draws from: amenities and smart filters (ids are what the results
 * query's `amenities[]` and `smart_filters[]` carry, docs/decisions/0096), the photos shipped under
 * public/hotels/, and the words hotel names are made of (generic: no real brand).
 */
import { SMART_FILTERS } from '@contracts/hotels/search'
import type { CityKind } from './places'

export const AMENITIES = [
  { id: 'wifi', name: 'Free Wi-Fi' },
  { id: 'ac', name: 'Air conditioning' },
  { id: 'pool', name: 'Swimming pool' },
  { id: 'parking', name: 'Free parking' },
  { id: 'restaurant', name: 'Restaurant' },
  { id: 'room_service', name: '24-hour room service' },
  { id: 'front_desk', name: '24-hour front desk' },
  { id: 'power_backup', name: 'Power backup' },
  { id: 'lift', name: 'Lift' },
  { id: 'bar', name: 'Bar' },
  { id: 'spa', name: 'Spa' },
  { id: 'gym', name: 'Fitness centre' },
  { id: 'airport_shuttle', name: 'Airport shuttle' },
  { id: 'beach_access', name: 'Beach access' },
  { id: 'kitchen', name: 'Kitchen' },
  { id: 'laundry', name: 'Laundry service' },
  { id: 'kids_play', name: "Kids' play area" },
  { id: 'business_centre', name: 'Business centre' },
  { id: 'garden', name: 'Garden' },
  { id: 'ev_charging', name: 'EV charging' },
] as const
export type AmenityId = (typeof AMENITIES)[number]['id']
export type Amenity = (typeof AMENITIES)[number]
export const amenityById: ReadonlyMap<string, Amenity> = new Map(AMENITIES.map((a) => [a.id, a]))

/**
 * Smart filters (contracts SMART_FILTERS; docs/decisions/0096): three follow from the rate plans (a
 * hotel with any such plan), two are properties of the hotel.
 */
export { SMART_FILTERS }
export type SmartFilterId = (typeof SMART_FILTERS)[number]['id']
export const smartFilterById: ReadonlyMap<string, (typeof SMART_FILTERS)[number]> = new Map(
  SMART_FILTERS.map((s) => [s.id, s]),
)

/** The shipped photos (public/hotels/*.svg) and what each shows, for alt text. */
export const PHOTOS = {
  'exterior-beach': 'the entrance among coconut palms',
  'exterior-city': 'the building from the street',
  'exterior-hill': 'the building on a pine-covered slope',
  'exterior-heritage': 'the arched sandstone facade',
  villa: 'the villa and its private pool',
  pool: 'the swimming pool',
  lobby: 'the lobby and reception',
  restaurant: 'the restaurant',
  'room-double': 'a room with a double bed',
  'room-twin': 'a room with twin beds',
  suite: 'a suite with a sitting area',
  dorm: 'a dormitory with bunk beds',
} as const
export type PhotoId = keyof typeof PHOTOS
export const photoSrc = (id: PhotoId): string => `/hotels/${id}.svg`

export const EXTERIOR_BY_KIND: Record<CityKind, PhotoId> = {
  beach: 'exterior-beach',
  metro: 'exterior-city',
  business: 'exterior-city',
  heritage: 'exterior-heritage',
  pilgrim: 'exterior-heritage',
  hill: 'exterior-hill',
}

const CITY_WORDS = [
  'Saffron',
  'Sapphire',
  'Emerald',
  'Silver Oak',
  'Amber',
  'Banyan',
  'Marigold',
  'Ivory',
  'Greenleaf',
  'Sunrise',
  'Cornerstone',
  'Blue Pearl',
]

/** Name words by the kind of city: evocative, generic, and not any chain's name. */
export const NAME_WORDS: Record<CityKind, readonly string[]> = {
  beach: [
    'Coral Sands',
    'Palm Grove',
    'Tidewater',
    'Driftwood',
    'Seashell',
    'Blue Lagoon',
    'Surf Side',
    'Coconut Grove',
    'Sunset Bay',
    'Sea Breeze',
    'Salt & Sand',
    'Moonlit Shore',
    'Casa Azul',
    'Casa Verde',
    'Konkan Tides',
    'Shell Cove',
    'Spice Coast',
    'Cashew Tree',
    'Laguna',
    'Sol Mar',
  ],
  hill: [
    'Pine Crest',
    'Cedar Lodge',
    'Snow View',
    'Deodar Heights',
    'Misty Ridge',
    'Valley View',
    'Alpine Rest',
    'Apple Orchard',
    'Rhododendron',
    'Cloud Nine',
    'Fern Hill',
    'Mountain Mist',
    'Silver Birch',
    'Oak Wood',
    'Highland',
    'Summit',
    'Glacier View',
    'Woodpecker',
    'Tea Garden',
    'Hilltop',
  ],
  heritage: [
    'Haveli Rang',
    'Kesar Bagh',
    'Chandni Mahal',
    'Sheesh Bagh',
    'Padmavati',
    'Sandstone Court',
    'Jharokha',
    'Ranbanka',
    'Suryagarh View',
    'Pushp Vilas',
    'Rajkamal',
    'Moti Bagh',
    'Heritage Court',
    'Kothi Anand',
    'Durbar',
    'Lake Palace View',
    'Baori',
    'Hawa Bagh',
    'Gulmohar',
    'Peacock',
  ],
  pilgrim: [
    'Ganga View',
    'Tulsi',
    'Shanti Niketan',
    'Sangam',
    'Aarti',
    'Kailash',
    'Gyan',
    'Mandir View',
    'Anandam',
    'Satsang',
    'Omkar',
    'Devbhoomi',
    'Kashi Vishram',
    'Saraswati',
    'Bodhi Tree',
    'Lotus Pond',
  ],
  metro: [
    ...CITY_WORDS,
    'Metro Crest',
    'Skyline',
    'Cityscape',
    'Urban Nest',
    'Citadel',
    'Orbit',
    'Horizon',
    'Kingsway',
  ],
  business: [...CITY_WORDS, 'Neelam', 'Pearl', 'Landmark', 'Meadows', 'Trade Winds', 'Junction'],
}

export const FAMILY_NAMES = [
  'Fernandes',
  "D'Souza",
  'Pereira',
  'Naik',
  'Sharma',
  'Nair',
  'Menon',
  'Rawat',
  'Negi',
  'Thakur',
  'Iyer',
  'Rao',
  'Bose',
  'Das',
  'Gupta',
  'Verma',
  'Kulkarni',
  'Joshi',
  'Pillai',
  'Reddy',
  'Singh',
  'Bhatt',
]
