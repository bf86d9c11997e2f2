import { createFileRoute } from '@tanstack/react-router'
import { FlightsPanel } from '~/components/flights/search-form/FlightsPanel'
import { pageHead } from '~/components/pageHead'

// The index route is the flights tab (000 §2).
export const Route = createFileRoute('/_home/')({
  head: ({ match }) =>
    pageHead(
      match.context,
      '',
      'Book flights, hotels, trains, holidays, trade-fair passes and gift cards across India.',
    ),
  component: () => <FlightsPanel />,
})
