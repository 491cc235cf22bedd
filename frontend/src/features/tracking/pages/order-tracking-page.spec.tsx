import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { checkoutApi, deferred, notFound, type CheckoutApiOptions } from '../../../test/checkout-fixtures';
import { jsonResponse, restoreFetch, stubFetch, stubResponse } from '../../../test/fetch-stub';
import { renderRoute } from '../../../test/render-route';
import type { TrackedOrder } from '../api/tracking.api';

const STEPS = ['Order Placed', 'Payment Confirmed', 'Processing', 'Shipped', 'Delivered'] as const;
/** The server's `progress`: the first `done` steps are done. */
const progressOf = (done: number): TrackedOrder['progress'] => STEPS.map((label, index) => ({ label, done: index < done }));

/** A shipped PhonePe order, as `GET /api/orders/track/…` answers it. */
const shipped: TrackedOrder = {
  orderNumber: 'ORD-482913',
  customerId: 41,
  customerEmail: 'aditi@example.in',
  status: 'shipped',
  paymentStatus: 'paid',
  paymentMethod: 'phonepe',
  orderDate: '2025-03-05T06:30:00.000Z',
  items: [
    { productTitle: 'Monsoon Reverie', quantity: 2, size: '18X14', medium: 'Museum-Grade Canvas', framing: 'No Frame', unitPrice: 176, totalPrice: 352 },
    { productTitle: 'Marigold Geometry', quantity: 1, size: '27X21', medium: 'Fine Art Paper', framing: 'Black Frame', unitPrice: 720, totalPrice: 720 },
  ],
  shippingAddress: '14 Lodhi Estate',
  shippingCity: 'New Delhi',
  shippingState: 'Delhi',
  shippingPincode: '110003',
  shippingCountry: 'India',
  totalAmount: 1264.96,
  priceSummary: { basePrice: 1190, discountPercentage: 10, discountAmount: 118, subtotal: 1072, gstRate: 18, gstAmount: 192.96, total: 1264.96 },
  progress: progressOf(4),
};

afterEach(() => {
  restoreFetch();
  localStorage.clear();
});

/** Tracking answers `order` for its number and email (any case), else 404 like the server. */
function trackingOf(order: TrackedOrder) {
  return (orderNumber: string, email: string | null) =>
    orderNumber === order.orderNumber && email?.toLowerCase() === order.customerEmail ? jsonResponse(order) : notFound('Order not found');
}

async function openTracking(path = '/order-tracking', trackOrder: CheckoutApiOptions['trackOrder'] = trackingOf(shipped)) {
  const fetchMock = stubFetch(checkoutApi({ trackOrder }));
  const view = renderRoute(path);
  await screen.findByRole('form', { name: 'Track an order' });
  return { fetchMock, ...view };
}

const orderNumberField = () => screen.getByRole('textbox', { name: 'Order Number' }) as HTMLInputElement;
const emailField = () => screen.getByRole('textbox', { name: 'Email Address' }) as HTMLInputElement;

async function type(input: HTMLInputElement, value: string) {
  await act(async () => {
    fireEvent.change(input, { target: { value } });
  });
}

async function trackOrder(orderNumber: string, email: string) {
  await type(orderNumberField(), orderNumber);
  await type(emailField(), email);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Track Order' }));
  });
}

function errorOf(input: HTMLInputElement): string {
  return input.closest('[data-scope="field"][data-part="root"]')?.querySelector('[data-part="error-text"]')?.textContent ?? '';
}

function result(orderNumber = shipped.orderNumber): HTMLElement {
  return screen.getByRole('article', { name: `Order ${orderNumber}` });
}

/** The progress list as a shopper reads it: each step and its date, or 'Not yet'. */
function progress(): string[][] {
  const list = within(screen.getByRole('region', { name: 'Order Progress' })).getByRole('list');
  return within(list)
    .getAllByRole('listitem')
    .map((step) => Array.from(step.querySelectorAll('p')).map((text) => text.textContent ?? ''));
}

/** The label and value rows of a panel. */
function rows(panel: string): string[][] {
  const region = screen.getByRole('region', { name: panel });
  return Array.from(region.querySelectorAll('dt')).map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

async function notice(): Promise<HTMLElement> {
  return waitFor(() => {
    const title = screen.getAllByText('Order not found').find((text) => text.closest('[data-type]'));
    if (!title) throw new Error('No "Order not found" notice');
    return title.closest('[data-type]') as HTMLElement;
  });
}

describe('order tracking page', () => {
  it('asks for the order number and email, filling in the number from the address', async () => {
    await openTracking('/order-tracking?number=ORD-482913');

    expect(screen.getByRole('heading', { level: 1, name: 'Track Your Order' })).toBeTruthy();
    expect(orderNumberField().value).toBe('ORD-482913');
    expect(orderNumberField().getAttribute('placeholder')).toBe('Example: ORD123456');
    expect(emailField().value).toBe('');
    expect(screen.getByRole('button', { name: 'Track Order' })).toBeTruthy();
  });

  it('shows each form message, clears it on edit, and asks nothing until both are right', async () => {
    const { fetchMock } = await openTracking();

    await trackOrder('  ', 'aditi@example');

    expect(errorOf(orderNumberField())).toBe('Order number is required');
    expect(errorOf(emailField())).toBe('Please enter a valid email address');
    expect(document.activeElement).toBe(orderNumberField());

    await type(orderNumberField(), 'ORD-482913');
    expect(errorOf(orderNumberField())).toBe('');
    expect(errorOf(emailField())).toBe('Please enter a valid email address');
    await type(emailField(), '');
    expect(errorOf(emailField())).toBe('');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Track Order' }));
    });
    expect(errorOf(emailField())).toBe('Please enter a valid email address');

    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/orders/track/'))).toEqual([]);
  });

  it('searches, then shows the order in place of the form', async () => {
    const answer = deferred<Response>();
    const { fetchMock } = await openTracking('/order-tracking', () => answer.promise);

    await trackOrder(' ORD-482913 ', 'Aditi@Example.in');

    const searching = screen.getByRole('button', { name: /Searching\.\.\./ });
    expect(searching.hasAttribute('disabled')).toBe(true);
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/orders/track/'))).toEqual([
      '/api/orders/track/ORD-482913?email=Aditi%40Example.in',
    ]);
    await act(async () => answer.resolve(jsonResponse(shipped)));

    const order = await screen.findByRole('article', { name: 'Order ORD-482913' });
    expect(screen.queryByRole('form', { name: 'Track an order' })).toBeNull();
    expect(within(order).getByText('Placed on March 5, 2025')).toBeTruthy();
    // The status badge, capitalised; screen readers hear "Status: Shipped".
    expect(within(order).getByText('Status:').parentElement?.textContent).toBe('Status: Shipped');
    expect(progress()).toEqual([
      ['Order Placed', 'March 5, 2025'],
      ['Payment Confirmed', 'March 5, 2025'],
      ['Processing', 'March 5, 2025'],
      ['Shipped', 'March 5, 2025'],
      ['Delivered', 'Not yet'],
    ]);
    const items = within(within(order).getByRole('list', { name: 'Ordered items' })).getAllByRole('listitem');
    expect(items.map((item) => Array.from(item.querySelectorAll('p')).map((text) => text.textContent))).toEqual([
      ['Monsoon Reverie', '18 × 14 in · Museum-Grade Canvas · No Frame', 'Qty: 2 × ₹176.00', '₹352.00'],
      ['Marigold Geometry', '27 × 21 in · Fine Art Paper · Black Frame', 'Qty: 1 × ₹720.00', '₹720.00'],
    ]);
    expect(within(screen.getByRole('region', { name: 'Shipping Address' })).getAllByText(/.+/).map((line) => line.textContent)).toEqual([
      'Shipping Address',
      '14 Lodhi Estate',
      'New Delhi, Delhi 110003',
      'India',
    ]);
    expect(rows('Order Summary')).toEqual([
      ['Price', '₹1,190.00'],
      ['Discount (10%)', '−₹118.00'],
      ['Subtotal', '₹1,072.00'],
      ['GST (18%)', '₹192.96'],
      ['Shipping', 'Free'],
      ['Total', '₹1,264.96'],
    ]);
    expect(rows('Payment and Delivery')).toEqual([
      ['Payment Method', 'PhonePe'],
      ['Payment Status', 'Paid'],
      ['Email', 'aditi@example.in'],
      ['Estimated Delivery', 'March 12, 2025'],
    ]);
    expect(within(order).getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/collection/all');
  });

  it('shows the day the order was promised by when placed, not a week after it (issue 22)', async () => {
    const promised: TrackedOrder = { ...shipped, orderDate: '2025-11-17T18:45:00.000Z', promisedDeliveryDate: '2025-11-27' };
    await openTracking('/order-tracking', trackingOf(promised));

    await trackOrder('ORD-482913', 'aditi@example.in');

    await screen.findByRole('article', { name: 'Order ORD-482913' });
    expect(rows('Payment and Delivery')).toContainEqual(['Estimated Delivery', 'November 27, 2025']);
  });

  it('uses the spec’s fallback figures when the order has no stored summary', async () => {
    const legacy: TrackedOrder = { ...shipped, orderNumber: 'ORD-100244', totalAmount: 1000, priceSummary: undefined };
    await openTracking('/order-tracking', trackingOf(legacy));

    await trackOrder('ORD-100244', 'aditi@example.in');

    await screen.findByRole('article', { name: 'Order ORD-100244' });
    expect(rows('Order Summary')).toEqual([
      ['Price', '₹1,110.00'],
      ['Discount (10%)', '−₹110.00'],
      ['Subtotal', '₹1,000.00'],
      ['GST (18%)', '₹180.00'],
      ['Shipping', 'Free'],
      ['Total', '₹1,180.00'],
    ]);
  });

  it('shows a cash-on-delivery order just placed as the server reads it: placed, nothing further yet', async () => {
    const placed: TrackedOrder = {
      ...shipped,
      status: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'cod',
      orderDate: '2025-01-20T18:45:00.000Z',
      progress: progressOf(1),
    };
    await openTracking('/order-tracking', trackingOf(placed));

    await trackOrder('ORD-482913', 'aditi@example.in');

    const order = await screen.findByRole('article', { name: 'Order ORD-482913' });
    // 18:45 UTC on 20 January is already the 21st in India.
    expect(within(order).getByText('Placed on January 21, 2025')).toBeTruthy();
    expect(within(order).getByText('Status:').parentElement?.textContent).toBe('Status: Pending');
    expect(progress()).toEqual([
      ['Order Placed', 'January 21, 2025'],
      ['Payment Confirmed', 'Not yet'],
      ['Processing', 'Not yet'],
      ['Shipped', 'Not yet'],
      ['Delivered', 'Not yet'],
    ]);
    expect(rows('Payment and Delivery')).toEqual([
      ['Payment Method', 'Cash on Delivery'],
      ['Payment Status', 'Pending'],
      ['Email', 'aditi@example.in'],
      ['Estimated Delivery', 'January 28, 2025'],
    ]);
  });

  it.each([
    ['an unknown number', 'ORD-999999', 'aditi@example.in', trackingOf(shipped)],
    ['another email', 'ORD-482913', 'rahul@example.in', trackingOf(shipped)],
    ['too many lookups', 'ORD-482913', 'aditi@example.in', () => stubResponse('Too many requests', { status: 429, statusText: 'Too Many Requests' })],
    ['a server that cannot answer', 'ORD-482913', 'aditi@example.in', () => stubResponse('', { status: 503, statusText: 'Service Unavailable' })],
  ])('answers %s with the single destructive "Order not found" notice', async (_case, orderNumber, email, answer) => {
    await openTracking('/order-tracking', answer);

    await trackOrder(orderNumber, email);

    const toastRoot = await notice();
    expect(toastRoot.getAttribute('data-type')).toBe('error');
    expect(within(toastRoot).getByText("We couldn't find an order with the provided details. Please check and try again.")).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    expect(orderNumberField().value).toBe(orderNumber);
    expect(screen.getByRole('button', { name: 'Track Order' }).hasAttribute('disabled')).toBe(false);
  });

  it('goes back to an empty form with Track Another Order', async () => {
    const { router } = await openTracking('/order-tracking?number=ORD-482913');
    await trackOrder('ORD-482913', 'aditi@example.in');
    await screen.findByRole('article', { name: 'Order ORD-482913' });

    await act(async () => {
      fireEvent.click(within(result()).getByRole('button', { name: 'Track Another Order' }));
    });

    await screen.findByRole('form', { name: 'Track an order' });
    expect(orderNumberField().value).toBe('');
    expect(emailField().value).toBe('');
    expect(errorOf(orderNumberField())).toBe('');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
