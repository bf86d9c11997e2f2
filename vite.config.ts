import { defineConfig } from 'vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { productDefaults } from './scripts/vite/product-defaults.ts'
import { nitro } from 'nitro/vite'

// The build. Product configuration lives in app.config.ts, not here.
export default defineConfig({
  server: { port: 3000 },
  resolve: { tsconfigPaths: true },
  plugins: [
    tanstackStart({ srcDirectory: 'src' }),
    nitro({
      // Without compression Lighthouse mobile performance drops under 0.95 (PLATFORM.md).
      compressPublicAssets: true,
      // PGlite and pg ship data files that the tracer must copy (PLATFORM.md).
      traceDeps: ['@electric-sql/pglite*', 'pg'],
    }),
    viteReact(),
    productDefaults(),
  ],
})
