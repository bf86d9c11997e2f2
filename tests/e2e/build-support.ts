/** The production build the browser tests run (playwright.config.ts builds it): its server functions' ids. */
export { serverFunctionIds } from '../support/production-build'
