import { z } from 'zod';
import { cartSummarySchema, MAX_CART_LINES, MAX_LINE_QUANTITY, sizeSchema } from '../pricing';
import { customerIdSchema, emailSchema } from '../customer';
import { paiseSchema } from '../money';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from './back-office-constants';

// The statuses and methods themselves are in back-office-constants.ts, which the admin SPA may import.
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export const paymentMethodSchema = z.enum(PAYMENT_METHODS, { error: 'Payment method required' });
export type OrderStatus = z.infer<typeof orderStatusSchema>;
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** `ORD-` and then digits, letters or hyphens: the browser makes them (spec section 9). */
export const orderNumberSchema = z
  .string({ error: 'Order number is required' })
  .trim()
  .toUpperCase()
  .min(1, 'Order number is required')
  .regex(/^ORD-[A-Z0-9-]{4,60}$/, 'Order number must look like ORD-123456');

const text = (max: number) => z.string().trim().max(max, 'is too long');

/** A line as the browser sends it: only what identifies the configuration counts. */
export const orderItemInputSchema = z.object({
  productId: z.number({ error: 'must be a number' }).int().positive(),
  productTitle: text(200).min(1, 'is required'),
  quantity: z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(MAX_LINE_QUANTITY, `must be at most ${MAX_LINE_QUANTITY}`),
  size: sizeSchema,
  medium: text(100).min(1, 'is required'),
  framing: text(100).min(1, 'is required'),
  // What the browser believed, in rupees; never charged.
  unitPrice: z.number().optional(),
  totalPrice: z.number().optional(),
  internalImageName: text(300).optional(),
});

/** A line as stored: unit and total prices (paise) recomputed by pricing. */
export const orderItemSchema = z.object({
  productId: z.number().int().positive(),
  productTitle: z.string(),
  quantity: z.number().int(),
  size: z.string(),
  medium: z.string(),
  framing: z.string(),
  unitPrice: paiseSchema,
  totalPrice: paiseSchema,
  internalImageName: z.string(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const shippingAddressSchema = z.object({
  shippingAddress: text(500).min(1, 'Address is required'),
  shippingCity: text(100).min(1, 'City is required'),
  shippingState: text(100).min(1, 'State is required'),
  shippingPincode: z.string().trim().regex(/^[0-9]{6}$/, 'Please enter a valid 6-digit PIN code'),
  shippingCountry: z.literal('India', { error: 'Delivery is only within India' }).default('India'),
});

/** The spec's order payload. status, paymentStatus, totalAmount and priceSummary are accepted and ignored. */
export const orderInputSchema = shippingAddressSchema.extend({
  customerId: customerIdSchema,
  orderNumber: orderNumberSchema,
  paymentMethod: paymentMethodSchema.default('cod'),
  notes: text(1000).optional().nullable(),
  items: z
    .array(orderItemInputSchema.strip(), { error: 'must be a list' })
    .min(1, 'must not be empty')
    .max(MAX_CART_LINES, `must have at most ${MAX_CART_LINES} lines`),
  status: z.unknown().optional(),
  paymentStatus: z.unknown().optional(),
  totalAmount: z.unknown().optional(),
  priceSummary: z.unknown().optional(),
});
export type OrderInput = z.input<typeof orderInputSchema>;

export const orderSchema = z.object({
  id: z.number().int().positive(),
  orderNumber: z.string(),
  customerId: z.number().int().positive(),
  customerEmail: z.string(),
  orderDate: z.string(),
  updatedAt: z.string(),
  status: orderStatusSchema,
  paymentStatus: paymentStatusSchema,
  paymentMethod: paymentMethodSchema,
  totalAmount: paiseSchema,
  shippingAddress: z.string(),
  shippingCity: z.string(),
  shippingState: z.string(),
  shippingPincode: z.string(),
  shippingCountry: z.string(),
  notes: z.string().nullable(),
  items: z.array(orderItemSchema),
  priceSummary: cartSummarySchema,
  trackingNumber: z.string().nullable(),
  /** Who carries a shipped order, and the carrier's tracking page (optional: added after the first release, so an older answer still reads). */
  carrier: z.string().nullable().optional(),
  trackingUrl: z.string().nullable().optional(),
  /** The India day the order was promised by when placed (YYYY-MM-DD, issue 22); null on orders placed before promises. */
  promisedDeliveryDate: z.string().nullable().optional(),
  /** The tracking page's five steps (spec section 9), read from the order's lifecycle. */
  progress: z.array(z.object({ label: z.enum(['Order Placed', 'Payment Confirmed', 'Processing', 'Shipped', 'Delivered']), done: z.boolean() })),
});
export type Order = z.infer<typeof orderSchema>;

export const trackOrderRequestSchema = z.object({ orderNumber: orderNumberSchema, email: emailSchema });
