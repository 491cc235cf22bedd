import { isTrackingParameter, searchWithoutTracking } from './tracking-parameters';

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
});
