import { renderRoute } from '../../../test/render-route';
import { fireEvent, screen, within } from '@testing-library/react';
import { accountApi, rememberUser, sampleOrders, type AccountApiOptions } from '../../../test/account-fixtures';
import { fetchedPaths } from '../../../test/catalog-fixtures';
import { jsonResponse, restoreFetch, stubFetch } from '../../../test/fetch-stub';

function openOrders(options: AccountApiOptions = {}) {
  rememberUser();
  const fetchMock = stubFetch(accountApi(options).handler);
  renderRoute('/orders');
  return { fetchMock };
}

function order(orderNumber: string) {
  return screen.getByRole('article', { name: `Order ${orderNumber}` });
}

/** What each item line of an order shows: name, size and quantity, price. */
function itemLines(orderNumber: string) {
  return within(within(order(orderNumber)).getByRole('list', { name: `Items in order ${orderNumber}` }))
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByText(/.+/).map((text) => text.textContent));
}

beforeEach(() => localStorage.clear());

afterEach(restoreFetch);

describe('orders page', () => {
  it('lists each order with its number, date, total, status and items', async () => {
    openOrders();

    expect(await screen.findByRole('heading', { level: 1, name: 'My Orders' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Orders' });
    expect(within(list).getAllByRole('article').map((article) => within(article).getByRole('heading').textContent)).toEqual([
      'Order ORD-482913',
      'Order ORD-100244',
    ]);

    const shipped = order('ORD-482913');
    expect(within(shipped).getByText('Placed on March 5, 2025')).toBeTruthy();
    expect(within(shipped).getByText('Shipped')).toBeTruthy();
    expect(within(shipped).getByText('₹1,24,737.80')).toBeTruthy();
    expect(within(shipped).getByText('Paid')).toBeTruthy();
    expect(itemLines('ORD-482913')).toEqual([
      ['Royal Peacock Durbar', '48 × 48 in · Quantity 30', '₹3,519 each'],
      ['Monsoon Reverie', '18 × 14 in · Quantity 1', '₹140 each'],
    ]);
    expect(within(shipped).getByRole('img', { name: 'Royal Peacock Durbar' }).getAttribute('src')).toBe(
      '/media/products/royal-peacock-durbar/artwork.webp',
    );

    // Placed at 18:45 UTC on 20 January: already the 21st in India.
    const pending = order('ORD-100244');
    expect(within(pending).getByText('Placed on January 21, 2025')).toBeTruthy();
    expect(within(pending).getAllByText('Pending')).toHaveLength(2);
    expect(within(pending).getByText('₹3,716')).toBeTruthy();
  });

  it('shows an empty history with Continue Shopping', async () => {
    openOrders({ orders: () => jsonResponse([]) });

    expect(await screen.findByRole('heading', { name: 'You have not placed any orders yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/collection/all');
  });

  it("says 'Failed to fetch orders' when they cannot be loaded, and loads them on Try again", async () => {
    let failing = true;
    openOrders({
      orders: () =>
        failing
          ? jsonResponse({ statusCode: 504, message: 'The order service did not answer in time' }, { status: 504, statusText: 'Gateway Timeout' })
          : jsonResponse([]),
    });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to fetch orders')).toBeTruthy();

    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'You have not placed any orders yet' })).toBeTruthy();
  });

  it('offers "Review this print" for each print of a delivered order, tied to that order', async () => {
    const delivered = { ...sampleOrders[0], id: 30, orderNumber: 'ORD-730001', status: 'delivered', items: sampleOrders[0].items.map((item, index) => ({ ...item, productId: [8, 1][index] })) };
    openOrders({ orders: () => jsonResponse([delivered, { ...sampleOrders[0], items: delivered.items }]) });
    await screen.findByRole('list', { name: 'Orders' });

    const links = within(order('ORD-730001')).getAllByRole('link', { name: 'Review this print' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/product/8?review=ORD-730001#write-review',
      '/product/1?review=ORD-730001#write-review',
    ]);
    // Not yet delivered: nothing to review.
    expect(within(order('ORD-482913')).queryByRole('link', { name: 'Review this print' })).toBeNull();
  });

  it('asks a logged-out visitor to sign in, without asking the server for orders', async () => {
    const fetchMock = stubFetch(accountApi({ sessionUser: null }).handler);
    renderRoute('/orders');

    expect(await screen.findByText('Please login to view your orders')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'My Orders' })).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('button', { name: 'Login with Google' })).toBeTruthy();
    expect(fetchedPaths(fetchMock)).not.toContain('/api/orders');
  });
});
