/**
 * One-way and round-trip results: the polling search (useFlightSearch), its progress or end, the
 * fare strip, then the list: one list (one-way, or combined international round-trip cards) or
 * the two domestic round-trip columns.
 */
import { useCallback } from 'react'
import { NoResultsNotice } from '~/components/flights/results/Notices'
import type { FlightResult, FlightSearchRequest, PeriodPrice } from '~/lib/flights/schemas'
import { todayIso } from '~/lib/flights/today'
import { formatMoney } from '~/lib/money'
import { useFlightSearch } from '~/flows/flight-search.flow'
import { choiceWords } from './choice'
import { DomesticRoundTrip } from './DomesticRoundTrip'
import { ResultsListView } from './ResultsListView'
import { SearchStatus } from './SearchStatus'

export function SingleSearchResults({
  request,
  prices,
  onPickDate,
  onChoose,
}: {
  request: FlightSearchRequest
  prices: readonly PeriodPrice[]
  onPickDate: (date: string) => void
  onChoose: (words: string) => void
}) {
  const search = useFlightSearch(request)
  const chooseOne = useCallback(
    (r: FlightResult, formatPrice: (paise: number) => string) =>
      onChoose(choiceWords(r, formatPrice(r.adultPrice))),
    [onChoose],
  )
  const answered = search.progress.totalConnectors - search.progress.missingConnectors
  const domesticPair =
    request.search_type === 'roundtrip' &&
    (search.flightType === 'DOMESTIC' || search.returnResults.length > 0)
  const empty =
    search.state === 'succeeded' && search.results.length === 0 && search.returnResults.length === 0
  return (
    <>
      <SearchStatus
        state={search.state}
        error={search.error}
        answered={answered}
        total={search.progress.totalConnectors}
        onRepeat={search.repeat}
      />
      {empty ? (
        <NoResultsNotice
          route={`${request.origin.code} → ${request.destination.code}`}
          date={request.travel_date}
          today={todayIso()}
          prices={prices}
          onPickDate={onPickDate}
          formatPrice={(p) => formatMoney(p, 'INR')}
        />
      ) : null}
      {search.state === 'expired' || search.state === 'failed' || empty ? null : domesticPair ? (
        <DomesticRoundTrip
          ongoing={search.results}
          returns={search.returnResults}
          request={request}
          onChoose={onChoose}
        />
      ) : (
        <ResultsListView results={search.results} request={request} onSelect={chooseOne} />
      )}
    </>
  )
}
