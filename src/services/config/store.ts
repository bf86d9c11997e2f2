/**
 * The app configuration document served by GET /config/configuration: the feature flags and the
 * constants a client needs, taken from the product configuration (app.config.ts). Deployment
 * settings and server-only values (cookies, loyalty rates, labels) stay out of it.
 */
import type { ProductConfig } from '@config'

export function configurationDocument(product: ProductConfig): Record<string, unknown> {
  return {
    flags: product.flags,
    built: product.built,
    polling: product.polling,
    timers: product.timers,
    limits: product.limits,
    locationSearch: product.locationSearch,
    ui: product.ui,
    money: product.money,
    whiteLabel: product.whiteLabel,
    support: product.support,
  }
}
