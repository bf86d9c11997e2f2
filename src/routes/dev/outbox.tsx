import { createFileRoute, notFound, useNavigate } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod'
import { pageHead } from '~/components/pageHead'
import accountCss from '~/components/account/account.css?url'
import formsCss from '~/components/forms/forms.css?url'
import { FormAlert, TextField } from '~/components/forms/Field'
import { readUserError } from '~/components/forms/server-errors'
import { OutboxMessages } from '~/components/dev/OutboxMessages'
import { outboxRecipient } from '~/lib/accounts/outbox'
import { outboxQueryOptions } from '~/flows/accounts/outbox.queries'
import { isSandbox } from '~/flows/shell/shell.queries'

/**
 * The sandbox's SMS and e-mail outbox (docs/upstream.md "Delivery of OTPs and e-mail"): the OTPs
 * and reset links a tester would receive on a real phone or mailbox, only those this browser's
 * session asked for (docs/decisions/0050). 404 outside the sandbox.
 */
// A function, not a zod schema: route options load with every page (docs/decisions/0021). The
// router reads ?to=9876543210 as a number, so numbers are taken as text.
function searchOf(search: Record<string, unknown>): { to?: string } {
  const raw = search.to
  const to = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : ''
  return to && to.length <= 254 ? { to } : {}
}

export const Route = createFileRoute('/dev/outbox')({
  validateSearch: searchOf,
  loader: async () => {
    if (!(await isSandbox())) throw notFound()
  },
  head: ({ match }) => ({
    ...pageHead(match.context, 'Outbox (sandbox)'),
    meta: [...pageHead(match.context, 'Outbox (sandbox)').meta, { name: 'robots', content: 'noindex' }],
    links: [
      { rel: 'stylesheet', href: formsCss },
      { rel: 'stylesheet', href: accountCss },
    ],
  }),
  component: OutboxPage,
})

const formSchema = z.object({
  to: z.string().trim().min(3, 'is required: a mobile number or an e-mail address').max(254),
})

function OutboxPage() {
  const { to } = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const form = useForm({ resolver: zodResolver(formSchema), defaultValues: { to: to ?? '' } })
  const recipient = to ? outboxRecipient(to) : null
  const query = useQuery({ ...outboxQueryOptions(recipient ?? ''), enabled: recipient !== null })
  return (
    <div className="account-page narrow">
      <h1>Outbox (sandbox)</h1>
      <p>
        The SMS and e-mails the sandbox has sent at this browser&rsquo;s request (the codes and links asked
        for here since you last signed out), as the person would receive them. Another browser cannot see
        them.
      </p>
      <form
        className="account-form"
        noValidate
        aria-label="Find messages"
        onSubmit={form.handleSubmit(async ({ to: typed }) => {
          if (typed === to) await query.refetch()
          else await navigate({ search: { to: typed } })
        })}
      >
        <TextField
          form={form}
          name="to"
          label="Phone or e-mail"
          hint="A 10-digit mobile number (India) or +country code and number, or an e-mail address."
          input={{ autoComplete: 'off', spellCheck: false }}
        />
        <div className="form-actions">
          <button type="submit" className="button">
            Show messages
          </button>
          {recipient && (
            <button
              type="button"
              className="button button-outline"
              onClick={() => void query.refetch()}
              disabled={query.isFetching}
              aria-busy={query.isFetching || undefined}
            >
              {query.isFetching ? 'Refreshing…' : 'Refresh'}
            </button>
          )}
        </div>
      </form>
      {recipient && (
        <section aria-label={`Messages to ${recipient}`}>
          {query.isError && <FormAlert message={readUserError(query.error).message} />}
          {query.isPending && <p role="status">Loading messages…</p>}
          {query.data && <OutboxMessages messages={query.data} />}
        </section>
      )}
    </div>
  )
}
