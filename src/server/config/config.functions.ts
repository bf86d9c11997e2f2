/**
 * The app configuration load (001 §7 "Configuration"): the browser sends the tag of its stored copy
 * and the current hour; it gets either "not modified" (keep yours) or a fresh copy and its tag.
 */
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { getConfiguration, type Configuration } from './client.server'
import { asUserErrors } from '../platform/errors'
import { input } from '../platform/validate'

export type AppConfigurationAnswer =
  { status: 'not-modified' } | { status: 'fresh'; etag: string | null; configuration: Configuration }

export const fetchAppConfiguration = createServerFn({ method: 'GET' })
  // Inline, not a module-level constant: the compiler drops it from the browser's build (no zod there).
  .validator(
    input(
      z.object({
        etag: z.string().max(256).optional(),
        hour: z.number().int().min(0).max(23),
      }),
    ),
  )
  .handler(({ data }): Promise<AppConfigurationAnswer> =>
    asUserErrors(async () => {
      const answer = await getConfiguration(data)
      if (answer.status === 'not-modified') return { status: 'not-modified' }
      return { status: 'fresh', etag: answer.etag, configuration: answer.value }
    }),
  )
