/**
 * Who is signed in, for pages and components (the sign-in flows themselves live in auth.flow.ts).
 * Pages and components reach the auth server functions only through this module or the flows
 * (docs/decisions/0037).
 */
export { viewerQueryOptions } from '~/server/accounts/auth.functions'
