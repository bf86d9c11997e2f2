// The sandbox controls added for the browser tests' model paths take hostile input like every
// other endpoint: malformed JSON, wrong types, huge or missing fields get a 400 in the common error
// shape with a message a person can act on — never a 5xx or an internal message. (The project's
// fuzz suite arrives with issue 12; these endpoints join it then.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningUpstream } from '~/services/main'
import { startTestUpstream } from '../support/upstream'

let services: RunningUpstream

beforeAll(async () => {
  services = await startTestUpstream()
})
afterAll(async () => {
  await services?.close()
})

const endpoints = [
  '/auth/sandbox/code_age',
  '/flights/sandbox/scenario',
  '/flights/sandbox/segment_end',
  '/flights/sandbox/search_end',
]
const bodies: Array<[string, string]> = [
  ['not JSON', '{"to": '],
  ['an array', '[1, 2, 3]'],
  ['null', 'null'],
  ['a string', '"hello"'],
  ['an empty object', '{}'],
  ['wrong types', '{"to": 42, "seconds": "many", "scenario": 7, "segment": "one", "status": true}'],
  ['out of range', '{"to": "+91 9876543210", "seconds": -5, "segment": 99, "status": "DONE"}'],
  ['a huge string', JSON.stringify({ to: 'x'.repeat(100_000), scenario: 'y'.repeat(100_000) })],
  ['a prototype key', '{"__proto__": {"admin": true}, "constructor": {"prototype": {}}}'],
]

describe('sandbox controls refuse hostile input with a clear 400', () => {
  for (const path of endpoints)
    it(`POST ${path}`, async () => {
      for (const [what, body] of bodies) {
        const res = await fetch(`${services.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.66.0.1' },
          body,
        })
        const text = await res.text()
        expect(res.status, `${what}: ${text.slice(0, 200)}`).toBe(400)
        const answer = JSON.parse(text) as { statusMessage: string; code: string; description: string }
        expect(answer.code, what).toMatch(/^[A-Z_]+$/)
        expect(answer.statusMessage, what).toMatch(/\w+ \w+/)
        expect(text, what).not.toMatch(/at \w+ \(|node_modules|ZodError|TypeError|SyntaxError/)
      }
    })
})
