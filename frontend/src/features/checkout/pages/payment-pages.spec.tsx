import { act, screen, waitFor } from '@testing-library/react';
import { checkoutApi, deferred, notFound, sentBodies, serverError, type CheckoutApiOptions } from '../../../test/checkout-fixtures';
import { jsonResponse, restoreFetch, stubFetch } from '../../../test/fetch-stub';
import { renderRoute } from '../../../test/render-route';
import { PAYMENT_AUTO_CHECKS, PAYMENT_RECHECK_MS } from './payment-success-page';

const ORDER = 'ORD-1741150000000-K3J9QZ';
const CART = [{ productId: 1, quantity: 2, size: '18X14', medium: 'Museum-Grade Canvas', framing: 'No Frame', totalPrice: 176 }];
const TEMP_ORDER = {
  customerId: 41,
  orderNumber: ORDER,
  totalAmount: 415.36,
  shippingAddress: '14 Lodhi Estate',
  shippingCity: 'New Delhi',
  shippingState: 'Delhi',
  shippingPincode: '110003',
  shippingCountry: 'India',
  paymentMethod: 'phonepe',
  items: [],
  priceSummary: { basePrice: 390, discountPercentage: 10, discountAmount: 38, subtotal: 352, gstRate: 18, gstAmount: 63.36, total: 415.36 },
};

const answer = (paymentStatus: string) => () => jsonResponse({ orderNumber: ORDER, paymentStatus });

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('cart', JSON.stringify(CART));
  localStorage.setItem('tempOrderData', JSON.stringify(TEMP_ORDER));
});

afterEach(() => {
  restoreFetch();
  jest.useRealTimers();
});

function open(path: string, options: CheckoutApiOptions = {}) {
  const fetchMock = stubFetch(checkoutApi(options));
  return { fetchMock, ...renderRoute(path) };
}

const confirmations = (fetchMock: jest.Mock) => sentBodies(fetchMock, '/api/payments/phonepe/confirm');

describe('payment success page', () => {
  it('asks the server to confirm the payment, then shows the order with its next steps and empties the cart', async () => {
    const confirmed = deferred<Response>();
    const { fetchMock } = open(`/payment-success?order=${ORDER}`, { confirmPayment: () => confirmed.promise });

    expect(await screen.findByText('Processing your payment...')).toBeTruthy();
    await waitFor(() => expect(confirmations(fetchMock)).toEqual([{ orderNumber: ORDER }]));
    expect(localStorage.getItem('cart')).not.toBeNull();
    await act(async () => confirmed.resolve(answer('paid')()));

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful' })).toBeTruthy();
    expect(screen.getByText(ORDER)).toBeTruthy();
    expect(screen.getByText('You will receive an email confirmation shortly.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Track Your Order' }).getAttribute('href')).toBe(`/order-tracking?number=${ORDER}`);
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/collection/all');
    await waitFor(() => expect(localStorage.getItem('cart')).toBeNull());
    expect(localStorage.getItem('tempOrderData')).toBeNull();
    // Nothing is created from the browser's record: the order was stored before the payment.
    expect(sentBodies(fetchMock, '/api/orders')).toEqual([]);
  });

  it('confirms the stored order record’s number when PhonePe’s return carries none', async () => {
    const { fetchMock } = open('/payment-success');

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful' })).toBeTruthy();
    expect(confirmations(fetchMock)).toEqual([{ orderNumber: ORDER }]);
    expect(screen.getByText(ORDER)).toBeTruthy();
  });

  it('leaves a cart filled since alone when the confirmation is opened again later', async () => {
    localStorage.removeItem('tempOrderData');
    const { fetchMock } = open(`/payment-success?order=${ORDER}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful' })).toBeTruthy();
    expect(confirmations(fetchMock)).toEqual([{ orderNumber: ORDER }]);
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toEqual(CART);
  });

  it('goes to the cart when there is no order to confirm', async () => {
    localStorage.removeItem('tempOrderData');
    const { fetchMock, router } = open('/payment-success');

    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(confirmations(fetchMock)).toEqual([]);
  });

  it('goes to the cart when the server knows no such gateway order', async () => {
    const { router } = open(`/payment-success?order=${ORDER}`, { confirmPayment: () => notFound('Order not found') });

    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(localStorage.getItem('cart')).not.toBeNull();
  });

  it('sends a declined payment to the failed page, which keeps the cart and forgets the order record', async () => {
    const { router } = open(`/payment-success?order=${ORDER}`, { confirmPayment: answer('failed') });

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Failed' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/payment-failed');
    expect(screen.getByText('Your payment was not completed, so your order was not placed and no charge was made.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try Again' }).getAttribute('href')).toBe('/cart');
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/collection/all');
    expect(localStorage.getItem('tempOrderData')).toBeNull();
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toEqual(CART);
  });

  it('says honestly that PhonePe has not confirmed yet, checks again a few times, and shows the success once it has', async () => {
    jest.useFakeTimers();
    const statuses = Array<string>(PAYMENT_AUTO_CHECKS + 1).fill('pending');
    const { fetchMock } = open(`/payment-success?order=${ORDER}`, {
      confirmPayment: () => answer(statuses.shift() ?? 'paid')(),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Being Confirmed' })).toBeTruthy();
    expect(screen.getByText('PhonePe has not confirmed your payment yet. This can take a few minutes; please do not pay again.')).toBeTruthy();
    expect(screen.getByText(ORDER)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Track Your Order' }).getAttribute('href')).toBe(`/order-tracking?number=${ORDER}`);
    expect(localStorage.getItem('cart')).not.toBeNull();
    expect(localStorage.getItem('tempOrderData')).not.toBeNull();

    expect(confirmations(fetchMock)).toHaveLength(1);
    for (let check = 1; check <= PAYMENT_AUTO_CHECKS; check++) {
      await act(async () => {
        await jest.advanceTimersByTimeAsync(PAYMENT_RECHECK_MS);
      });
      await waitFor(() => expect(confirmations(fetchMock)).toHaveLength(1 + check));
    }
    // Then it stops asking by itself.
    await act(async () => {
      await jest.advanceTimersByTimeAsync(PAYMENT_RECHECK_MS * 3);
    });
    expect(confirmations(fetchMock)).toHaveLength(1 + PAYMENT_AUTO_CHECKS);
    jest.useRealTimers();

    await act(async () => {
      screen.getByRole('button', { name: 'Check Again' }).click();
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful' })).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem('cart')).toBeNull());
    expect(localStorage.getItem('tempOrderData')).toBeNull();
  });

  it('says so when the payment could not be checked, and offers to check again', async () => {
    let calls = 0;
    open(`/payment-success?order=${ORDER}`, { confirmPayment: () => (++calls === 1 ? serverError() : answer('paid')()) });

    expect(await screen.findByRole('heading', { level: 1, name: 'We Could Not Check Your Payment' })).toBeTruthy();
    expect(localStorage.getItem('cart')).not.toBeNull();

    await act(async () => {
      screen.getByRole('button', { name: 'Check Again' }).click();
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful' })).toBeTruthy();
  });
});

describe('payment failed page', () => {
  it('tells the shopper nothing was charged and forgets the order record when opened directly', async () => {
    open('/payment-failed');

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Failed' })).toBeTruthy();
    expect(screen.getByText('Your payment was not completed, so your order was not placed and no charge was made.')).toBeTruthy();
    expect(localStorage.getItem('tempOrderData')).toBeNull();
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toEqual(CART);
  });
});
