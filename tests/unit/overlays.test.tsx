import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { CloudLoader } from '~/components/overlays/CloudLoader'
import { ErrorModal } from '~/components/overlays/ErrorModal'
import { OFFLINE_MESSAGE } from '~/components/overlays/OfflineModal'
import { SnackbarProvider } from '~/components/overlays/Snackbar'

describe('overlays as first painted', () => {
  it('the offline message is the exact text of 000 §8', () => {
    expect(OFFLINE_MESSAGE).toBe('Oops, there is no internet connection')
  })

  it('the error modal is a modal dialog named by its title, holding the message and a way out', () => {
    const html = renderToStaticMarkup(
      <ErrorModal open={false} type="network" message={OFFLINE_MESSAGE} onClose={() => {}} />,
    )
    const labelledBy = /aria-labelledby="([^"]+)"/.exec(html)?.[1]
    expect(html).toMatch(/^<dialog /)
    expect(html).toContain('aria-modal="true"')
    expect(html).toContain(`<h2 id="${labelledBy}">No internet connection</h2>`)
    expect(html).toContain(OFFLINE_MESSAGE)
    expect(html).toContain('>OK</button>')
  })

  it('the cloud loader is a status with an accessible name', () => {
    expect(renderToStaticMarkup(<CloudLoader />)).toContain('role="status" aria-label="Loading"')
    expect(renderToStaticMarkup(<CloudLoader label="Rechecking Fares" />)).toContain(
      'aria-label="Rechecking Fares"',
    )
  })

  it('the snackbar live region is in the page, empty, before anything is shown', () => {
    const html = renderToStaticMarkup(
      <SnackbarProvider hideAfterMs={2750}>
        <p>page</p>
      </SnackbarProvider>,
    )
    expect(html).toBe('<p>page</p><div class="snackbar" role="status"></div>')
  })
})
