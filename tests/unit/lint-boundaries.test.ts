// The import boundaries of eslint.config.js bite (docs/decisions/0037): each rule is shown a small
// file that breaks it and one that keeps it. Snippets are linted as if they lived at `filePath`
// (nothing is written); the import cycle needs real files: tests/fixtures/lint/, which
// `npm run lint` ignores.
import { mkdirSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { ESLint } from 'eslint'
import { afterAll, describe, expect, it } from 'vitest'

const root = resolve(__dirname, '../..')
const boundaryRules = new Set([
  'import-x/no-restricted-paths',
  'import-x/no-cycle',
  '@typescript-eslint/no-restricted-imports',
  'no-restricted-syntax',
])

// A new product's folder, made before the configuration first loads (it reads the folders then; a
// second load in this process would be served from the module cache). Removed after the tests.
const newProductFolder = resolve(root, 'src/services/zz-lint-new-product')
mkdirSync(newProductFolder, { recursive: true })
afterAll(() => rmSync(newProductFolder, { recursive: true, force: true }))

// One instance: the resolver and the parsed-module cache are built once.
const eslint = new ESLint({ cwd: root })

/** The boundary rules `code` breaks if it were the file at `filePath`, in alphabetical order. */
async function broken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, filePath) })
  if (!result) throw new Error('ESLint returned no result')
  const fatal = result.messages.find((m) => m.fatal)
  if (fatal) throw new Error(`${filePath} does not parse: ${fatal.message}`)
  return result.messages.flatMap((m) => (m.ruleId && boundaryRules.has(m.ruleId) ? [m.ruleId] : [])).sort()
}

describe('pages and components reach the server through queries, mutation hooks or flows', () => {
  it('refuses a component importing a server function', async () => {
    expect(
      await broken(
        'src/components/LegalThing.tsx',
        "import { contentQueryOptions } from '~/server/content/content.functions'\nexport const q = contentQueryOptions",
      ),
    ).toEqual(['import-x/no-restricted-paths'])
  })

  it('refuses a route loading a server function on demand, and a type from one', async () => {
    expect(
      await broken(
        'src/routes/account/thing.tsx',
        "export const load = () => import('~/server/accounts/account.functions')",
      ),
    ).toEqual(['import-x/no-restricted-paths'])
    expect(
      await broken(
        'src/components/useThing.ts',
        "import type { Shell } from '~/server/shell/layout.functions'\nexport type S = Shell",
      ),
    ).toEqual(['import-x/no-restricted-paths'])
  })

  it('refuses a component importing a *.server module, however the path is spelt', async () => {
    expect(
      await broken(
        'src/components/flights/Thing.tsx',
        "import { startSearch } from '../../server/flights/client.server'\nexport const s = startSearch",
      ),
    ).toEqual(['@typescript-eslint/no-restricted-imports', 'import-x/no-restricted-paths'])
  })

  it('lets components and routes use the glue in src/flows', async () => {
    expect(
      await broken(
        'src/components/account/Thing.tsx',
        "import { useDeleteTravellerMutation } from '~/flows/accounts/account.mutations'\nexport const m = useDeleteTravellerMutation",
      ),
    ).toEqual([])
    expect(
      await broken(
        'src/routes/in/thing.tsx',
        "import { contentQueryOptions } from '~/flows/content/content.queries'\nexport const q = contentQueryOptions",
      ),
    ).toEqual([])
  })
})

describe('the upstream services import only contracts/, @config, their own files and packages', () => {
  it('refuses a service importing src/lib or the BFF', async () => {
    expect(
      await broken(
        'src/services/flights/thing.ts',
        "import { formatMoney } from '~/lib/money'\nexport const f = formatMoney",
      ),
    ).toEqual(['import-x/no-restricted-paths'])
    expect(
      await broken(
        'src/services/content/thing.ts',
        "import { deployment } from '~/server/platform/config.server'\nexport const d = deployment",
      ),
    ).toEqual(['import-x/no-restricted-paths'])
  })

  it('lets a service use contracts/, @config, the shared service code and packages', async () => {
    expect(
      await broken(
        'src/services/flights/thing.ts',
        [
          "import { Hono } from 'hono'",
          "import { defaultProductConfig } from '@config'",
          "import { envelope } from '@contracts/envelope'",
          "import { ApiError } from '../http/errors'",
          "import { computeResults } from './search'",
          'export const all = [Hono, defaultProductConfig, envelope, ApiError, computeResults]',
        ].join('\n'),
      ),
    ).toEqual([])
  })
})

describe('one domain does not import another domain’s internals', () => {
  it('refuses flights importing accounts in the BFF, by alias or by relative path', async () => {
    expect(
      await broken(
        'src/server/flights/thing.ts',
        "import { accountsCall } from '~/server/accounts/errors'\nexport const a = accountsCall",
      ),
    ).toEqual(['import-x/no-restricted-paths'])
    expect(
      await broken(
        'src/server/flights/thing.ts',
        "import { accountsCall } from '../accounts/errors'\nexport const a = accountsCall",
      ),
    ).toEqual(['import-x/no-restricted-paths'])
  })

  it('refuses shared infrastructure depending on a domain', async () => {
    expect(
      await broken(
        'src/services/messaging/thing.ts',
        "import { userById } from '../accounts/users'\nexport const f = userById",
      ),
    ).toEqual(['import-x/no-restricted-paths'])
  })

  it('lets a domain use another domain’s contracts and the shared BFF infrastructure', async () => {
    expect(
      await broken(
        'src/server/flights/thing.ts',
        [
          "import type { Viewer } from '@contracts/accounts/viewer'",
          "import { readSession } from '~/server/session/session.server'",
          "import { upstream } from '../upstream/client.server'",
          'export type V = Viewer',
          'export const all = [readSession, upstream]',
        ].join('\n'),
      ),
    ).toEqual([])
  })
})

describe('contracts/ and machines/', () => {
  it('keeps contracts/ to zod and contracts/', async () => {
    expect(
      await broken(
        'contracts/flights/thing.ts',
        "import { format } from 'date-fns'\nexport const f = format",
      ),
    ).toEqual(['@typescript-eslint/no-restricted-imports'])
    expect(
      await broken(
        'contracts/flights/thing.ts',
        "import { z } from 'zod'\nimport { envelope } from '@contracts/envelope'\nimport { tripTypes } from './codes'\nexport const all = [z, envelope, tripTypes]",
      ),
    ).toEqual([])
  })

  it('lets machines/ read contracts/ for types only, pure data excepted', async () => {
    expect(
      await broken(
        'machines/flights/thing.ts',
        "import { flightSearchRequestSchema } from '@contracts/flights/schemas'\nexport const s = flightSearchRequestSchema",
      ),
    ).toEqual(['@typescript-eslint/no-restricted-imports'])
    expect(
      await broken(
        'machines/flights/thing.ts',
        "import type { FlightSearchRequest } from '@contracts/flights/schemas'\nexport type R = FlightSearchRequest",
      ),
    ).toEqual([])
    expect(
      await broken(
        'machines/accounts/thing.ts',
        "import { accountMessages } from '@contracts/accounts/messages'\nexport const m = accountMessages",
      ),
    ).toEqual([])
  })

  it('keeps React out of machines/', async () => {
    expect(
      await broken(
        'machines/flights/thing.ts',
        "import { useState } from 'react'\nexport const u = useState",
      ),
    ).toEqual(['@typescript-eslint/no-restricted-imports'])
  })
})

describe('aliases instead of climbing folders', () => {
  it('refuses an import that climbs two folders, static or dynamic', async () => {
    expect(
      await broken(
        'src/lib/flights/thing.ts',
        "import { formatMoney } from '../../lib/money'\nexport const f = formatMoney",
      ),
    ).toEqual(['@typescript-eslint/no-restricted-imports'])
    expect(
      await broken('src/lib/flights/thing.ts', "export const load = () => import('../../lib/money')"),
    ).toEqual(['no-restricted-syntax'])
  })

  it('lets an alias or a one-folder climb through', async () => {
    expect(
      await broken(
        'src/lib/flights/thing.ts',
        "import { formatMoney } from '~/lib/money'\nimport { compareText } from '../compare-text'\nexport const all = [formatMoney, compareText]",
      ),
    ).toEqual([])
  })
})

describe('no import cycles', () => {
  // The fixtures are ignored by the normal lint run; `ignore: false` lints them here.
  const fixtures = new ESLint({ cwd: root, ignore: false })

  it('refuses two files importing each other', async () => {
    const results = await fixtures.lintFiles(['tests/fixtures/lint/cycle/*.ts'])
    expect(results).toHaveLength(2)
    for (const result of results) {
      expect(result.messages.map((m) => m.ruleId)).toEqual(['import-x/no-cycle'])
    }
  })

  it('allows a cycle of type-only imports (erased by the build)', async () => {
    const results = await fixtures.lintFiles(['tests/fixtures/lint/type-cycle/*.ts'])
    expect(results).toHaveLength(2)
    expect(results.flatMap((r) => r.messages)).toEqual([])
  })
})

describe('products stand on the commerce core side by side (docs/decisions/0216)', () => {
  it('refuses a product importing another product’s services, the flight checkout included', async () => {
    expect(
      await broken(
        'src/services/hotels/thing.ts',
        "import { seatMapsFor } from '../checkout/seats'\nexport const s = seatMapsFor",
      ),
    ).toEqual(['import-x/no-restricted-paths'])
    expect(
      await broken(
        'src/services/trains/thing.ts',
        "import { storedOfferSchema } from '../hotels/booking-store'\nexport const s = storedOfferSchema",
      ),
    ).toEqual(['import-x/no-restricted-paths'])
  })

  it('lets every product use the core, and refuses the core using a product', async () => {
    for (const product of ['checkout', 'hotels', 'trains'])
      expect(
        await broken(
          `src/services/${product}/thing.ts`,
          "import { refundView } from '../commerce/refunds'\nexport const r = refundView",
        ),
      ).toEqual([])
    expect(
      await broken(
        'src/services/commerce/thing.ts',
        "import { storedOfferSchema } from '../hotels/booking-store'\nexport const s = storedOfferSchema",
      ),
    ).toEqual(['import-x/no-restricted-paths'])
  })
})

describe('a domain is covered the day its folder appears', () => {
  it('refuses a file in a new service folder importing a product’s internals; the core is allowed', async () => {
    expect(
      await broken(
        'src/services/zz-lint-new-product/rules.ts',
        "import { storedOfferSchema } from '../hotels/booking-store'\nexport const s = storedOfferSchema",
      ),
    ).toEqual(['import-x/no-restricted-paths'])
    expect(
      await broken(
        'src/services/zz-lint-new-product/rules.ts',
        "import { refundView } from '../commerce/refunds'\nexport const r = refundView",
      ),
    ).toEqual([])
  })
})
