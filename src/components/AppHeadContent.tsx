/**
 * The router's head tags (title, meta, styles, links), as HeadContent renders them, except the
 * route modules' `<link rel="modulepreload">`: their addresses go in one `<meta name="app-modules">`
 * and src/client.tsx fetches and evaluates them once the first frame is painted. Requests that
 * start before the first paint hold back the largest contentful paint in Lighthouse's model,
 * although the page's words are all in the HTML (docs/decisions/0029).
 */
import { Asset, useRouter, useTags } from '@tanstack/react-router'

export function AppHeadContent() {
  const tags = useTags()
  const nonce = useRouter().options.ssr?.nonce
  const modules: string[] = []
  const shown = tags.filter((tag) => {
    const href = tag.tag === 'link' && tag.attrs?.rel === 'modulepreload' ? tag.attrs.href : undefined
    if (typeof href === 'string') modules.push(href)
    return href === undefined
  })
  return (
    <>
      {shown.map((tag) => (
        <Asset {...tag} key={`tsr-meta-${JSON.stringify(tag)}`} nonce={nonce} />
      ))}
      <meta name="app-modules" content={modules.join(' ')} />
    </>
  )
}
