import { isServerRendered } from './ssr-routes';

const at = (path: string) => new URL(path, 'https://shop.example.in');

describe('the pages the server renders', () => {
  it.each(['/', '/collection/all', '/collection/heritage?sort=price-low&page=2', '/product/1', '/product/1/monsoon-reverie?fbclid=abc', '/blog', '/blog/choosing-a-frame', '/about', '/contact', '/privacy', '/terms', '/shipping', '/refund-and-returns', '/no-such-page'])(
    'renders %s',
    (path) => expect(isServerRendered(at(path))).toBe(true),
  );

  it.each(['/cart', '/wishlist', '/orders', '/order-tracking?number=ORD-1', '/admin/orders', '/designer/login', '/collection/all?q=banyan', '/product/1?review=ORD-123456'])(
    'leaves %s to the browser',
    (path) => expect(isServerRendered(at(path))).toBe(false),
  );

  it('leaves an address with an overlong query to the browser', () => {
    expect(isServerRendered(at(`/product/1?x=${'a'.repeat(600)}`))).toBe(false);
  });
});
