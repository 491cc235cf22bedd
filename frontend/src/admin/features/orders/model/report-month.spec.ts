import { currentIndiaMonth, REPORT_MONTH } from './report-month';

describe('the GST report month', () => {
  it("is India's month: 31 October 19:00 UTC is already November there", () => {
    expect(currentIndiaMonth(new Date('2026-10-31T19:00:00Z'))).toBe('2026-11');
    expect(currentIndiaMonth(new Date('2026-10-31T18:00:00Z'))).toBe('2026-10');
  });

  it('takes a year and month only', () => {
    expect(REPORT_MONTH.test('2026-11')).toBe(true);
    expect(['2026-13', '2026-1', '26-11', '2026-11-01', ''].filter((month) => REPORT_MONTH.test(month))).toEqual([]);
  });
});
