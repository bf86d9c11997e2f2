/**
 * Debian's Chromium as the browser tests and Lighthouse start it: headless, and with nothing that
 * reaches for the network on its own (this machine's network is closed; see DEVELOPERS.md).
 */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
