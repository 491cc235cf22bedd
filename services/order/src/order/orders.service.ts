import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  GetCustomer,
  GetProductPictures,
  GetProductsByIds,
  OrderPlaced,
  SummarizeCart,
  type Order as OrderDto,
  type OrderItem,
  type ParsedRequestOf,
  type PlaceOrder,
} from '@shop/contracts';
import { badRequest, conflict, forbidden, notFound, OutboxRelayRunner, RequestClient, ServiceError, signedInAs, type RequestContext } from '@shop/messaging';
import { QueryFailedError, Repository } from 'typeorm';
import { DeliveryService } from '../delivery/delivery.service';
import { directPlacement, trackingProgress, type Placement } from './lifecycle/order-lifecycle';
import { recordOrderEvent } from './lifecycle/order-transitions';
import { Order } from './order.entity';

type OrderInput = ParsedRequestOf<typeof PlaceOrder>;

const UNIQUE_VIOLATION = '23505';
/** One answer for an unknown order and a wrong email, so tracking cannot probe order numbers. */
export const ORDER_NOT_FOUND = 'Order not found';
/** One answer for a customer id that is not the caller's, whether or not it exists. */
export const NOT_YOUR_CHECKOUT = 'Your checkout details have expired. Please enter them again to place the order.';

/** May this caller place orders for this customer? The browser whose checkout names it, or its signed-in owner. */
export function mayOrderFor(ctx: RequestContext, customer: { id: number; email: string }): boolean {
  return ctx.checkout?.customerId === customer.id || signedInAs(ctx, customer.email);
}

/**
 * Is this caller the order's own shopper? The browser whose checkout placed it, or the shopper
 * signed in with its email. Anyone else, even with a checkout for the same customer (anyone
 * can type an email at checkout), is not.
 */
export function ownsOrder(ctx: RequestContext, order: Pick<Order, 'checkoutReference' | 'customerEmail'>): boolean {
  return (order.checkoutReference !== null && ctx.checkout?.id === order.checkoutReference) || signedInAs(ctx, order.customerEmail);
}

@Injectable()
export class OrdersService {
  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    private readonly client: RequestClient,
    private readonly outbox: OutboxRelayRunner,
    private readonly delivery: DeliveryService,
  ) {}

  /**
   * Places an order at the server's prices. Placing the same order number again answers the
   * order already stored (a retried request never makes a second order).
   */
  async place(ctx: RequestContext, input: OrderInput): Promise<OrderDto> {
    const placement = directPlacement(input.paymentMethod);
    if (!placement) throw badRequest('PhonePe orders are placed through /api/payments/phonepe/initiate');
    return toDto(await this.store(ctx, input, placement));
  }

  /**
   * Stores an order at the server's prices in the state its way in starts it in (the
   * lifecycle's placements), or answers the one already stored under its number.
   */
  async store(ctx: RequestContext, input: OrderInput, placement: Placement): Promise<Order> {
    // Nobody else's customer, and nothing about any order, before the caller may order for this one.
    if (ctx.checkout?.customerId !== input.customerId && !ctx.user) throw forbidden(NOT_YOUR_CHECKOUT);
    // The customer, an order already under this number, the address's PIN code and the prices
    // are independent questions: ask them all at once, and answer about the customer first.
    const [customerAnswer, existingAnswer, deliveryAnswer, itemsAnswer] = await Promise.allSettled([
      this.client.request(GetCustomer, { id: input.customerId }, ctx),
      this.orders.findOneBy({ orderNumber: input.orderNumber }),
      this.delivery.checkOrderAddress(input.shippingPincode, input.paymentMethod),
      this.priceItems(ctx, input),
    ]);
    if (customerAnswer.status === 'rejected') {
      const error: unknown = customerAnswer.reason;
      throw error instanceof ServiceError && error.status === 404 ? forbidden(NOT_YOUR_CHECKOUT) : error;
    }
    const customer = customerAnswer.value;
    if (!mayOrderFor(ctx, customer)) throw forbidden(NOT_YOUR_CHECKOUT);
    if (existingAnswer.status === 'rejected') throw existingAnswer.reason;
    if (existingAnswer.value) return this.sameOrderAgain(ctx, existingAnswer.value, input);
    // An unknown PIN code, one not delivered to, or cash on delivery where it is not taken (issue 22).
    if (deliveryAnswer.status === 'rejected') throw deliveryAnswer.reason;
    if (itemsAnswer.status === 'rejected') throw itemsAnswer.reason;
    const items = itemsAnswer.value;
    const order = this.orders.create({
      customerId: customer.id,
      customerEmail: customer.email,
      customerName: `${customer.firstName} ${customer.lastName}`.trim(),
      customerPhone: customer.phone,
      orderNumber: input.orderNumber,
      status: placement.status,
      paymentStatus: placement.paymentStatus,
      paymentMethod: input.paymentMethod,
      shippingAddress: input.shippingAddress,
      shippingCity: input.shippingCity,
      shippingState: input.shippingState,
      shippingPincode: input.shippingPincode,
      shippingCountry: input.shippingCountry,
      notes: input.notes ?? null,
      checkoutReference: ctx.checkout?.customerId === customer.id ? ctx.checkout.id : null,
      promisedDeliveryDate: deliveryAnswer.value,
      ...items,
    });

    try {
      await this.outbox.transaction(ctx, async (tx) => {
        await tx.manager.save(order);
        await recordOrderEvent(tx, order, 'placed', { by: 'shopper' }, 'Order placed', { paymentMethod: order.paymentMethod, total: order.totalAmount });
        if (placement.announced) await tx.emit(OrderPlaced, orderPlacedEvent(order));
      });
    } catch (error) {
      // The same order number placed concurrently: the other request stored it first.
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION) {
        const stored = await this.orders.findOneByOrFail({ orderNumber: input.orderNumber });
        return this.sameOrderAgain(ctx, stored, input);
      }
      throw error;
    }
    return order;
  }

  async track(_ctx: RequestContext, orderNumber: string, email: string): Promise<OrderDto> {
    const order = await this.orders.findOneBy({ orderNumber });
    if (!order || order.customerEmail.toLowerCase() !== email.toLowerCase()) throw notFound(ORDER_NOT_FOUND);
    return toDto(order);
  }

  /** The signed-in shopper's orders: those placed with their verified email, newest first. */
  async history(ctx: RequestContext) {
    if (!ctx.user) throw new ServiceError(401, 'Please login to see your orders');
    const orders = await this.orders
      .createQueryBuilder('o')
      .where('lower(o.customer_email) = lower(:email)', { email: ctx.user.email })
      .orderBy('o.order_date', 'DESC')
      .limit(200)
      .getMany();
    const productIds = [...new Set(orders.flatMap((order) => order.items.map((item) => item.productId)))];
    // Pictures, not products: an archived product keeps its picture here, and cannot be ordered again.
    const images = new Map(
      (await this.client.request(GetProductPictures, { ids: productIds }, ctx)).map((p) => [p.id, p.mainImage]),
    );
    return orders.map((order) => ({
      id: order.id,
      orderNumber: order.orderNumber,
      createdAt: order.orderDate.toISOString(),
      totalAmount: order.totalAmount,
      status: order.status,
      paymentStatus: order.paymentStatus,
      items: order.items.map((item, index) => ({
        id: index + 1,
        productId: item.productId,
        image: images.get(item.productId) ?? null,
        name: item.productTitle,
        size: item.size,
        quantity: item.quantity,
        price: item.unitPrice,
      })),
    }));
  }

  async get(_ctx: RequestContext, id: number): Promise<OrderDto> {
    const order = await this.orders.findOneBy({ id });
    if (!order) throw notFound(ORDER_NOT_FOUND);
    return toDto(order);
  }

  /** A retry answers the order it placed; anyone else's order under that number stays theirs. */
  private sameOrderAgain(ctx: RequestContext, existing: Order, input: OrderInput): Order {
    if (existing.customerId !== input.customerId || !ownsOrder(ctx, existing)) throw conflict('This order number is already in use');
    return existing;
  }

  /** Items, unit prices and the summary from the catalog and pricing; the browser's figures are ignored. */
  private async priceItems(ctx: RequestContext, input: OrderInput): Promise<Pick<Order, 'items' | 'priceSummary' | 'totalAmount'>> {
    const productIds = [...new Set(input.items.map((item) => item.productId))];
    // One question to the catalog for every line, however many there are.
    const products = new Map((await this.client.request(GetProductsByIds, { ids: productIds }, ctx)).map((p) => [p.id, p]));
    if (products.size < productIds.length) throw badRequest('An item of the order is no longer available');
    for (const product of products.values()) {
      if (!product.inStock) throw badRequest(`"${product.title}" is out of stock`);
    }
    const { summary, lines } = await this.client.request(
      SummarizeCart,
      {
        items: input.items.map((item) => ({
          productId: item.productId,
          productName: products.get(item.productId)!.title,
          size: item.size,
          medium: item.medium,
          frame: item.framing,
          quantity: item.quantity,
        })),
      },
      ctx,
    );
    const items: OrderItem[] = lines.map((line, index) => {
      const product = products.get(input.items[index].productId)!;
      return {
        productId: product.id,
        productTitle: product.title,
        quantity: line.quantity,
        size: line.size,
        medium: line.medium,
        framing: line.frame,
        unitPrice: line.unitPrice,
        totalPrice: line.lineTotal,
        internalImageName: product.internalImageName,
      };
    });
    return { items, priceSummary: summary, totalAmount: summary.total };
  }
}

/** The order as the shopper's tracking page and emails read it: nothing of the back office's own. */
export function toDto(order: Order): OrderDto {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    customerId: order.customerId,
    customerEmail: order.customerEmail,
    orderDate: order.orderDate.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    totalAmount: order.totalAmount,
    shippingAddress: order.shippingAddress,
    shippingCity: order.shippingCity,
    shippingState: order.shippingState,
    shippingPincode: order.shippingPincode,
    shippingCountry: order.shippingCountry,
    notes: order.notes,
    items: order.items,
    priceSummary: order.priceSummary,
    trackingNumber: order.trackingNumber,
    carrier: order.carrier,
    trackingUrl: order.trackingUrl,
    promisedDeliveryDate: order.promisedDeliveryDate,
    progress: trackingProgress(order),
  };
}

export function orderPlacedEvent(order: Order) {
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    customerId: order.customerId,
    paymentMethod: order.paymentMethod,
    totalAmount: order.totalAmount,
    // An order of a designer's quote: the trade service counts it to the designer.
    ...(order.quoteNumber && order.designerId ? { trade: { designerId: order.designerId, quoteNumber: order.quoteNumber } } : {}),
  };
}
