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
}
