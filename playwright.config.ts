import { defineConfig, devices } from '@playwright/test'

// Browser tests run against the production build, with the upstream services on their own ports
// and a throw-away embedded database, in Debian's Chromium (Playwright cannot download browsers here).
const port = Number(process.env.E2E_PORT ?? 3100)
const upstreamPort = Number(process.env.E2E_UPSTREAM_PORT ?? 3101)
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 768 } } },
  ],
  webServer: {
    command: 'npm run build && node scripts/start.mjs',
    url: `http://localhost:${port}/`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      UPSTREAM_PORT: String(upstreamPort),
      PGLITE_DIR: `./data/e2e-${Date.now()}`,
    },
  },
})
