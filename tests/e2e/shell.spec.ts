import { devices } from '@playwright/test'
import { test, expect } from './fixtures'
import { signInAs } from './account-support'
import { createVerifiedUser, freshUser } from './auth-support'
import { upstreamReady } from './flights-support'
import { inDays } from './checkout-support'

const productTabs = ['Flights', 'Hotels', 'Trains', 'Holidays', 'Trade fairs', 'Gift cards']

test.describe('home on a desktop', () => {
  // The home page reads master data from the upstream services, which start beside the app.
  test.beforeAll(() => upstreamReady())

  test('shows the desktop layout with every product tab, the flights tab selected', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('body')).toHaveAttribute('data-layout', 'desktop')
    const tabs = page.getByRole('tablist', { name: 'What would you like to book?' })
    for (const name of productTabs) await expect(tabs.getByRole('tab', { name })).toBeVisible()
    await expect(tabs.getByRole('tab', { name: 'Flights' })).toHaveAttribute('aria-selected', 'true')
    // Flight search is built (issue 3): the flights tab holds the search form.
    await expect(page.getByRole('tabpanel').getByRole('form', { name: 'Search flights' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Products' })).toBeVisible()
    await expect(page.getByText('Menu')).toHaveCount(0)
  })

  test('a narrow desktop window (split screen) never scrolls sideways; the products scroll in the bar', async ({
    page,
  }) => {
    for (const width of [480, 700]) {
      await page.setViewportSize({ width, height: 800 })
      for (const path of ['/', '/flights', '/sign-in']) {
        await page.goto(path)
        await expect(page.locator('body')).toHaveAttribute('data-layout', 'desktop')
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
        expect(scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(width)
      }
      // Every product stays reachable: the last one scrolls into view inside the bar.
      const last = page.getByRole('navigation', { name: 'Products' }).getByRole('link').last()
      await last.scrollIntoViewIfNeeded()
      await expect(last).toBeInViewport()
      await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeInViewport()
    }
  })

  test('moves between tabs with the arrow keys', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('tab', { name: 'Flights' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('tab', { name: 'Hotels' })).toHaveAttribute('aria-selected', 'true')
    await expect(page).toHaveURL(/\/hotels$/)
    await expect(page.getByRole('tabpanel')).toContainText(/hotel/i)
  })

  test('the server sends the tabs in the HTML, before any script runs', async ({ request }) => {
    const html = await (await request.get('/')).text()
    expect(html).toContain('role="tablist"')
    for (const name of productTabs) expect(html).toContain(`>${name.replace('&', '&amp;')}<`)
    expect(html).toContain('data-layout="desktop"')
  })

  test('shows the offline modal when the connection drops, and hides it when it returns', async ({
    page,
    context,
  }) => {
    await page.goto('/')
    await context.setOffline(true)
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('Oops, there is no internet connection')
    await context.setOffline(false)
    await expect(dialog).toBeHidden()
  })

  test('loads the app configuration from the network, then from the saved copy (304)', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('data-config-source', 'network')
    const saved = await page.evaluate(() => [
      localStorage.getItem('appConfig'),
      localStorage.getItem('appConfig-etag'),
    ])
    expect(JSON.parse(saved[0] ?? 'null')).toMatchObject({ flags: { hotels: true } })
    expect(saved[1]).toMatch(/^"|^W\//)
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-config-source', 'cache')
  })

  test('shows the terms from the content service', async ({ page }) => {
    await page.goto('/in/terms')
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/terms/i)
    expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(5)
  })
})

test.describe('a page that does not exist', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] })
  test('answers 404 with a way home', async ({ page }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await page
      .getByRole('main')
      .getByRole('link', { name: /Search flights, hotels/ })
      .click()
    await expect(page.getByRole('tablist')).toBeVisible()
  })
})

test.describe('home on a phone', () => {
  const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7']
  test.use(pixel7)

  test('shows the mobile layout with a menu drawer', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('body')).toHaveAttribute('data-layout', 'mobile')
    for (const name of productTabs) await expect(page.getByRole('tab', { name })).toBeVisible()
    await page.getByText('Menu').click()
    await expect(page.getByRole('navigation', { name: 'Products' })).toBeVisible()
  })

  test('a phone in a wide landscape window still gets the mobile layout when ?mobile=1', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 })
    await page.goto('/?mobile=1')
    await expect(page.locator('body')).toHaveAttribute('data-layout', 'mobile')
  })
})

test.describe('narrow phones', () => {
  const { defaultBrowserType: _browser, ...pixel7 } = devices['Pixel 7']
  test.use(pixel7)
  test.beforeAll(() => upstreamReady())

  // A page wider than the screen scrolls sideways and pushes the fixed drawer off-screen.
  for (const width of [360, 412]) {
    test(`no page is wider than a ${width} px screen`, async ({ page, request }) => {
      // Six pages, each loaded to network idle and checked by axe.
      test.setTimeout(120_000)
      await page.setViewportSize({ width, height: 800 })
      const user = await createVerifiedUser(request, freshUser('Neel'))
      const trainResults = `/trains/search?from=NDLS&to=BCT&date=${inDays(10)}&quota=GN`
      for (const path of ['/', '/hotels', '/trains', trainResults, '/sign-in', '/account/profile']) {
        if (path === '/account/profile') await signInAs(page, { login: user.email, password: user.password })
        await page.goto(path)
        await expect(page.locator('body')).toHaveAttribute('data-layout', 'mobile')
        // On a phone the layout viewport (innerWidth) grows to fit wide content, so the page is
        // measured against the screen's own width (the visual viewport), not innerWidth.
        const [scrollWidth, screenWidth] = await page.evaluate(() => [
          document.documentElement.scrollWidth,
          window.visualViewport?.width ?? document.documentElement.clientWidth,
        ])
        expect(screenWidth).toBe(width)
        expect(scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(width)
      }
      await page.goto('/')
      await page.screenshot({ path: `/tmp/home-${width}.png`, fullPage: true })
    })
  }
})
