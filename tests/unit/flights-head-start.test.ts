import { describe, expect, it } from 'vitest'
import { createHeadStarts } from '~/flows/flights/search.early'

describe('the search form head start (decision 0031)', () => {
  it('gives the answer for the same request once, to the first page that asks', () => {
    let t = 1_000
    const starts = createHeadStarts<string>(10_000, () => t)
    starts.put('DEL-BOM', 'answer 1')
    t += 300
    expect(starts.take('DEL-BLR')).toBeUndefined()
    expect(starts.take('DEL-BOM')).toBe('answer 1')
    // A second page for the same search (a reload, a shared link) asks the supplier afresh.
    expect(starts.take('DEL-BOM')).toBeUndefined()
  })

  it('drops an answer no page came for within the time allowed', () => {
    let t = 0
    const starts = createHeadStarts<string>(10_000, () => t)
    starts.put('DEL-BOM', 'old')
    t = 10_001
    expect(starts.take('DEL-BOM')).toBeUndefined()
    starts.put('DEL-BOM', 'new')
    t += 10_000
    expect(starts.take('DEL-BOM')).toBe('new')
  })

  it('keeps the latest answer when the same search is sent twice', () => {
    const starts = createHeadStarts<string>(10_000, () => 0)
    starts.put('DEL-BOM', 'first')
    starts.put('DEL-BOM', 'second')
    expect(starts.take('DEL-BOM')).toBe('second')
  })
})
