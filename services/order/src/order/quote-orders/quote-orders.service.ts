import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { GetCustomer, GetProductsByIds, GST_PERCENT, OrderPlaced, percentOf, type CartSummary, type OrderItem, type ParsedRequestOf, type PlaceQuoteOrder, type ReplyOf } from '@shop/contracts';
import { badRequest, conflict, forbidden, OutboxRelayRunner, RequestClient, ServiceError, type RequestContext } from '@shop/messaging';
import { QueryFailedError, Repository } from 'typeorm';
import { DeliveryService } from '../../delivery/delivery.service';
import { PaymentsService } from '../../payments/payments.service';
import { PLACEMENTS } from '../lifecycle/order-lifecycle';
import { recordOrderEvent } from '../lifecycle/order-transitions';
import { Order } from '../order.entity';
import { mayOrderFor, NOT_YOUR_CHECKOUT, orderPlacedEvent, ownsOrder, toDto } from '../orders.service';

type QuoteOrderInput = ParsedRequestOf<typeof PlaceQuoteOrder>;

const UNIQUE_VIOLATION = '23505';

/** One quote, one order: its number is the quote's, so a retry finds the order it placed. */
export const quoteOrderNumber = (quoteNumber: string) => `ORD-${quoteNumber.toUpperCase()}`;

/**
 * The summary of an order at a quote's prices, as every order's is kept: the lines' sum, and
 * GST added on it. The trade discount is already in the unit prices, so no shop discount shows.
 */
export function quotedSummary(items: Pick<OrderItem, 'totalPrice'>[]): CartSummary {
  const subtotal = items.reduce((sum, item) => sum + item.totalPrice, 0);
  const gstAmount = percentOf(subtotal, GST_PERCENT);
  return { basePrice: subtotal, discountPercentage: 0, discountAmount: 0, subtotal, gstRate: GST_PERCENT, gstAmount, total: subtotal + gstAmount };
}

/**
 * Orders of designers' quotes (issue 20), asked by the trade service only: placed like a checkout
 * order (the customer the caller's checkout names, the same lifecycle, the same events) but at the
 * quote's frozen unit prices, never repriced, and carrying the quote and the designer. Cash on
 * delivery is placed at once; PhonePe stores the order with its payment pending and answers
 * PhonePe's payment page, as the checkout's initiate does.
 */
@Injectable()
export class QuoteOrdersService {
  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    private readonly client: RequestClient,
    private readonly outbox: OutboxRelayRunner,
    private readonly payments: PaymentsService,
    private readonly delivery: DeliveryService,
  ) {}

  async place(ctx: RequestContext, input: QuoteOrderInput): Promise<ReplyOf<typeof PlaceQuoteOrder>> {
    const stored = await this.store(ctx, input);
    if (stored.paymentMethod === 'cod' || stored.paymentStatus !== 'pending') return { order: toDto(stored), redirectUrl: null };
    const payment = await this.payments.paymentPage(ctx, stored);
    if (!payment.success) throw new ServiceError(502, payment.error);
    return { order: toDto(stored), redirectUrl: payment.redirectUrl };
  }

  private async store(ctx: RequestContext, input: QuoteOrderInput): Promise<Order> {
    if (ctx.checkout?.customerId !== input.customerId && !ctx.user) throw forbidden(NOT_YOUR_CHECKOUT);
    const [customerAnswer, existingAnswer, deliveryAnswer, productsAnswer] = await Promise.allSettled([
      this.client.request(GetCustomer, { id: input.customerId }, ctx),
      this.orders.findOneBy({ quoteNumber: input.quoteNumber }),
      this.delivery.checkOrderAddress(input.shippingPincode, input.paymentMethod),
      this.client.request(GetProductsByIds, { ids: [...new Set(input.items.map((item) => item.productId))] }, ctx),
    ]);
    if (customerAnswer.status === 'rejected') {
      const error: unknown = customerAnswer.reason;
      throw error instanceof ServiceError && error.status === 404 ? forbidden(NOT_YOUR_CHECKOUT) : error;
    }
    const customer = customerAnswer.value;
    if (!mayOrderFor(ctx, customer)) throw forbidden(NOT_YOUR_CHECKOUT);
    if (existingAnswer.status === 'rejected') throw existingAnswer.reason;
    if (existingAnswer.value) return this.sameOrderAgain(ctx, existingAnswer.value, input);
    // The same PIN code checks as a checkout order's (issue 22).
    if (deliveryAnswer.status === 'rejected') throw deliveryAnswer.reason;
    if (productsAnswer.status === 'rejected') throw productsAnswer.reason;
    const products = new Map(productsAnswer.value.map((product) => [product.id, product]));
    for (const item of input.items) {
      const product = products.get(item.productId);
      if (!product) throw badRequest(`"${item.productTitle}" is no longer available`);
      if (!product.inStock) throw badRequest(`"${product.title}" is out of stock`);
    }
    const items: OrderItem[] = input.items.map((item) => ({
      productId: item.productId,
      productTitle: item.productTitle,
      quantity: item.quantity,
      size: item.size,
      medium: item.medium,
      framing: item.framing,
      unitPrice: item.unitPrice,
      totalPrice: item.unitPrice * item.quantity,
      internalImageName: products.get(item.productId)!.internalImageName,
    }));
    const priceSummary = quotedSummary(items);
    const placement = input.paymentMethod === 'cod' ? PLACEMENTS.direct.cod : PLACEMENTS.throughPaymentGateway;
    const order = this.orders.create({
      customerId: customer.id,
      customerEmail: customer.email,
      customerName: `${customer.firstName} ${customer.lastName}`.trim(),
      customerPhone: customer.phone,
      orderNumber: quoteOrderNumber(input.quoteNumber),
      status: placement.status,
      paymentStatus: placement.paymentStatus,
      paymentMethod: input.paymentMethod,
      shippingAddress: input.shippingAddress,
      shippingCity: input.shippingCity,
      shippingState: input.shippingState,
      shippingPincode: input.shippingPincode,
      shippingCountry: 'India',
      notes: input.notes ?? null,
      checkoutReference: ctx.checkout?.customerId === customer.id ? ctx.checkout.id : null,
      items,
      priceSummary,
      totalAmount: priceSummary.total,
      quoteNumber: input.quoteNumber,
      designerId: input.designerId,
      promisedDeliveryDate: deliveryAnswer.value,
    });
    try {
      await this.outbox.transaction(ctx, async (tx) => {
        await tx.manager.save(order);
        // The back office's timeline names the quote the order came from.
        await recordOrderEvent(tx, order, 'placed', { by: 'shopper' }, `Order placed from quote ${input.quoteNumber}`, {
          paymentMethod: order.paymentMethod,
          total: order.totalAmount,
          quoteNumber: input.quoteNumber,
          designerId: input.designerId,
        });
        if (placement.announced) await tx.emit(OrderPlaced, orderPlacedEvent(order));
      });
    } catch (error) {
      // The same quote ordered concurrently: the other request stored it first.
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION) {
        const stored = await this.orders.findOneByOrFail({ quoteNumber: input.quoteNumber });
        return this.sameOrderAgain(ctx, stored, input);
      }
      throw error;
    }
    return order;
  }

  /** A retry from the browser that ordered the quote answers its order; anyone else is told it is ordered. */
  private sameOrderAgain(ctx: RequestContext, existing: Order, input: QuoteOrderInput): Order {
    if (existing.customerId !== input.customerId || !ownsOrder(ctx, existing)) throw conflict('This quote is ordered already');
    return existing;
  }
}
