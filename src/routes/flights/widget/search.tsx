import { createFileRoute, redirect } from '@tanstack/react-router'
import { pageHead } from '~/components/pageHead'
import { SearchForm } from '~/components/flights/search-form/SearchForm'
import { primitiveSearch } from '~/lib/search-address'

/** target=blank, mobile, modifySearch; h and f are the shell's own switches (000 §2). */
const validateWidgetSearch = primitiveSearch(['target', 'mobile', 'modifySearch', 'h', 'f'])

const isSet = (v: unknown) =>
  v !== undefined && v !== '' && v !== false && v !== 0 && v !== '0' && v !== 'false'

/**
 * The embeddable search (000 §2): the form alone, without the store's header and footer (the
 * shell's h/f switches, added when the embedding page did not choose). Results open in a new
 * window when target=blank, or when mobile is set and this is not a modify-search.
 */
export const Route = createFileRoute('/flights/widget/search')({
  validateSearch: validateWidgetSearch,
  beforeLoad: ({ search }) => {
    if (search.h === undefined || search.f === undefined)
      throw redirect({
        to: '/flights/widget/search',
        search: { ...search, h: search.h ?? 0, f: search.f ?? 0 },
      })
  },
  head: ({ match }) => pageHead(match.context, 'Search flights'),
  component: Widget,
})

function Widget() {
  const search = Route.useSearch()
  const target = String(search.target ?? '').replace(/^_/, '')
  const newWindow = target === 'blank' || (isSet(search.mobile) && !isSet(search.modifySearch))
  return (
    <section className="widget">
      <h1 className="panel-title">Search flights</h1>
      <SearchForm openInNewWindow={newWindow} idPrefix="widget" />
    </section>
  )
}
