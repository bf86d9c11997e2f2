import { useQuery } from '@tanstack/react-query'
import { contentQueryOptions } from '~/flows/content/content.queries'

interface Offer {
  title: string
  description: string
  code?: string
}

/** The offers of content hotel_srp_offer, read by shape: a list at the top or under `offers`. */
export function readOffers(doc: unknown): Offer[] {
  const list: unknown = Array.isArray(doc)
    ? doc
    : typeof doc === 'object' && doc !== null
      ? Reflect.get(doc, 'offers')
      : undefined
  if (!Array.isArray(list)) return []
  return list.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return []
    const title: unknown = Reflect.get(item, 'title')
    const description: unknown = Reflect.get(item, 'description') ?? Reflect.get(item, 'text')
    const code: unknown = Reflect.get(item, 'code')
    if (typeof title !== 'string') return []
    return [
      {
        title,
        description: typeof description === 'string' ? description : '',
        ...(typeof code === 'string' ? { code } : {}),
      },
    ]
  })
}

/**
 * The offers strip above the results. A partner site without our offers, or content that cannot be
 * read, shows nothing; `data-offers` says which, for support and the tests.
 */
export function OffersStrip({ enabled }: { enabled: boolean }) {
  const offers = useQuery({ ...contentQueryOptions('hotel_srp_offer'), enabled, retry: 0 })
  if (!enabled) return <div data-offers="white-label" hidden />
  if (offers.isError) return <div data-offers="unavailable" hidden />
  const list = offers.data ? readOffers(offers.data) : []
  if (list.length === 0) return <div data-offers={offers.isPending ? 'loading' : 'empty'} hidden />
  return (
    <section aria-label="Hotel offers" data-offers="shown">
      {/* It scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
      <ul className="offers-strip" tabIndex={0} aria-label="Offers, scroll for more">
        {list.map((o) => (
          <li key={o.title}>
            <strong>{o.title}</strong>
            <br />
            {o.description}
            {o.code ? (
              <>
                {' '}
                Use code <code>{o.code}</code>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
