import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, openSession, type BrowserSession } from './support/browser';
import { startCheckout } from './support/checkout';
import { api, postJson } from './support/api';

// Each walk fills the checkout form and waits on the real order service and the PhonePe sandbox.
jest.setTimeout(120_000);

/** Marigold Geometry: a landscape sample artwork with every medium and frame. */
const PRODUCT_ID = 4;

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
type FieldLabel = keyof typeof SHOPPER;

interface StoredLine {
  productId: number;
  quantity: number;
  size: string;
  medium: string;
  framing: string;
  totalPrice: number;
}

interface Summary {
  basePrice: number;
  discountPercentage: number;
  discountAmount: number;
  subtotal: number;
  gstRate: number;
  gstAmount: number;
  total: number;
}

interface TrackedOrder {
  orderNumber: string;
  status: string;
  paymentStatus: string;
  paymentMethod: string;
  totalAmount: number;
  priceSummary: Summary;
  items: Array<{ productTitle: string; quantity: number; size: string; medium: string; framing: string; unitPrice: number }>;
}

const paise = (amount: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);

/** What the server says the cart costs: the figures an order placed from it must carry. */
async function serverSummary(lines: StoredLine[], title: string): Promise<Summary> {
  const answer = await postJson<{ summary: Summary }>('/api/cart/dynamic-summary', {
    items: lines.map((line) => ({
      productName: title,
      productId: line.productId,
      size: line.size.toLowerCase(),
      medium: line.medium,
      frame: line.framing,
      quantity: line.quantity,
    })),
  });
  return answer.summary;
}

function trackedOrder(orderNumber: string, email = SHOPPER['Email Address']): Promise<TrackedOrder> {
  return api<TrackedOrder>(`/api/orders/track/${encodeURIComponent(orderNumber)}?email=${encodeURIComponent(email)}`);
}

/** Polls `read` until it equals `expected`; fails with the last value seen. */
async function eventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = await read();
  while (JSON.stringify(last) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    last = await read();
  }
  expect(last).toEqual(expected);
}

async function storedCart(page: Page): Promise<StoredLine[]> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as StoredLine[]);
}

async function storedItem(page: Page, key: string): Promise<unknown> {
  return page.evaluate((name) => JSON.parse(localStorage.getItem(name) ?? 'null') as unknown, key);
}

/** A cart holding two unframed canvases of the artwork, priced as the product page prices them. */
async function seedCart(session: BrowserSession, product: { id: number; title: string; availableSizes: string[] }) {
  const size = product.availableSizes[0];
  const query = new URLSearchParams({ productName: product.title, productId: String(product.id), size, medium: 'Museum-Grade Canvas', frame: 'No Frame' });
  const price = await api<{ discountedPrice: number }>(`/api/products/pricing?${query}`);
  await session.visit('/');
  await session.page.evaluate(
    (line) => localStorage.setItem('cart', JSON.stringify([line])),
    { productId: product.id, quantity: 2, size, medium: 'Museum-Grade Canvas', framing: 'No Frame', totalPrice: price.discountedPrice },
  );
  await session.visit('/cart');
  await checkoutForm(session.page).waitFor();
}

function checkoutForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Shipping Information' });
}

function field(page: Page, label: FieldLabel): Locator {
  return checkoutForm(page).getByRole('textbox', { name: label, exact: true });
}

/** The message under a field, or '' when it shows none. */
async function errorOf(page: Page, label: FieldLabel): Promise<string> {
  // `has` looks inside each field, so its locator starts there, not at the form.
  const root = checkoutForm(page)
    .locator('[data-scope="field"][data-part="root"]')
    .filter({ has: page.getByRole('textbox', { name: label, exact: true }) });
  const message = root.locator('[data-part="error-text"]');
  return (await message.count()) === 0 ? '' : ((await message.textContent()) ?? '');
}

async function fillIn(page: Page, values: Partial<Record<FieldLabel, string>> = SHOPPER) {
  for (const [label, value] of Object.entries(values)) await field(page, label as FieldLabel).fill(value);
}

async function choosePayment(page: Page, method: 'Cash on Delivery' | 'Credit/Debit Card' | 'Net Banking/UPI' | 'PhonePe') {
  const methods = page.getByRole('radiogroup', { name: 'Payment Method' });
  await methods.getByText(method, { exact: true }).click();
  await eventually(() => methods.getByRole('radio', { name: new RegExp(`^${method}`) }).isChecked(), true);
}

/** Waits for the notice titled `title` and answers its description. */
async function notice(page: Page, title: string): Promise<string> {
  const toast = page.locator('[data-scope="toast"][data-part="root"]').filter({ has: page.getByText(title, { exact: true }) });
  await toast.waitFor();
  return (await toast.locator('[data-part="description"]').textContent()) ?? '';
}

/** The summary rows of a region as label and amount. */
async function summaryRows(region: Locator): Promise<string[][]> {
  return region.locator('dl > div').evaluateAll((rows) => rows.map((row) => Array.from(row.children).map((cell) => cell.textContent ?? '')));
}

function summaryAsRows(summary: Summary): string[][] {
  return [
    ['Price', paise(summary.basePrice)],
    [`Discount (${summary.discountPercentage}%)`, `−${paise(summary.discountAmount)}`],
    ['Subtotal', paise(summary.subtotal)],
    [`GST (${summary.gstRate}%)`, paise(summary.gstAmount)],
    ['Shipping', 'Free'],
    ['Total', paise(summary.total)],
  ];
}

/** The PhonePe sandbox's pay page for the order the shop has just sent the browser to. */
async function payPage(page: Page): Promise<{ orderNumber: string; amount: string }> {
  await page.waitForURL((url) => url.pathname.startsWith('/pay/'));
  await page.getByRole('heading', { name: 'Complete your payment' }).waitFor();
  return {
    orderNumber: (await page.locator('[data-field="merchantOrderId"]').textContent()) ?? '',
    amount: (await page.locator('[data-field="amount"]').textContent()) ?? '',
  };
}

describe('checkout, payments and order tracking', () => {
  let browser: Browser;
  let session: BrowserSession;
  let product: { id: number; title: string; availableSizes: string[] };

  beforeAll(async () => {
    browser = await launchBrowser();
    product = await api(`/api/products/${PRODUCT_ID}`);
  });

  afterAll(async () => {
    await browser?.close();
  });

  afterEach(async () => {
    await session?.close();
  });

  it('places a cash-on-delivery order from a configured cart and tracks it at the server’s total', async () => {
    session = await openSession(browser);
    const { page } = session;
    await session.visit(`/product/${PRODUCT_ID}/marigold-geometry`);
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
    for (const [group, option] of [
      ['Size', '27 × 21 in'],
      ['Medium', 'Fine Art Paper'],
      ['Framing', 'Black Frame'],
    ]) {
      await page.getByRole('radiogroup', { name: group }).getByText(option, { exact: true }).click();
      await eventually(() => page.getByRole('radiogroup', { name: group }).getByRole('radio', { name: option }).isChecked(), true);
    }
    await page.getByRole('img', { name: `Preview: ${product.title} as a 27 × 21 in print on Fine Art Paper, Black Frame` }).waitFor();
    await page.getByRole('group', { name: 'Quantity' }).getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('group', { name: 'Quantity' }).locator('output').getByText('2', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('link', { name: 'View Cart' }).click();
    await page.waitForURL('**/cart');

    const lines = await storedCart(page);
    expect(lines).toMatchObject([{ productId: PRODUCT_ID, quantity: 2, size: '27X21', medium: 'Fine Art Paper', framing: 'Black Frame' }]);
    const expected = await serverSummary(lines, product.title);
    await eventually(() => summaryRows(page.getByRole('region', { name: 'Order Summary' })), summaryAsRows(expected));

    await fillIn(page);
    await field(page, 'Address').fill('14 Lodhi Estate, near the park');
    await choosePayment(page, 'Cash on Delivery');
    await page.getByRole('button', { name: 'Place Order' }).click();

    expect(await notice(page, 'Order placed successfully!')).toMatch(
      /^Your tracking ID is ORD-\d{6}\. A confirmation email is on its way to aditi@example\.in\.$/,
    );
    await page.waitForURL(/\/order-tracking\?number=ORD-\d{6}$/);
    const orderNumber = new URL(page.url()).searchParams.get('number') ?? '';
    await page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true }).waitFor();
    expect(await storedCart(page)).toEqual([]);

    // The stored order carries the server's figures for the cart the browser held.
    const stored = await trackedOrder(orderNumber);
    expect(stored).toMatchObject({ orderNumber, status: 'pending', paymentStatus: 'pending', paymentMethod: 'cod', totalAmount: expected.total });
    expect(stored.priceSummary).toEqual(expected);

    const number = page.getByRole('textbox', { name: 'Order Number' });
    expect(await number.inputValue()).toBe(orderNumber);
    await page.getByRole('textbox', { name: 'Email Address' }).fill('Aditi@Example.in');
    await page.getByRole('button', { name: 'Track Order' }).click();

    const order = page.getByRole('article', { name: `Order ${orderNumber}` });
    await order.waitFor();
    expect(await summaryRows(order.getByRole('region', { name: 'Order Summary' }))).toEqual(summaryAsRows(expected));
    expect(await order.getByText('Status:').locator('..').textContent()).toBe('Status: Pending');
    const steps = order.getByRole('region', { name: 'Order Progress' }).getByRole('listitem');
    expect(await steps.evaluateAll((items) => items.map((item) => item.querySelector('p')?.textContent))).toEqual([
      'Order Placed',
      'Payment Confirmed',
      'Processing',
      'Shipped',
      'Delivered',
    ]);
    expect(await summaryRows(order.getByRole('region', { name: 'Payment and Delivery' }))).toEqual([
      ['Payment Method', 'Cash on Delivery'],
      ['Payment Status', 'Pending'],
      ['Email', 'aditi@example.in'],
      ['Estimated Delivery', expect.stringMatching(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)],
    ]);
    await order.getByText(`${product.title}`, { exact: true }).waitFor();
    await order.getByText('27 × 21 in · Fine Art Paper · Black Frame', { exact: true }).waitFor();
    await order.getByText('14 Lodhi Estate, near the park', { exact: true }).waitFor();

    await order.getByRole('button', { name: 'Track Another Order' }).click();
    await page.getByRole('form', { name: 'Track an order' }).waitFor();
    expect(await number.inputValue()).toBe('');

    expect(session.consoleErrors).toEqual([]);
  });

  it('pays with PhonePe on the sandbox’s pay page and confirms the payment with the server', async () => {
    session = await openSession(browser);
    const { page } = session;
    await seedCart(session, product);
    const expected = await serverSummary(await storedCart(page), product.title);

    await fillIn(page);
    await choosePayment(page, 'PhonePe');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();

    const pay = await payPage(page);
    expect(pay.orderNumber).toMatch(/^ORD-\d{13}-[0-9A-Z]{6}$/);
    // PhonePe is asked for the server's total, GST included, whatever the browser believed.
    expect(pay.amount).toBe(paise(expected.total));
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    await page.waitForURL(`**/payment-success?order=${pay.orderNumber}`);
    await page.getByRole('heading', { level: 1, name: 'Payment Successful' }).waitFor();
    await page.getByText(pay.orderNumber, { exact: true }).waitFor();
    await page.getByText('You will receive an email confirmation shortly.', { exact: true }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true }).waitFor();
    expect(await storedCart(page)).toEqual([]);
    expect(await storedItem(page, 'tempOrderData')).toBeNull();
    expect(await trackedOrder(pay.orderNumber)).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'phonepe', totalAmount: expected.total });

    await page.getByRole('link', { name: 'Track Your Order' }).click();
    await page.waitForURL(`**/order-tracking?number=${pay.orderNumber}`);
    expect(await page.getByRole('textbox', { name: 'Order Number' }).inputValue()).toBe(pay.orderNumber);

    expect(session.consoleErrors).toEqual([]);
  });

  it('shows Payment Failed when PhonePe declines, keeping the cart for another try', async () => {
    session = await openSession(browser);
    const { page } = session;
    await seedCart(session, product);
    const cart = await storedCart(page);

    await fillIn(page);
    await choosePayment(page, 'Credit/Debit Card');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    const pay = await payPage(page);
    await page.getByRole('button', { name: 'Decline', exact: true }).click();

    await page.waitForURL('**/payment-failed');
    await page.getByRole('heading', { level: 1, name: 'Payment Failed' }).waitFor();
    await page.getByText('Your payment was not completed, so your order was not placed and no charge was made.', { exact: true }).waitFor();
    expect(await storedItem(page, 'tempOrderData')).toBeNull();
    expect(await storedCart(page)).toEqual(cart);
    expect(await trackedOrder(pay.orderNumber)).toMatchObject({ paymentStatus: 'failed', paymentMethod: 'card' });

    await page.getByRole('link', { name: 'Try Again' }).click();
    await page.waitForURL('**/cart');
    await checkoutForm(page).waitFor();

    expect(session.consoleErrors).toEqual([]);
  });

  it('says a payment left pending is still being confirmed, and shows the success once PhonePe settles it', async () => {
    session = await openSession(browser);
    const { page } = session;
    await seedCart(session, product);

    await fillIn(page);
    await choosePayment(page, 'Net Banking/UPI');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    const pay = await payPage(page);
    const sandbox = new URL(page.url()).origin;
    await page.getByRole('button', { name: 'Leave Pending', exact: true }).click();

    await page.waitForURL(`**/payment-success?order=${pay.orderNumber}`);
    await page.getByRole('heading', { level: 1, name: 'Payment Being Confirmed' }).waitFor();
    await page.getByText('PhonePe has not confirmed your payment yet. This can take a few minutes; please do not pay again.', { exact: true }).waitFor();
    expect(await storedCart(page)).not.toEqual([]);

    // The shopper completes the payment in the PhonePe app meanwhile; the page checks again by itself.
    const completed = await fetch(`${sandbox}/__sandbox/phonepe/orders/${encodeURIComponent(pay.orderNumber)}/complete`, { method: 'POST' });
    expect(completed.ok).toBe(true);
    await page.getByRole('heading', { level: 1, name: 'Payment Successful' }).waitFor({ timeout: 20_000 });
    expect(await storedCart(page)).toEqual([]);
    expect(await storedItem(page, 'tempOrderData')).toBeNull();

    expect(session.consoleErrors).toEqual([]);
  });

  it('shows every message of the shipping form and clears each on edit', async () => {
    session = await openSession(browser);
    const { page } = session;
    await seedCart(session, product);
    const labels = Object.keys(SHOPPER) as FieldLabel[];
    const messages = async () => Promise.all(labels.map(async (label) => [label, await errorOf(page, label)]));

    await page.getByRole('button', { name: 'Place Order' }).click();
    expect(await notice(page, 'Please check your information')).toBe('Please fill in all required fields correctly');
    expect(await messages()).toEqual([
      ['First Name', 'First name is required'],
      ['Last Name', 'Last name is required'],
      ['Email Address', 'Email is required'],
      ['Phone Number', 'Phone number is required'],
      ['Address', 'Address is required'],
      ['City', 'City is required'],
      ['State', 'State is required'],
      ['PIN Code', 'PIN code is required'],
    ]);
    await page.getByRole('radiogroup', { name: 'Payment Method' }).getByText('Payment method required', { exact: true }).waitFor();

    await fillIn(page, { ...SHOPPER, 'Email Address': 'aditi@example', 'Phone Number': '98765', 'PIN Code': '1100' });
    expect(await messages()).toEqual(labels.map((label) => [label, '']));
    await page.getByRole('button', { name: 'Place Order' }).click();
    const patternMessages: Partial<Record<FieldLabel, string>> = {
      'Email Address': 'Please enter a valid email address',
      'Phone Number': 'Please enter a valid phone number',
      'PIN Code': 'Please enter a valid 6-digit PIN code',
    };
    await eventually(messages, labels.map((label) => [label, patternMessages[label] ?? '']));

    await field(page, 'Phone Number').fill('9876543210');
    expect(await errorOf(page, 'Phone Number')).toBe('');
    expect(await errorOf(page, 'Email Address')).toBe('Please enter a valid email address');

    await fillIn(page);
    await page.getByRole('button', { name: 'Place Order' }).click();
    expect(await notice(page, 'Payment method required')).toBe('Please choose how you would like to pay.');
    expect(await messages()).toEqual(labels.map((label) => [label, '']));

    await choosePayment(page, 'Net Banking/UPI');
    expect(await page.getByRole('radiogroup', { name: 'Payment Method' }).getByText('Payment method required').count()).toBe(0);
    await page.getByRole('button', { name: 'Proceed to Payment' }).waitFor();

    expect(session.consoleErrors).toEqual([]);
  });

  it('answers a wrong email for a real order with the single "Order not found" notice', async () => {
    // The checkout cookie the customer answer sets goes with the order, as the browser sends it.
    const customer = await startCheckout({
      firstName: 'Rahul',
      lastName: 'Menon',
      email: 'rahul@example.in',
      phone: '9876543210',
      address: '22 Marine Drive',
      city: 'Mumbai',
      state: 'Maharashtra',
      pincode: '400002',
      country: 'India',
    });
    const placed = await postJson<{ orderNumber: string }>(
      '/api/orders',
      {
        customerId: customer.id,
        orderNumber: `ORD-${String(Date.now()).slice(-6)}`,
        status: 'pending',
        shippingAddress: '22 Marine Drive',
        shippingCity: 'Mumbai',
        shippingState: 'Maharashtra',
        shippingPincode: '400002',
        shippingCountry: 'India',
        paymentStatus: 'pending',
        paymentMethod: 'cod',
        notes: null,
        items: [{ productId: product.id, productTitle: product.title, quantity: 1, size: product.availableSizes[0], medium: 'Museum-Grade Canvas', framing: 'No Frame' }],
      },
      customer.headers,
    );

    session = await openSession(browser);
    const { page } = session;
    await session.visit(`/track-order?number=${placed.orderNumber}`);
    await page.waitForURL(`**/order-tracking?number=${placed.orderNumber}`);
    await page.getByRole('heading', { level: 1, name: 'Track Your Order' }).waitFor();
    await page.getByRole('textbox', { name: 'Email Address' }).fill('aditi@example.in');
    await page.getByRole('button', { name: 'Track Order' }).click();

    expect(await notice(page, 'Order not found')).toBe("We couldn't find an order with the provided details. Please check and try again.");
    expect(await page.getByRole('article').count()).toBe(0);

    // The right email finds it.
    await page.getByRole('textbox', { name: 'Email Address' }).fill('rahul@example.in');
    await page.getByRole('button', { name: 'Track Order' }).click();
    await page.getByRole('article', { name: `Order ${placed.orderNumber}` }).waitFor();

    // A failed lookup answers 404 in the network log; nothing else may complain.
    expect(session.consoleErrors.filter((error) => !error.includes('/api/orders/track/'))).toEqual([]);
  });
});
