/**
 * Airport autocomplete matching (000 §3 "Airport"): by code, city, airport name and legacy names
 * (Bombay finds Mumbai). A city with several airports has a city-level entry (code X + city code)
 * shown as 'London (all airports)' above its airports. Pure; the list is small (a few hundred).
 */
import { compareText } from '../compare-text'
export interface AirportOption {
  code: string
  city: string
  name: string
  country: string
  countryName: string
  legacy: string[]
  popular: boolean
  cityLevel: boolean
}

/** What the field shows once chosen. */
export const optionLabel = (a: AirportOption) =>
  a.cityLevel ? `${a.city} (all airports)` : `${a.city} (${a.code})`

const norm = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()

function score(a: AirportOption, q: string): number {
  const code = a.code.toLowerCase()
  if (code === q || (a.cityLevel && code === `x${q}`)) return 0
  const city = norm(a.city)
  if (city === q) return 1
  if (city.startsWith(q)) return 2
  if (a.legacy.some((l) => norm(l).startsWith(q))) return 3
  if (code.startsWith(q)) return 4
  if (
    norm(a.name)
      .split(/[\s-]+/)
      .some((w) => w.startsWith(q))
  )
    return 5
  if (norm(a.name).includes(q) || city.includes(q)) return 6
  return -1
}

/** Best matches first; a city-level entry comes before the city's own airports. */
export function matchAirports(list: AirportOption[], query: string, limit = 8): AirportOption[] {
  const q = norm(query)
  if (q === '') return list.filter((a) => a.popular && !a.cityLevel).slice(0, limit)
  return list
    .map((a) => ({ a, s: score(a, q) }))
    .filter((x) => x.s >= 0)
    .sort(
      (x, y) =>
        x.s - y.s ||
        Number(y.a.cityLevel) - Number(x.a.cityLevel) ||
        Number(y.a.popular) - Number(x.a.popular) ||
        compareText(x.a.city, y.a.city),
    )
    .slice(0, limit)
    .map((x) => x.a)
}
