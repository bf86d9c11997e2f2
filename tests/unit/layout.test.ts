import { describe, expect, it } from 'vitest'
import {
  clientHeadersFor,
  decideLayout,
  formatViewportCookie,
  isMobileDevice,
  mobileParamForcesMobile,
  parseViewportCookie,
  type LayoutInput,
} from '~/server/shell/layout'
import { defaultProductConfig } from '@config'

const decide = (input: LayoutInput) => decideLayout(input, defaultProductConfig.ui.largeDesktopWidth)

const ua = {
  desktopChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  chromebook:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iPod: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  iPadOld:
    'Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  blackBerry:
    'Mozilla/5.0 (BB10; Touch) AppleWebKit/537.10+ (KHTML, like Gecko) Version/10.1.0.4633 Mobile Safari/537.10+',
  blackBerryOld: 'BlackBerry9700/5.0.0.351 Profile/MIDP-2.1 Configuration/CLDC-1.1 VendorID/123',
  ieMobile:
    'Mozilla/5.0 (compatible; MSIE 10.0; Windows Phone 8.0; Trident/6.0; IEMobile/10.0; ARM; Touch; NOKIA; Lumia 920)',
  operaMini:
    'Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; Opera Mobi/23.348; U; en) Presto/2.5.25 Version/10.54',
  webOS:
    'Mozilla/5.0 (webOS/1.4.0; U; en-US) AppleWebKit/532.2 (KHTML, like Gecko) Version/1.0 Safari/532.2 Pre/1.0',
  kindle:
    'Mozilla/5.0 (Linux; U; Android 4.0.3; en-us; KFTT Build/IML74K) AppleWebKit/535.19 (KHTML, like Gecko) Silk/3.4',
  firefoxOsPhone: 'Mozilla/5.0 (Mobile; rv:26.0) Gecko/26.0 Firefox/26.0',
}

const landscape = (width: number) => ({ width, landscape: true })
const portrait = (width: number) => ({ width, landscape: false })

describe('isMobileDevice', () => {
  it.each(['desktopChrome', 'macSafari', 'linuxFirefox', 'chromebook'] as const)(
    '%s is not a mobile device',
    (k) => {
      expect(isMobileDevice(ua[k])).toBe(false)
    },
  )

  it.each([
    'iPhone',
    'iPod',
    'iPadOld',
    'androidPhone',
    'androidTablet',
    'blackBerry',
    'blackBerryOld',
    'ieMobile',
    'operaMini',
    'webOS',
    'kindle',
    'firefoxOsPhone',
  ] as const)('%s is a mobile device (tablets included)', (k) => {
    expect(isMobileDevice(ua[k])).toBe(true)
  })

  it('treats a missing or empty user agent as not mobile', () => {
    expect(isMobileDevice(undefined)).toBe(false)
    expect(isMobileDevice(null)).toBe(false)
    expect(isMobileDevice('')).toBe(false)
  })
})

describe('decideLayout', () => {
  it('gives desktop to non-mobile devices, whatever the viewport or the mobile parameter', () => {
    expect(decide({ userAgent: ua.desktopChrome })).toBe('desktop')
    expect(decide({ userAgent: ua.desktopChrome, viewport: portrait(400) })).toBe('desktop')
    expect(decide({ userAgent: ua.desktopChrome, mobileParam: '1' })).toBe('desktop')
    expect(decide({ userAgent: undefined })).toBe('desktop')
  })

  it('gives mobile to a mobile device when the viewport is not known yet (first request)', () => {
    expect(decide({ userAgent: ua.iPhone })).toBe('mobile')
    expect(decide({ userAgent: ua.androidTablet, viewport: null })).toBe('mobile')
  })

  it('gives mobile to a mobile device narrower than 1024 px or in portrait', () => {
    expect(decide({ userAgent: ua.androidPhone, viewport: portrait(390) })).toBe('mobile')
    expect(decide({ userAgent: ua.androidPhone, viewport: landscape(844) })).toBe('mobile')
    expect(decide({ userAgent: ua.androidTablet, viewport: landscape(1023) })).toBe('mobile')
    expect(decide({ userAgent: ua.androidTablet, viewport: portrait(1366) })).toBe('mobile')
  })

  it('gives desktop to a mobile device at least 1024 px wide in landscape', () => {
    expect(decide({ userAgent: ua.androidTablet, viewport: landscape(1024) })).toBe('desktop')
    expect(decide({ userAgent: ua.iPadOld, viewport: landscape(1366) })).toBe('desktop')
  })

  it('keeps mobile on such a device when mobile is set to a value other than 0', () => {
    for (const mobileParam of ['1', 'true', 'yes', '2']) {
      expect(decide({ userAgent: ua.androidTablet, viewport: landscape(1280), mobileParam })).toBe('mobile')
    }
  })

  it('still gives desktop when mobile is 0, empty or absent', () => {
    for (const mobileParam of ['0', ' 0 ', '', null, undefined]) {
      expect(decide({ userAgent: ua.androidTablet, viewport: landscape(1280), mobileParam })).toBe('desktop')
    }
  })

  it('takes the large-desktop width from configuration', () => {
    expect(decideLayout({ userAgent: ua.androidTablet, viewport: landscape(900) }, 800)).toBe('desktop')
    expect(decideLayout({ userAgent: ua.androidTablet, viewport: landscape(1100) }, 1200)).toBe('mobile')
  })
})

describe('mobileParamForcesMobile', () => {
  it.each([
    ['1', true],
    ['true', true],
    ['0', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (v, expected) => {
    expect(mobileParamForcesMobile(v)).toBe(expected)
  })
})

describe('viewport cookie', () => {
  it('reads width and orientation', () => {
    expect(parseViewportCookie('1366x768')).toEqual({ width: 1366, landscape: true })
    expect(parseViewportCookie('390x844')).toEqual({ width: 390, landscape: false })
    expect(parseViewportCookie('800x800')).toEqual({ width: 800, landscape: false })
  })

  it.each([undefined, null, '', 'abc', '1366', '1366x', 'x768', '-1x5', '0x768', '1366x768x2', '99999x1'])(
    'treats %s as unknown',
    (v) => {
      expect(parseViewportCookie(v)).toBeUndefined()
    },
  )

  it('round-trips what the browser writes', () => {
    expect(parseViewportCookie(formatViewportCookie(1024.4, 700.6))).toEqual({ width: 1024, landscape: true })
  })
})

describe('clientHeadersFor', () => {
  it('maps layouts to the client and platform headers of the common wrapper', () => {
    expect(clientHeadersFor('desktop')).toEqual({ client: 'desktop', platform: 'Desktop' })
    expect(clientHeadersFor('mobile')).toEqual({ client: 'm-web', platform: 'mWeb' })
  })
})
