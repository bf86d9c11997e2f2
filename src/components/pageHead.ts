import { defaultProductConfig } from '../../app.config'
import type { Shell } from '~/server/layout.functions'

/** `head()` of a page: '<page> · <product name>' and a description. */
export function pageHead(context: { shell?: Shell }, page: string, description?: string) {
  const name = context.shell?.config.whiteLabel.productName ?? defaultProductConfig.whiteLabel.productName
  return {
    meta: [
      { title: page ? `${page} · ${name}` : name },
      ...(description ? [{ name: 'description', content: description }] : []),
    ],
  }
}
