/**
 * The wallet's reads for pages and components (docs/decisions/0037): the wallet and its statement.
 * Loaders import this module on demand (docs/decisions/0021).
 */
export { statementQueryOptions, walletQueryOptions } from '~/server/wallet/wallet.functions'
