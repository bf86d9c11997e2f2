import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { defaultProductConfig } from '@config'
import { AirlineTabs } from '~/components/flights/results/AirlineTabs'
import { CurrencySwitch } from '~/components/flights/results/CurrencySwitch'
import { FareCalendar } from '~/components/flights/results/FareCalendar'
import { FilterPanel } from '~/components/flights/results/FilterPanel'
import { FlightCard } from '~/components/flights/results/FlightCard'
import { MulticitySegments } from '~/components/flights/results/MulticitySegments'
import { ExpiredNotice, NoResultsNotice, SearchProgress } from '~/components/flights/results/Notices'
import { ResultsList, showingText } from '~/components/flights/results/ResultsList'
import { OVERLAP_MESSAGE, RoundTripView } from '~/components/flights/results/RoundTripView'
import { SortBar } from '~/components/flights/results/SortBar'
import { stripCaption } from '~/lib/flights/calendar'
import type { PeriodPrice } from '@contracts/flights/schemas'
import { deriveFilterBounds } from '~/lib/flights/bounds'
import { initialFilterState, reduceFilters } from '~/lib/flights/filter-state'
import { sampleAllianceInfo, sampleResults } from '~/lib/flights/sample'
import { formatMoney } from '~/lib/money'
import { result } from './flights-factory'

const flights = defaultProductConfig.flights
const settings = {
  formatPrice: (p: number) => formatMoney(p, 'INR'),
  shortLayoverHours: flights.shortLayoverHours,
  stopsLabels: flights.stopsLabels,
}
const noop = () => {}
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

describe('FlightCard', () => {
  const r = result({
    rupees: 5_432,
    oldPrice: 600_000,
    seats_left: 2,
    baggage: { cabin_kg: 7, check_in_kg: 0 },
    legs: [
      { from: 'DEL', to: 'AMD', dep: 360, minutes: 90, layover: 75 },
      { from: 'AMD', to: 'BOM', dep: 525, minutes: 70 },
    ],
  })
  const html = renderToStaticMarkup(<FlightCard result={r} onSelect={noop} {...settings} />)

  it('shows airline, flight numbers, times, duration, stops and the short layover', () => {
    const t = text(html)
    expect(t).toContain('IndiGo 6E 2134, 6E 2134')
    expect(t).toContain('06:00 DEL')
    expect(t).toContain('3h 55m 1 Stop')
    expect(t).toContain('09:55 BOM')
    expect(t).toContain('Via AMD City (1h 15m), short layover')
  })

  it('shows the fare with the old price struck through, refundability, baggage and seats left', () => {
    expect(html).toContain('<s aria-label="was ₹6,000">₹6,000</s>')
    expect(html).toContain('<strong>₹5,432</strong>')
    const t = text(html)
    expect(t).toContain('Non-refundable')
    expect(t).toContain('No check-in baggage included')
    expect(t).toContain('Only 2 seats left')
  })

  it('has a book button named for a screen reader and a closed details disclosure', () => {
    expect(html).toContain('aria-label="Book IndiGo 6E 2134 + 6E 2134, ₹5,432"')
    expect(html).toContain('<details class="fr-details"><summary>Flight details</summary></details>')
  })

  it('shows net fare and incentive only when asked', () => {
    const agent = renderToStaticMarkup(
      <FlightCard result={r} onSelect={noop} {...settings} showNet showIncentive />,
    )
    expect(text(agent)).toContain('Net ₹5,332')
    expect(text(agent)).toContain('Incentive ₹100')
    expect(text(html)).not.toContain('Incentive')
  })

  it('shows both directions of a combined round trip', () => {
    const rt = result({
      return_journey: result({ legs: [{ from: 'BOM', to: 'DEL', dep: 1_200, minutes: 125 }] }),
    })
    const t = text(renderToStaticMarkup(<FlightCard result={rt} onSelect={noop} {...settings} />))
    expect(t).toContain('Onward')
    expect(t).toContain('Return 20:00 BOM')
  })
})

describe('ResultsList', () => {
  it('puts only the first rows of 5,000 in the first paint, each positioned in the whole set', () => {
    const many = sampleResults({ count: 5_000, seed: 2 })
    const html = renderToStaticMarkup(
      <ResultsList results={many} total={5_000} onSelect={noop} {...settings} />,
    )
    expect(html).toContain('role="status">Showing 5000 flights</p>')
    expect(html).toContain('role="list" aria-label="Flights"')
    expect((html.match(/<article/g) ?? []).length).toBeLessThan(60)
    expect(html).toContain('aria-setsize="5000" aria-posinset="1"')
    expect(showingText(12, 340)).toBe('Showing 12 of 340 flights')
    expect(showingText(1)).toBe('Showing 1 flight')
  })
})

describe('FilterPanel', () => {
  const rs = sampleResults({ count: 300, seed: 5 })
  const bounds = deriveFilterBounds(rs, {
    priceFilterStep: 100,
    stopsLabels: flights.stopsLabels,
    allianceInfo: sampleAllianceInfo,
  })
  const state = initialFilterState(bounds, flights)

  it('groups every filter in a fieldset with a legend, with the labels of 000 §3', () => {
    const html = renderToStaticMarkup(
      <FilterPanel
        state={state}
        bounds={bounds}
        dispatch={noop}
        formatPrice={settings.formatPrice}
        showReturnTimes
        agent
      />,
    )
    const legends = [...html.matchAll(/<legend>([^<]+)<\/legend>/g)].map((m) => m[1])
    expect(legends).toEqual([
      'Price',
      'Stops',
      'Onward departure',
      'Return departure',
      'Fare type',
      'Airlines',
      'Alliances',
      'Layover airports',
      'Layover duration',
      'Trip duration',
      'Agent display',
    ])
    const t = text(html)
    for (const label of [
      'Early Morning 12am-6am',
      'Morning 6-11am',
      'Mid-Day 11am-5pm',
      'Evening 5pm-12am',
      'Non-Stop',
      '1 Stop',
      '2+ Stops',
      'No Alliance',
      'Star Alliance',
    ])
      expect(t).toContain(label)
    expect(html).toContain(`step="10000"`)
    expect(html).toMatch(/<button type="button" disabled="">Reset all<\/button>/)
  })

  it('enables Reset all once a filter is on', () => {
    const on = reduceFilters(state, { type: 'toggleStop', label: 'Non-Stop' }, bounds)
    const html = renderToStaticMarkup(
      <FilterPanel state={on} bounds={bounds} dispatch={noop} formatPrice={settings.formatPrice} />,
    )
    expect(html).toMatch(/<button type="button">Reset all<\/button>/)
    expect(html).not.toContain('Return departure')
  })
})

describe('bars, tabs and switches', () => {
  it('the sort bar offers every key and names the current direction', () => {
    const html = renderToStaticMarkup(<SortBar value="DEPARTURE_DESC" onChange={noop} />)
    expect(html).toContain('aria-pressed="true" aria-label="Sorted by departure, descending"')
    for (const name of ['price', 'duration', 'operator', 'arrival', 'airline'])
      expect(html).toContain(`aria-pressed="false" aria-label="Sort by ${name}"`)
  })

  it('airline tabs show the cheapest fare; currency offers USD only with a rate', () => {
    const tabs = renderToStaticMarkup(
      <AirlineTabs
        airlines={[{ code: '6E', name: 'IndiGo', minPrice: 421_000, count: 3, alliance: 'NO_ALLIANCE' }]}
        active="6E"
        onChange={noop}
        formatPrice={settings.formatPrice}
      />,
    )
    expect(text(tabs)).toContain('IndiGo ₹4,210')
    expect(tabs).toContain('aria-pressed="true"')
    const noRate = renderToStaticMarkup(<CurrencySwitch value="INR" rates={[]} onChange={noop} />)
    expect(noRate).toMatch(/<input type="radio" disabled="" name="[^"]+" value="USD"\/>/)
  })
})

describe('round trip, multi-city, calendar and notices', () => {
  const out = result({ travel_plan_id: 'O1', rupees: 4_000 })
  const back = result({
    travel_plan_id: 'R1',
    rupees: 3_500,
    column: 'return',
    legs: [{ from: 'BOM', to: 'DEL', dep: 420, minutes: 130 }],
  })
  const rtProps = {
    ...settings,
    ongoing: [out],
    returns: [back],
    ongoingSort: 'PRICE_ASC' as const,
    returnSort: 'DEPARTURE_ASC' as const,
    onSortChange: noop,
    selectedOngoing: out,
    selectedReturn: back,
    onSelect: noop,
    minReturnGapHours: flights.minReturnGapHours,
    onContinue: noop,
    onwardTitle: 'Delhi → Mumbai',
    returnTitle: 'Mumbai → Delhi',
  }

  it('the round trip shows both lists, the pair total and refuses an overlapping pair', () => {
    const html = renderToStaticMarkup(
      <RoundTripView {...rtProps} validity={{ overlap: true, shortGap: false }} />,
    )
    expect(html).toContain('aria-label="Onward flights"')
    expect(html).toContain('aria-label="Return flights"')
    expect(text(html)).toContain('Total per adult: ₹7,500')
    expect(html).toContain(`role="alert">${OVERLAP_MESSAGE}</p>`)
    expect(html).toMatch(/disabled="">Book this round trip/)
    // The preselected pair: each card's button says so, its name starting with the visible word.
    expect(html).toContain(
      'aria-label="Selected IndiGo 6E 2134, ₹4,000" aria-pressed="true">Selected</button>',
    )
    const gap = renderToStaticMarkup(
      <RoundTripView {...rtProps} validity={{ overlap: false, shortGap: true }} />,
    )
    expect(text(gap)).toContain('Less than 2 hours between your onward arrival and your return departure.')
    expect(gap).toMatch(/<button type="button" class="fr-book">Book this round trip/)
  })

  it('multi-city has a tab per segment', () => {
    const html = renderToStaticMarkup(
      <MulticitySegments
        segments={[
          { title: 'Delhi → Mumbai', status: 'done', selected: out },
          { title: 'Mumbai → Goa', status: 'loading', selected: null },
          { title: 'Goa → Delhi', status: 'expired', selected: null },
        ]}
        active={1}
        onActiveChange={noop}
        formatPrice={settings.formatPrice}
      >
        <p>list</p>
      </MulticitySegments>,
    )
    expect((html.match(/role="tab"/g) ?? []).length).toBe(3)
    expect(html).toMatch(/role="tab" aria-selected="true"[^>]*><span>2. Mumbai → Goa/)
    expect(text(html)).toContain('(expired)')
    expect(text(html)).toContain('Choose a flight for each of the 3 journeys')
  })

  it('the fare calendar makes each day a button naming its fare', () => {
    const html = renderToStaticMarkup(
      <FareCalendar
        prices={[
          { date: '2026-12-01', price: 450_000, band: 'MID' },
          { date: '2026-12-02', price: 390_000, band: 'LOW' },
        ]}
        date="2026-12-01"
        onPick={noop}
        formatPrice={settings.formatPrice}
      />,
    )
    // Each day is a button named by what it shows (date and fare); the searched day is current.
    expect(html).toMatch(/<button type="button" class="fr-day fr-band-mid" aria-current="date">/)
    expect(text(html)).toContain('Tue 1 Dec ₹4,500')
    expect(text(html)).toContain('Wed 2 Dec ₹3,900 Cheapest')
  })

  it('the fare calendar says what its prices are, from the first paint while they load', () => {
    const caption = stripCaption('one_way', 'BUSINESS')
    const strip = (prices: PeriodPrice[], loading: boolean) =>
      renderToStaticMarkup(
        <FareCalendar
          prices={prices}
          date="2026-12-01"
          onPick={noop}
          formatPrice={settings.formatPrice}
          caption={caption}
          loading={loading}
        />,
      )
    const loading = strip([], true)
    expect(text(loading)).toContain('cheapest one-way fare per adult, business')
    expect(loading).not.toContain('<button')
    const loaded = text(strip([{ date: '2026-12-01', price: 3_500_000, band: 'LOW' }], false))
    expect(loaded).toContain('cheapest one-way fare per adult, business')
    expect(loaded).toContain('Tue 1 Dec ₹35,000 Cheapest')
    // No calendar to be had: nothing at all, not a caption over no days.
    expect(strip([], false)).toBe('')
  })

  it('progress, expiry and no results say what is going on', () => {
    expect(renderToStaticMarkup(<SearchProgress answered={3} total={5} />)).toContain(
      '<p role="status">Finding flights… 3 of 5 airlines answered</p>',
    )
    const expired = renderToStaticMarkup(<ExpiredNotice onSearchAgain={noop} />)
    expect(expired).toContain('role="alert"')
    expect(text(expired)).toContain('Your search has expired. Prices may have changed. Search again')
    const none = renderToStaticMarkup(
      <NoResultsNotice
        route="Delhi → Mumbai"
        date="2026-12-01"
        today="2026-11-20"
        prices={[{ date: '2026-12-02', price: 390_000, band: 'LOW' }]}
        onPickDate={noop}
        formatPrice={settings.formatPrice}
      />,
    )
    expect(text(none)).toContain('No flights found for Delhi → Mumbai on 1 Dec 2026.')
    expect(text(none)).toContain('Wed 2 Dec from ₹3,900')
  })
})
