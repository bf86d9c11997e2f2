import { createFileRoute } from '@tanstack/react-router'
import { mygoomoRedirect } from '~/flows/bookings/bookings-routes.flow'

/** 001's name for the account area: it lives under /account here (docs/decisions/0089). */
export const Route = createFileRoute('/mygoomo/')({
  server: { handlers: { GET: ({ request }) => mygoomoRedirect(request) } },
})
