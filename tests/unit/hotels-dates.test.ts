import { describe, expect, it } from 'vitest'
import { format, parseISO } from 'date-fns'
import { dayAndTime, dayLabel, shortDate } from '~/lib/hotels/dates'

// The results page no longer loads date-fns (0164): the plain words must read as date-fns did.
describe('hotel date words', () => {
  const days = Array.from({ length: 400 }, (_, i) =>
    new Date(Date.UTC(2027, 0, 1) + i * 86_400_000).toISOString().slice(0, 10),
  )

  it('shortDate and dayLabel equal date-fns for every day of a year and more', () => {
    for (const day of days) {
      expect(shortDate(day)).toBe(format(parseISO(day), 'd MMM yyyy'))
      expect(dayLabel(day)).toBe(format(parseISO(day), 'EEE, d MMM'))
    }
    expect(shortDate('2030-01-16')).toBe('16 Jan 2030')
    expect(dayLabel('2030-01-16')).toBe('Wed, 16 Jan')
  })

  it('dayAndTime equals date-fns at every half hour of a day', () => {
    for (let m = 0; m < 24 * 60; m += 30) {
      const iso = new Date(Date.UTC(2027, 4, 9, 0, m)).toISOString()
      expect(dayAndTime(iso)).toBe(format(parseISO(iso), 'd MMM, h:mm a'))
    }
  })
})
