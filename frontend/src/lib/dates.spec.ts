import { addDays, formatLongDate } from './dates';

describe('formatLongDate', () => {
  it('writes the month in full, the day and the year', () => {
    expect(formatLongDate('2025-03-05T06:30:00.000Z')).toBe('March 5, 2025');
  });

  it('uses the Indian calendar day, not the browser’s', () => {
    // 20:00 UTC on 4 March is 01:30 on 5 March in India.
    expect(formatLongDate('2025-03-04T20:00:00.000Z')).toBe('March 5, 2025');
  });

  it('shows text that is not a date unchanged', () => {
    expect(formatLongDate('soon')).toBe('soon');
  });
});

describe('addDays', () => {
  it('moves a date on by whole days, across a month end', () => {
    expect(formatLongDate(addDays('2025-03-28T06:30:00.000Z', 7))).toBe('April 4, 2025');
  });
});
