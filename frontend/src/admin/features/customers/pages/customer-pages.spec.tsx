import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiStaffCustomer, ApiStaffCustomerDetail } from '@shop/contracts';
import { jsonResponse, restoreFetch, stubFetch } from '../../../../test/fetch-stub';
import { renderRoute } from '../../../../test/render-route';
import { staffMe } from '../../../test/staff-fixtures';

afterEach(() => restoreFetch());

const aditi: ApiStaffCustomer = {
  id: 42,
  firstName: 'Aditi',
  lastName: 'Verma',
  email: 'aditi@example.in',
  phone: '+91 98765 43210',
  address: '14 Lodhi Estate',
  city: 'New Delhi',
  state: 'Delhi',
  pincode: '110003',
  country: 'India',
  createdAt: '2025-01-10T06:30:00.000Z',
  totalOrders: 3,
  totalSpent: 12497.5,
  lastOrderAt: '2025-03-05T09:11:00.000Z',
};

const aditiInDetail: ApiStaffCustomerDetail = {
  ...aditi,
  orders: [
    { orderId: 9, orderNumber: 'ORD-300003', placedAt: '2025-03-05T09:11:00.000Z', totalAmount: 4999, refunded: 1000, cancelled: false },
    { orderId: 8, orderNumber: 'ORD-300002', placedAt: '2025-02-01T10:00:00.000Z', totalAmount: 2500, refunded: 0, cancelled: true },
  ],
};

const notFound = () => jsonResponse({ statusCode: 404, message: 'Customer information not found' }, { status: 404 });

describe('the back office customer pages', () => {
  it('lists customers with the search, sort and page of the URL, and moves a new sort into the URL', async () => {
    const fetch = stubFetch(async (url) => {
      if (url === '/api/admin/auth/me') return jsonResponse(staffMe('support'));
      if (url.startsWith('/api/admin/customers?')) return jsonResponse([aditi], { headers: { 'X-Total-Count': '51' } });
      return notFound();
    });
    const { router } = renderRoute('/admin/customers?q=110003&page=2');

    const table = await screen.findByRole('table', { name: 'Customers' });
    const row = within(table).getAllByRole('row')[1];
    expect(within(row).getByRole('link', { name: 'Aditi Verma' }).getAttribute('href')).toBe('/admin/customers/42');
    expect(row.textContent).toContain('aditi@example.in');
    expect(row.textContent).toContain('₹12,497.50');
    expect(screen.getByRole('status').textContent).toBe('51 customers');
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    const listCall = fetch.mock.calls.map(([url]) => String(url)).find((url) => url.startsWith('/api/admin/customers?'));
    expect(new URLSearchParams(listCall?.split('?')[1]).toString()).toBe('q=110003&sort=newest&page=2&limit=25');
    const navigation = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(navigation).getByRole('link', { name: 'Customers' }).getAttribute('aria-current')).toBe('page');

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort' }), { target: { value: 'most-spent' } });
    await waitFor(() => expect(router.state.location.search).toBe('?q=110003&sort=most-spent'));

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: ' aditi@example.in ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=aditi%40example.in&sort=most-spent'));
  });

  it("shows a customer's contact, address, totals and orders, each order linking to its page", async () => {
    stubFetch(async (url) => {
      if (url === '/api/admin/auth/me') return jsonResponse(staffMe('fulfilment'));
      if (url === '/api/admin/customers/42') return jsonResponse(aditiInDetail);
      return notFound();
    });
    renderRoute('/admin/customers/42');

    await screen.findByRole('heading', { level: 1, name: 'Aditi Verma' });
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(summary.textContent).toContain('Total orders3');
    expect(summary.textContent).toContain('Total spent₹12,497.50');
    expect(summary.textContent).toMatch(/Last order5 Mar 2025, 2:41\s?pm/i);
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(within(contact).getByRole('link', { name: 'aditi@example.in' }).getAttribute('href')).toBe('mailto:aditi@example.in');
    expect(contact.textContent).toContain('14 Lodhi Estate');
    expect(contact.textContent).toContain('New Delhi, Delhi 110003');

    const orders = within(screen.getByRole('region', { name: 'Orders' })).getAllByRole('row').slice(1);
    expect(orders).toHaveLength(2);
    expect(within(orders[0]).getByRole('link', { name: 'ORD-300003' }).getAttribute('href')).toBe('/admin/orders/ORD-300003');
    expect(orders[0].textContent).toContain('₹4,999.00');
    expect(orders[0].textContent).toContain('₹1,000.00');
    expect(orders[1].textContent).toContain('Cancelled');
  });

  it('says when there is no such customer, for an unknown id and for one that is not a number', async () => {
    stubFetch(async (url) => (url === '/api/admin/auth/me' ? jsonResponse(staffMe('support')) : notFound()));
    renderRoute('/admin/customers/7');
    await screen.findByRole('heading', { name: 'Customer not found' });
    restoreFetch();

    const fetch = stubFetch(async (url) => (url === '/api/admin/auth/me' ? jsonResponse(staffMe('support')) : notFound()));
    renderRoute('/admin/customers/abc');
    await screen.findAllByRole('heading', { name: 'Customer not found' });
    expect(fetch.mock.calls.map(([url]) => String(url))).not.toContain('/api/admin/customers/abc');
  });

  it('sends a catalogue editor, whose role may not read customers, to their own first page without asking for customers', async () => {
    const fetch = stubFetch(async (url) => (url === '/api/admin/auth/me' ? jsonResponse(staffMe('catalogue')) : notFound()));
    const { router } = renderRoute('/admin/customers/42');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'));
    expect(fetch.mock.calls.some(([url]) => String(url).startsWith('/api/admin/customers'))).toBe(false);
  });
});
