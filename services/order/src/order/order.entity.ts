import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { CartSummary, OrderItem, OrderStatus, Paise, PaymentMethod, PaymentStatus } from '@shop/contracts';

/** Postgres answers bigint as text; paise stay far below 2^53. */
const paise = { to: (value: Paise) => value, from: (value: string) => Number(value) };

@Entity('orders')
export class Order {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('int', { name: 'customer_id' })
  customerId!: number;

  /** The customer's email when the order was placed: tracking checks it without asking customer. */
  @Column('text', { name: 'customer_email' })
  customerEmail!: string;

  @Column('text', { name: 'order_number', unique: true })
  orderNumber!: string;

  @CreateDateColumn({ name: 'order_date', type: 'timestamptz' })
  orderDate!: Date;

  /** Changed only through the lifecycle (order/lifecycle). */
  @Column('text', { default: 'pending' })
  status!: OrderStatus;

  @Column('bigint', { name: 'total_paise', transformer: paise })
  totalAmount!: Paise;

  @Column('text', { name: 'shipping_address' })
  shippingAddress!: string;

  @Column('text', { name: 'shipping_city' })
  shippingCity!: string;

  @Column('text', { name: 'shipping_state' })
  shippingState!: string;

  @Column('text', { name: 'shipping_pincode' })
  shippingPincode!: string;

  @Column('text', { name: 'shipping_country', default: 'India' })
  shippingCountry!: string;

  /** Changed only through the lifecycle (order/lifecycle). */
  @Column('text', { name: 'payment_status', default: 'pending' })
  paymentStatus!: PaymentStatus;

  @Column('text', { name: 'payment_method', default: 'cod' })
  paymentMethod!: PaymentMethod;

  @Column('text', { nullable: true })
  notes!: string | null;

  /** Unit and line prices in paise. */
  @Column('jsonb')
  items!: OrderItem[];

  /** Amounts in paise. */
  @Column('jsonb', { name: 'price_summary' })
  priceSummary!: CartSummary;

  @Column('text', { name: 'tracking_number', nullable: true })
  trackingNumber!: string | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  /** PhonePe's order id of a gateway payment. */
  @Column('text', { name: 'payment_reference', nullable: true })
  paymentReference!: string | null;

  /** When reconciliation next asks PhonePe about a pending gateway payment; null when nothing is due. */
  @Column('timestamptz', { name: 'payment_next_check_at', nullable: true })
  paymentNextCheckAt!: Date | null;

  /** The checkout (the id in the browser's checkout credential) that placed the order; never shown. */
  @Column('text', { name: 'checkout_reference', nullable: true })
  checkoutReference!: string | null;

  /**
   * Bumped by every change through the lifecycle: a staff action names the version its staff
   * member saw, and a stale one is refused (optimistic concurrency).
   */
  @Column('int', { default: 1 })
  version!: number;

  /** The shopper's name and phone as the customer had them at placing (null on orders from before). */
  @Column('text', { name: 'customer_name', nullable: true })
  customerName!: string | null;

  @Column('text', { name: 'customer_phone', nullable: true })
  customerPhone!: string | null;

  @Column('text', { nullable: true })
  carrier!: string | null;

  @Column('text', { name: 'tracking_url', nullable: true })
  trackingUrl!: string | null;

  @Column('timestamptz', { name: 'shipped_at', nullable: true })
  shippedAt!: Date | null;

  @Column('timestamptz', { name: 'delivered_at', nullable: true })
  deliveredAt!: Date | null;

  @Column('timestamptz', { name: 'cancelled_at', nullable: true })
  cancelledAt!: Date | null;

  @Column('text', { name: 'cancel_reason', nullable: true })
  cancelReason!: string | null;

  /** What the courier collected for a cash-on-delivery order. */
  @Column('bigint', { name: 'cash_collected_paise', nullable: true, transformer: { to: (v: Paise | null) => v, from: (v: string | null) => (v === null ? null : Number(v)) } })
  cashCollectedAmount!: Paise | null;

  /** Everything given back so far, never more than the total. */
  @Column('bigint', { name: 'refunded_paise', default: 0, transformer: paise })
  refundedAmount!: Paise;

  /** The designer's quote this order was placed from (issue 20), null for a shop order. */
  @Column('text', { name: 'quote_number', nullable: true, unique: true })
  quoteNumber!: string | null;

  @Column('int', { name: 'designer_id', nullable: true })
  designerId!: number | null;

  /** The India day (YYYY-MM-DD) the order was promised by when placed (issue 22); null on orders from before. */
  @Column('date', { name: 'promised_delivery_date', nullable: true })
  promisedDeliveryDate!: string | null;
}
