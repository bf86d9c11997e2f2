/**
 * `virtual:product-defaults`: app.config.ts's defaults (the product schema parsed with no
 * overrides) as a plain JSON module, computed when the app is built. Browser code that needs the
 * built-in defaults imports this instead of app.config.ts, which would bring zod and the whole
 * schema into the page (docs/decisions/0025). One source: the values come from app.config.ts.
 */
import type { Plugin } from 'vite'
import { defaultProductConfig } from '../../app.config.ts'

const id = 'virtual:product-defaults'
const resolved = `\0${id}`

export function productDefaults(): Plugin {
  return {
    name: 'product-defaults',
    resolveId: (source) => (source === id ? resolved : undefined),
    load: (moduleId) =>
      moduleId === resolved ? `export default ${JSON.stringify(defaultProductConfig)}` : undefined,
  }
}
