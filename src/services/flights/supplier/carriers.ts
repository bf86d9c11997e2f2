/**
 * Who flies where in the sandbox. Each airline is a small network: the airports it bases flights
 * at (hubs), and a rule for whether it flies a given pair non-stop. Itineraries are chains of one
 * airline's flights through its own hubs, as most tickets sold in India are.
 *
 * Left out on purpose (see docs/upstream.md): Vistara (UK) merged into Air India in November 2024,
 * Jet Airways (9W) and Go First (G8) stopped flying, AirAsia India (I5) became Air India Express, so
 * none of them sells future dates. Regional carriers (Alliance Air, Star Air…) are not modelled.
 */
import { airlineRecords } from './data'
import { unit } from '~/services/platform/prng'
import { airports, distanceKm, indianHubs, regionOf, weightOf, type Airport, type Region } from './places'

export interface Carrier {
  code: string
  name: string
  indian: boolean
  hubs: readonly string[]
  /** Relative fare level (1 = market). */
  fareLevel: number
  /** A low-cost carrier: sells hand-baggage-only fares, no business cabin on most routes. */
  lowCost: boolean
  /** Cabins it sells besides economy. */
  cabins: readonly ('PREMIUM_ECONOMY' | 'BUSINESS' | 'FIRST_CLASS')[]
  /** Flight number range [from, to] for domestic and for international flights. */
  numbers: { domestic: [number, number]; international: [number, number] }
  /** Indian airports a foreign carrier serves from its hub. */
  indiaGateways?: readonly string[]
  /** Foreign regions it sells onward from its hub. */
  regions?: readonly Region[]
}

const nameOf = (code: string) => airlineRecords.find((a) => a.iata_code === code)?.name ?? code

const metros = ['DEL', 'BOM', 'BLR', 'HYD', 'MAA', 'CCU']
const gulfGateways = [...metros, 'COK', 'AMD', 'TRV', 'CCJ', 'GOX', 'LKO', 'ATQ', 'JAI', 'IXE']
const westward: Region[] = [
  'EUROPE',
  'NORTH_AMERICA',
  'LATIN_AMERICA',
  'AFRICA',
  'MIDDLE_EAST',
  'GULF',
  'CENTRAL_ASIA',
]
const eastward: Region[] = ['SOUTHEAST_ASIA', 'EAST_ASIA', 'OCEANIA']

function indian(
  code: string,
  hubs: string[],
  fareLevel: number,
  lowCost: boolean,
  cabins: Carrier['cabins'],
  numbers: Carrier['numbers'],
): Carrier {
  return { code, name: nameOf(code), indian: true, hubs, fareLevel, lowCost, cabins, numbers }
}

function foreign(
  code: string,
  hub: string,
  fareLevel: number,
  indiaGateways: readonly string[],
  regions: readonly Region[],
  cabins: Carrier['cabins'] = ['BUSINESS', 'FIRST_CLASS'],
): Carrier {
  return {
    code,
    name: nameOf(code),
    indian: false,
    hubs: [hub],
    fareLevel,
    lowCost: false,
    cabins,
    numbers: { domestic: [1, 999], international: [1, 999] },
    indiaGateways,
    regions,
  }
}

export const carriers: readonly Carrier[] = [
  indian('6E', [...metros], 0.95, true, ['BUSINESS'], {
    domestic: [2000, 6999],
    international: [1001, 1999],
  }),
  indian('AI', ['DEL', 'BOM', 'BLR'], 1.08, false, ['PREMIUM_ECONOMY', 'BUSINESS', 'FIRST_CLASS'], {
    domestic: [401, 999],
    international: [101, 399],
  }),
  indian('IX', ['BLR', 'DEL', 'COK'], 0.88, true, [], { domestic: [1100, 2999], international: [301, 999] }),
  indian('SG', ['DEL', 'BOM'], 0.92, true, [], { domestic: [101, 999], international: [1, 99] }),
  indian('QP', ['BOM', 'BLR', 'DEL'], 0.9, true, [], { domestic: [1101, 1999], international: [501, 599] }),
  foreign('EK', 'DXB', 1.1, gulfGateways, [...westward, 'EAST_ASIA', 'OCEANIA']),
  foreign('QR', 'DOH', 1.05, gulfGateways, [...westward, 'EAST_ASIA', 'OCEANIA']),
  foreign('EY', 'AUH', 1.0, [...metros, 'COK', 'TRV', 'CCJ'], westward),
  foreign(
    'FZ',
    'DXB',
    0.85,
    [...metros, 'COK', 'LKO', 'AMD'],
    ['GULF', 'MIDDLE_EAST', 'CENTRAL_ASIA'],
    ['BUSINESS'],
  ),
  foreign(
    'GF',
    'BAH',
    0.95,
    ['DEL', 'BOM', 'HYD', 'COK', 'MAA'],
    ['GULF', 'EUROPE', 'MIDDLE_EAST'],
    ['BUSINESS'],
  ),
  foreign(
    'TK',
    'IST',
    0.95,
    ['DEL', 'BOM'],
    ['EUROPE', 'NORTH_AMERICA', 'AFRICA', 'LATIN_AMERICA', 'CENTRAL_ASIA'],
  ),
  foreign(
    'LH',
    'FRA',
    1.12,
    ['DEL', 'BOM', 'BLR', 'MAA'],
    ['EUROPE', 'NORTH_AMERICA', 'LATIN_AMERICA'],
    ['PREMIUM_ECONOMY', 'BUSINESS', 'FIRST_CLASS'],
  ),
  foreign(
    'BA',
    'LHR',
    1.15,
    ['DEL', 'BOM', 'BLR', 'HYD', 'MAA'],
    ['EUROPE', 'NORTH_AMERICA'],
    ['PREMIUM_ECONOMY', 'BUSINESS', 'FIRST_CLASS'],
  ),
  foreign(
    'AF',
    'CDG',
    1.1,
    ['DEL', 'BOM', 'BLR'],
    ['EUROPE', 'NORTH_AMERICA', 'AFRICA', 'LATIN_AMERICA'],
    ['PREMIUM_ECONOMY', 'BUSINESS'],
  ),
  foreign(
    'KL',
    'AMS',
    1.08,
    ['DEL', 'BOM', 'BLR'],
    ['EUROPE', 'NORTH_AMERICA'],
    ['PREMIUM_ECONOMY', 'BUSINESS'],
  ),
  foreign('SQ', 'SIN', 1.15, [...metros, 'COK', 'AMD'], eastward, [
    'PREMIUM_ECONOMY',
    'BUSINESS',
    'FIRST_CLASS',
  ]),
  foreign('TG', 'BKK', 0.95, ['DEL', 'BOM', 'BLR', 'HYD', 'MAA', 'CCU', 'GAU'], eastward, ['BUSINESS']),
  foreign('MH', 'KUL', 0.92, ['DEL', 'BOM', 'BLR', 'HYD', 'MAA', 'COK', 'AMD'], eastward, ['BUSINESS']),
  foreign('CX', 'HKG', 1.12, ['DEL', 'BOM', 'BLR', 'MAA'], eastward, [
    'PREMIUM_ECONOMY',
    'BUSINESS',
    'FIRST_CLASS',
  ]),
  foreign('ET', 'ADD', 0.95, ['DEL', 'BOM', 'BLR', 'MAA'], ['AFRICA'], ['BUSINESS']),
  foreign('UL', 'CMB', 0.9, [...metros, 'COK', 'TRZ', 'IXM'], ['SOUTH_ASIA'], ['BUSINESS']),
]

export const carrierByCode: ReadonlyMap<string, Carrier> = new Map(carriers.map((c) => [c.code, c]))

const isIndian = (a: Airport) => a.country === 'IN'

/** Long-haul destinations Air India flies non-stop from its hubs (and a few other metros). */
const airIndiaLongHaul = [
  'LHR',
  'BHX',
  'FRA',
  'CDG',
  'AMS',
  'CPH',
  'VIE',
  'MXP',
  'FCO',
  'JFK',
  'EWR',
  'ORD',
  'SFO',
  'IAD',
  'YYZ',
  'YVR',
  'SYD',
  'MEL',
  'NRT',
  'HND',
  'ICN',
]

/** Whether `carrier` flies `from`→`to` non-stop (symmetric). */
export function flies(carrier: Carrier, from: Airport, to: Airport): boolean {
  if (from.code === to.code) return false
  const key = (p: string) => unit(`${p}:${carrier.code}:${[from.code, to.code].sort().join('-')}`)
  const km = distanceKm(from, to)
  if (isIndian(from) && isIndian(to)) {
    if (!carrier.indian) return false
    const [wa, wb] = [weightOf(from.code), weightOf(to.code)]
    const hubEnd = carrier.hubs.includes(from.code) || carrier.hubs.includes(to.code)
    const other = carrier.hubs.includes(from.code) ? wb : wa
    // Nobody flies under 100 km; under 250 km only between busy airports (DEL–JAI, BOM–PNQ).
    if (km < 100 || (km < 250 && Math.min(wa, wb) < 3)) return false
    if (wa === 10 && wb === 10) return carrier.code === '6E' || carrier.code === 'AI' || key('mm') < 0.75
    if (hubEnd) {
      // Every airport keeps a lifeline to its nearest metro with IndiGo or Air India.
      if (other === 1 && lifeline(from, to) === carrier.code) return true
      const p = { '6E': 0.9, AI: 0.7, IX: 0.45, SG: 0.35, QP: 0.35 }[carrier.code] ?? 0
      return key('hub') < p * (other >= 3 ? 1 : 0.45)
    }
    if (wa >= 3 && wb >= 3) return key('pp') < ({ '6E': 0.45, AI: 0.15, IX: 0.2 }[carrier.code] ?? 0.08)
    return false
  }
  if (isIndian(from) === isIndian(to)) {
    // Abroad: only a foreign carrier from its hub to the regions it sells.
    if (carrier.indian) return false
    const hub = carrier.hubs[0]
    const far = from.code === hub ? to : to.code === hub ? from : undefined
    return far !== undefined && (carrier.regions ?? []).includes(regionOf(far)) && key('onward') < 0.96
  }
  const home = isIndian(from) ? from : to
  const abroad = isIndian(from) ? to : from
  if (!carrier.indian)
    return carrier.hubs.includes(abroad.code) && (carrier.indiaGateways ?? []).includes(home.code)
  const region = regionOf(abroad)
  const gateway = weightOf(home.code) >= 6 || ['TRV', 'CCJ', 'ATQ', 'IXE', 'TRZ'].includes(home.code)
  if (!gateway) return false
  if (carrier.code === 'AI' && airIndiaLongHaul.includes(abroad.code))
    return metros.includes(home.code) && key('lh') < 0.6
  if (km > 5200) return false
  if (region === 'GULF' || region === 'SOUTH_ASIA' || region === 'SOUTHEAST_ASIA') {
    const p = { '6E': 0.6, AI: 0.5, IX: 0.55, SG: 0.2, QP: 0.2 }[carrier.code] ?? 0
    return key('intl') < p
  }
  if (
    carrier.code === '6E' &&
    (region === 'CENTRAL_ASIA' || ['IST', 'MAN', 'AMS', 'HKG'].includes(abroad.code))
  )
    return metros.includes(home.code) && key('6e') < 0.6
  return false
}

/** The carrier that keeps a small Indian airport linked to the metro nearest to it. */
function lifeline(a: Airport, b: Airport): string | undefined {
  const small = weightOf(a.code) === 1 ? a : b
  const metro = small === a ? b : a
  const nearest = nearestHub(small)
  if (nearest !== metro.code) return undefined
  return unit(`lifeline:${small.code}`) < 0.6 ? '6E' : 'AI'
}

const hubCache = new Map<string, string>()

/** The metro nearest to an Indian airport (at least 250 km away: nobody flies shorter). */
export function nearestHub(a: Airport): string {
  const cached = hubCache.get(a.code)
  if (cached) return cached
  let best = indianHubs[0] ?? 'DEL'
  let bestKm = Infinity
  for (const code of indianHubs) {
    const hub = airports.get(code)
    if (!hub || hub.code === a.code) continue
    const km = distanceKm(a, hub)
    if (km >= 250 && km < bestKm) {
      best = code
      bestKm = km
    }
  }
  hubCache.set(a.code, best)
  return best
}
