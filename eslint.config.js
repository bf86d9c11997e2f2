import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import { importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'

const root = path.dirname(fileURLToPath(import.meta.url))

// ─── Import boundaries (docs/decisions/0037) ───────────────────────────────────────────────────
// Checked on resolved paths (import-x/no-restricted-paths with the TypeScript resolver), so an
// alias and a relative path to the same file are the same import. Package rules and the ban on
// deep relative paths are checked on the import text (@typescript-eslint/no-restricted-imports,
// and no-restricted-syntax for import()). tests/unit/lint-boundaries.test.ts shows each one bites.

/**
 * Each domain's own code in every layer, read from the folders (docs/decisions/0216): every folder
 * under a layer is a domain of that name unless it is shared (below) or named for another domain
 * (folderDomain), so a new domain is covered the day its first folder appears. Another domain may
 * not import it; a domain's contracts/ are its published shapes and stay importable by everyone.
 */
const layerRoots = [
  'machines',
  'src/lib',
  'src/flows',
  'src/server',
  'src/services',
  'src/components',
  'src/routes',
]

/** Folders that are shared places or composition roots, not domains (see sharedPlaces below). */
const notDomains = new Set([
  'lib', // machines/lib
  'shell',
  'platform',
  'session',
  'upstream',
  'http',
  'messaging',
  'jobs',
  'db',
  'documents', // the PDF writer every product's tickets and vouchers use
  'forms',
  'overlays',
  // The flow visualizer reads every machine (machines/catalogue.ts): a composition root.
  'visualizer',
])

/** A folder named for something other than its domain. */
const folderDomain = {
  // The flight checkout (docs/decisions/0058): made of the search's results; a product of the core.
  checkout: 'flights',
  // One domain behind two service prefixes (/auth and /account); components in three folders:
  // auth/ (the sign-in panel), account/ (the signed-in pages), dev/ (the sandbox outbox).
  account: 'accounts',
  auth: 'accounts',
  dev: 'accounts',
  // The sandbox payment gateway: a third party in everything but where it runs.
  payment: 'payments',
}

/**
 * Where a domain's code is not a whole folder. The account area's pages but the bookings area's
 * (docs/decisions/0087); the wallet's ledger (postWalletMovement) is the one way money moves for
 * every domain that credits a wallet (docs/decisions/0081, 0083), and machines/wallet holds the
 * wallet-spend statechart every checkout runs, so neither is the wallet's alone.
 */
const folderOverrides = {
  'src/routes/account': {
    accounts: ['src/routes/account/!(bookings*).tsx'],
    bookings: ['src/routes/account/bookings*.tsx'],
  },
  'src/services/wallet': {
    wallet: ['routes.ts', 'store.ts', 'replay.ts', 'jobs.ts'].map((f) => `src/services/wallet/${f}`),
  },
  'machines/wallet': {},
}

/** Single files that belong to a domain. */
const domainFiles = {
  accounts: [
    'src/routes/account.tsx',
    'src/routes/sign-in.tsx',
    'src/routes/sign-up.tsx',
    'src/routes/forgot-password.tsx',
    'src/routes/reset-password.tsx',
  ],
  config: ['machines/app-config.machine.ts'],
  // Its page is a child of the account area's layout, named flat so it is not inside src/routes/account/.
  wallet: ['src/routes/account.wallet.tsx'],
  loyalty: ['src/routes/account.loyalty.tsx'],
}

/**
 * Cores (docs/decisions/0216): domains every other domain may import, which import no domain
 * themselves. commerce: what every purchase shares (the order's trip record, payment, refunds,
 * cancellation, idempotency, guest access; the checkout timer and views). content: the site's
 * texts every page reads. logging: the client-error reporting every flow uses.
 */
const cores = new Set(['commerce', 'content', 'logging'])

/**
 * A domain's `*.queries.ts` in src/flows are its published reads (query options, like its
 * contracts/ on the wire): other domains may use them, so they are not listed as its internals.
 */
const ownPaths = (folder) =>
  folder.startsWith('src/flows/') ? [`${folder}/**/!(*.queries).{ts,tsx}`] : [folder]

function readDomains() {
  const found = {}
  const add = (domain, paths) => (found[domain] ??= []).push(...paths)
  const folders = (layer) =>
    readdirSync(path.join(root, layer), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !notDomains.has(entry.name))
      .map((entry) => ({ folder: `${layer}/${entry.name}`, domain: folderDomain[entry.name] ?? entry.name }))
  const code = layerRoots.filter((layer) => layer !== 'src/routes').flatMap(folders)
  const known = new Set(code.map((f) => f.domain))
  // A routes folder is a domain's pages when the domain has code elsewhere; others (_home, in/, …)
  // are pages that compose domains, like the routes outside any folder.
  const pages = folders('src/routes').filter((f) => known.has(f.domain))
  for (const { folder, domain } of [...code, ...pages]) {
    const override = folderOverrides[folder]
    if (override) for (const [name, paths] of Object.entries(override)) add(name, paths)
    else add(domain, ownPaths(folder))
  }
  for (const [domain, files] of Object.entries(domainFiles)) add(domain, files)
  return found
}
const domains = readDomains()
const allDomainCode = Object.values(domains).flat()

/**
 * Shared places: what every domain may use, so they may use no domain (a domain's contracts
 * excepted). The composition roots that wire the domains together are deliberately not here:
 * src/services/app.ts and main.ts, src/services/db/seed.ts (seeds every domain's tables),
 * machines/catalogue.ts, the root components (the app shell: header, home tabs) and the routes
 * outside a domain folder.
 */
const sharedPlaces = [
  'machines/lib',
  'src/lib/*.ts',
  'src/flows/*.ts',
  'src/flows/shell',
  'src/server/platform',
  'src/server/session',
  'src/server/upstream',
  'src/server/shell',
  'src/services/http',
  'src/services/messaging',
  'src/services/jobs',
  'src/services/platform',
  // All of db/ but seed.ts, which is a composition root (above).
  'src/services/db/**/!(seed).ts',
  'src/components/forms',
  'src/components/overlays',
  'src/components/visualizer',
]

const decision = '(docs/decisions/0037)'

/** A zone's `from` is either all glob patterns or all paths (the rule's own limit): split a list so. */
const byGlob = (paths) => {
  const globs = paths.filter((p) => /[*?!(){}[\]]/.test(p))
  const plain = paths.filter((p) => !globs.includes(p))
  return [globs, plain].filter((group) => group.length)
}
const abs = (p) => path.join(root, p)

const pathZones = [
  // contracts/: the wire shapes, imported by services, BFF, flows and machines; it imports nothing of theirs.
  {
    target: 'contracts',
    from: ['src', 'machines', 'tests', 'scripts', 'app.config.ts'],
    message: `contracts/ imports only zod and contracts/ ${decision}.`,
  },
  // machines/: pure (STYLE.md, the one rule); the package side is in the no-restricted-imports below.
  {
    target: 'machines',
    from: ['src', 'tests', 'scripts'],
    message: `machines/ must not import from src/ ${decision}.`,
  },
  // The upstream services are another program: contracts/, @config, their own files and packages.
  {
    target: 'src/services',
    from: ['src/**'],
    except: [abs('src/services/**')],
    message: `src/services imports only contracts/, @config, src/services and packages ${decision}.`,
  },
  {
    target: 'src/services',
    from: ['machines', 'tests', 'scripts'],
    message: `src/services imports only contracts/, @config, src/services and packages ${decision}.`,
  },
  // …and nothing else reaches into them: the BFF talks to them over HTTP.
  {
    target: [
      'src/components',
      'src/routes',
      'src/flows',
      'src/server',
      'src/lib',
      'src/boot',
      'src/*.{ts,tsx}',
    ],
    from: ['src/services'],
    message: `Only src/services imports src/services; the BFF calls the services over HTTP ${decision}.`,
  },
  // Data flows one way: route → flow → server function → upstream client.
  {
    target: 'src/server',
    from: ['src/components', 'src/routes', 'src/flows', 'src/boot', 'src/client.tsx', 'src/hydrate.tsx'],
    message: `The BFF (src/server) does not import pages, components or flows ${decision}.`,
  },
  {
    target: 'src/lib',
    from: ['src/components', 'src/routes', 'src/flows', 'src/server'],
    message: `src/lib is pure logic: no components, routes, flows or server code ${decision}.`,
  },
  {
    target: ['src/flows', 'src/components'],
    from: ['src/routes'],
    message: `Only the router imports routes ${decision}.`,
  },
  {
    target: ['src/components', 'src/routes'],
    from: ['src/**/*.functions.ts', 'src/**/*.server.ts'],
    message:
      'Pages and components reach the server through a query, a mutation hook or a flow: ' +
      `src/flows/<domain>/*.queries.ts or *.flow.ts ${decision}.`,
  },
  // One domain never imports another domain's internals.
  ...Object.entries(domains).flatMap(([domain, own]) =>
    Object.entries(domains)
      .filter(([other]) => other !== domain && !cores.has(other))
      .flatMap(([other, theirs]) =>
        byGlob(theirs).map((from) => ({
          target: own,
          from,
          message:
            `The ${domain} domain must not import the ${other} domain's internals; share through ` +
            `contracts/ or the shared infrastructure ${decision}.`,
        })),
      ),
  ),
  ...byGlob(allDomainCode).map((from) => ({
    target: sharedPlaces,
    from,
    message: `Shared code must not depend on a domain (its contracts/ excepted) ${decision}.`,
  })),
]

/** `../../x` (or `./../../x`, `../..`): use an alias instead (~/, @machines/, @contracts/, @config). */
const deepRelative = {
  regex: '(^|/)\\.\\./\\.\\.(/|$)',
  message: `Use an alias (~/, @machines/*, @contracts/*, @config) instead of climbing two folders ${decision}.`,
}

/** @typescript-eslint/no-restricted-imports with the deep-relative ban and `patterns` (one rule setting per file). */
const restrictImports = (...patterns) => ['error', { patterns: [deepRelative, ...patterns] }]

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      '.output',
      '.nitro',
      '.tanstack',
      'data',
      'src/routeTree.gen.ts',
      'test-results',
      'playwright-report',
      'src/services/db/migrations',
      // Deliberately broken files for tests/unit/lint-boundaries.test.ts (an import cycle, …).
      'tests/fixtures/lint',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Import boundaries and no import cycles, on every file (docs/decisions/0037).
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json') }),
      ],
      // Generated code is not followed: a cycle through the route tree is the router's business.
      'import-x/ignore': ['routeTree\\.gen\\.ts$'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: pathZones }],
      // Type-only imports are erased by the build and do not count; dynamic import() does.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-restricted-imports': restrictImports(),
      // no-restricted-imports does not look at import(): the same deep-relative ban for it.
      'no-restricted-syntax': [
        'error',
        {
          // esquery ends a regular expression at the first '/', so the slashes are spelt \x2F.
          selector: `ImportExpression > Literal.source[value=/${deepRelative.regex.replaceAll('/', '\\x2F')}/]`,
          message: deepRelative.message,
        },
      ],
    },
  },
  {
    // React's rules of hooks (issue 25). exhaustive-deps warns for now: 30 effects and memos leave
    // out what they read on purpose (a machine made once per page, a step synced one way); each
    // becomes the flow-hook pattern (docs/decisions/0216) and the rule then an error.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Loaded by Vite's config loader, which does not read tsconfig's paths: relative is the only way.
    files: ['scripts/vite/**'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    // contracts/: zod and its own files only.
    files: ['contracts/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrictImports({
        regex: '^(?!zod(/|$)|\\.{1,2}/|@contracts/)',
        message: `contracts/ imports only zod and contracts/ ${decision}.`,
      }),
    },
  },
  {
    // Node scripts (plain ESM run by the project's Node).
    files: ['scripts/**/*.mjs'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        setTimeout: 'readonly',
        fetch: 'readonly',
        URL: 'readonly',
      },
    },
  },
  {
    // The service worker runs in its own global scope.
    files: ['public/sw.js'],
    languageOptions: {
      globals: {
        self: 'readonly',
        caches: 'readonly',
        fetch: 'readonly',
        URL: 'readonly',
        Response: 'readonly',
        Promise: 'readonly',
      },
    },
  },
  {
    // Playwright fixtures must destructure their dependencies, even when there are none.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    // machines/ stays pure: no UI framework, no app code, no I/O (STYLE.md, the one rule). It may
    // read contracts/ for types, and import the pure data of contracts/accounts/messages.ts, the
    // zod-free hotel address helpers of contracts/hotels/search-params.ts and the railway's codes
    // (contracts/trains/codes.ts).
    files: ['machines/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrictImports(
        {
          group: ['react', 'react-dom', 'react/*', 'react-dom/*'],
          message: 'machines/ must not import React.',
        },
        { group: ['@xstate/react'], message: 'machines/ must not import @xstate/react.' },
        { group: ['@tanstack/*'], message: 'machines/ must not import TanStack packages.' },
        {
          group: ['~/*', '**/src/*', '**/src/**', '../src/*', '../../src/*'],
          message: 'machines/ must not import from src/.',
        },
        {
          group: ['pg', '@electric-sql/*', 'drizzle-orm', 'drizzle-orm/*', 'hono', 'hono/*', 'node:*'],
          message: 'machines/ must not do I/O.',
        },
        {
          regex:
            '^(@contracts/(?!(accounts|hotels)/messages$|hotels/search-params$|trains/codes$)|(\\.\\./)+contracts/)',
          allowTypeImports: true,
          message: `machines/ imports contracts/ for types only (pure data such as contracts/accounts/messages.ts and contracts/hotels/messages.ts excepted) ${decision}.`,
        },
      ),
    },
  },
)
