import { formatPublishDate, publishedOn } from './blog-format';

describe('formatPublishDate', () => {
  it('writes the day as month, day and year', () => {
    expect(formatPublishDate('2025-03-05')).toBe('March 5, 2025');
    expect(formatPublishDate('2025-01-18')).toBe('January 18, 2025');
  });

  it('keeps the calendar day of a timestamp at midnight UTC', () => {
    expect(formatPublishDate('2025-02-07T00:00:00.000Z')).toBe('February 7, 2025');
  });

  it('shows an unreadable date as it came', () => {
    expect(formatPublishDate('soon')).toBe('soon');
  });
});

describe('publishedOn', () => {
  it('prefers the built-in date and falls back to the publish date', () => {
    expect(publishedOn({ date: '2025-01-18', publishDate: '2025-01-17' })).toBe('2025-01-18');
    expect(publishedOn({ date: '', publishDate: '2025-01-17' })).toBe('2025-01-17');
  });
});
