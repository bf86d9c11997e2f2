/**
 * Month and weekday words for calendar dates, without date-fns: the results pages must not load it
 * (docs/decisions/0025, 0164). Pure, the same on the server and in the browser.
 */
export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']

/** A calendar date 'YYYY-MM-DD' as a Date at its midnight UTC (its weekday and day read in UTC). */
export const utcDay = (day: string) => new Date(`${day}T00:00:00Z`)
