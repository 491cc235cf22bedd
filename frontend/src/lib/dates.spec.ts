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

  it('writes exactly what Intl writes for India, for any moment from 1900 to 2200', () => {
    const intl = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'Asia/Kolkata' });
    const moments = [Date.UTC(1942, 5, 1, 18, 0), Date.UTC(1945, 9, 14, 18, 15), Date.UTC(1945, 11, 31, 18, 29, 59, 999), Date.UTC(1945, 11, 31, 18, 30), Date.UTC(2024, 1, 28, 18, 30), Date.UTC(2100, 11, 31, 18, 29, 59, 999)];
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let i = 0; i < 5_000; i += 1) moments.push(Math.floor(Date.UTC(1900, 0, 1) + random() * (Date.UTC(2200, 0, 1) - Date.UTC(1900, 0, 1))));
    for (const moment of moments) expect([moment, formatLongDate(new Date(moment))]).toEqual([moment, intl.format(new Date(moment))]);
  });
});

describe('addDays', () => {
  it('moves a date on by whole days, across a month end', () => {
    expect(formatLongDate(addDays('2025-03-28T06:30:00.000Z', 7))).toBe('April 4, 2025');
  });
});
