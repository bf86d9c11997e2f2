/**
 * Every content entry the services seed, by title. Homepage categories and white labels live in
 * the same table under the titles `homepage_categories/<id>` and `white_label/<id>`.
 */
import type { ProductConfig } from '@config'
import { privacyPolicy, termsOfUse } from './legal'
import { defaultWhiteLabel, flightSrpInfo, footer, homepageCategories, offers } from './site'

export const homepageCategoriesTitle = (id: string) => `homepage_categories/${id}`
export const whiteLabelTitle = (id: string) => `white_label/${id}`

/**
 * The site's entries and the products' own (`productEntries`, e.g. the hotels' results offers and
 * city texts), which the composition root (db/seed.ts) gathers: content imports no product.
 */
export function contentEntriesFor(
  product: ProductConfig,
  productEntries: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    terms: termsOfUse(product),
    privacy: privacyPolicy(product),
    flight_srp_info: flightSrpInfo(),
    footer: footer(product),
    offers: offers(),
    ...productEntries,
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
