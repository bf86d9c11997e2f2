import { createFileRoute } from '@tanstack/react-router'
import { HotelsPanel } from '~/components/hotels/HotelsPanel'
import { pageHead } from '~/components/pageHead'

export const Route = createFileRoute('/_home/hotels')({
  head: ({ match }) => pageHead(match.context, 'Hotels'),
  component: () => <HotelsPanel />,
})
