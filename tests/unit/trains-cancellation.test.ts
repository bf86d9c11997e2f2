// The railway's cancellation charge and the GST on it (docs/decisions/0137, 0169), pure: 5 % on the
// AC classes and First Class, none on SL and 2S, never more than was paid, integer paise.
import { describe, expect, it } from 'vitest'
import { cancellationCharge } from '~/services/trains/cancellation'

describe('the cancellation charge of a train ticket', () => {
  it('adds 5 % GST on the charge of an AC class or First Class', () => {
    expect(cancellationCharge('3A', 'CNF', 150_000, 72)).toMatchObject({ charge: 18_000, gst: 900 })
    expect(cancellationCharge('1A', 'CNF', 450_000, 72)).toMatchObject({ charge: 24_000, gst: 1_200 })
    expect(cancellationCharge('FC', 'CNF', 100_000, 72)).toMatchObject({ charge: 20_000, gst: 1_000 })
    expect(cancellationCharge('CC', 'RAC', 90_000, 72)).toMatchObject({ charge: 6_000, gst: 300 })
    // 25 % of ₹1,234.57 is ₹308.64 (half up); its GST ₹15.43 (half up).
    expect(cancellationCharge('2A', 'CNF', 123_457, 24)).toMatchObject({ charge: 30_864, gst: 1_543 })
  })

  it('adds no GST on SL and 2S', () => {
    expect(cancellationCharge('SL', 'CNF', 60_000, 72)).toMatchObject({ charge: 12_000, gst: 0 })
    expect(cancellationCharge('2S', 'WL', 20_000, 72)).toMatchObject({ charge: 6_000, gst: 0 })
  })

  it('never charges more than was paid, GST included', () => {
    expect(cancellationCharge('3A', 'CNF', 18_500, 72)).toMatchObject({ charge: 18_000, gst: 500 })
    expect(cancellationCharge('3A', 'CNF', 10_000, 72)).toMatchObject({ charge: 10_000, gst: 0 })
  })

  it('names the GST in the rule', () => {
    expect(cancellationCharge('3A', 'CNF', 150_000, 72)?.rule).toMatch(/GST 5 % on the charge$/)
    expect(cancellationCharge('SL', 'CNF', 60_000, 72)?.rule).not.toMatch(/GST/)
  })
})
