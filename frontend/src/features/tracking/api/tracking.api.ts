import type { PriceSummary } from '../../../lib/api/price-summary';
import { shopApi } from '../../../lib/api/shop-api';

/** An order line as tracking shows it (spec section 3); rupees. */
export interface TrackedOrderItem {
  productTitle: string;
  quantity: number;
  size: string;
  medium: string;
  framing: string;
  unitPrice: number;
  /** The line's total; older orders may not carry it. */
  totalPrice?: number;
}

/** `GET /api/orders/track/{orderNumber}?email=…` (spec section 3, order as read by tracking). */
export interface TrackedOrder {
  orderNumber: string;
  customerId: number;
  customerEmail: string;
  status: string;
  paymentStatus: string;
  paymentMethod: string;
  orderDate: string;
  items: TrackedOrderItem[];
  shippingAddress: string;
  shippingCity: string;
  shippingState: string;
  shippingPincode: string;
  shippingCountry: string;
  totalAmount: number;
  /** Optional by the spec: tracking then shows its fallback figures. */
  priceSummary?: PriceSummary | null;
  /** The five tracking steps, read by the server from the order's lifecycle. */
  progress: Array<{ label: 'Order Placed' | 'Payment Confirmed' | 'Processing' | 'Shipped' | 'Delivered'; done: boolean }>;
}

export interface TrackOrderRequest {
  orderNumber: string;
  email: string;
}

export const trackingApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    // The server checks the email (DESIGN.md): a wrong one answers exactly like an unknown order.
    trackOrder: build.query<TrackedOrder, TrackOrderRequest>({
      query: ({ orderNumber, email }) => ({ url: `orders/track/${encodeURIComponent(orderNumber)}`, params: { email } }),
      // An order moves on (paid, shipped): each lookup asks the server.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyTrackOrderQuery } = trackingApi;
