/**
 * `npm run db:migrate`: applies migrations and the seed to the configured database and exits.
 * The services do the same at start; this is for deployments that prefer a separate step.
 */
import { ConfigError, loadDeploymentConfig, loadProductConfig } from '@config'
import { openDatabase } from './client'

try {
  const deployment = loadDeploymentConfig(process.env)
  const product = loadProductConfig(process.env)
  const { kind, close } = await openDatabase(deployment, { product })
  await close()
  console.log(
    `database migrated and seeded (${kind === 'pglite' ? `PGlite in ${deployment.PGLITE_DIR}` : 'PostgreSQL'})`,
  )
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}
