import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiAdminOrderSummary } from '@shop/contracts';
import { jsonResponse, restoreFetch, stubFetch } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render-route';
import { staffMe } from '../test/staff-fixtures';

afterEach(() => restoreFetch());

const unauthorized = () => jsonResponse({ statusCode: 401, message: 'No staff member is signed in' }, { status: 401 });

const order: ApiAdminOrderSummary = {
  id: 1,
  orderNumber: 'ORD-123456',
  orderDate: '2025-03-05T09:11:00.000Z',
  customerName: 'Aditi Verma',
  customerEmail: 'aditi@example.in',
  customerPhone: '+91 98765 43210',
  shippingCity: 'New Delhi',
  shippingPincode: '110003',
  status: 'pending',
  paymentStatus: 'pending',
  paymentMethod: 'cod',
  totalAmount: 4999,
  itemCount: 1,
  trackingNumber: null,
  version: 3,
};

describe('the back office area', () => {
  it('sends a visitor without a staff session to the sign-in page', async () => {
    stubFetch(async () => unauthorized());
    const { router } = renderRoute('/admin/orders?status=pending');

    await screen.findByRole('heading', { name: 'Back office' });
    expect(router.state.location.pathname).toBe('/admin/login');
    const signIn = screen.getByRole('link', { name: 'Sign in with Google' });
    expect(signIn.getAttribute('href')).toBe('/api/admin/auth/google');
    // Its own area: no shop header or footer.
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it("shows the refusal the Google callback sends back, as one line of text", async () => {
    stubFetch(async () => unauthorized());
    renderRoute('/admin/login?error=This%20Google%20account%20is%20not%20invited%20%3Cb%3Ehere%3C%2Fb%3E');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This Google account is not invited <b>here</b>');
    expect(alert.querySelector('b')).toBeNull();
  });

  it("shows a fulfilment user only the pages of their role, their name and role, and the order list's URL filters", async () => {
    const fetch = stubFetch(async (url) => {
      if (url === '/api/admin/auth/me') return jsonResponse(staffMe('fulfilment'));
      if (url.startsWith('/api/admin/orders?')) return jsonResponse([order], { headers: { 'X-Total-Count': '26' } });
      return jsonResponse({ statusCode: 404, message: 'Not found' }, { status: 404 });
    });
    const { router } = renderRoute('/admin/orders?status=pending&q=110003');

    const navigation = await screen.findByRole('navigation', { name: 'Back office' });
    expect(within(navigation).getAllByRole('link').map((link) => link.textContent)).toEqual(['Dashboard', 'Orders', 'Customers', 'Delivery and PIN codes']);
    expect(within(navigation).getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe('page');
    const signedIn = screen.getByRole('group', { name: 'Signed in as' });
    expect(signedIn.textContent).toContain('Priya Nair');
    expect(signedIn.textContent).toContain('Fulfilment');

    await screen.findByRole('link', { name: 'ORD-123456' });
    const listCall = fetch.mock.calls.map(([url]) => String(url)).find((url) => url.startsWith('/api/admin/orders?'));
    expect(new URLSearchParams(listCall?.split('?')[1]).toString()).toBe('status=pending&q=110003&sort=newest&page=1&limit=25');
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe('/api/admin/orders/export?status=pending&q=110003');

    fireEvent.change(screen.getByRole('combobox', { name: 'Payment method' }), { target: { value: 'cod' } });
    await waitFor(() => expect(router.state.location.search).toBe('?status=pending&paymentMethod=cod&q=110003'));

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select ORD-123456' }));
    const toolbar = screen.getByRole('toolbar', { name: 'Selected orders' });
    expect(within(toolbar).getByRole('button', { name: 'Confirm selected' })).toBeTruthy();
  });

  it('sends a role to its own first page when it opens a page of another role', async () => {
    stubFetch(async (url) => (url === '/api/admin/auth/me' ? jsonResponse(staffMe('support')) : jsonResponse({}, { status: 404 })));
    const { router } = renderRoute('/admin/staff');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });
});
