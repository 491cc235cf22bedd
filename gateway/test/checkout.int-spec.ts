import 'reflect-metadata';
import { shopper as shopperWith, until } from '@shop/testing';
import { orderNumber, startShop, type Shop } from './support/shop';

const shopper = shopperWith(`aditi.${Date.now()}@example.in`);

// The checkout end to end: the whole shop with real Postgres, NATS, Redis and maildev.
describe('checkout with cash on delivery', () => {
  let shop: Shop;
  let base: string;
  const post = (path: string, body: unknown) => shop.post(path, body);
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

    const customer = await post('/api/customers', shopper);
    expect(customer.status).toBe(200);
    const { id: customerId } = (await customer.json()) as { id: number };

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
    const placed = await post('/api/orders', payload);
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
    const again = (await (await post('/api/orders', payload)).json()) as { id: number };
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
    const { id: customerId } = (await (await post('/api/customers', { ...shopper, email: `card.${Date.now()}@example.in` })).json()) as { id: number };
    const res = await post('/api/orders', {
      customerId,
      orderNumber: orderNumber(),
      shippingAddress: 'a',
      shippingCity: 'b',
      shippingState: 'c',
      shippingPincode: '560001',
      paymentMethod: 'card',
      items: [{ productId: 3, productTitle: 'Indigo Tides', quantity: 1, size: '18X18', medium: 'Museum-Grade Canvas', framing: 'No Frame' }],
    });
    expect(await res.json()).toMatchObject({ status: 'pending', paymentStatus: 'processing', paymentMethod: 'card' });
  });

  it('lets only the matching email read an order; anything else answers like an unknown order', async () => {
    const address = `track.${Date.now()}@example.in`;
    const { id: customerId } = (await (await post('/api/customers', { ...shopper, email: address })).json()) as { id: number };
    const number = orderNumber();
    await post('/api/orders', {
      customerId,
      orderNumber: number,
      shippingAddress: 'a',
      shippingCity: 'b',
      shippingState: 'c',
      shippingPincode: '560001',
      items: [{ productId: 2, productTitle: 'Saffron Horizon', quantity: 1, size: '14x18', medium: 'Museum-Grade Canvas', framing: 'No Frame' }],
    });
    const owner = await fetch(`${base}/api/orders/track/${number.toLowerCase()}?email=${encodeURIComponent(address.toUpperCase())}`);
    expect(owner.status).toBe(200);
    expect(await owner.json()).toMatchObject({ orderNumber: number, customerEmail: address, status: 'pending' });

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
    [{ items: [] }, 'items: must not be empty'],
    [{ orderNumber: 'X1' }, 'Order number must look like ORD-123456'],
    [{ paymentMethod: 'bitcoin' }, 'Payment method required'],
    [{ customerId: 987654 }, 'Customer information not found'],
    [{ items: [{ productId: 999, productTitle: 'Gone', quantity: 1, size: '18x14', medium: 'Museum-Grade Canvas', framing: 'No Frame' }] }, 'no longer available'],
  ])('refuses an order with %j: %s', async (change, message) => {
    const res = await post('/api/orders', {
      customerId: 1,
      orderNumber: orderNumber(),
      shippingAddress: 'a',
      shippingCity: 'b',
      shippingState: 'c',
      shippingPincode: '560001',
      items: [{ productId: 2, productTitle: 'Saffron Horizon', quantity: 1, size: '14x18', medium: 'Museum-Grade Canvas', framing: 'No Frame' }],
      ...change,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain(message);
  });

  it('loses no email and sends none twice when the notification worker is killed while orders are placed', async () => {
    await shop.services.notification.stop('SIGKILL');
    const address = `outage.${Date.now()}@example.in`;
    const { id: customerId } = (await (await post('/api/customers', { ...shopper, email: address })).json()) as { id: number };
    const numbers = Array.from({ length: 5 }, orderNumber);
    for (const number of numbers) {
      const res = await post('/api/orders', {
        customerId,
        orderNumber: number,
        shippingAddress: 'a',
        shippingCity: 'b',
        shippingState: 'c',
        shippingPincode: '560001',
        items: [{ productId: 5, productTitle: 'Quiet Courtyard', quantity: 1, size: '14x18', medium: 'Museum-Grade Canvas', framing: 'No Frame' }],
      });
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
