import type { ApiCartSummary, ApiOrder, ApiTaxDocument, ordersApi, ParamsOf, QueryOf } from '@shop/contracts';
import { shopApi } from '../../../lib/api/shop-api';

type OrderLine = ApiOrder['items'][number];

/** An order line as tracking shows it (spec section 3); an older order's line may lack its total. */
export type TrackedOrderItem = Pick<OrderLine, 'productTitle' | 'quantity' | 'size' | 'medium' | 'framing' | 'unitPrice'> &
  Partial<Pick<OrderLine, 'totalPrice'>>;

/**
 * What tracking reads of an order (spec section 3). The price summary is optional by the spec: an
 * order without one shows tracking's fallback figures.
 */
export type TrackedOrder = Pick<
  ApiOrder,
  | 'orderNumber'
  | 'customerId'
  | 'customerEmail'
  | 'status'
  | 'paymentStatus'
  | 'paymentMethod'
  | 'orderDate'
  | 'shippingAddress'
  | 'shippingCity'
  | 'shippingState'
  | 'shippingPincode'
  | 'shippingCountry'
  | 'totalAmount'
  | 'progress'
> & {
  items: TrackedOrderItem[];
  priceSummary?: ApiCartSummary | null;
  /** The carrier's number once the shop has shipped the order (the back office, issue 17). */
  trackingNumber?: ApiOrder['trackingNumber'];
  /** The day the order was promised by when placed (issue 22); absent on orders from before. */
  promisedDeliveryDate?: ApiOrder['promisedDeliveryDate'];
};

/** The order number of the path and the email of the query of `GET /api/orders/track/{orderNumber}`. */
export type TrackOrderRequest = ParamsOf<typeof ordersApi.trackOrder> & QueryOf<typeof ordersApi.trackOrder>;

export const trackingApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    // `GET /api/orders/track/{orderNumber}?email=…`. The server checks the email (DESIGN.md): a wrong
    // one answers exactly like an unknown order.
    trackOrder: build.query<ApiOrder, TrackOrderRequest>({
      query: ({ orderNumber, email }) => ({ url: `orders/track/${encodeURIComponent(orderNumber)}`, params: { email } }),
      // An order moves on (paid, shipped): each lookup asks the server.
      keepUnusedDataFor: 0,
    }),
    // `GET /api/orders/track/{orderNumber}/tax-documents?email=…`: the order's GST invoice and credit notes, after the same email check.
    trackedTaxDocuments: build.query<ApiTaxDocument[], TrackOrderRequest>({
      query: ({ orderNumber, email }) => ({ url: `orders/track/${encodeURIComponent(orderNumber)}/tax-documents`, params: { email } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyTrackOrderQuery, useTrackedTaxDocumentsQuery } = trackingApi;

/** A document's PDF as the tracking page links it: the browser downloads it with the same email check. */
export function trackedTaxDocumentHref({ orderNumber, email }: TrackOrderRequest, slug: string): string {
  return `/api/orders/track/${encodeURIComponent(orderNumber)}/tax-documents/${encodeURIComponent(slug)}?${new URLSearchParams({ email })}`;
}
