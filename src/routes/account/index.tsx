import { createFileRoute, redirect } from '@tanstack/react-router'

/** /account itself has nothing of its own: the profile is the first page of the area. */
export const Route = createFileRoute('/account/')({
  beforeLoad: () => {
    throw redirect({ to: '/account/profile', replace: true })
  },
})
