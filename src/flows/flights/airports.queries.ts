/**
 * The search form's airport list. Its own module, apart from search.queries.ts: the form is on the
 * home page, which must not load the results page's server functions (docs/decisions/0021, 0037).
 */
export { airportsQueryOptions } from '~/server/flights/airports.functions'
