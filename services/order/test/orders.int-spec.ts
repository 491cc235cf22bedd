import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { GetOrder, GetProductsByIds, ListMyOrders, MAX_LINE_QUANTITY, OrderPlaced, PlaceOrder, TrackOrder, type RequestOf } from '@shop/contracts';
import type { RequestContext } from '@shop/messaging';
import { uniqueEmail, until } from '@shop/testing';
import { DataSource } from 'typeorm';
import {
  CART_LINES,
  CART_SUMMARY,
  codOrder,
  orderNumber,
  SHIPPING,
  startOrderService,
  type OrderServiceUnderTest,
} from './support/order-service';

const NOT_YOUR_CHECKOUT = { status: 403, message: 'Your checkout details have expired. Please enter them again to place the order.' };
const ORDER_NOT_FOUND = { status: 404, message: 'Order not found' };
const NUMBER_IN_USE = { status: 409, message: 'This order number is already in use' };

const signedIn = (email: string): RequestContext => ({ correlationId: `signed-in-${randomUUID()}`, user: { id: `user-${email}`, email } });
const stepsDone = (order: { progress: Array<{ label: string; done: boolean }> }) => order.progress.filter((step) => step.done).map((step) => step.label);

describe('order service: placing, tracking and listing orders', () => {
  let shop: OrderServiceUnderTest;
  const place = (order: RequestOf<typeof PlaceOrder>, ctx: RequestContext) => shop.client.request(PlaceOrder, order, ctx);

  beforeAll(async () => {
    shop = await startOrderService();
  }, 90_000);

  afterAll(() => shop?.stop());

  describe('placing', () => {
    it('stores a cash-on-delivery order at the server prices in paise, whatever the browser sent, and announces it', async () => {
      const email = uniqueEmail('aditi');
      const ctx = await shop.checkoutAs(email);
      const number = orderNumber();
      const forged = { status: 'delivered', paymentStatus: 'paid', totalAmount: 1, priceSummary: { total: 1 } };
      const order = await place(codOrder(ctx.checkout.customerId, number, { notes: 'Please call before delivery', ...forged }), ctx);

      expect(order).toMatchObject({
        orderNumber: number,
        customerId: ctx.checkout.customerId,
        customerEmail: email,
        status: 'pending',
        paymentStatus: 'pending',
        paymentMethod: 'cod',
        totalAmount: 126496,
        priceSummary: CART_SUMMARY,
        ...SHIPPING,
        notes: 'Please call before delivery',
        trackingNumber: null,
      });
      expect(order.items.map((i) => [i.productId, i.productTitle, i.size, i.medium, i.framing, i.quantity, i.unitPrice, i.totalPrice, i.internalImageName])).toEqual([
        [1, 'Monsoon Reverie', '18X14', 'Museum-Grade Canvas', 'No Frame', 2, 17600, 35200, 'monsoon-reverie.tif'],
        [4, 'Marigold Geometry', '27X21', 'Fine Art Paper', 'Black Frame', 1, 72000, 72000, 'marigold-geometry.tif'],
      ]);
      expect(order.progress).toEqual([
        { label: 'Order Placed', done: true },
        { label: 'Payment Confirmed', done: false },
        { label: 'Processing', done: false },
        { label: 'Shipped', done: false },
        { label: 'Delivered', done: false },
      ]);
      // The checkout that placed it and the payment's bookkeeping are the server's own.
      expect(order).not.toHaveProperty('checkoutReference');
      expect(order).not.toHaveProperty('paymentReference');

      await expect(shop.client.request(GetOrder, { id: order.id }, { correlationId: 'get-order' })).resolves.toEqual(order);
      await expect(shop.events.next(OrderPlaced, number)).resolves.toEqual({
        eventId: expect.any(String),
        occurredAt: expect.any(String),
        orderId: order.id,
        orderNumber: number,
        customerId: ctx.checkout.customerId,
        paymentMethod: 'cod',
        totalAmount: 126496,
      });
    });

    it('answers a retry from the same checkout, or from the signed-in shopper, with the order already stored, announcing it once', async () => {
      const email = uniqueEmail('retry');
      const ctx = await shop.checkoutAs(email);
      const number = orderNumber();
      const first = await place(codOrder(ctx.checkout.customerId, number), ctx);
      // A retry after a lost answer.
      await expect(place(codOrder(ctx.checkout.customerId, number), ctx)).resolves.toEqual(first);
      await expect(place(codOrder(ctx.checkout.customerId, number), signedIn(email))).resolves.toEqual(first);

      await shop.eventsPublished();
      expect(shop.events.of(OrderPlaced, number)).toHaveLength(1);
      expect((await shop.client.request(ListMyOrders, {}, signedIn(email))).map((o) => o.orderNumber)).toEqual([number]);
    });

    it("refuses with 403 an order for a customer the caller's checkout is not for, storing nothing", async () => {
      const aditi = await shop.checkoutAs(uniqueEmail('aditi'));
      const rahul = await shop.checkoutAs(uniqueEmail('rahul'));
      const number = orderNumber();
      const aditisOrder = codOrder(aditi.checkout.customerId, number);

      await expect(place(aditisOrder, rahul)).rejects.toMatchObject(NOT_YOUR_CHECKOUT);
      await expect(place(aditisOrder, { correlationId: 'no-checkout' })).rejects.toMatchObject(NOT_YOUR_CHECKOUT);
      await expect(place(aditisOrder, signedIn(uniqueEmail('someone.else')))).rejects.toMatchObject(NOT_YOUR_CHECKOUT);
      // A customer nobody has answers the same: the reply tells nothing about which ids exist.
      const nobody = { correlationId: 'nobody', checkout: { id: randomUUID(), customerId: 2_000_000_000 } };
      await expect(place(codOrder(2_000_000_000, number), nobody)).rejects.toMatchObject(NOT_YOUR_CHECKOUT);

      await shop.eventsPublished();
      expect(shop.events.of(OrderPlaced, number)).toEqual([]);
      await expect(place(aditisOrder, aditi)).resolves.toMatchObject({ orderNumber: number, customerId: aditi.checkout.customerId });
    });

    it("answers 409 to a number that is another customer's order, or the same customer's placed from another browser", async () => {
      const email = uniqueEmail('first');
      const aditi = await shop.checkoutAs(email);
      const rahul = await shop.checkoutAs(uniqueEmail('rahul'));
      const number = orderNumber();
      const stored = await place(codOrder(aditi.checkout.customerId, number), aditi);

      await expect(place(codOrder(rahul.checkout.customerId, number), rahul)).rejects.toMatchObject(NUMBER_IN_USE);
      // Anyone can type Aditi's email at checkout: a checkout for her customer is not the one that placed the order.
      const anotherBrowser = { correlationId: 'another-browser', checkout: { id: randomUUID(), customerId: aditi.checkout.customerId } };
      await expect(place(codOrder(aditi.checkout.customerId, number, { items: [CART_LINES[1]] }), anotherBrowser)).rejects.toMatchObject(NUMBER_IN_USE);

      await expect(shop.client.request(TrackOrder, { orderNumber: number, email }, { correlationId: 'track' })).resolves.toEqual(stored);
    });

    it.each(['card', 'banking'] as const)('places a %s order paid outside the gateway as payment processing, and announces it', async (method) => {
      const ctx = await shop.checkoutAs(uniqueEmail(method));
      const number = orderNumber();
      const order = await place(codOrder(ctx.checkout.customerId, number, { paymentMethod: method }), ctx);
      expect(order).toMatchObject({ status: 'pending', paymentStatus: 'processing', paymentMethod: method, totalAmount: 126496 });
      expect(stepsDone(order)).toEqual(['Order Placed']);
      await expect(shop.events.next(OrderPlaced, number)).resolves.toMatchObject({ paymentMethod: method, totalAmount: 126496 });
    });

    it('sends a PhonePe order to the payment initiation with 400, storing nothing', async () => {
      const email = uniqueEmail('phonepe');
      const ctx = await shop.checkoutAs(email);
      const number = orderNumber();
      await expect(place(codOrder(ctx.checkout.customerId, number, { paymentMethod: 'phonepe' }), ctx)).rejects.toMatchObject({
        status: 400,
        message: expect.stringContaining('/api/payments/phonepe/initiate'),
      });
      await expect(shop.client.request(TrackOrder, { orderNumber: number, email }, ctx)).rejects.toMatchObject(ORDER_NOT_FOUND);
    });

    it('refuses with 400 a product the catalog does not have, and one out of stock', async () => {
      const email = uniqueEmail('stock');
      const ctx = await shop.checkoutAs(email);
      const unknown = { ...CART_LINES[0], productId: 99_999 };
      await expect(place(codOrder(ctx.checkout.customerId, orderNumber(), { items: [CART_LINES[0], unknown] }), ctx)).rejects.toMatchObject({
        status: 400,
        message: 'An item of the order is no longer available',
      });

      const catalog = new DataSource({ type: 'postgres', url: shop.databases.catalog });
      await catalog.initialize();
      try {
        await catalog.query(`UPDATE products SET in_stock = false WHERE id = 7`);
        // The catalog reloads its products when the table changes.
        await until(
          async () => ((await shop.client.request(GetProductsByIds, { ids: [7] }, ctx))[0].inStock ? undefined : true),
          'the catalog to see Banyan Chronicles out of stock',
          10_000,
        );
        const banyan = { productId: 7, productTitle: 'Banyan Chronicles', quantity: 1, size: '18x14', medium: 'Museum-Grade Canvas', framing: 'No Frame' };
        await expect(place(codOrder(ctx.checkout.customerId, orderNumber(), { items: [banyan] }), ctx)).rejects.toMatchObject({
          status: 400,
          message: '"Banyan Chronicles" is out of stock',
        });
      } finally {
        await catalog.query(`UPDATE products SET in_stock = true WHERE id = 7`);
        await catalog.destroy();
      }
      await expect(shop.client.request(ListMyOrders, {}, signedIn(email))).resolves.toEqual([]);
    });

    it.each([
      ['a quantity of 0', { items: [{ ...CART_LINES[0], quantity: 0 }] }, 'items.0.quantity: must be at least 1'],
      [`a quantity over ${MAX_LINE_QUANTITY}`, { items: [{ ...CART_LINES[0], quantity: MAX_LINE_QUANTITY + 1 }] }, `items.0.quantity: must be at most ${MAX_LINE_QUANTITY}`],
      ['a fractional quantity', { items: [{ ...CART_LINES[0], quantity: 1.5 }] }, 'items.0.quantity: must be a whole number'],
      ['no lines', { items: [] }, 'items: must not be empty'],
      ['a malformed order number', { orderNumber: '12345' }, 'Order number must look like ORD-123456'],
      ['delivery outside India', { shippingCountry: 'Nepal' }, 'Delivery is only within India'],
      ['a field the checkout does not send', { discount: 50 }, 'discount'],
    ])('refuses %s with 400 from the contract, even from a caller that skipped its own check', async (_what, change, message) => {
      const email = uniqueEmail('invalid');
      const ctx = await shop.checkoutAs(email);
      await expect(shop.raw(PlaceOrder, { ...codOrder(ctx.checkout.customerId, orderNumber()), ...change }, ctx)).resolves.toEqual({
        status: 400,
        message: expect.stringContaining(message),
      });
      await expect(shop.client.request(ListMyOrders, {}, signedIn(email))).resolves.toEqual([]);
    });
  });

  describe('tracking', () => {
    it("answers the order to its number and its shopper's email in any case; anything else is 'Order not found'", async () => {
      const email = uniqueEmail('track');
      const ctx = await shop.checkoutAs(email);
      const number = orderNumber();
      const order = await place(codOrder(ctx.checkout.customerId, number), ctx);
      const anyone = { correlationId: 'tracking-page' };

      await expect(shop.client.request(TrackOrder, { orderNumber: number.toLowerCase(), email: email.toUpperCase() }, anyone)).resolves.toEqual(order);
      await expect(shop.client.request(TrackOrder, { orderNumber: number, email: uniqueEmail('guess') }, anyone)).rejects.toMatchObject(ORDER_NOT_FOUND);
      await expect(shop.client.request(TrackOrder, { orderNumber: orderNumber(), email }, anyone)).rejects.toMatchObject(ORDER_NOT_FOUND);
      await expect(shop.client.request(GetOrder, { id: 2_000_000_000 }, anyone)).rejects.toMatchObject(ORDER_NOT_FOUND);
    });
  });

  describe('order history', () => {
    it('needs a signed-in shopper: 401 to a guest, even one with a checkout', async () => {
      const ctx = await shop.checkoutAs(uniqueEmail('guest'));
      await expect(shop.client.request(ListMyOrders, {}, ctx)).rejects.toMatchObject({ status: 401, message: 'Please login to see your orders' });
      await expect(shop.client.request(ListMyOrders, {}, { correlationId: 'anonymous' })).rejects.toMatchObject({ status: 401 });
    });

    it("lists the orders placed with the shopper's email, newest first, in paise, with the products' images", async () => {
      const email = uniqueEmail('history');
      const ctx = await shop.checkoutAs(email);
      const older = await place(codOrder(ctx.checkout.customerId, orderNumber()), ctx);
      const newer = await place(codOrder(ctx.checkout.customerId, orderNumber(), { paymentMethod: 'card', items: [CART_LINES[1]] }), ctx);
      const someoneElse = await shop.checkoutAs(uniqueEmail('someone.else'));
      await place(codOrder(someoneElse.checkout.customerId, orderNumber()), someoneElse);

      // Emails are compared without case: Google may answer the address as the shopper typed it.
      const history = await shop.client.request(ListMyOrders, {}, signedIn(email.toUpperCase()));
      expect(history).toEqual([
        {
          id: newer.id,
          orderNumber: newer.orderNumber,
          createdAt: newer.orderDate,
          totalAmount: 84960, // ₹720 + 18% GST
          status: 'pending',
          paymentStatus: 'processing',
          items: [{ id: 1, productId: 4, image: '/media/products/marigold-geometry/artwork.webp', name: 'Marigold Geometry', size: '27X21', quantity: 1, price: 72000 }],
        },
        {
          id: older.id,
          orderNumber: older.orderNumber,
          createdAt: older.orderDate,
          totalAmount: 126496,
          status: 'pending',
          paymentStatus: 'pending',
          items: [
            { id: 1, productId: 1, image: '/media/products/monsoon-reverie/artwork.webp', name: 'Monsoon Reverie', size: '18X14', quantity: 2, price: 17600 },
            { id: 2, productId: 4, image: '/media/products/marigold-geometry/artwork.webp', name: 'Marigold Geometry', size: '27X21', quantity: 1, price: 72000 },
          ],
        },
      ]);
      await expect(shop.client.request(ListMyOrders, {}, signedIn(uniqueEmail('nobody')))).resolves.toEqual([]);
    });

    it('keeps the picture of a product archived since it was bought, which can no longer be ordered', async () => {
      const email = uniqueEmail('archived');
      const ctx = await shop.checkoutAs(email);
      const banyan = { productId: 7, productTitle: 'Banyan Chronicles', quantity: 1, size: '14x18', medium: 'Museum-Grade Canvas', framing: 'No Frame' };
      const bought = await place(codOrder(ctx.checkout.customerId, orderNumber(), { items: [banyan] }), ctx);

      const catalog = new DataSource({ type: 'postgres', url: shop.databases.catalog });
      await catalog.initialize();
      try {
        await catalog.query(`UPDATE products SET archived_at = now() WHERE id = 7`);
        await until(
          async () => ((await shop.client.request(GetProductsByIds, { ids: [7] }, ctx)).length === 0 ? true : undefined),
          'the catalog to take Banyan Chronicles off the storefront',
          10_000,
        );
        const [order] = await shop.client.request(ListMyOrders, {}, signedIn(email));
        expect(order).toMatchObject({ id: bought.id, items: [{ image: '/media/products/banyan-chronicles/artwork.webp', name: 'Banyan Chronicles' }] });
        await expect(place(codOrder(ctx.checkout.customerId, orderNumber(), { items: [banyan] }), ctx)).rejects.toMatchObject({
          status: 400,
          message: 'An item of the order is no longer available',
        });
      } finally {
        await catalog.query(`UPDATE products SET archived_at = NULL WHERE id = 7`);
        await catalog.destroy();
      }
    });
  });
});
