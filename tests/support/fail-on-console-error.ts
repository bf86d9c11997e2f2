import { afterEach, beforeEach, vi } from 'vitest'

// A test in which code logged console.error fails: errors must be asserted, not printed.
let errors: unknown[][] = []
beforeEach(() => {
  errors = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args)
  })
})
afterEach(() => {
  vi.restoreAllMocks()
  if (errors.length) {
    throw new Error(`console.error was called:\n${errors.map((a) => a.map(String).join(' ')).join('\n')}`)
  }
})
