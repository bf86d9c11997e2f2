/**
 * The browser run's first step (Playwright globalSetup, after every web server answers its page):
 * each worker's services must answer /health too. The store answers pages while its services still
 * open and seed their database (tens of seconds on a loaded machine), and the first test of a worker
 * must not spend its own time limit waiting for them.
 */
import { E2E_WORKERS, portsOf } from './ports'

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(5000) })).ok
  } catch {
    return false
  }
}

export default async function serversReady(): Promise<void> {
  const deadline = Date.now() + 240_000
  for (let worker = 0; worker < E2E_WORKERS; worker++) {
    const url = `http://127.0.0.1:${portsOf(worker).upstreamPort}/health`
    while (!(await healthy(url))) {
      if (Date.now() > deadline) throw new Error(`the services of worker ${worker} never answered ${url}`)
      await new Promise((done) => setTimeout(done, 250))
    }
  }
}
