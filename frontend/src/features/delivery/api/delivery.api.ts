import type { deliveryApi, ResponseOf } from '@shop/contracts';
import { shopApi } from '../../../lib/api/shop-api';

export type DeliveryPromise = ResponseOf<typeof deliveryApi.deliveryPromise>;

export const deliveryPromiseApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    // `GET /api/delivery-promise?pincode=…`: the day an order placed now reaches the PIN code.
    deliveryPromise: build.query<DeliveryPromise, string>({
      query: (pincode) => ({ url: 'delivery-promise', params: { pincode } }),
      // The promise moves on with the clock: a later check asks again.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyDeliveryPromiseQuery } = deliveryPromiseApi;
