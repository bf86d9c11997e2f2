import { createFileRoute } from '@tanstack/react-router'
import { useMemo } from 'react'
import { voucherProducts, type VoucherProduct } from '@contracts/vouchers/products'
import { pageHead } from '~/components/pageHead'
import { useShell } from '~/components/useShell'
import { VoucherRedeemSection } from '~/components/vouchers/VoucherRedeemSection'
import { voucherCheckActions } from '~/flows/vouchers/voucher-redeem.flow'
import formsCss from '~/components/forms/forms.css?url'
import vouchersCss from '~/components/vouchers/vouchers.css?url'

const productNames: Record<VoucherProduct, string> = {
  flights: 'Flights',
  hotels: 'Hotels',
  trains: 'Trains',
  holidays: 'Holidays',
}

/**
 * `?product=` read by a small function, not a zod schema: every route's validateSearch is in the
 * entry chunk, which stays free of zod (docs/decisions/0021). Anything else is "any booking".
 */
function voucherSearchOf(search: Record<string, unknown>): { product?: VoucherProduct } {
  const product = voucherProducts.find((p) => p === search.product)
  return product ? { product } : {}
}

/**
 * The voucher redeem screen (001 §2): a traveller checks what a voucher is worth, what it is for and
 * until when, before using it at checkout (where the payment panel applies it to the booking).
 */
export const Route = createFileRoute('/vouchers/')({
  validateSearch: voucherSearchOf,
  head: ({ match }) => ({
    ...pageHead(match.context, 'Redeem a voucher'),
    links: [
      { rel: 'stylesheet', href: formsCss },
      { rel: 'stylesheet', href: vouchersCss },
    ],
  }),
  component: VoucherRedeemPage,
})

function VoucherRedeemPage() {
  const { config } = useShell()
  const { product } = Route.useSearch()
  const navigate = Route.useNavigate()
  const actions = useMemo(() => voucherCheckActions(product), [product])
  if (!config.flags.vouchers)
    return (
      <section className="page narrow">
        <h1 className="panel-title">Redeem a voucher</h1>
        <p className="notice">Vouchers are not available on {config.whiteLabel.productName}.</p>
      </section>
    )
  return (
    <section className="page narrow">
      <h1 className="panel-title">Redeem a voucher</h1>
      <p>
        Enter the code printed on your voucher to see what it is worth and until when. You use it on the
        payment step of your booking.
      </p>
      <div className="form-field">
        <label htmlFor="voucher-product">Booking you will use it on</label>
        <select
          id="voucher-product"
          value={product ?? ''}
          onChange={(e) => {
            const next = voucherProducts.find((p) => p === e.target.value)
            void navigate({ search: { product: next }, replace: true })
          }}
        >
          <option value="">Any booking</option>
          {voucherProducts.map((p) => (
            <option key={p} value={p}>
              {productNames[p]}
            </option>
          ))}
        </select>
      </div>
      <VoucherRedeemSection
        actions={actions}
        resetKey={product ?? 'any'}
        heading="Your vouchers"
        redeemLabel="Check voucher"
        undoLabel="Remove"
      />
    </section>
  )
}
