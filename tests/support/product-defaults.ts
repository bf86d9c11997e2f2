/**
 * `virtual:product-defaults` outside Vite (Playwright loads the machines' catalogue in Node): the
 * same defaults the build plugin (scripts/vite/product-defaults.ts) writes as JSON. Mapped by
 * tests/e2e/tsconfig.json.
 */
import { defaultProductConfig } from '@config'

export default defaultProductConfig
