import { describe, expect, it } from 'vitest'
import { parseShellParams } from '~/lib/shell-params'

describe('parseShellParams', () => {
  it('hides the header and footer for 0 or false, in any form the router parses them to', () => {
    expect(parseShellParams({ h: 0, f: false })).toEqual({
      mobile: undefined,
      showHeader: false,
      showFooter: false,
    })
    expect(parseShellParams({ h: '0', f: 'false' })).toMatchObject({ showHeader: false, showFooter: false })
    expect(parseShellParams({ h: 'FALSE' })).toMatchObject({ showHeader: false, showFooter: undefined })
  })

  it('shows them for 1 or true', () => {
    expect(parseShellParams({ h: 1, f: 'true' })).toMatchObject({ showHeader: true, showFooter: true })
  })

  it('leaves the white-label default in charge when absent or unrecognised', () => {
    expect(parseShellParams({})).toEqual({ mobile: undefined, showHeader: undefined, showFooter: undefined })
    expect(parseShellParams({ h: 'maybe', f: { nested: 1 } })).toMatchObject({
      showHeader: undefined,
      showFooter: undefined,
    })
    expect(parseShellParams(undefined)).toEqual({
      mobile: undefined,
      showHeader: undefined,
      showFooter: undefined,
    })
  })

  it('passes the mobile parameter on as text', () => {
    expect(parseShellParams({ mobile: 1 }).mobile).toBe('1')
    expect(parseShellParams({ mobile: 0 }).mobile).toBe('0')
    expect(parseShellParams({ mobile: 'yes' }).mobile).toBe('yes')
  })
})
