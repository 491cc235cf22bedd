import 'reflect-metadata';
import { Client } from 'pg';
import { shopper as shopperWith, until } from '@shop/testing';
import { startCheckout } from './support/checkout';
import { orderNumber, startShop, type Shop } from './support/shop';

const shopper = shopperWith(`aditi.${Date.now()}@example.in`);

// The checkout end to end: the whole shop with real Postgres, NATS, Redis and maildev.
describe('checkout with cash on delivery', () => {
  let shop: Shop;
  let base: string;
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) => shop.post(path, body, headers);
  const emailsTo = async (address: string) => (await shop.mail.emails()).filter((e) => e.to.some((t) => t.address === address));

  beforeAll(async () => {
    shop = await startShop();
    base = shop.base;
  }, 90_000);

  afterAll(() => shop?.stop());

  it('takes a cart to a stored order at server prices and a confirmation email', async () => {
    const items = [
      { productId: 8, productTitle: 'Royal Peacock Durbar', quantity: 30, size: '48x48', medium: 'Museum-Grade Canvas', framing: 'Metal (Champagne Gold)', unitPrice: 1, totalPrice: 30 },
      { productId: 1, productTitle: 'Monsoon Reverie', quantity: 1, size: '18x14', medium: 'Fine Art Paper', framing: 'No Frame', unitPrice: 1, totalPrice: 1 },
    ];
    const summary = await post('/api/cart/dynamic-summary', {
      items: items.map((i) => ({ productId: i.productId, productName: i.productTitle, size: i.size, medium: i.medium, frame: i.framing, quantity: i.quantity, price: i.unitPrice })),
    });
    const { summary: expected } = (await summary.json()) as { summary: { total: number } };

    // The shopper's details (200, or startCheckout throws), and the checkout cookie the browser then sends with the order.
    const { customerId, headers: checkout } = await startCheckout(base, shopper);

    const number = orderNumber();
    const payload = {
      customerId,
      orderNumber: number,
      status: 'delivered',
      totalAmount: 1,
      shippingAddress: shopper.address,
      shippingCity: shopper.city,
      shippingState: shopper.state,
      shippingPincode: shopper.pincode,
      shippingCountry: 'India',
      paymentStatus: 'paid',
      paymentMethod: 'cod',
      notes: 'Please call before delivery',
      items,
      priceSummary: { total: 1 },
    };
    const placed = await post('/api/orders', payload, checkout);
    expect(placed.status).toBe(200);
    const order = (await placed.json()) as Record<string, unknown> & { items: Array<Record<string, unknown>> };
    // 1250 × 3 (48X48) + 160 = 3910 MRP, 3519 discounted; 195 × 0.8 = 156 MRP, 140 discounted
    expect(order).toMatchObject({
      orderNumber: number,
      customerId,
      status: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'cod',
      totalAmount: expected.total,
      priceSummary: { basePrice: 117456, subtotal: 105710, gstAmount: 19027.8, total: 124737.8 },
    });
    expect(order.items.map((i) => [i.productTitle, i.unitPrice, i.totalPrice, i.internalImageName])).toEqual([
      ['Royal Peacock Durbar', 3519, 105570, 'royal-peacock-durbar.tif'],
      ['Monsoon Reverie', 140, 140, 'monsoon-reverie.tif'],
    ]);

    // A retry of the same order answers the stored order and stores nothing new.
    const again = (await (await post('/api/orders', payload, checkout)).json()) as { id: number };
    expect(again.id).toBe(order.id);

    const [email] = await until(async () => {
      const found = await emailsTo(shopper.email);
      return found.length ? found : undefined;
    }, 'the confirmation email');
    expect(email.subject).toBe(`Your order ${number} is confirmed`);
    expect(email.text).toContain('₹1,24,737.80');
    expect(email.text).toContain('30 × Royal Peacock Durbar (48X48 · Museum-Grade Canvas · Metal (Champagne Gold)): ₹1,05,570.00');
    expect(email.text).toContain(`http://shop.test/order-tracking?number=${number}`);
    expect(email.html).toContain('Track Your Order');
    await new Promise((r) => setTimeout(r, 1500));
    expect(await emailsTo(shopper.email)).toHaveLength(1);
  });

  it('marks card and banking outside the gateway as payment processing', async () => {
    const { customerId, headers: checkout } = await startCheckout(base, { ...shopper, email: `card.${Date.now()}@example.in` });
    const res = await post(
      '/api/orders',
      {
        customerId,
        orderNumber: orderNumber(),
        shippingAddress: 'a',
        shippingCity: 'b',
        shippingState: 'c',
        shippingPincode: '560001',
        paymentMethod: 'card',
        items: [{ productId: 3, productTitle: 'Indigo Tides', quantity: 1, size: '18X18', medium: 'Museum-Grade Canvas', framing: 'No Frame' }],
      },
      checkout,
    );
    expect(await res.json()).toMatchObject({ status: 'pending', paymentStatus: 'processing', paymentMethod: 'card' });
  });

  it('lets only the matching email read an order; anything else answers like an unknown order', async () => {
    const address = `track.${Date.now()}@example.in`;
    const { customerId, headers: checkout } = await startCheckout(base, { ...shopper, email: address });
    const number = orderNumber();
    await post(
      '/api/orders',
      {
        customerId,
        orderNumber: number,
        shippingAddress: 'a',
        shippingCity: 'b',
        shippingState: 'c',
        shippingPincode: '560001',
        items: [{ productId: 2, productTitle: 'Saffron Horizon', quantity: 1, size: '14x18', medium: 'Museum-Grade Canvas', framing: 'No Frame' }],
      },
      checkout,
    );
    const owner = await fetch(`${base}/api/orders/track/${number.toLowerCase()}?email=${encodeURIComponent(address.toUpperCase())}`);
    expect(owner.status).toBe(200);
    expect(await owner.json()).toMatchObject({
      orderNumber: number,
      customerEmail: address,
      status: 'pending',
      // Cash on delivery: the payment step waits for the shop to confirm the order.
      progress: [
        { label: 'Order Placed', done: true },
        { label: 'Payment Confirmed', done: false },
        { label: 'Processing', done: false },
        { label: 'Shipped', done: false },
        { label: 'Delivered', done: false },
      ],
    });

    const stored = await fetch(`${base}/api/orders/track/${number}?email=${encodeURIComponent('x@y.in')}`);
    const unknown = await fetch(`${base}/api/orders/track/ORD-000000?email=${encodeURIComponent('x@y.in')}`);
    const missing = await fetch(`${base}/api/orders/track/${number}`);
    const body = async (r: Response) => {
      const { correlationId: _ignored, ...rest } = (await r.json()) as Record<string, unknown>;
      return rest;
    };
    expect([stored.status, unknown.status, missing.status]).toEqual([404, 404, 404]);
    const [a, b, c] = [await body(stored), await body(unknown), await body(missing)];
    expect(a).toEqual({ statusCode: 404, message: 'Order not found' });
    expect(b).toEqual(a);
    expect(c).toEqual(a);
  });

  it("answers a returning guest's email with the stored customer's id, and leaves its stored details as they were", async () => {
    const address = `returning.${Date.now()}@example.in`;
    const db = new Client({ connectionString: shop.databases.customer });
    await db.connect();
    try {
      const stored = async (id: number) =>
        (await db.query('SELECT first_name, last_name, email, phone, address, city, state, pincode, country FROM customers WHERE id = $1', [id])).rows;
      const first = await startCheckout(base, { ...shopper, email: address });
      const before = await stored(first.customerId);
      expect(before).toEqual([expect.objectContaining({ first_name: shopper.firstName, email: address, address: shopper.address, city: shopper.city })]);

      // A guest who types that email with other details: no session, so not the owner.
      const other = { ...shopper, email: address, firstName: 'Someone', lastName: 'Else', phone: '9123456780', address: '1 Other Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' };
      const again = await startCheckout(base, other);
      expect(again.customerId).toBe(first.customerId);
      expect(await stored(first.customerId)).toEqual(before);
    } finally {
      await db.end();
    }
  });

  it.each([
    [{ firstName: '' }, 'First name is required'],
    [{ lastName: undefined }, 'Last name is required'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ phone: '12345' }, 'Please enter a valid phone number'],
    [{ pincode: '1100' }, 'Please enter a valid 6-digit PIN code'],
    [{ country: 'Nepal' }, 'Delivery is only within India'],
  ])('refuses a customer with %j: %s', async (change, message) => {
    const res = await post('/api/customers', { ...shopper, ...change });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain(message);
  });

  it.each([
    [{ items: [] }, 400, 'items: must not be empty'],
    [{ orderNumber: 'X1' }, 400, 'Order number must look like ORD-123456'],
    [{ paymentMethod: 'bitcoin' }, 400, 'Payment method required'],
    // Not this browser's checkout customer (an unknown one here): refused before anything is looked up.
    [{ customerId: 987654 }, 403, 'Your checkout details have expired. Please enter them again to place the order.'],
    [{ items: [{ productId: 999, productTitle: 'Gone', quantity: 1, size: '18x14', medium: 'Museum-Grade Canvas', framing: 'No Frame' }] }, 400, 'no longer available'],
  ])('refuses an order with %j: %d %s', async (change, status, message) => {
    // The browser's own checkout, so that only the change is wrong.
    const { customerId, headers: checkout } = await startCheckout(base, { ...shopper, email: `refused.${Date.now()}@example.in` });
    const res = await post(
      '/api/orders',
      {
        customerId,
        orderNumber: orderNumber(),
        shippingAddress: 'a',
        shippingCity: 'b',
        shippingState: 'c',
        shippingPincode: '560001',
        items: [{ productId: 2, productTitle: 'Saffron Horizon', quantity: 1, size: '14x18', medium: 'Museum-Grade Canvas', framing: 'No Frame' }],
        ...change,
      },
      checkout,
    );
    expect(res.status).toBe(status);
    expect(((await res.json()) as { message: string }).message).toContain(message);
  });

  it('loses no email and sends none twice when the notification worker is killed while orders are placed', async () => {
    await shop.services.notification.stop('SIGKILL');
    const address = `outage.${Date.now()}@example.in`;
    const { customerId, headers: checkout } = await startCheckout(base, { ...shopper, email: address });
    const numbers = Array.from({ length: 5 }, orderNumber);
    for (const number of numbers) {
      const res = await post(
        '/api/orders',
        {
          customerId,
          orderNumber: number,
          shippingAddress: 'a',
          shippingCity: 'b',
          shippingState: 'c',
          shippingPincode: '560001',
          items: [{ productId: 5, productTitle: 'Quiet Courtyard', quantity: 1, size: '14x18', medium: 'Museum-Grade Canvas', framing: 'No Frame' }],
        },
        checkout,
      );
      expect(res.status).toBe(200);
    }
    expect(await emailsTo(address)).toHaveLength(0);

    await shop.services.notification.start();
    const emails = await until(async () => {
      const found = await emailsTo(address);
      return found.length >= numbers.length ? found : undefined;
    }, 'one confirmation email per order');
    await new Promise((r) => setTimeout(r, 2000));
    const subjects = (await emailsTo(address)).map((e) => e.subject).sort();
    expect(subjects).toEqual(numbers.map((n) => `Your order ${n} is confirmed`).sort());
    expect(emails.length).toBe(numbers.length);
  });
});
