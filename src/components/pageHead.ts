import type { Shell } from '../flows/shell/shell.queries'

/** `head()` of a page: '<page> · <product name>' and a description. */
export function pageHead(context: { shell?: Shell }, page: string, description?: string) {
  const name = context.shell?.config.whiteLabel.productName
  return {
    meta: [
      { title: [page, name].filter(Boolean).join(' · ') },
      ...(description ? [{ name: 'description', content: description }] : []),
    ],
  }
}
