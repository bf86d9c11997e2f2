/**
 * The results of a valid search, wired to the search flows and the results components. Choosing
 * a flight opens the "booking opens soon" dialog: booking is a later issue.
 */
import { useCallback, useState } from 'react'
import { FareCalendar } from '../results/FareCalendar'
import { stripCaption } from '~/lib/flights/calendar'
import { placeText } from '~/lib/flights/places'
import type { FlightSearchRequest } from '@contracts/flights/schemas'
import { formatMoney } from '~/lib/money'
import { BookingSoonDialog } from './BookingSoonDialog'
import { MulticityResults } from './MulticityResults'
import { SingleSearchResults } from './SingleSearchResults'
import { usePeriodPrices } from './usePeriodPrices'

const inRupees = (paise: number) => formatMoney(paise, 'INR')

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
  const [choice, setChoice] = useState<string | null>(null)
  const onChoose = useCallback((words: string) => setChoice(words), [])
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
        <MulticityResults request={request} names={names} onChoose={onChoose} />
      ) : (
        <SingleSearchResults
          request={request}
          names={names}
          prices={prices}
          onPickDate={onPickDate}
          onChoose={onChoose}
        />
      )}
      <BookingSoonDialog choice={choice} onClose={() => setChoice(null)} />
    </div>
  )
}
