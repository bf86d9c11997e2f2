import { describe, expect, it } from 'vitest'
import { compareText } from '~/lib/compare-text'

describe('compareText (names in lists and filters)', () => {
  it('orders names alphabetically, ignoring case first', () => {
    expect(['Vistara', 'air India', 'IndiGo', 'Akasa Air'].sort(compareText)).toEqual([
      'air India',
      'Akasa Air',
      'IndiGo',
      'Vistara',
    ])
  })

  it('is total: names equal but for case have a fixed order, and a name equals itself', () => {
    expect(['indigo', 'IndiGo'].sort(compareText)).toEqual(['IndiGo', 'indigo'])
    expect(['IndiGo', 'indigo'].sort(compareText)).toEqual(['IndiGo', 'indigo'])
    expect(compareText('Delhi', 'Delhi')).toBe(0)
  })
})
