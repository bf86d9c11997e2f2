import { defineConfig } from 'drizzle-kit'

// Generation only needs the schema; the services apply the migrations themselves at start
// (src/services/db/client.ts), on PGlite or on PostgreSQL, so no connection is configured here.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/services/db/schema.ts',
  out: './src/services/db/migrations',
})
