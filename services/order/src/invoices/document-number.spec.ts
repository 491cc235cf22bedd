import { documentNumberToSlug, taxDocumentSlugSchema } from '@shop/contracts';
import { documentNumber, financialYearOf, indiaDay } from './document-number';

describe('tax document numbers', () => {
  it('counts the financial year from April to March, India time', () => {
    expect(financialYearOf(new Date('2026-11-24T10:00:00Z'))).toEqual({ startYear: 2026, label: '2026-27', short: '26-27' });
    // 31 March 23:59 in India is still the old year; 1 April 00:00 in India (18:30 UTC the day before) is the new one.
    expect(financialYearOf(new Date('2027-03-31T18:29:00Z')).label).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z')).label).toBe('2027-28');
    expect(financialYearOf(new Date('2100-01-15T00:00:00Z')).short).toBe('99-00');
    expect(indiaDay(new Date('2026-11-24T20:00:00Z'))).toBe('2026-11-25');
  });

  it('writes at most 16 characters of letters, digits, - and /', () => {
    const numbers = [documentNumber('invoice', '26-27', 123), documentNumber('credit-note', '26-27', 7), documentNumber('invoice', '26-27', 999_999)];
    expect(numbers).toEqual(['INV/26-27/000123', 'CN/26-27/000007', 'INV/26-27/999999']);
    for (const number of numbers) {
      expect(number.length).toBeLessThanOrEqual(16);
      expect(number).toMatch(/^[A-Za-z0-9/-]+$/);
    }
  });

  it('refuses a serial it cannot write in six digits rather than cutting it', () => {
    expect(() => documentNumber('invoice', '26-27', 1_000_000)).toThrow(RangeError);
    expect(() => documentNumber('invoice', '26-27', 0)).toThrow(RangeError);
  });

  it('names a document in a URL with hyphens and reads it back', () => {
    expect(documentNumberToSlug('INV/26-27/000123')).toBe('INV-26-27-000123');
    expect(taxDocumentSlugSchema.parse('inv-26-27-000123')).toBe('INV/26-27/000123');
    expect(taxDocumentSlugSchema.safeParse('INV/26-27/000123').success).toBe(false);
    expect(taxDocumentSlugSchema.safeParse('INV-26-27-00012').success).toBe(false);
  });
});
