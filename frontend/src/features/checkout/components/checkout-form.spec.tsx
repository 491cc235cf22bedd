import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { leaveShopFor } from '../../../lib/browser-location';
import { checkoutApi, deferred, payPageFor, sentBodies, serverError, badRequest, type CheckoutApiOptions } from '../../../test/checkout-fixtures';
import { jsonResponse, restoreFetch, stubFetch } from '../../../test/fetch-stub';
import { renderRoute } from '../../../test/render-route';

jest.mock('../../../lib/browser-location');

const CART = [
  { productId: 1, quantity: 2, size: '18X14', medium: 'Museum-Grade Canvas', framing: 'No Frame', totalPrice: 176 },
  // Stored at an older price than the server's ₹720: the server prices every order itself.
  { productId: 4, quantity: 1, size: '27X21', medium: 'Fine Art Paper', framing: 'Black Frame', totalPrice: 700 },
];
/** The server's summary of CART (see the cart page's tests). */
const SUMMARY = { basePrice: 1190, discountPercentage: 10, discountAmount: 118, subtotal: 1072, gstRate: 18, gstAmount: 192.96, total: 1264.96 };

const SHOPPER = {
  'First Name': 'Aditi',
  'Last Name': 'Verma',
  'Email Address': 'aditi@example.in',
  'Phone Number': '+91 98765 43210',
  Address: '14 Lodhi Estate',
  City: 'New Delhi',
  State: 'Delhi',
  'PIN Code': '110003',
};
type FieldLabel = keyof typeof SHOPPER | 'Delivery Instructions';

const EXPECTED_ITEMS = [
  {
    productId: 1,
    productTitle: 'Monsoon Reverie',
    quantity: 2,
    size: '18X14',
    medium: 'Museum-Grade Canvas',
    framing: 'No Frame',
    unitPrice: 176,
    totalPrice: 352,
    internalImageName: 'monsoon-reverie.tif',
  },
  {
    productId: 4,
    productTitle: 'Marigold Geometry',
    quantity: 1,
    size: '27X21',
    medium: 'Fine Art Paper',
    framing: 'Black Frame',
    unitPrice: 700,
    totalPrice: 700,
    internalImageName: 'marigold-geometry.tif',
  },
];

const EXPECTED_SHIPPING = {
  shippingAddress: '14 Lodhi Estate',
  shippingCity: 'New Delhi',
  shippingState: 'Delhi',
  shippingPincode: '110003',
  shippingCountry: 'India',
};

beforeEach(() => {
  localStorage.clear();
  jest.mocked(leaveShopFor).mockReset();
});

afterEach(restoreFetch);

async function openCheckout(options: CheckoutApiOptions = {}) {
  const fetchMock = stubFetch(checkoutApi(options));
  localStorage.setItem('cart', JSON.stringify(CART));
  const view = renderRoute('/cart');
  await screen.findByRole('form', { name: 'Shipping Information' });
  return { fetchMock, ...view };
}

function field(label: FieldLabel): HTMLInputElement {
  return screen.getByRole('textbox', { name: label });
}

/** The message shown under a field, or '' when it has none; a field with one is marked invalid. */
function errorOf(label: FieldLabel): string {
  const input = field(label);
  const message = input.closest('[data-scope="field"][data-part="root"]')?.querySelector('[data-part="error-text"]')?.textContent ?? '';
  expect([label, input.getAttribute('aria-invalid') === 'true']).toEqual([label, message !== '']);
  return message;
}

// The fields notice their message appearing through a MutationObserver: typing runs in an async act
// so that notice lands inside it.
async function type(label: FieldLabel, value: string) {
  await act(async () => {
    fireEvent.change(field(label), { target: { value } });
  });
}

async function fillIn(values: Partial<Record<FieldLabel, string>> = SHOPPER) {
  for (const [label, value] of Object.entries(values)) await type(label as FieldLabel, value);
}

function paymentOption(name: RegExp): HTMLInputElement {
  return within(screen.getByRole('radiogroup', { name: 'Payment Method' })).getByRole('radio', { name });
}

async function choosePayment(name: RegExp) {
  await act(async () => {
    fireEvent.click(paymentOption(name));
  });
  await waitFor(() => expect(paymentOption(name).checked).toBe(true));
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /^(Place Order|Proceed to Payment)$/ }));
  });
}

function toastTitled(title: string): HTMLElement | undefined {
  return screen
    .queryAllByText(title)
    .map((text) => text.closest<HTMLElement>('[data-type]'))
    .find((toastRoot) => toastRoot !== null) ?? undefined;
}

/** Waits for the toast titled `title` and answers its description. */
async function toastSaying(title: string): Promise<string> {
  const toastRoot = await waitFor(() => {
    const found = toastTitled(title);
    if (!found) throw new Error(`No toast titled "${title}"`);
    return found;
  });
  return within(toastRoot).queryAllByText(/.+/).map((text) => text.textContent).filter((text) => text !== title).join(' ');
}

describe('checkout form: the PIN code (issue 22)', () => {
  it('fills the city and state from the PIN code, and a later PIN code replaces only what it filled', async () => {
    await openCheckout();
    await type('PIN Code', '560001');
    await waitFor(() => expect(field('State').value).toBe('Karnataka'));
    expect(field('City').value).toBe('Bangalore');
    await type('PIN Code', '110003');
    await waitFor(() => expect(field('City').value).toBe('Delhi'));
    expect(field('State').value).toBe('Delhi');
  });

  it('keeps the city the shopper wrote, and sends what they corrected', async () => {
    const { fetchMock } = await openCheckout();
    await fillIn({ ...SHOPPER, City: 'New Delhi', State: '' });
    await waitFor(() => expect(field('State').value).toBe('Delhi'));
    expect(field('City').value).toBe('New Delhi');
    await choosePayment(/^Cash on Delivery/);
    await submit();
    await waitFor(() => expect(sentBodies(fetchMock, '/api/orders')).toEqual([expect.objectContaining(EXPECTED_SHIPPING)]));
  });

  it('refuses a PIN code the directory does not have, with the server’s words, and sends nothing', async () => {
    const { fetchMock } = await openCheckout();
    await fillIn({ ...SHOPPER, 'PIN Code': '999999' });
    await waitFor(() => expect(errorOf('PIN Code')).toBe('PIN code 999999 is not in the India Post directory. Please check it.'));
    await choosePayment(/^Cash on Delivery/);
    await submit();
    expect(await toastSaying('Please check your information')).toBe('Please fill in all required fields correctly');
    expect(document.activeElement).toBe(field('PIN Code'));
    expect(sentBodies(fetchMock, '/api/customers')).toEqual([]);
  });

  it('refuses cash on delivery where it is not taken, and pays online there', async () => {
    const { fetchMock } = await openCheckout();
    await fillIn({ ...SHOPPER, City: '', State: '', 'PIN Code': '686001' });
    await waitFor(() => expect(field('City').value).toBe('Kottayam'));
    await choosePayment(/^Cash on Delivery/);
    const payment = screen.getByRole('radiogroup', { name: 'Payment Method' });
    const refusal = 'Cash on delivery is not available for PIN code 686001. Please choose another payment method.';
    expect(within(payment).getByText(refusal)).toBeTruthy();
    await submit();
    expect(await toastSaying('Cash on delivery not available')).toBe(refusal);
    expect(sentBodies(fetchMock, '/api/orders')).toEqual([]);

    await choosePayment(/^PhonePe/);
    expect(within(payment).queryByText(refusal)).toBeNull();
    await submit();
    await waitFor(() => expect(sentBodies(fetchMock, '/api/payments/phonepe/initiate')).toEqual([expect.objectContaining({ shippingPincode: '686001', shippingCity: 'Kottayam', shippingState: 'Kerala' })]));
  });

  it('says the shop does not deliver to a PIN code it does not serve', async () => {
    await openCheckout();
    await type('PIN Code', '744301');
    await waitFor(() => expect(errorOf('PIN Code')).toBe('Sorry, we do not deliver to PIN code 744301 yet.'));
  });
});

describe('checkout form', () => {
  it('offers every shipping field, India as the only country, and the four payment methods with none chosen', async () => {
    await openCheckout();

    for (const label of [...Object.keys(SHOPPER), 'Delivery Instructions'] as FieldLabel[]) expect(field(label).value).toBe('');
    const country = screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement;
    expect(Array.from(country.options).map((option) => option.textContent)).toEqual(['India']);
    expect(country.value).toBe('India');

    const methods = within(screen.getByRole('radiogroup', { name: 'Payment Method' })).getAllByRole('radio') as HTMLInputElement[];
    expect(methods.map((radio) => radio.value)).toEqual(['cod', 'card', 'banking', 'phonepe']);
    expect(methods.some((radio) => radio.checked)).toBe(false);
    expect(paymentOption(/^Cash on Delivery/)).toBeTruthy();
    expect(paymentOption(/^Credit\/Debit Card/)).toBeTruthy();
    expect(paymentOption(/^Net Banking\/UPI/)).toBeTruthy();
    expect(paymentOption(/^PhonePe/)).toBeTruthy();
  });

  it('shows every required message at once, with the destructive notice, and sends nothing', async () => {
    const { fetchMock } = await openCheckout();

    await submit();

    expect(await toastSaying('Please check your information')).toBe('Please fill in all required fields correctly');
    expect(toastTitled('Please check your information')?.getAttribute('data-type')).toBe('error');
    expect(
      (Object.keys(SHOPPER) as FieldLabel[]).map((label) => [label, errorOf(label)]),
    ).toEqual([
      ['First Name', 'First name is required'],
      ['Last Name', 'Last name is required'],
      ['Email Address', 'Email is required'],
      ['Phone Number', 'Phone number is required'],
      ['Address', 'Address is required'],
      ['City', 'City is required'],
      ['State', 'State is required'],
      ['PIN Code', 'PIN code is required'],
    ]);
    expect(errorOf('Delivery Instructions')).toBe('');
    expect(within(screen.getByRole('radiogroup', { name: 'Payment Method' })).getByText('Payment method required')).toBeTruthy();
    // The cursor goes to the first field to fix.
    expect(document.activeElement).toBe(field('First Name'));
    expect(sentBodies(fetchMock, '/api/customers')).toEqual([]);
  });

  it('clears a field’s message as soon as that field is edited, and only that one', async () => {
    await openCheckout();
    await submit();

    await type('First Name', 'A');
    expect(errorOf('First Name')).toBe('');
    expect(errorOf('Last Name')).toBe('Last name is required');

    // Emptying it again shows nothing until the next submit.
    await type('First Name', '');
    expect(errorOf('First Name')).toBe('');
    await submit();
    expect(errorOf('First Name')).toBe('First name is required');

    await choosePayment(/^PhonePe/);
    expect(within(screen.getByRole('radiogroup', { name: 'Payment Method' })).queryByText('Payment method required')).toBeNull();
  });

  it('checks the email, phone and PIN code patterns, and counts only spaces as empty', async () => {
    await openCheckout();
    await fillIn({ ...SHOPPER, 'First Name': '   ', 'Email Address': 'aditi@example', 'Phone Number': '98765', 'PIN Code': '11003' });
    await choosePayment(/^Cash on Delivery/);

    await submit();

    expect(await toastSaying('Please check your information')).toBe('Please fill in all required fields correctly');
    expect(errorOf('First Name')).toBe('First name is required');
    expect(errorOf('Email Address')).toBe('Please enter a valid email address');
    expect(errorOf('Phone Number')).toBe('Please enter a valid phone number');
    expect(errorOf('PIN Code')).toBe('Please enter a valid 6-digit PIN code');
    expect(errorOf('Last Name')).toBe('');

    // Phone: 10 to 15 of digits, plus, space, parentheses or hyphen.
    for (const [phone, message] of [
      ['(987) 654-3210', ''],
      ['9876543210', ''],
      ['98765abcde', 'Please enter a valid phone number'],
      ['+91 98765 43210 99', 'Please enter a valid phone number'],
    ]) {
      await type('Phone Number', phone);
      await submit();
      expect([phone, errorOf('Phone Number')]).toEqual([phone, message]);
    }
    for (const [pincode, message] of [
      ['110003', ''],
      ['1100034', 'Please enter a valid 6-digit PIN code'],
      ['11000A', 'Please enter a valid 6-digit PIN code'],
    ]) {
      await type('PIN Code', pincode);
      await submit();
      expect([pincode, errorOf('PIN Code')]).toEqual([pincode, message]);
    }
  });

  it('asks for a payment method when everything else is right', async () => {
    const { fetchMock } = await openCheckout();
    await fillIn();

    await submit();

    expect(await toastSaying('Payment method required')).toBe('Please choose how you would like to pay.');
    expect(within(screen.getByRole('radiogroup', { name: 'Payment Method' })).getByText('Payment method required')).toBeTruthy();
    expect(sentBodies(fetchMock, '/api/customers')).toEqual([]);
  });

  it('places a cash-on-delivery order, empties the cart and opens tracking with the order number', async () => {
    const { fetchMock, router } = await openCheckout();
    const onCartUpdate = jest.fn();
    window.addEventListener('cart-updated', onCartUpdate);
    await fillIn({ ...SHOPPER, 'Delivery Instructions': '  Ring twice  ' });
    await choosePayment(/^Cash on Delivery/);

    await submit();

    expect(await toastSaying('Order placed successfully!')).toMatch(
      /^Your tracking ID is ORD-\d{6}\. A confirmation email is on its way to aditi@example\.in\.$/,
    );
    expect(sentBodies(fetchMock, '/api/customers')).toEqual([
      {
        firstName: 'Aditi',
        lastName: 'Verma',
        email: 'aditi@example.in',
        phone: '+91 98765 43210',
        address: '14 Lodhi Estate',
        city: 'New Delhi',
        state: 'Delhi',
        pincode: '110003',
        country: 'India',
      },
    ]);
    const [order] = sentBodies(fetchMock, '/api/orders') as Array<Record<string, unknown>>;
    expect(order.orderNumber).toMatch(/^ORD-\d{6}$/);
    expect(order).toEqual({
      customerId: 41,
      orderNumber: order.orderNumber,
      status: 'pending',
      totalAmount: SUMMARY.total,
      ...EXPECTED_SHIPPING,
      paymentStatus: 'pending',
      paymentMethod: 'cod',
      notes: 'Ring twice',
      items: EXPECTED_ITEMS,
      priceSummary: SUMMARY,
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/order-tracking'));
    expect(router.state.location.search).toBe(`?number=${order.orderNumber as string}`);
    expect(localStorage.getItem('cart')).toBeNull();
    expect(onCartUpdate).toHaveBeenCalled();
    window.removeEventListener('cart-updated', onCartUpdate);
    expect(((await screen.findByRole('textbox', { name: 'Order Number' })) as HTMLInputElement).value).toBe(order.orderNumber);
    expect(within(screen.getByRole('banner')).getByRole('link', { name: /^Cart/ }).getAttribute('aria-label')).toBe('Cart');
  });

  it('shows the order error when the customer cannot be saved, keeping the cart and the form', async () => {
    const { fetchMock, router } = await openCheckout({ createCustomer: () => badRequest('Please enter a valid phone number') });
    await fillIn();
    await choosePayment(/^Cash on Delivery/);

    await submit();

    expect(await toastSaying('Error placing order')).toBe('There was a problem processing your order. Please try again.');
    expect(toastTitled('Error placing order')?.getAttribute('data-type')).toBe('error');
    expect(sentBodies(fetchMock, '/api/orders')).toEqual([]);
    expect(router.state.location.pathname).toBe('/cart');
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toEqual(CART);
    expect(field('First Name').value).toBe('Aditi');
    expect(screen.getByRole('button', { name: 'Place Order' }).hasAttribute('disabled')).toBe(false);
  });

  it('retries a failed order with the same order number, so the server never stores it twice', async () => {
    let calls = 0;
    const { fetchMock } = await openCheckout({
      placeOrder: (body) => (++calls === 1 ? serverError() : jsonResponse({ ...(body as object), status: 'pending', paymentStatus: 'pending' })),
    });
    await fillIn();
    await choosePayment(/^Cash on Delivery/);

    await submit();
    await toastSaying('Error placing order');
    await submit();
    await toastSaying('Order placed successfully!');

    const numbers = (sentBodies(fetchMock, '/api/orders') as Array<{ orderNumber: string }>).map((order) => order.orderNumber);
    expect(numbers).toHaveLength(2);
    expect(numbers[1]).toBe(numbers[0]);
  });

  it('draws a new order number when the one sent belongs to another order', async () => {
    let calls = 0;
    const { fetchMock } = await openCheckout({
      placeOrder: (body) =>
        ++calls === 1
          ? jsonResponse({ statusCode: 409, message: 'This order number is already in use' }, { status: 409, statusText: 'Conflict' })
          : jsonResponse({ ...(body as object), status: 'pending', paymentStatus: 'pending' }),
    });
    await fillIn();
    await choosePayment(/^Cash on Delivery/);

    await submit();

    await toastSaying('Order placed successfully!');
    const numbers = (sentBodies(fetchMock, '/api/orders') as Array<{ orderNumber: string }>).map((order) => order.orderNumber);
    expect(numbers).toHaveLength(2);
    expect(numbers[1]).not.toBe(numbers[0]);
  });

  it.each([
    [/^PhonePe/, 'phonepe', 'Initiating PhonePe Payment'],
    [/^Credit\/Debit Card/, 'card', 'Initiating Card Payment'],
    [/^Net Banking\/UPI/, 'banking', 'Initiating Net Banking/UPI'],
  ])('sends %s payments through the gateway: stores the order record and leaves for the pay page', async (option, method, notice) => {
    const answer = deferred<Response>();
    const { fetchMock } = await openCheckout({ initiatePayment: () => answer.promise });
    await fillIn();
    await choosePayment(option);
    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toBeTruthy();

    await submit();

    expect(await toastSaying(notice)).toBe('Connecting to secure payment gateway...');
    await waitFor(() => expect(sentBodies(fetchMock, '/api/payments/phonepe/initiate')).toHaveLength(1));
    const [payment] = sentBodies(fetchMock, '/api/payments/phonepe/initiate') as Array<Record<string, unknown>>;
    expect(payment.orderId).toMatch(/^ORD-\d{13}-[0-9A-Z]{6}$/);
    expect(payment).toEqual({
      orderId: payment.orderId,
      // 176 × 2 + 700: the cart's own figures, before GST. The server charges its own total.
      amount: 1052,
      customerEmail: 'aditi@example.in',
      customerPhone: '+91 98765 43210',
      paymentMethod: method,
      customerId: 41,
      ...EXPECTED_SHIPPING,
      notes: null,
      items: EXPECTED_ITEMS,
    });
    expect(sentBodies(fetchMock, '/api/orders')).toEqual([]);
    expect(localStorage.getItem('tempOrderData')).toBeNull();

    const orderNumber = payment.orderId as string;
    await act(async () => answer.resolve(jsonResponse({ success: true, redirectUrl: payPageFor(orderNumber), orderNumber })));

    await screen.findByText('Redirecting to PhonePe');
    expect(JSON.parse(localStorage.getItem('tempOrderData') ?? 'null')).toEqual({
      customerId: 41,
      orderNumber,
      totalAmount: SUMMARY.total,
      ...EXPECTED_SHIPPING,
      paymentMethod: method,
      items: EXPECTED_ITEMS,
      priceSummary: SUMMARY,
    });
    expect(jest.mocked(leaveShopFor).mock.calls).toEqual([[payPageFor(orderNumber)]]);
    // The cart waits for the payment's outcome.
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toEqual(CART);

    // The page waits while the browser leaves; brought back as it was (the back button), it can be used again.
    const button = screen.getByRole('button', { name: /Connecting\.\.\./ });
    expect(button.hasAttribute('disabled')).toBe(true);
    await act(async () => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    expect(screen.getByRole('button', { name: 'Proceed to Payment' }).hasAttribute('disabled')).toBe(false);
  });

  it('stays in the shop with the order error when the gateway cannot start the payment', async () => {
    await openCheckout({ initiatePayment: () => jsonResponse({ success: false, error: 'The payment could not be started. Please try again.' }) });
    await fillIn();
    await choosePayment(/^PhonePe/);

    await submit();

    expect(await toastSaying('Error placing order')).toBe('There was a problem processing your order. Please try again.');
    expect(localStorage.getItem('tempOrderData')).toBeNull();
    expect(leaveShopFor).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Proceed to Payment' }).hasAttribute('disabled')).toBe(false);
  });
});
