import { describe, expect, it } from 'vitest'
import { airlineColour } from '~/lib/flights/airline-mark'

/** WCAG relative luminance of '#rrggbb'. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
}
const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05)

describe('airline tiles', () => {
  it('use the carrier colour for Indian airlines and the same colour for a code every time', () => {
    expect(airlineColour('6E')).toBe('#001b94')
    expect(airlineColour('AI')).toBe('#b0131d')
    expect(airlineColour('ZZ')).toBe(airlineColour('ZZ'))
  })

  it('keep white text readable (contrast at least 4.5:1) for every code', () => {
    const codes = ['6E', 'AI', 'IX', 'SG', 'QP', 'UK', 'EK', 'QR', 'EY', 'SQ', 'LH', 'BA', 'TG', 'UL']
    for (let a = 65; a < 91; a++) for (let b = 65; b < 91; b++) codes.push(String.fromCharCode(a, b))
    const tooLight = codes.filter((c) => contrastWithWhite(airlineColour(c)) < 4.5)
    expect(tooLight).toEqual([])
  })
})
