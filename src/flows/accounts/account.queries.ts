/**
 * The account pages' reads (000 §4 "My account"): queryOptions factories for the loaders and
 * `useSuspenseQuery`; the writes are in account.mutations.ts. Pages and components reach
 * src/server/accounts/account.functions.ts only through these two modules (docs/decisions/0037).
 * Loaders import this module on demand (docs/decisions/0021).
 */
export {
  countryCodesQueryOptions,
  gstProfilesQueryOptions,
  gstStateQueryOptions,
  travellersQueryOptions,
} from '~/server/accounts/account.functions'
