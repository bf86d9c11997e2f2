/**
 * Resolves in a new task, so that the work after it is not part of the current one (a phone's long
 * tasks are what Lighthouse's blocking time counts): `scheduler.yield()` where the browser has it
 * (no timer clamping), otherwise a 0 ms timer. Docs/decisions/0028.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0))
}
