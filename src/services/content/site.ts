/** Site content other than the legal pages: results-page notes, footer, offers, white label. */
import type { ProductConfig } from '@config'

export function flightSrpInfo() {
  return {
    notes: [
      'Fares shown are per adult and include taxes and fees; a convenience fee, if any, is shown at payment.',
      'Carry a government-issued photo identity; international travellers need a passport valid for at least six months.',
      'Check-in closes 45 minutes before domestic and 60 minutes before international departures for most airlines.',
      'Baggage allowance depends on the fare family; it is shown with each fare before you book.',
    ],
  }
}

export function footer(product: ProductConfig) {
  const name = product.whiteLabel.productName
  return {
    columns: [
      {
        heading: name,
        links: [
          { label: 'About us', href: '/about' },
          { label: 'Careers', href: '/careers' },
          { label: 'Contact us', href: '/contact' },
        ],
      },
      {
        heading: 'Book',
        links: [
          { label: 'Flights', href: '/flights' },
          { label: 'Hotels', href: '/hotels' },
          { label: 'Trains', href: '/trains' },
          { label: 'Holidays', href: '/holidays' },
        ],
      },
      {
        heading: 'Help',
        links: [
          { label: 'Manage bookings', href: '/mygoomo' },
          { label: 'Customer care', href: `mailto:${product.support.email}` },
        ],
      },
      {
        heading: 'Legal',
        links: [
          { label: 'Terms of use', href: '/in/terms' },
          { label: 'Privacy policy', href: '/in/privacy-policy' },
        ],
      },
    ],
    copyright: `© ${name}. All rights reserved.`,
  }
}

export function offers() {
  return {
    offers: [
      {
        id: 'domestic-flat-750',
        title: 'Flat ₹750 off on domestic flights',
        description: 'On one-way and round-trip domestic flights booked for two or more travellers.',
        code: 'FLYDESI',
        product: 'flights',
        validFrom: '2025-01-01',
        validTo: '2026-12-31',
        terms: ['Minimum booking value ₹5,000.', 'Once per user per month.'],
      },
      {
        id: 'intl-8-percent',
        title: 'Up to 8% off on international flights',
        description: 'Save on flights to the Gulf, South-east Asia and Europe.',
        code: 'GOGLOBAL',
        product: 'flights',
        validFrom: '2025-01-01',
        validTo: '2026-12-31',
        terms: ['Maximum discount ₹4,000.', 'Not valid with other offers.'],
      },
      {
        id: 'hotels-20-percent',
        title: '20% off on hotels',
        description: 'On stays of two nights or more at participating hotels across India.',
        code: 'STAYMORE',
        product: 'hotels',
        validFrom: '2025-01-01',
        validTo: '2026-12-31',
        terms: ['Maximum discount ₹3,000.'],
      },
    ],
  }
}

export function homepageCategories() {
  return {
    categories: [
      { id: 'weekend', title: 'Weekend getaways', destinations: ['GOI', 'JAI', 'UDR'] },
      { id: 'hills', title: 'Into the hills', destinations: ['IXB', 'DHM', 'SXR'] },
      { id: 'abroad', title: 'Short trips abroad', destinations: ['DXB', 'BKK', 'SIN'] },
    ],
  }
}

/** The default white-label configuration (001 §3), served for the id `default`. */
export function defaultWhiteLabel(product: ProductConfig) {
  return {
    meta: {
      productName: product.whiteLabel.productName,
      logo: '/logo.svg',
      cobrand: null,
      header: product.whiteLabel.showHeader,
      footer: product.whiteLabel.showFooter,
      login: true,
      primaryColor: product.whiteLabel.primaryColor,
    },
    flights: { enable: true, oneWay: true, returnWay: true, multicity: true, offer: true },
    hotels: { enable: true, offer: true },
    trains: { enable: true, offer: true, domestic: true, international: false },
    holidays: { enable: true },
    paymentModes: ['PAYBACK', 'MoCASH', 'GIFTCARD', 'NETBANKING', 'CARD', 'WALLET', 'SAVEDPAYMENTMODES'],
    support: {
      email: product.support.email,
      phone: product.support.phone,
      countryCode: product.money.dialCode,
    },
  }
}
