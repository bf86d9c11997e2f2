import { lazyPart } from '~/components/lazyPart'

/** The hotel form on the results page: shown only on "Modify search" or for an address it cannot search. */
export const LazyHotelSearchForm = lazyPart(() => import('./HotelSearchForm').then((m) => m.HotelSearchForm))
