// The server entry: Start's handler, with gzip for dynamic responses (see src/server/platform/compression.ts).
import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { compressResponse } from './server/platform/compression'

export default createServerEntry({
  async fetch(request, ...rest) {
    return compressResponse(request, await handler.fetch(request, ...rest))
  },
})
