import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { catalogApi, fetchedPaths, makeProduct, queriesTo, sampleProducts } from '../../../test/catalog-fixtures';
import { restoreFetch, stubFetch, stubResponse } from '../../../test/fetch-stub';
import { renderRoute } from '../../../test/render-route';
import { CART_STORAGE_KEY, type CartLine } from '../model/cart-storage';

const monsoon: CartLine = { productId: 1, quantity: 2, size: '18X14', medium: 'Museum-Grade Canvas', framing: 'No Frame', totalPrice: 176 };
// Stored at an older price: the page shows what the server charges now (575 × 1.5 × 0.8 + 110 = ₹800 MRP, ₹720).
const marigold: CartLine = { productId: 4, quantity: 1, size: '27X21', medium: 'Fine Art Paper', framing: 'Black Frame', totalPrice: 700 };
const MARIGOLD_OPTIONS = '27 × 21 in · Fine Art Paper · Black Frame';

function storeCart(lines: CartLine[]) {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
}

function storedCart(): CartLine[] {
  return JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]') as CartLine[];
}

afterEach(() => {
  restoreFetch();
  localStorage.clear();
  jest.useRealTimers();
});

/** The order summary's rows as a shopper reads them: label and amount. */
function summaryRows(): Array<[string, string]> {
  const region = screen.getByRole('region', { name: 'Order Summary' });
  return Array.from(region.querySelectorAll('dt')).map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

function cartLines(): HTMLElement[] {
  return within(screen.getByRole('list', { name: 'Cart items' })).getAllByRole('listitem');
}

function lineFor(title: string, options?: string): HTMLElement {
  const line = cartLines().find(
    (item) => within(item).queryByRole('link', { name: title }) && (!options || within(item).queryByText(options)),
  );
  if (!line) throw new Error(`No cart line for ${title}`);
  return line;
}

function summaryRequests(fetchMock: jest.Mock): unknown[] {
  return fetchMock.mock.calls
    .filter(([url]) => String(url) === '/api/cart/dynamic-summary')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));
}

function headerCart(): HTMLElement {
  return within(screen.getByRole('banner')).getByRole('link', { name: /^Cart/ });
}

async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

describe('cart page', () => {
  it('shows the empty state with a way back to the shop, without asking for a summary', async () => {
    const fetchMock = stubFetch(catalogApi());
    renderRoute('/cart');

    expect(await screen.findByRole('heading', { level: 1, name: 'Your Shopping Cart is Empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/collection/all');
    expect(fetchedPaths(fetchMock)).not.toContain('/api/cart/dynamic-summary');
  });

  it('lists every line and shows the server’s summary in rupees and paise', async () => {
    const fetchMock = stubFetch(catalogApi());
    storeCart([monsoon, marigold]);
    renderRoute('/cart');

    expect(await screen.findByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeTruthy();
    expect(screen.getByText('3 items')).toBeTruthy();
    await waitFor(() => expect(summaryRows()).toHaveLength(6));

    // 195 × 2 + 800 = ₹1,190 MRP; 176 × 2 + 720 = ₹1,072 after the discount; 18% GST on that is ₹192.96.
    expect(summaryRows()).toEqual([
      ['Price', '₹1,190.00'],
      ['Discount (10%)', '−₹118.00'],
      ['Subtotal', '₹1,072.00'],
      ['GST (18%)', '₹192.96'],
      ['Shipping', 'Free'],
      ['Total', '₹1,264.96'],
    ]);

    const first = lineFor('Monsoon Reverie');
    expect(within(first).getByRole('link', { name: 'Monsoon Reverie' }).getAttribute('href')).toBe('/product/1/monsoon-reverie');
    expect(within(first).getByText('18 × 14 in · Museum-Grade Canvas · No Frame')).toBeTruthy();
    expect(within(first).getByText('₹176.00 each')).toBeTruthy();
    expect(within(first).getByText('₹352.00')).toBeTruthy();
    expect(within(first).getByRole('group', { name: 'Quantity' }).textContent).toContain('2');

    const second = lineFor('Marigold Geometry');
    expect(within(second).getByText(MARIGOLD_OPTIONS)).toBeTruthy();
    expect(within(second).getByText('₹720.00 each')).toBeTruthy();

    expect(summaryRequests(fetchMock)).toEqual([
      {
        items: [
          { productName: 'Monsoon Reverie', size: '18x14', quantity: 2, price: 176, productId: 1, medium: 'Museum-Grade Canvas', frame: 'No Frame' },
          { productName: 'Marigold Geometry', size: '27x21', quantity: 1, price: 700, productId: 4, medium: 'Fine Art Paper', frame: 'Black Frame' },
        ],
      },
    ]);
    expect(screen.getByRole('link', { name: 'Already ordered? Track your order' }).getAttribute('href')).toBe('/track-order');
  });

  it('changes quantities, locking the line’s buttons for about 300 ms, and never below 1', async () => {
    const fetchMock = stubFetch(catalogApi());
    storeCart([monsoon, marigold]);
    renderRoute('/cart');
    await waitFor(() => expect(summaryRows()).toHaveLength(6));
    jest.useFakeTimers();

    const second = lineFor('Marigold Geometry');
    const decrease = within(second).getByRole('button', { name: 'Decrease quantity' });
    const increase = within(second).getByRole('button', { name: 'Increase quantity' });
    const remove = within(second).getByRole('button', { name: `Remove Marigold Geometry (${MARIGOLD_OPTIONS}) from the cart` });
    expect(decrease.hasAttribute('disabled')).toBe(true); // a quantity below 1 is refused

    await click(increase);

    expect(storedCart()[1]).toEqual({ ...marigold, quantity: 2 });
    expect(within(second).getByRole('group', { name: 'Quantity' }).textContent).toContain('2');
    expect(headerCart().getAttribute('aria-label')).toBe('Cart, 4 items');
    for (const button of [decrease, increase, remove]) expect(button.hasAttribute('disabled')).toBe(true);
    // The other line stays usable.
    expect(within(lineFor('Monsoon Reverie')).getByRole('button', { name: 'Increase quantity' }).hasAttribute('disabled')).toBe(false);

    await act(async () => {
      await jest.advanceTimersByTimeAsync(290);
    });
    expect(increase.hasAttribute('disabled')).toBe(true);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(20);
    });
    expect(increase.hasAttribute('disabled')).toBe(false);
    expect(decrease.hasAttribute('disabled')).toBe(false);
    jest.useRealTimers();

    // 1,190 + 800 = ₹1,990; 1,072 + 720 = ₹1,792; GST ₹322.56.
    await waitFor(() => expect(summaryRows().at(-1)).toEqual(['Total', '₹2,114.56']));
    expect(summaryRows()[0]).toEqual(['Price', '₹1,990.00']);
    expect((summaryRequests(fetchMock).at(-1) as { items: Array<{ quantity: number }> }).items.map((item) => item.quantity)).toEqual([2, 2]);

    await click(decrease);
    expect(storedCart()[1].quantity).toBe(1);
    await waitFor(() => expect(summaryRows().at(-1)).toEqual(['Total', '₹1,264.96']));
  });

  it('removes a line and clears the cart, telling the header each time', async () => {
    stubFetch(catalogApi());
    storeCart([monsoon, marigold]);
    renderRoute('/cart');
    await waitFor(() => expect(summaryRows()).toHaveLength(6));
    const onUpdate = jest.fn();
    window.addEventListener('cart-updated', onUpdate);

    await click(within(lineFor('Marigold Geometry')).getByRole('button', { name: `Remove Marigold Geometry (${MARIGOLD_OPTIONS}) from the cart` }));

    expect(cartLines()).toHaveLength(1);
    expect(storedCart()).toEqual([monsoon]);
    expect(headerCart().getAttribute('aria-label')).toBe('Cart, 2 items');
    await waitFor(() => expect(summaryRows().at(-1)).toEqual(['Total', '₹415.36']));

    await click(screen.getByRole('button', { name: 'Clear Cart' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Your Shopping Cart is Empty' })).toBeTruthy();
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    expect(headerCart().getAttribute('aria-label')).toBe('Cart');
    window.removeEventListener('cart-updated', onUpdate);
    expect(onUpdate).toHaveBeenCalledTimes(2);
  });

  it('falls back to the local estimate with a notice when the server cannot sum the cart', async () => {
    stubFetch(catalogApi({ cartSummary: () => stubResponse('pricing is down', { status: 503, statusText: 'Service Unavailable' }) }));
    storeCart([monsoon, marigold]);
    renderRoute('/cart');

    expect(await screen.findByText('Unable to calculate total')).toBeTruthy();
    // (176 × 2 + 700) × 1.1 = 1157.2 → ₹1,157; 10% → ₹116; ₹1,041 left; 18% GST → ₹187; total ₹1,228.
    expect(summaryRows()).toEqual([
      ['Price', '₹1,157.00'],
      ['Discount (10%)', '−₹116.00'],
      ['Subtotal', '₹1,041.00'],
      ['GST (18%)', '₹187.00'],
      ['Shipping', 'Free'],
      ['Total', '₹1,228.00'],
    ]);
    expect(screen.getByText('Estimated from the prices last shown.')).toBeTruthy();
    expect(within(lineFor('Marigold Geometry')).getByText('₹700.00 each')).toBeTruthy();
  });

  it('opens checkout below the cart, and holds it back while an artwork in the cart no longer exists', async () => {
    stubFetch(catalogApi());
    storeCart([monsoon, marigold]);
    const first = renderRoute('/cart');
    expect(await screen.findByRole('form', { name: 'Shipping Information' })).toBeTruthy();
    first.unmount();
    restoreFetch();

    stubFetch(catalogApi({ products: sampleProducts.filter((product) => product.id !== 4) }));
    renderRoute('/cart');

    expect(await screen.findByText('Remove the artworks that are no longer available to check out.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Shipping Information' })).toBeNull();
    expect(within(cartLines()[1]).getByText('No longer available')).toBeTruthy();
  });

  it('asks the catalog only for the products in the cart', async () => {
    const fetchMock = stubFetch(catalogApi());
    storeCart([marigold, monsoon, { ...monsoon, size: '27X21', totalPrice: 263 }]);
    renderRoute('/cart');

    await waitFor(() => expect(summaryRows()).toHaveLength(6));
    expect(within(lineFor('Marigold Geometry')).getByText('₹720.00 each')).toBeTruthy();
    expect(queriesTo(fetchMock, '/api/products')).toEqual([{ ids: '1,4', limit: '2' }]);
  });

  it('asks for a large cart’s products 24 at a time, and shows them all', async () => {
    const products = Array.from({ length: 26 }, (_, index) => makeProduct({ id: index + 1, title: `Print ${index + 1}` }));
    const fetchMock = stubFetch(catalogApi({ products }));
    storeCart(products.map((product) => ({ ...monsoon, productId: product.id, quantity: 1 })));
    renderRoute('/cart');

    // The server's summary, not the local estimate: 26 × ₹450 = ₹11,700, with ₹2,106 GST.
    await waitFor(() => expect(summaryRows().at(-1)).toEqual(['Total', '₹13,806.00']), { timeout: 5000 });
    expect(cartLines()).toHaveLength(26);
    expect(within(lineFor('Print 26')).getByRole('link', { name: 'Print 26' }).getAttribute('href')).toBe('/product/26/print-26');
    const ids = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index).join(',');
    expect(queriesTo(fetchMock, '/api/products')).toEqual([
      { ids: ids(1, 24), limit: '24' },
      { ids: ids(25, 26), limit: '2' },
    ]);
  });

  it('forwards /track-order to order tracking with its query', async () => {
    stubFetch(catalogApi());
    const { router } = renderRoute('/track-order?number=ORD-123456');

    await waitFor(() => expect(router.state.location.pathname).toBe('/order-tracking'));
    expect(router.state.location.search).toBe('?number=ORD-123456');
  });
});
