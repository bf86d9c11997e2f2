/**
 * The sandbox outbox page's read (docs/upstream.md "Delivery of OTPs and e-mail"). Pages and
 * components reach src/server/accounts/outbox.functions.ts only through here (docs/decisions/0037).
 */
import { queryOptions } from '@tanstack/react-query'
import { readOutbox } from '~/server/accounts/outbox.functions'

export type { OutboxMessage } from '~/server/accounts/outbox.functions'

/** The messages sent to one recipient ('+91 9876543210' or an e-mail address), newest first. */
export const outboxQueryOptions = (to: string) =>
  queryOptions({
    queryKey: ['dev', 'outbox', to],
    queryFn: () => readOutbox({ data: { to } }),
    staleTime: 0,
  })
