import { defineConfig } from 'vitest/config'
import viteReact from '@vitejs/plugin-react'
import { productDefaults } from './scripts/vite/product-defaults.ts'

// Unit, machine, contract and integration tests. Browser tests are Playwright's (tests/e2e).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [viteReact(), productDefaults()],
  test: {
    include: ['tests/{unit,machines,contract,integration,fuzz}/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/support/fail-on-console-error.ts'],
    // One migrated, seeded database per run that each test database copies (docs/decisions/0215).
    globalSetup: ['tests/support/database-template.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Contract tests each start services with their own database; keep the 2-core machine calm.
    maxWorkers: 2,
  },
})
