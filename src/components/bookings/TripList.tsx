import { Link } from '@tanstack/react-router'
import type { Product, TripFilter, TripList as TripListData, TripTdr } from '@contracts/bookings/trips'
import { formatPaise } from '@contracts/money'
import { useShell } from '~/components/useShell'
import { dateOnly, filterWords, productWords, statusWords } from './format'

export interface TripListSearch {
  product?: Product
  status?: TripFilter
  page?: number
}

const statuses: TripFilter[] = ['upcoming', 'completed', 'cancelled', 'failed']
const products: Product[] = ['flights', 'hotels', 'trains', 'holidays']

/** The filters as links (they work before any script runs), the current one marked. */
function Filters({ search }: { search: TripListSearch }) {
  return (
    <div className="trip-filters">
      <nav aria-label="Booking status">
        <ul>
          {[undefined, ...statuses].map((status) => (
            <li key={status ?? 'all'}>
              <Link
                to="/account/bookings"
                search={{ product: search.product, status }}
                aria-current={search.status === status ? 'page' : undefined}
              >
                {status ? filterWords[status] : 'All bookings'}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label="Product">
        <ul>
          {[undefined, ...products].map((product) => (
            <li key={product ?? 'all'}>
              <Link
                to="/account/bookings"
                search={{ status: search.status, product }}
                aria-current={search.product === product ? 'page' : undefined}
              >
                {product ? productWords[product] : 'All products'}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}

const productNoun: Record<Product, string> = {
  flights: 'flight',
  hotels: 'hotel',
  trains: 'train',
  holidays: 'holiday',
}

function emptyWords(search: TripListSearch): string {
  if (!search.status && !search.product) return 'You have no bookings yet.'
  const what = [
    search.status ? filterWords[search.status].toLowerCase() : '',
    search.product ? productNoun[search.product] : '',
  ]
  return `You have no ${what.filter(Boolean).join(' ')} bookings.`
}

/**
 * The way on from an empty list: a search of the product filtered on when the store sells it (the
 * Hotels filter offers hotels, not flights), else the home page's search of every product.
 */
function SearchLink({ product }: { product: Product | undefined }) {
  const built = useShell().config.built
  if (product === 'hotels' && built.hotels)
    return (
      <Link className="button" to="/hotels">
        Search hotels
      </Link>
    )
  if (product === 'flights' || (product === undefined && !built.hotels))
    return (
      <Link className="button" to="/">
        Search flights
      </Link>
    )
  return (
    <Link className="button" to="/">
      Search flights, hotels and more
    </Link>
  )
}

/** A train ticket's latest TDR in a traveller's words: where it stands, why it was filed. */
function TdrLine({ tdr }: { tdr: TripTdr }) {
  const state =
    tdr.status === 'REFUNDED'
      ? `TDR accepted: ${formatPaise(tdr.refund)} refunded`
      : tdr.status === 'REJECTED'
        ? 'TDR rejected by the railway'
        : 'TDR filed: the railway is deciding'
  return (
    <p className="trip-meta">
      <strong>{state}</strong> · Reason: {tdr.reason}
    </p>
  )
}

/** The signed-in traveller's trips, newest first, a page at a time. */
export function TripList({ data, search }: { data: TripListData; search: TripListSearch }) {
  const pages = Math.max(1, Math.ceil(data.total / data.page_size))
  return (
    <>
      <Filters search={search} />
      {data.trips.length === 0 ? (
        <div className="trip-empty">
          <p>{emptyWords(search)}</p>
          <p>
            <SearchLink product={search.product} />
          </p>
        </div>
      ) : (
        <ol className="trip-list" aria-label="Bookings">
          {data.trips.map((t) => (
            <li key={t.trip_id} className="trip-card">
              <h2>
                <Link to="/account/bookings/$tripId" params={{ tripId: t.trip_id }}>
                  {t.title}
                </Link>
              </h2>
              <p className="trip-meta">
                <span>{productWords[t.product]}</span> · <span>{dateOnly(t.starts_at)}</span> ·{' '}
                <span>Trip Id {t.trip_id}</span>
              </p>
              <p className="trip-meta">
                <strong>{statusWords[t.status]}</strong> · {formatPaise(t.total)}
                {t.refunded > 0 ? ` · ${formatPaise(t.refunded)} refunded` : ''}
              </p>
              {t.tdr ? <TdrLine tdr={t.tdr} /> : null}
            </li>
          ))}
        </ol>
      )}
      {data.total > data.page_size ? (
        <nav aria-label="Pages" className="trip-pages">
          {data.page > 1 ? (
            <Link to="/account/bookings" search={{ ...search, page: data.page - 1 }} rel="prev">
              Previous page
            </Link>
          ) : null}
          <span>
            Page {data.page} of {pages}
          </span>
          {data.page < pages ? (
            <Link to="/account/bookings" search={{ ...search, page: data.page + 1 }} rel="next">
              Next page
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  )
}
