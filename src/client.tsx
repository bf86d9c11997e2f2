/**
 * The browser entry. It only waits for the first frame, then loads and starts the app
 * (./hydrate.tsx): the server's HTML, which already holds every word of the page, is painted
 * before any of the app's script is evaluated. Otherwise a fast connection could deliver the
 * scripts before the first frame and their evaluation would come first; Lighthouse then counts
 * their download in the largest contentful paint (≈ 2.2 s instead of ≈ 0.8 s). docs/decisions/0023.
 */
function afterFirstFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
}

void afterFirstFrame()
  .then(() => import('./hydrate'))
  .then(({ hydrate }) => hydrate())
