/**
 * Every content entry the services seed, by title. Homepage categories and white labels live in
 * the same table under the titles `homepage_categories/<id>` and `white_label/<id>`.
 */
import type { ProductConfig } from '@config'
import { privacyPolicy, termsOfUse } from './legal'
import { defaultWhiteLabel, flightSrpInfo, footer, homepageCategories, offers } from './site'
import { hotelSeoDetail, hotelSrpOffer } from './hotels'

export const homepageCategoriesTitle = (id: string) => `homepage_categories/${id}`
export const whiteLabelTitle = (id: string) => `white_label/${id}`

export function contentEntriesFor(product: ProductConfig): Record<string, unknown> {
  return {
    terms: termsOfUse(product),
    privacy: privacyPolicy(product),
    flight_srp_info: flightSrpInfo(),
    footer: footer(product),
    offers: offers(),
    hotel_srp_offer: hotelSrpOffer(),
    hotel_seo_detail: hotelSeoDetail(product),
    [homepageCategoriesTitle('1')]: homepageCategories(),
    [whiteLabelTitle('default')]: defaultWhiteLabel(product),
  }
}

/** 000 §7: Content.Value is JSON with HTML entities escaped; clients decode entities, then parse. */
export function escapeJsonForContent(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}
