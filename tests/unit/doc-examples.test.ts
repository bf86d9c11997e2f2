// The contract tests' example loader and comparison: they must fail loudly and say where.
import { describe, expect, it } from 'vitest'
import { DocExampleError, parseExamples, queryOf, withValues, type Json } from '../support/doc-examples'
import { exampleDifferences } from '../support/expect-example'

const doc = (...lines: string[]) => lines.join('\n')

describe('parseExamples', () => {
  it('reads each marked json block by name, with its line', () => {
    const examples = parseExamples(
      doc(
        '# Title',
        '<!-- example: a.request -->',
        '',
        '```json',
        '{ "x": [1, 2] }',
        '```',
        'text',
        '<!-- example: a.response -->',
        '```json',
        'null',
        '```',
      ),
    )
    expect(examples).toEqual([
      { name: 'a.request', line: 2, value: { x: [1, 2] } },
      { name: 'a.response', line: 8, value: null },
    ])
  })

  it('ignores a marker shown as text inside another code block', () => {
    const markdown = doc(
      '```md',
      '<!-- example: a.b -->',
      '```',
      '<!-- example: a.b -->',
      '```json',
      '1',
      '```',
    )
    expect(parseExamples(markdown)).toEqual([{ name: 'a.b', line: 4, value: 1 }])
  })

  it.each([
    [doc('<!-- example: a.b -->', '```json', '{ "x": }', '```'), /'a\.b' is not valid JSON/],
    [doc('<!-- example: a.b -->', 'text', '```json', '{}', '```'), /must be followed by a ```json block/],
    [doc('<!-- example: a.b -->', '```json', '{}'), /never closed/],
    [doc('<!-- example: Bad Name -->', '```json', '{}', '```'), /malformed example marker/],
    [doc('<!-- example: single -->', '```json', '{}', '```'), /dotted lowercase words/],
    [
      doc('<!-- example: a.b -->', '```json', '{}', '```', '<!-- example: a.b -->', '```json', '{}', '```'),
      /also defined on line 1/,
    ],
  ])('fails clearly on a broken example (%#)', (markdown, message) => {
    expect(() => parseExamples(markdown, 'doc.md')).toThrow(DocExampleError)
    expect(() => parseExamples(markdown, 'doc.md')).toThrow(message)
  })
})

describe('withValues and queryOf', () => {
  it('replace values by path in a copy, and write a query with readable brackets', () => {
    const example: Json = { user: { otp: '000000', list: [1, 2] } }
    expect(withValues(example, { 'user.otp': '123456', 'user.list.1': 3 })).toEqual({
      user: { otp: '123456', list: [1, 3] },
    })
    expect(example).toEqual({ user: { otp: '000000', list: [1, 2] } })
    expect(() => withValues(example, { 'user.nothing.x': 1 })).toThrow(/nothing at 'user.nothing.x'/)
    expect(queryOf({ 'origin[code]': 'DEL', type: 'one_way' })).toBe('origin[code]=DEL&type=one_way')
  })
})

describe('exampleDifferences', () => {
  const example = {
    data: { id: 'a1', items: [{ k: 'x', n: 1, note: null }], tags: ['a'] },
    meta: { status: 'SUCCESS' },
  }

  it('is empty for an equal answer', () => {
    expect(exampleDifferences(structuredClone(example), example)).toEqual([])
  })

  it('names each difference by path: value, type, missing and extra keys, list length', () => {
    const actual = {
      data: { id: 7, items: [{ k: 'x', n: 2, note: null, extra: true }], tags: ['a', 'b'] },
      meta: {},
    }
    expect(exampleDifferences(actual, example)).toEqual([
      'data.id: expected string "a1", got number 7',
      'data.items.0.n: expected 1, got 2',
      'data.items.0.extra: not in the example (got true)',
      'data.tags: expected 1 items, got 2',
      'meta.status: missing (the example has "SUCCESS")',
    ])
  })

  it('compares patterned values by type and pattern only', () => {
    const options = { patterns: { 'data.id': /^[a-z]\d$/ } }
    expect(exampleDifferences({ ...example, data: { ...example.data, id: 'b2' } }, example, options)).toEqual(
      [],
    )
    expect(exampleDifferences({ ...example, data: { ...example.data, id: 'bb' } }, example, options)).toEqual(
      ['data.id: "bb" does not match /^[a-z]\\d$/'],
    )
  })

  it('compares only keys and types below a shapeOnly path; each item like one of the examples', () => {
    const options = { shapeOnly: ['data.items'] }
    const items = [
      { k: 'y', n: 5, note: null },
      { k: 'z', n: 6, note: 'text' },
    ]
    const actual = { ...example, data: { ...example.data, items } }
    expect(exampleDifferences(actual, example, options)).toEqual([
      'data.items.1.note: expected null, got string "text"',
    ])
  })

  it('lets a shapeOnly item take, field by field, any shape the example items show', () => {
    const shown: Json = {
      list: [
        { k: 'a', price: 100, tags: [] },
        { k: 'b', price: null, tags: ['x'] },
      ],
    }
    const options = { shapeOnly: ['list'] }
    const mixed = [
      { k: 'c', price: null, tags: [] },
      { k: 'd', price: 5, tags: ['y'] },
    ]
    expect(exampleDifferences({ list: mixed }, shown, options)).toEqual([])
    expect(
      exampleDifferences({ list: [{ k: 'e', price: 'free', tags: [] }, { k: 'f' }] }, shown, options),
    ).toEqual([
      'list.0.price: expected number 100, got string "free"',
      'list.1.price: missing (the example has 100)',
      'list.1.tags: missing (the example has [])',
    ])
  })

  it('finds someOf items by key and requires the rest to have the shape of one of them', () => {
    const options = { someOf: { 'data.items': 'k' } }
    const actual = {
      ...example,
      data: {
        ...example.data,
        items: [{ k: 'w', n: 0, note: null }, { k: 'x', n: 1, note: null }, { k: 'v' }],
      },
    }
    expect(exampleDifferences(actual, example, options)).toEqual([
      'data.items.2.n: missing (the example has 1)',
      'data.items.2.note: missing (the example has null)',
    ])
    const without = { ...example, data: { ...example.data, items: [{ k: 'w', n: 0, note: null }] } }
    expect(exampleDifferences(without, example, options)).toEqual([
      'data.items: no item with k "x" (the example has one)',
    ])
  })

  it('reports an option that matches nothing, so a typo cannot switch a check off', () => {
    expect(exampleDifferences(example, example, { patterns: { 'data.ID': /./ } })).toEqual([
      "option 'data.ID' matches nothing in the example",
    ])
  })
})
