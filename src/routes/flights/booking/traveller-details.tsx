import { createFileRoute } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { pageHead } from '~/components/pageHead'
import { useCheckout } from '~/components/checkout/CheckoutContext'
import { FareBreakdown } from '~/components/checkout/FareBreakdown'
import { TravellerDetailsForm } from '~/components/checkout/TravellerDetailsForm'
import { useShell } from '~/components/useShell'
import { travellerChoicesQueryOptions, type TravellerChoices } from '~/flows/checkout/checkout.queries'

/** Step 3 (000 §2 /flights/booking/traveller-details). */
export const Route = createFileRoute('/flights/booking/traveller-details')({
  // The form comes with the page: drawn only once the app had started, it pushed the page down as
  // it appeared (a layout shift of 0.31 in Lighthouse's phone run).
  loader: ({ context }) => context.queryClient.prefetchQuery(travellerChoicesQueryOptions()),
  head: ({ match }) => pageHead(match.context, 'Traveller details'),
  component: TravellerDetailsPage,
})

function TravellerDetailsPage() {
  const { booking, snapshot, send } = useCheckout()
  const { config } = useShell()
  const choices = useQuery(travellerChoicesQueryOptions())
  // The form starts once the choices are known, so a signed-in traveller's e-mail is in it from the start.
  if (choices.isPending)
    return (
      <div className="checkout-step">
        <h1>Traveller details</h1>
        <p role="status">Loading your details…</p>
      </div>
    )
  const known: TravellerChoices = choices.data ?? { viewer: null, saved: [], gstProfiles: [] }
  const { viewer, saved, gstProfiles: gst } = known
  const pending = snapshot.matches({ open: 'savingTravellers' })
  return (
    <div className="checkout-step checkout-two-columns">
      <div>
        <h1>Traveller details</h1>
        <TravellerDetailsForm
          booking={booking}
          rules={config.checkout}
          viewer={viewer ? { email: viewer.email, ...(viewer.phone ? { phone: viewer.phone } : {}) } : null}
          saved={saved.map((t) => ({
            id: t.travelUserId,
            title: t.title,
            firstName: t.firstName,
            lastName: t.lastName,
            dateOfBirth: t.dateOfBirth,
            ...(t.documents[0]
              ? {
                  passport: {
                    number: t.documents[0].number,
                    expiryDate: t.documents[0].expiryDate,
                    ...(t.documents[0].issuingCountry
                      ? { issuingCountry: t.documents[0].issuingCountry }
                      : {}),
                  },
                }
              : {}),
          }))}
          gstProfiles={gst.map((g) => ({ id: g.id, gstNumber: g.gstNumber, companyName: g.companyName }))}
          pending={pending}
          serverError={snapshot.context.error}
          serverFields={snapshot.context.errorFields}
          onSubmit={(travellers) => send({ type: 'SUBMIT_TRAVELLERS', travellers })}
          onBack={() => send({ type: 'BACK' })}
        />
      </div>
      <aside>
        <FareBreakdown booking={booking} />
      </aside>
    </div>
  )
}
