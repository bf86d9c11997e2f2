/**
 * The results of a valid search, wired to the search flows and the results components. Choosing
 * a flight opens the fare re-check (its dialog and flow load on the first "Book", so the results
 * page carries none of the checkout until then).
 */
import {
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useImperativeHandle,
  useRef,
  useState,
  type Ref,
} from 'react'
import { FareCalendar } from '../results/FareCalendar'
import { stripCaption } from '~/lib/flights/calendar'
import { placeText } from '~/lib/flights/places'
import type { FlightSearchRequest } from '@contracts/flights/schemas'
import { formatMoney } from '~/lib/money'
import type { BookingChoice } from '~/components/checkout/RecheckDialog'
import { MulticityResults } from './MulticityResults'
import { SingleSearchResults } from './SingleSearchResults'
import { usePeriodPrices } from './usePeriodPrices'

const inRupees = (paise: number) => formatMoney(paise, 'INR')
const RecheckDialog = lazy(() => import('~/components/checkout/RecheckDialog'))

/** What a results list hands up when the traveller books: the search and the chosen travel plans. */
export type Chosen = Omit<BookingChoice, 'scenario'>

export function FlightResults({
  request,
  names,
  anyDate,
  onPickDate,
}: {
  /** `scenario`: sandbox controls from the address (?sandbox=…), honoured only by a sandbox store. */
  request: FlightSearchRequest & { scenario?: string }
  /** City names of the search's city-level codes (usePlaceNames): XBOM reads as Mumbai. */
  names: Readonly<Record<string, string>>
  anyDate: boolean
  /** The same search on another travel date (the page navigates). */
  onPickDate: (date: string) => void
}) {
  // The chosen flight lives in a host of its own: opening the re-check re-renders the dialog only,
  // not the result lists (a results page re-render cost ~300 ms between Book and the fare check).
  const host = useRef<ChoiceHost>(null)
  const { scenario } = request
  const onChoose = useCallback(
    (chosen: Chosen) => host.current?.open({ ...chosen, ...(scenario ? { scenario } : {}) }),
    [scenario],
  )
  // Fares a "Sold out" re-check took off the market while this page is open: their cards go at once,
  // and a new search or poll leaves them out on the server's side (docs/decisions/0190).
  const [soldOut, setSoldOut] = useState<ReadonlySet<string>>(() => new Set())
  const onSoldOut = useCallback(
    (ids: string[]) =>
      setSoldOut((before) => (ids.every((id) => before.has(id)) ? before : new Set([...before, ...ids]))),
    [],
  )
  const multicity = request.search_type === 'multicity'
  const place = (code: string) => placeText(code, names)
  const { prices, loading: pricesLoading } = usePeriodPrices(request, !multicity)
  const legs = request.segments ?? [
    { origin: request.origin, destination: request.destination, travel_date: request.travel_date },
  ]
  return (
    <div className="flight-results">
      <h1>
        Flights{' '}
        {request.search_type === 'roundtrip'
          ? `${place(request.origin.code)} ⇄ ${place(request.destination.code)}`
          : legs.map((l) => `${place(l.origin.code)} → ${place(l.destination.code)}`).join(', ')}
      </h1>
      {anyDate ? <p>Any date: showing the earliest day; pick another day from the fare calendar.</p> : null}
      {multicity ? null : (
        <div className="fr-strip-slot">
          <FareCalendar
            prices={prices}
            date={request.travel_date}
            onPick={onPickDate}
            formatPrice={inRupees}
            caption={stripCaption(request.search_type, request.class_type ?? 'ECONOMY')}
            loading={pricesLoading}
          />
        </div>
      )}
      {multicity ? (
        <MulticityResults request={request} names={names} onChoose={onChoose} soldOut={soldOut} />
      ) : (
        <SingleSearchResults
          request={request}
          names={names}
          prices={prices}
          onPickDate={onPickDate}
          onChoose={onChoose}
          soldOut={soldOut}
        />
      )}
      <RecheckHost ref={host} onSoldOut={onSoldOut} />
    </div>
  )
}

interface ChoiceHost {
  open(choice: BookingChoice): void
}

function RecheckHost({
  ref,
  onSoldOut,
}: {
  ref: Ref<ChoiceHost>
  onSoldOut: (travelPlanIds: string[]) => void
}) {
  const [choice, setChoice] = useState<BookingChoice | null>(null)
  // Opened in a transition: React waits for the dialog's code (a few ms) and shows it, instead of
  // showing the empty fallback first and then holding the dialog back for its 300 ms throttle.
  useImperativeHandle(ref, () => ({ open: (c) => startTransition(() => setChoice(c)) }), [])
  const onClose = useCallback(() => setChoice(null), [])
  if (!choice) return null
  return (
    <Suspense fallback={null}>
      <RecheckDialog
        key={choice.travelPlanIds.join(' ')}
        choice={choice}
        onClose={onClose}
        onSoldOut={onSoldOut}
      />
    </Suspense>
  )
}
