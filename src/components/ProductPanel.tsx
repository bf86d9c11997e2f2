import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { productNotice, productStatus, products, type ProductId } from '../lib/products'
import { useShell } from './useShell'

/**
 * What a home-type page shows for a product: its search once it is built (children), otherwise
 * a plain statement that it is coming or not offered, and how to get help meanwhile.
 */
export function ProductPanel({
  id,
  headingLevel = 2,
  children,
}: {
  id: ProductId
  headingLevel?: 1 | 2
  children?: ReactNode
}) {
  const { config } = useShell()
  const status = productStatus(id, config)
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const heading = <Heading className="panel-title">{products[id].label}</Heading>

  if (status === 'available' && children) {
    return (
      <>
        {heading}
        {children}
      </>
    )
  }
  const { support } = config
  return (
    <>
      {heading}
      <p className="notice">
        {productNotice(id, config) ??
          `${products[id].noun} is coming soon: search and booking are being built.`}
      </p>
      {status === 'off' ? (
        <p>
          <Link to="/">Back to the home page</Link>
        </p>
      ) : (
        <p>
          Need help with a trip now? Customer care is open {support.customerCareHours} on{' '}
          <a href={`tel:${support.phone.replace(/\s/g, '')}`}>{support.phone}</a> and at{' '}
          <a href={`mailto:${support.email}`}>{support.email}</a>.
        </p>
      )}
    </>
  )
}
