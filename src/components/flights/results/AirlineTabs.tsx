/** The airline strip: one toggle per airline with its cheapest fare; pressing one shows only it. */
import type { AirlineOption } from '~/lib/flights/bounds'

export function AirlineTabs({
  airlines,
  active,
  onChange,
  formatPrice,
}: {
  airlines: readonly AirlineOption[]
  active: string | null
  onChange: (code: string | null) => void
  formatPrice: (paise: number) => string
}) {
  // Before the first batch the strip's row is kept empty, so the arriving tabs do not push the list
  // down (layout shift).
  if (airlines.length === 0) return <div className="fr-airline-tabs" aria-hidden="true" />
  return (
    <div className="fr-airline-tabs" role="group" aria-label="Airlines">
      {airlines.map((a) => (
        <button
          key={a.code}
          type="button"
          aria-pressed={active === a.code}
          onClick={() => onChange(active === a.code ? null : a.code)}
        >
          <span className="fr-tab-name">{a.name}</span>
          <span className="fr-tab-price">{formatPrice(a.minPrice)}</span>
        </button>
      ))}
    </div>
  )
}
