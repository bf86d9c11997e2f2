/**
 * The checkout pages' reads: queryOptions factories for loaders and `useSuspenseQuery`. Pages reach
 * the checkout server functions only through src/flows (docs/decisions/0037).
 */
export {
  addOnsQueryOptions,
  applyPromoCode,
  applyWalletBalance,
  checkoutWalletQueryOptions,
  undoWalletBalance,
  bookingByTripQueryOptions,
  checkoutQueryOptions,
  removePromoCode,
  saveAddOns,
  travellerChoicesQueryOptions,
  type AddOnsOptions,
  type TravellerChoices,
} from '~/server/checkout/checkout.functions'
