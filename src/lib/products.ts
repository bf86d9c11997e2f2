/**
 * The products the home-type pages offer (000 §2), and whether each can be used in this
 * release: a feature flag that is off means the product is not offered; a product that is
 * offered but not built says so plainly instead of showing a form that does nothing.
 */
import type { ProductConfig } from '@config'

export type ProductId =
  | 'flights'
  | 'hotels'
  | 'trains'
  | 'holidays'
  | 'tradefair'
  | 'giftcard'
  | 'homestays'
  | 'agentFinder'
  | 'experiences'

export type ProductPath =
  | '/flights'
  | '/hotels'
  | '/trains'
  | '/holidays'
  | '/tradefair'
  | '/giftcard'
  | '/homestays'
  | '/agentFinder'
  | '/experiences'

export type ProductStatus = 'available' | 'coming' | 'off'

export interface Product {
  id: ProductId
  /** Tab and navigation label. */
  label: string
  /** Sentence subject: 'Flight booking', 'Hotel booking', … */
  noun: string
  path: ProductPath
  flag: (c: ProductConfig) => boolean
  built: (c: ProductConfig) => boolean
}

const notBuilt = () => false

export const products: Record<ProductId, Product> = {
  flights: {
    id: 'flights',
    label: 'Flights',
    noun: 'Flight booking',
    path: '/flights',
    flag: (c) => c.flags.domesticFlights || c.flags.internationalFlights,
    built: (c) => c.built.flights,
  },
  hotels: {
    id: 'hotels',
    label: 'Hotels',
    noun: 'Hotel booking',
    path: '/hotels',
    flag: (c) => c.flags.hotels,
    built: (c) => c.built.hotels,
  },
  trains: {
    id: 'trains',
    label: 'Trains',
    noun: 'Train booking',
    path: '/trains',
    // A white-label partner may not sell trains (001 §3 white-label trains.enable).
    flag: (c) => c.flags.trains && c.whiteLabel.trains.enable,
    built: (c) => c.built.trains,
  },
  holidays: {
    id: 'holidays',
    label: 'Holidays',
    noun: 'Holiday booking',
    path: '/holidays',
    flag: (c) => c.flags.holidays,
    built: (c) => c.built.holidays,
  },
  tradefair: {
    id: 'tradefair',
    label: 'Trade fairs',
    noun: 'Trade-fair registration',
    path: '/tradefair',
    flag: (c) => c.flags.tradeFair,
    built: (c) => c.built.tradefair,
  },
  giftcard: {
    id: 'giftcard',
    label: 'Gift cards',
    noun: 'Gift-card purchase',
    path: '/giftcard',
    flag: (c) => c.flags.giftCards,
    built: (c) => c.built.giftcard,
  },
  homestays: {
    id: 'homestays',
    label: 'Homestays',
    noun: 'Homestay booking',
    path: '/homestays',
    flag: (c) => c.flags.homestay,
    // Homestays are sold through the hotel search and booking (issue 15).
    built: (c) => c.built.hotels,
  },
  agentFinder: {
    id: 'agentFinder',
    label: 'Find a travel agent',
    noun: 'The travel-agent finder',
    path: '/agentFinder',
    flag: () => true,
    built: notBuilt,
  },
  experiences: {
    id: 'experiences',
    label: 'Experiences',
    noun: 'Experience booking',
    path: '/experiences',
    flag: () => true,
    built: notBuilt,
  },
}

/** The home tabs of 000 §2, in order; the index route shows the first. */
export const homeTabs: ProductId[] = ['flights', 'hotels', 'trains', 'holidays', 'tradefair', 'giftcard']

export function productStatus(id: ProductId, config: ProductConfig): ProductStatus {
  const p = products[id]
  if (!p.flag(config)) return 'off'
  return p.built(config) ? 'available' : 'coming'
}

/** The sentence a panel shows for a product that cannot be used yet. */
export function productNotice(id: ProductId, config: ProductConfig): string | undefined {
  const p = products[id]
  switch (productStatus(id, config)) {
    case 'off':
      return `${p.noun} is not available on ${config.whiteLabel.productName}.`
    case 'coming':
      return `${p.noun} is coming soon: search and booking are being built.`
    case 'available':
      return undefined
  }
}

/** Where focus goes when a key is pressed on a tab (WAI-ARIA tabs pattern); undefined: not ours. */
export function nextTabIndex(current: number, key: string, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count
    case 'ArrowLeft':
      return (current - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return undefined
  }
}
