import { Link } from '@tanstack/react-router'
import type { ProductConfig } from '@config'
import { products, productStatus, type ProductId } from '../lib/products'

const navProducts: ProductId[] = ['flights', 'hotels', 'trains', 'holidays', 'homestays', 'giftcard']

/** Product links; a product whose feature flag is off is not offered at all. */
export function ProductNav({ config, onNavigate }: { config: ProductConfig; onNavigate?: () => void }) {
  return (
    <ul className="product-nav">
      {navProducts
        .filter((id) => productStatus(id, config) !== 'off')
        .map((id) => (
          <li key={id}>
            <Link to={products[id].path} activeProps={{ 'aria-current': 'page' }} onClick={onNavigate}>
              {products[id].label}
            </Link>
          </li>
        ))}
    </ul>
  )
}
