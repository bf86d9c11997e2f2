import { defineConfig } from 'vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { productDefaults } from './scripts/vite/product-defaults.ts'
import { nitro } from 'nitro/vite'
import { staticHeaders, staticPagePolicy } from './src/server/platform/security-headers.ts'

// The build. Product configuration lives in app.config.ts, not here.
export default defineConfig({
  server: { port: 3000 },
  resolve: { tsconfigPaths: true },
  build: {
    modulePreload: {
      // The app's start (src/client.tsx imports src/hydrate.tsx after the first frame): no
      // <link rel=modulepreload> per dependency. Added at run time they were one long task (each
      // link starts a fetch and a compile, ≈ 20 ms for 23 links on a fast machine, 4x that on a
      // phone); the browser finds the same files in the chunk's own imports (docs/decisions/0025).
      // Every other dynamic import keeps Vite's preloads.
      resolveDependencies: (filename, deps) =>
        /(^|\/)(hydrate|react-dom)-[\w-]+\.js$/.test(filename) ? [] : deps,
    },
  },
  plugins: [
    tanstackStart({ srcDirectory: 'src' }),
    nitro({
      // Its intermediate build in the checkout, not in node_modules/.nitro: worktrees that share one
      // node_modules (a symlink) and build at the same time would otherwise mix each other's server
      // bundles into their .output (docs/decisions/0083).
      buildDir: '.nitro',
      // Without compression Lighthouse mobile performance drops under 0.95 (PLATFORM.md).
      compressPublicAssets: true,
      // PGlite and pg ship data files that the tracer must copy (PLATFORM.md).
      traceDeps: ['@electric-sql/pglite*', 'pg'],
      // The files nitro serves itself (public/, the build's assets) never reach src/server.ts: they
      // get the headers that do not depend on the request here (decision 0053).
      routeRules: {
        '/**': { headers: { ...staticHeaders } },
        '/offline.html': { headers: { 'Content-Security-Policy': staticPagePolicy } },
      },
    }),
    viteReact(),
    productDefaults(),
  ],
})
