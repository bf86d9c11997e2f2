/**
 * The date input helper of 000 §5: the person types digits, the field shows DD/MM/YYYY with the
 * slashes added and a day over 31 or a month over 12 refused as it is typed; the date picker range
 * is 1940-01-01 to today. Pure, so the traveller form and its tests share it. Shared (not
 * lib/accounts/): the forms kit's DateField uses it for any domain's date fields (docs/decisions/0037).
 */
import { format, isValid, parse } from 'date-fns'

export const EARLIEST_DATE = '1940-01-01'

/** Digits typed so far → 'DD/MM/YYYY' as far as it goes. A first day digit over 3 is padded ('4' → '04'). */
export function formatDateInput(raw: string): string {
  const digits = raw.replace(/\D/g, '')
  let i = 0
  const take = (max: number, firstMax: number): string | null => {
    const first = digits[i]
    if (first === undefined) return null
    if (Number(first) > firstMax) {
      i += 1
      return `0${first}`
    }
    const pair = digits.slice(i, i + 2)
    if (pair.length === 2 && Number(pair) > max) {
      // 000 §5: day max 31, month max 12 — the second digit is dropped, not accepted.
      i += 1
      return first
    }
    i += pair.length
    return pair
  }
  const day = take(31, 3)
  if (day === null) return ''
  // A slash only once the next digit comes, so backspace can take the slash away.
  if (day.length < 2 || i >= digits.length) return day
  const month = take(12, 1)
  if (month === null) return day
  if (month.length < 2 || i >= digits.length) return `${day}/${month}`
  return `${day}/${month}/${digits.slice(i, i + 4)}`
}

/** 'DD/MM/YYYY' → 'YYYY-MM-DD', or null when it is not a real calendar date. */
export function displayToIso(display: string): string | null {
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(display)) return null
  const date = parse(display, 'dd/MM/yyyy', new Date(2000, 0, 1))
  return isValid(date) ? format(date, 'yyyy-MM-dd') : null
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY' (for editing a saved date). */
export function isoToDisplay(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-')
  return y && m && d ? `${d}/${m}/${y}` : ''
}

export { todayIso } from './today'
