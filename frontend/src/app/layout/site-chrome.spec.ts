import { showsSiteChrome } from './site-chrome';

describe('showsSiteChrome', () => {
  it('hides the header and footer on the home page, which has its own hero', () => {
    expect(showsSiteChrome('/')).toBe(false);
  });

  it.each(['/admin', '/admin/products', '/admin/orders/42', '/designer', '/designer/login', '/designers-corner'])(
    'hides them on a path starting /admin or /designer: %s',
    (pathname) => {
      expect(showsSiteChrome(pathname)).toBe(false);
    },
  );

  it.each([
    '/collection/all',
    '/collection/heritage',
    '/product/3/mughal-garden',
    '/cart',
    '/order-tracking',
    '/about',
    '/blog/art-trends',
    '/no-such-page',
  ])('shows them on the public page %s', (pathname) => {
    expect(showsSiteChrome(pathname)).toBe(true);
  });
});
