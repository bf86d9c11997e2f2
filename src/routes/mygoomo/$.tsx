import { createFileRoute } from '@tanstack/react-router'
import { mygoomoRedirect } from '~/flows/bookings/bookings-routes.flow'

/** Every /mygoomo/… address goes to its place under /account (docs/decisions/0089). */
export const Route = createFileRoute('/mygoomo/$')({
  server: { handlers: { GET: ({ request }) => mygoomoRedirect(request) } },
})
