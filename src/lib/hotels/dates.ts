import { format, parseISO } from 'date-fns'

/** '2030-01-16' → '16 Jan 2030'. */
export const shortDate = (day: string) => format(parseISO(day), 'd MMM yyyy')

/** '2030-01-16' → 'Wed, 16 Jan'. */
export const dayLabel = (day: string) => format(parseISO(day), 'EEE, d MMM')
