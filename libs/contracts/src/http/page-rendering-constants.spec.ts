import { isTrackingParameter, pageAddress, preferredEncoding, searchWithoutTracking } from './page-rendering-constants';

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

describe('a shared link’s tracking parameters', () => {
  it('are the campaigns’ utm_… and the apps’ and ads’ click ids, not a page’s own parameters', () => {
    for (const name of ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'fbclid', 'gclid', 'igsh', 'igshid', 'msclkid']) expect(isTrackingParameter(name)).toBe(true);
    for (const name of ['page', 'sort', 'q', 'review', 'reviews', 'utm', 'source']) expect(isTrackingParameter(name)).toBe(false);
  });

  it('leave the page’s own parameters, in their order, when taken out', () => {
    expect(searchWithoutTracking('?utm_source=whatsapp&page=2&fbclid=IwAR0x&sort=price-low')).toBe('?page=2&sort=price-low');
    expect(searchWithoutTracking('?utm_source=whatsapp&utm_medium=social&utm_source=again')).toBe('');
  });

  it('leave a search without any as it was written', () => {
    expect(searchWithoutTracking('')).toBe('');
    expect(searchWithoutTracking('?q=tree%20of%20life&page=2')).toBe('?q=tree%20of%20life&page=2');
  });

  it('are no part of the page a request asks for', () => {
    expect(pageAddress('/collection/all?page=2&utm_source=whatsapp')).toBe('/collection/all?page=2');
    expect(pageAddress('/product/1?fbclid=IwAR0x')).toBe('/product/1');
    expect(pageAddress('/product/1')).toBe('/product/1');
    expect(pageAddress('/collection/all?sort=price-low')).toBe('/collection/all?sort=price-low');
  });
});
