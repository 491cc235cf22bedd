import { newQuoteNumber, QUOTE_NUMBER_ALPHABET, revisionNumber } from './quote-numbers';

describe('quote numbers', () => {
  it('read Q-YYMM-XXXX with the month in India', () => {
    // 20:00 UTC on 30 November 2026 is already 1 December in India.
    expect(newQuoteNumber(new Date('2026-11-30T20:00:00Z'))).toMatch(/^Q-2612-[A-Z0-9]{4}$/);
    expect(newQuoteNumber(new Date('2026-11-15T06:00:00Z'))).toMatch(/^Q-2611-/);
  });

  it('never use characters people misread', () => {
    const suffixes = Array.from({ length: 2000 }, () => newQuoteNumber().slice(-4)).join('');
    expect(suffixes).not.toMatch(/[01OILUV]/);
    for (const character of suffixes) expect(QUOTE_NUMBER_ALPHABET).toContain(character);
  });

  it('seldom repeat', () => {
    const numbers = new Set(Array.from({ length: 1000 }, () => newQuoteNumber()));
    expect(numbers.size).toBeGreaterThan(990);
  });

  it('add -R2, -R3 for revisions', () => {
    expect(revisionNumber('Q-2611-4K7P', 1)).toBe('Q-2611-4K7P');
    expect(revisionNumber('Q-2611-4K7P', 2)).toBe('Q-2611-4K7P-R2');
    expect(revisionNumber('Q-2611-4K7P', 3)).toBe('Q-2611-4K7P-R3');
  });
});
