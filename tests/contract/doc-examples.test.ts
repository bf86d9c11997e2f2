// postgres-pass: skip (reads files only).
// Every example of docs/upstream.md is sent or compared by some contract test, so the docs cannot rot.
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'
import { exampleNames } from '../support/doc-examples'

const dir = fileURLToPath(new URL('.', import.meta.url))
const sources = readdirSync(dir)
  .filter((file) => file.endsWith('.test.ts') && file !== 'doc-examples.test.ts')
  .map((file) => readFileSync(`${dir}/${file}`, 'utf8'))

it('docs/upstream.md has examples, and each is read by a contract test by its literal name', () => {
  const names = exampleNames()
  expect(names.length).toBeGreaterThan(0)
  // A test names an example literally ('flights.search.request'), never by building the name.
  const unused = names.filter((name) => !sources.some((source) => source.includes(`'${name}'`)))
  expect(unused, 'examples in docs/upstream.md that no test in tests/contract uses').toEqual([])
})
