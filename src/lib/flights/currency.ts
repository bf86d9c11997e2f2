/**
 * Display currency for flight prices (000 §3 "Exchange rates: from, to, rate"; currency state
 * currency (default INR), exchange_rates, isCurrencyChanged). Fares are stored and filtered in
 * paise; only what is shown is converted, so switching currency never changes which flights show.
 */
import { formatMoney, type Currency } from '../money'

export const currencies = ['INR', 'USD'] as const satisfies readonly Currency[]
export type ShownCurrency = (typeof currencies)[number]

export interface ExchangeRate {
  from: ShownCurrency
  to: ShownCurrency
  /** Units of `to` per unit of `from`. */
  rate: number
}

function isShownCurrency(value: unknown): value is ShownCurrency {
  return typeof value === 'string' && (currencies as readonly string[]).includes(value)
}

/**
 * A master-data row as a rate the store can show, or null (another currency, or not a positive
 * finite rate). Plain code, not a zod schema: this file loads with the results page, which carries
 * no zod (docs/decisions/0019).
 */
export function readExchangeRate(row: { from?: unknown; to?: unknown; rate?: unknown }): ExchangeRate | null {
  const { from, to, rate } = row
  if (!isShownCurrency(from) || !isShownCurrency(to)) return null
  if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0) return null
  return { from, to, rate }
}

export interface CurrencyState {
  currency: Currency
  exchange_rates: ExchangeRate[]
  isCurrencyChanged: boolean
}

export function initialCurrencyState(
  defaultCurrency: Currency,
  rates: readonly ExchangeRate[] = [],
): CurrencyState {
  return { currency: defaultCurrency, exchange_rates: [...rates], isCurrencyChanged: false }
}

/** 000 §4: a currency change sets a changed flag that can be reset. */
export function changeCurrency(state: CurrencyState, currency: Currency): CurrencyState {
  if (currency === state.currency) return state
  return { ...state, currency, isCurrencyChanged: true }
}
export function acknowledgeCurrencyChange(state: CurrencyState): CurrencyState {
  return { ...state, isCurrencyChanged: false }
}

/** Rate from one currency to another: the direct pair, else the inverse of the opposite pair. */
export function rateBetween(rates: readonly ExchangeRate[], from: Currency, to: Currency): number | null {
  if (from === to) return 1
  const direct = rates.find((r) => r.from === from && r.to === to)
  if (direct) return direct.rate
  const inverse = rates.find((r) => r.from === to && r.to === from)
  return inverse ? 1 / inverse.rate : null
}

/** Paise → minor units of `to` (cents), rounded to a whole minor unit; null without a rate. */
export function convertMinor(paise: number, to: Currency, rates: readonly ExchangeRate[]): number | null {
  const rate = rateBetween(rates, 'INR', to)
  return rate === null ? null : Math.round(paise * rate)
}

/**
 * A fare as shown in the chosen currency. Without a rate for it the fare shows in rupees, which is
 * what it is charged in, rather than a wrong figure.
 */
export function displayPrice(
  paise: number,
  state: Pick<CurrencyState, 'currency' | 'exchange_rates'>,
): string {
  const converted = convertMinor(paise, state.currency, state.exchange_rates)
  return converted === null ? formatMoney(paise, 'INR') : formatMoney(converted, state.currency)
}

/** Whether a currency can be offered (INR always; another one only with a rate). */
export function canShow(currency: Currency, rates: readonly ExchangeRate[]): boolean {
  return rateBetween(rates, 'INR', currency) !== null
}
