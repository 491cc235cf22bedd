import { preferredEncoding } from './page-rendering-constants';

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip', 'br'],
    ['gzip, br;q=0', 'gzip'],
    ['gzip, br ; q=0.000', 'gzip'],
    ['GZIP', 'gzip'],
    ['deflate', 'identity'],
    ['brotli, gzip;q=0', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
  ])('%s → %s', (header, encoding) => {
    expect(preferredEncoding(header)).toBe(encoding);
  });
});
