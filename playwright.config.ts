import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs } from './tests/e2e/chromium-args'
import { portsOf, storeUrl } from './tests/e2e/ports'

// Browser tests run against the production build, with the upstream services on their own ports
// and a throw-away embedded database, in Debian's Chromium (Playwright cannot download browsers here).
// Each worker has its own store and services (tests/e2e/ports.ts), each with its own database.
process.env.E2E_WORKERS ??= '1'
const workers = Number(process.env.E2E_WORKERS)
// Both servers' log lines go to one file, which the run's last step reads for secrets
// (tests/e2e/log-check.ts); the workers inherit the name the runner chose.
process.env.E2E_LOG_FILE ??= path.resolve(`data/e2e-logs/run-${Date.now()}.log`)
const logFile = process.env.E2E_LOG_FILE

export default defineConfig({
  testDir: 'tests/e2e',
  // Maps the build's virtual modules for Node: the generated model tests load the machines.
  tsconfig: './tests/e2e/tsconfig.json',
  // One worker by default; E2E_WORKERS=2 gives each worker a store of its own (a file's tests in
  // order in one worker, the generated model paths spread over both; a sandbox control such as
  // deliver_webhooks reaches one worker's tests only). Not the default yet: the 4x-CPU first-tap
  // specs lost taps beside the other worker's browser (docs/decisions/0219).
  fullyParallel: false,
  workers,
  retries: 0,
  // The model reporter records each machine's store-path run for /flows (tests/e2e/model/).
  // The JSON report gives `npm test` each test's time (it prints the slowest; scripts/test.mjs).
  reporter: [['list'], ['./tests/e2e/model/reporter.ts'], ['json', { outputFile: 'data/e2e-report.json' }]],
  timeout: 30_000,
  globalSetup: './tests/e2e/servers-ready.ts',
  globalTeardown: './tests/e2e/log-check.ts',
  use: {
    // Evaluated again in each worker, where TEST_PARALLEL_INDEX names the worker's own store.
    baseURL: storeUrl,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    // Recording a trace of every test costs the whole run time on a 2-core machine; a failure is
    // run again with a trace by `npx playwright test --retries=1 <spec>` (docs/decisions/0217).
    trace: 'on-first-retry',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 768 } } },
  ],
  webServer: Array.from({ length: workers }, (_, worker) => ({
    // `npm test` builds once for every layer and says so (E2E_PREBUILT); alone, the run builds.
    // Started one after another: the first builds (unless E2E_PREBUILT), the others reuse its build.
    command:
      process.env.E2E_PREBUILT || worker > 0
        ? 'node scripts/start.mjs'
        : 'npm run build && node scripts/start.mjs',
    url: `http://localhost:${portsOf(worker).port}/`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(portsOf(worker).port),
      UPSTREAM_PORT: String(portsOf(worker).upstreamPort),
      PGLITE_DIR: `./data/e2e-${Date.now()}-${worker}`,
      // Tests stand where a proxy would: a test that needs to look like its own traveller to the
      // services' per-address limits sends X-Forwarded-For (the model paths do, one per path).
      TRUST_PROXY: 'true',
      // /flows shows known runs in browser tests, not whatever the last local run left.
      MODEL_RUNS_FILE: 'tests/e2e/model/runs.fixture.json',
      LOG_FILE: logFile,
      LOG_LEVEL: 'info',
      // A "Pending" payment waits for the bank until a test decides it (POST /payment/sandbox/settle):
      // the confirmation's model paths need it still pending a minute of page clock later.
      PAYMENT_PENDING_SETTLE_MS: '600000',
    },
  })),
})
