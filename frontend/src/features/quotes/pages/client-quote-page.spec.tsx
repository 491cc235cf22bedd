import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiClientQuote } from '@shop/contracts';
import { leaveShopFor } from '../../../lib/browser-location';
import { jsonResponse, restoreFetch, stubFetch } from '../../../test/fetch-stub';
import { renderRoute } from '../../../test/render-route';

jest.mock('../../../lib/browser-location');

afterEach(() => restoreFetch());

const TOKEN = 'k3Jd9sLq0PzX7vBn2MwY5tRe8UaHc4Fg';
const QUOTE_URL = `/api/quotes/${TOKEN}`;

const sent: ApiClientQuote = {
  quoteNumber: 'Q-2611-4K7P',
  designer: { name: 'Kavya Rao', companyName: 'Rao Interiors' },
  clientName: 'Meera Shah',
  notes: 'For the living room',
  items: [
    { productId: 3, productTitle: 'Lotus Pond', image: null, size: '18X14', medium: 'Museum-Grade Canvas', frame: 'No Frame', quantity: 2, unitPrice: 2295, lineTotal: 4590 },
    { productId: 4, productTitle: 'Banyan Shade', image: null, size: '27X21', medium: 'Fine Art Paper', frame: 'Oak Frame', quantity: 1, unitPrice: 3400.5, lineTotal: 3400.5 },
  ],
  finalAmount: 7990.5,
  status: 'sent',
  expiresAt: '2026-12-03T09:00:00.000Z',
  orderable: false,
  orderNumber: null,
};
const accepted: ApiClientQuote = { ...sent, status: 'accepted', orderable: true };

const bodyOf = (fetch: jest.Mock, url: string) => JSON.parse(String(fetch.mock.calls.find(([called]) => String(called) === url)?.[1]?.body)) as unknown;

async function choosePayment(name: RegExp) {
  const option = () => within(screen.getByRole('radiogroup', { name: 'Payment Method' })).getByRole('radio', { name }) as HTMLInputElement;
  await act(async () => {
    fireEvent.click(option());
  });
  await waitFor(() => expect(option().checked).toBe(true));
}

function fill(form: HTMLElement) {
  const type = (label: RegExp, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  type(/^First Name/, 'Meera');
  type(/^Last Name/, 'Shah');
  type(/^Email Address/, 'meera@example.in');
  type(/^Phone Number/, '+91 98765 43210');
  type(/^Address/, '4 Palm Grove, Indiranagar');
  type(/^City/, 'Bengaluru');
  type(/^State/, 'Karnataka');
  type(/^PIN Code/, '560038');
}

describe('the client’s quote page', () => {
  it('shows the designer, the prints at the quoted prices, the total and the expiry, and accepts', async () => {
    let quote = sent;
    const fetch = stubFetch(async (url) => {
      if (url === `${QUOTE_URL}/respond`) {
        quote = accepted;
        return jsonResponse(accepted);
      }
      if (url === QUOTE_URL) return jsonResponse(quote);
      return jsonResponse({}, { status: 404 });
    });
    renderRoute(`/quote/${TOKEN}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Quote Q-2611-4K7P' })).toBeTruthy();
    expect(screen.getByText('From Kavya Rao, Rao Interiors')).toBeTruthy();
    expect(screen.getByText(/valid until December 3, 2026/)).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Quoted prints' })).getAllByRole('row');
    expect(rows[1].textContent).toContain('₹2,295.00');
    expect(rows[2].textContent).toContain('27 × 21 in · Fine Art Paper · Oak Frame');
    expect(screen.getByLabelText('Quote total').textContent).toContain('₹7,990.50');
    expect(screen.getByLabelText('Status: Awaiting your answer')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Accept quote' }));

    expect(await screen.findByRole('heading', { name: 'Shipping Information' })).toBeTruthy();
    expect(bodyOf(fetch, `${QUOTE_URL}/respond`)).toEqual({ response: 'accept' });
  });

  it('declines with a reason', async () => {
    const fetch = stubFetch(async (url) => (url === `${QUOTE_URL}/respond` ? jsonResponse({ ...sent, status: 'declined' }) : jsonResponse(sent)));
    renderRoute(`/quote/${TOKEN}`);

    fireEvent.click(await screen.findByRole('button', { name: 'Decline quote' }));
    fireEvent.change(screen.getByLabelText('Reason (optional)'), { target: { value: 'Over our budget' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm decline' }));

    expect(await screen.findByLabelText('Status: Declined')).toBeTruthy();
    expect(bodyOf(fetch, `${QUOTE_URL}/respond`)).toEqual({ response: 'decline', reason: 'Over our budget' });
    expect(screen.queryByRole('button', { name: 'Accept quote' })).toBeNull();
  });

  it('orders an accepted quote cash on delivery: the customer first, then the order of the quote', async () => {
    const fetch = stubFetch(async (url) => {
      if (url === '/api/customers') return jsonResponse({ id: 42 });
      if (url === `${QUOTE_URL}/order`) return jsonResponse({ orderNumber: 'ORD-654321', redirectUrl: null }, { status: 201 });
      if (url === QUOTE_URL) return jsonResponse(accepted);
      return jsonResponse({}, { status: 404 });
    });
    renderRoute(`/quote/${TOKEN}`);

    const form = (await screen.findByRole('heading', { name: 'Shipping Information' })).closest('form') as HTMLElement;
    fill(form);
    await choosePayment(/^Cash on Delivery/);
    fireEvent.click(within(form).getByRole('button', { name: 'Place Order' }));

    const placed = await screen.findByRole('status');
    expect(placed.textContent).toContain('Order placed: ORD-654321');
    expect(within(placed).getByRole('link', { name: 'Track your order' }).getAttribute('href')).toBe('/order-tracking?number=ORD-654321');
    expect(fetch.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`).filter((call) => call.startsWith('POST'))).toEqual(['POST /api/customers', `POST ${QUOTE_URL}/order`]);
    expect(bodyOf(fetch, '/api/customers')).toEqual({
      firstName: 'Meera',
      lastName: 'Shah',
      email: 'meera@example.in',
      phone: '+91 98765 43210',
      address: '4 Palm Grove, Indiranagar',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560038',
      country: 'India',
    });
    // Where and how, never a price: the server holds the quoted prices.
    expect(bodyOf(fetch, `${QUOTE_URL}/order`)).toEqual({
      customerId: 42,
      shippingAddress: '4 Palm Grove, Indiranagar',
      shippingCity: 'Bengaluru',
      shippingState: 'Karnataka',
      shippingPincode: '560038',
      paymentMethod: 'cod',
    });
  });

  it('goes to PhonePe’s pay page when paying with PhonePe', async () => {
    stubFetch(async (url) => {
      if (url === '/api/customers') return jsonResponse({ id: 42 });
      if (url === `${QUOTE_URL}/order`) return jsonResponse({ orderNumber: 'ORD-654322', redirectUrl: 'https://sandbox.example/pay/1' }, { status: 201 });
      return jsonResponse(accepted);
    });
    renderRoute(`/quote/${TOKEN}`);

    const form = (await screen.findByRole('heading', { name: 'Shipping Information' })).closest('form') as HTMLElement;
    fill(form);
    await choosePayment(/^PhonePe/);
    fireEvent.click(within(form).getByRole('button', { name: 'Proceed to Payment' }));

    await waitFor(() => expect(leaveShopFor).toHaveBeenCalledWith('https://sandbox.example/pay/1'));
  });

  it('shows an ordered quote’s order, and says when a link is not valid', async () => {
    stubFetch(async (url) => (url === QUOTE_URL ? jsonResponse({ ...sent, status: 'converted', orderNumber: 'ORD-654321' }) : jsonResponse({ statusCode: 404, message: 'This quote link is not valid' }, { status: 404 })));
    const { unmount } = renderRoute(`/quote/${TOKEN}`);

    expect((await screen.findByRole('status')).textContent).toContain('Order placed: ORD-654321');
    expect(screen.queryByRole('heading', { name: 'Shipping Information' })).toBeNull();
    unmount();

    renderRoute(`/quote/${'x'.repeat(32)}`);
    expect(await screen.findByRole('heading', { name: 'This quote link is not valid' })).toBeTruthy();
  });
});
