/**
 * The BFF's configuration, read once from the environment at start-up. A bad variable fails
 * start-up with a ConfigError naming it (app.config.ts), rather than failing the first request.
 */
import {
  loadDeploymentConfig,
  loadProductConfig,
  upstreamBaseUrl,
  type DeploymentConfig,
  type ProductConfig,
} from '@config'

export const deployment: DeploymentConfig = loadDeploymentConfig(process.env)
export const product: ProductConfig = loadProductConfig(process.env)

/** Where the typed upstream clients send their requests. */
export const upstreamUrl: string = upstreamBaseUrl(deployment)

/**
 * The configuration the browser may see. Everything in the product configuration is public by
 * design (flags, labels, timers); deployment settings (secrets, database URL) never leave the server.
 */
export function publicConfig(): ProductConfig {
  return product
}
