/** PAYBACK's reads for pages and components (docs/decisions/0037): the signed-in user's account. */
export { myPaybackQueryOptions } from '~/server/loyalty/loyalty.functions'
