import { shopApi } from '../../../lib/api/shop-api';
import type { InitiatePaymentPayload, OrderPayload, ShippingDetails } from '../model/order-payload';

/** The stored order, as far as checkout reads it. */
export interface PlacedOrder {
  orderNumber: string;
  totalAmount: number;
  status: string;
  paymentStatus: string;
}

export type InitiatePaymentAnswer = { success: true; redirectUrl: string; orderNumber: string } | { success: false; error: string };

export type PaymentStatus = 'pending' | 'processing' | 'paid' | 'failed';

/** What the server learned from PhonePe about an order's payment. */
export interface PaymentConfirmation {
  orderNumber: string;
  paymentStatus: PaymentStatus;
}

export const checkoutApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    createCustomer: build.mutation<{ id: number }, ShippingDetails>({
      query: (customer) => ({ url: 'customers', method: 'POST', body: customer }),
    }),
    placeOrder: build.mutation<PlacedOrder, OrderPayload>({
      query: (order) => ({ url: 'orders', method: 'POST', body: order }),
      invalidatesTags: [{ type: 'Order', id: 'LIST' }],
    }),
    initiatePayment: build.mutation<InitiatePaymentAnswer, InitiatePaymentPayload>({
      query: (payment) => ({ url: 'payments/phonepe/initiate', method: 'POST', body: payment }),
    }),
    // A query although it is a POST: it only records what PhonePe has already decided, so asking
    // again is harmless, and as a query it is asked once however often the page renders, and can poll.
    confirmPayment: build.query<PaymentConfirmation, string>({
      query: (orderNumber) => ({ url: 'payments/phonepe/confirm', method: 'POST', body: { orderNumber } }),
      // The state moves on at PhonePe: every visit asks again.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useCreateCustomerMutation, usePlaceOrderMutation, useInitiatePaymentMutation, useConfirmPaymentQuery } = checkoutApi;
