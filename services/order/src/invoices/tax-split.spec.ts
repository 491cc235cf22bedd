import { allocate, creditedParts, splitTax, supplyTypeOf } from './tax-split';

describe('GST split', () => {
  it('taxes a delivery in the shop\'s own state as CGST 9 % + SGST 9 %', () => {
    expect(supplyTypeOf('27', '27')).toBe('intra-state');
    const { lines, totals } = splitTax([314_900, 629_800], 170_046, 'intra-state');
    expect(totals).toEqual({ taxableValue: 944_700, cgst: 85_023, sgst: 85_023, igst: 0, tax: 170_046, total: 1_114_746 });
    expect(lines).toEqual([
      { taxableValue: 314_900, rate: 18, cgst: 28_341, sgst: 28_341, igst: 0 },
      { taxableValue: 629_800, rate: 18, cgst: 56_682, sgst: 56_682, igst: 0 },
    ]);
  });

  it('taxes a delivery to another state, or to a state it cannot name, as IGST 18 %', () => {
    expect(supplyTypeOf('27', '07')).toBe('inter-state');
    expect(supplyTypeOf('27', null)).toBe('inter-state');
    const { lines, totals } = splitTax([314_900], 56_682, 'inter-state');
    expect(totals).toEqual({ taxableValue: 314_900, cgst: 0, sgst: 0, igst: 56_682, tax: 56_682, total: 371_582 });
    expect(lines).toEqual([{ taxableValue: 314_900, rate: 18, cgst: 0, sgst: 0, igst: 56_682 }]);
  });

  it('adds up to the tax charged to the paisa, an odd paisa going to CGST', () => {
    const { lines, totals } = splitTax([1, 1, 1], 5, 'intra-state');
    expect(totals).toMatchObject({ cgst: 3, sgst: 2, tax: 5 });
    expect(lines.reduce((sum, line) => sum + line.cgst + line.sgst, 0)).toBe(5);
  });

  it('shares out in whole paise that sum to the total, by largest remainder', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(10, [0, 0])).toEqual([10, 0]);
    // Paise times paise past 2^53 stays exact.
    const big = allocate(9_000_000_000_000, [3_000_000_000_000, 6_000_000_000_000]);
    expect(big).toEqual([3_000_000_000_000, 6_000_000_000_000]);
  });

  it('credits the taxable value and the tax in the invoice\'s proportion, never more than remains', () => {
    expect(creditedParts(11_800, { taxableValue: 314_900, tax: 56_682 })).toEqual({ taxableValue: 10_000, tax: 1_800 });
    expect(creditedParts(999_999, { taxableValue: 314_900, tax: 56_682 })).toEqual({ taxableValue: 314_900, tax: 56_682 });
  });
});
