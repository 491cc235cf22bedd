import type { ApiCartSummary } from '@shop/contracts';
import { toPaise } from '../../../lib/money';
import type { CheckoutFormValues, Country, GatewayPaymentMethod } from './checkout-form';

/** A cart line as checkout receives it from the cart (spec section 3, with its artwork's title). */
export interface CheckoutLine {
  productId: number;
  productTitle: string;
  internalImageName: string;
  quantity: number;
  size: string;
  medium: string;
  framing: string;
  /** Rupees for one print of this configuration, as last priced in the browser. */
  totalPrice: number;
}

/** What checkout needs of the cart. */
export interface CheckoutCart {
  lines: readonly CheckoutLine[];
  summary: ApiCartSummary;
}

/** The customer creation payload (spec section 3). */
export interface ShippingDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  country: Country;
}

/** An order line as checkout sends it (spec section 3). The server re-prices it; these prices are never charged. */
export interface OrderItemPayload {
  productId: number;
  productTitle: string;
  quantity: number;
  size: string;
  medium: string;
  framing: string;
  unitPrice: number;
  totalPrice: number;
  internalImageName: string;
}

interface ShippingAddress {
  shippingAddress: string;
  shippingCity: string;
  shippingState: string;
  shippingPincode: string;
  shippingCountry: Country;
}

/** The order payload of `POST /api/orders` (spec section 3). */
export interface OrderPayload extends ShippingAddress {
  customerId: number;
  orderNumber: string;
  status: 'pending';
  totalAmount: number;
  paymentStatus: 'pending';
  paymentMethod: 'cod';
  notes: string | null;
  items: OrderItemPayload[];
  priceSummary: ApiCartSummary;
}

/** `POST /api/payments/phonepe/initiate`: the spec's fields plus the order the server stores first. */
export interface InitiatePaymentPayload extends ShippingAddress {
  orderId: string;
  amount: number;
  customerEmail: string;
  customerPhone: string;
  paymentMethod: GatewayPaymentMethod;
  customerId: number;
  notes: string | null;
  items: OrderItemPayload[];
}

/**
 * The temporary order record kept under 'tempOrderData' while the shopper is at the gateway
 * (spec section 3): the order payload without status, paymentStatus and notes.
 */
export interface TempOrderData extends ShippingAddress {
  customerId: number;
  orderNumber: string;
  totalAmount: number;
  paymentMethod: GatewayPaymentMethod;
  items: OrderItemPayload[];
  priceSummary: ApiCartSummary;
}

/** A whole number from 0 up to (not including) `below`, from the browser's cryptographic source. */
export function secureRandomBelow(below: number): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] % below;
}

/** Cash on delivery's order number: ORD- and six random digits (spec section 9). */
export function codOrderNumber(randomBelow: (below: number) => number = secureRandomBelow): string {
  return `ORD-${String(randomBelow(1_000_000)).padStart(6, '0')}`;
}

/** The gateway's order id: ORD-, the time and a random suffix (spec section 9), in the server's upper case. */
export function gatewayOrderId(now: number = Date.now(), randomBelow: (below: number) => number = secureRandomBelow): string {
  const suffix = randomBelow(36 ** 6).toString(36).toUpperCase().padStart(6, '0');
  return `ORD-${now}-${suffix}`;
}

/** The customer as the form describes them, without stray spaces. */
export function shippingDetails(values: CheckoutFormValues): ShippingDetails {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    address: values.address.trim(),
    city: values.city.trim(),
    state: values.state.trim(),
    pincode: values.pincode.trim(),
    country: values.country,
  };
}

function shippingAddress(values: CheckoutFormValues): ShippingAddress {
  const details = shippingDetails(values);
  return {
    shippingAddress: details.address,
    shippingCity: details.city,
    shippingState: details.state,
    shippingPincode: details.pincode,
    shippingCountry: details.country,
  };
}

/** Delivery instructions are optional: blank means none. */
function notesOf(values: CheckoutFormValues): string | null {
  const notes = values.notes.trim();
  return notes === '' ? null : notes;
}

/** The order lines: one print's price and that times the quantity, to the paisa. */
export function orderItems(lines: readonly CheckoutLine[]): OrderItemPayload[] {
  return lines.map((line) => ({
    productId: line.productId,
    productTitle: line.productTitle,
    quantity: line.quantity,
    size: line.size,
    medium: line.medium,
    framing: line.framing,
    unitPrice: line.totalPrice,
    totalPrice: (toPaise(line.totalPrice) * line.quantity) / 100,
    internalImageName: line.internalImageName,
  }));
}

/** The initiate call's amount: the rounded sum of totalPrice × quantity (spec section 7). The server charges its own total. */
export function gatewayAmount(lines: readonly CheckoutLine[]): number {
  return Math.round(lines.reduce((sum, line) => sum + toPaise(line.totalPrice) * line.quantity, 0) / 100);
}

/** A cash-on-delivery order: pending, payment pending (spec section 4). */
export function codOrderPayload(customerId: number, orderNumber: string, values: CheckoutFormValues, cart: CheckoutCart): OrderPayload {
  return {
    customerId,
    orderNumber,
    status: 'pending',
    totalAmount: cart.summary.total,
    ...shippingAddress(values),
    paymentStatus: 'pending',
    paymentMethod: 'cod',
    notes: notesOf(values),
    items: orderItems(cart.lines),
    priceSummary: cart.summary,
  };
}

export function initiatePaymentPayload(
  customerId: number,
  orderId: string,
  paymentMethod: GatewayPaymentMethod,
  values: CheckoutFormValues,
  cart: CheckoutCart,
): InitiatePaymentPayload {
  const details = shippingDetails(values);
  return {
    orderId,
    amount: gatewayAmount(cart.lines),
    customerEmail: details.email,
    customerPhone: details.phone,
    paymentMethod,
    customerId,
    ...shippingAddress(values),
    notes: notesOf(values),
    items: orderItems(cart.lines),
  };
}

export function tempOrderRecord(
  customerId: number,
  orderNumber: string,
  paymentMethod: GatewayPaymentMethod,
  values: CheckoutFormValues,
  cart: CheckoutCart,
): TempOrderData {
  return {
    customerId,
    orderNumber,
    totalAmount: cart.summary.total,
    ...shippingAddress(values),
    paymentMethod,
    items: orderItems(cart.lines),
    priceSummary: cart.summary,
  };
}
