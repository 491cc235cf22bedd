import type { ApiOrder, BodyOf, customersApi, deliveryApi, ordersApi, paymentsApi, ResponseOf } from '@shop/contracts';
import { shopApi } from '../../../lib/api/shop-api';

export const checkoutApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    createCustomer: build.mutation<ResponseOf<typeof customersApi.upsertCustomer>, BodyOf<typeof customersApi.upsertCustomer>>({
      query: (customer) => ({ url: 'customers', method: 'POST', body: customer }),
    }),
    placeOrder: build.mutation<ApiOrder, BodyOf<typeof ordersApi.placeOrder>>({
      query: (order) => ({ url: 'orders', method: 'POST', body: order }),
      invalidatesTags: [{ type: 'Order', id: 'LIST' }],
    }),
    initiatePayment: build.mutation<ResponseOf<typeof paymentsApi.initiatePayment>, BodyOf<typeof paymentsApi.initiatePayment>>({
      query: (payment) => ({ url: 'payments/phonepe/initiate', method: 'POST', body: payment }),
    }),
    // A query although it is a POST: it only records what PhonePe has already decided, so asking
    // again is harmless, and as a query it is asked once however often the page renders, and can poll.
    confirmPayment: build.query<ResponseOf<typeof paymentsApi.confirmPayment>, string>({
      query: (orderNumber) => ({ url: 'payments/phonepe/confirm', method: 'POST', body: { orderNumber } }),
      // The state moves on at PhonePe: every visit asks again.
      keepUnusedDataFor: 0,
    }),
    // `GET /api/pincodes/{pincode}`: the city and state the address fills in (issue 22).
    lookupPincode: build.query<ResponseOf<typeof deliveryApi.lookupPincode>, string>({
      query: (pincode) => `pincodes/${encodeURIComponent(pincode)}`,
    }),
  }),
});

export const { useCreateCustomerMutation, usePlaceOrderMutation, useInitiatePaymentMutation, useConfirmPaymentQuery, useLookupPincodeQuery } = checkoutApi;
