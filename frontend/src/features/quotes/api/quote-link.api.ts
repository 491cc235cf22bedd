import type { ApiClientQuote, BodyOf, customersApi, quoteLinkApi, ResponseOf } from '@shop/contracts';
import { shopApi } from '../../../lib/api/shop-api';

/**
 * A designer's quote through its private link: the token is the only key, so nothing here needs an
 * account. Ordering takes the checkout's customer first (POST /api/customers sets the checkout
 * cookie that names them), as the cart's checkout does.
 */
export const quoteLinkEndpoints = shopApi.injectEndpoints({
  endpoints: (build) => ({
    getClientQuote: build.query<ApiClientQuote, string>({
      query: (token) => `quotes/${encodeURIComponent(token)}`,
      // The designer may withdraw it, and it expires: every visit reads it again.
      keepUnusedDataFor: 0,
    }),
    respondToQuote: build.mutation<ApiClientQuote, { token: string } & BodyOf<typeof quoteLinkApi.respond>>({
      query: ({ token, ...body }) => ({ url: `quotes/${encodeURIComponent(token)}/respond`, method: 'POST', body }),
      async onQueryStarted({ token }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(quoteLinkEndpoints.util.upsertQueryEntries([{ endpointName: 'getClientQuote', arg: token, value: data }]));
      },
    }),
    quoteCustomer: build.mutation<ResponseOf<typeof customersApi.upsertCustomer>, BodyOf<typeof customersApi.upsertCustomer>>({
      query: (customer) => ({ url: 'customers', method: 'POST', body: customer }),
    }),
    orderQuote: build.mutation<ResponseOf<typeof quoteLinkApi.order>, { token: string } & BodyOf<typeof quoteLinkApi.order>>({
      query: ({ token, ...body }) => ({ url: `quotes/${encodeURIComponent(token)}/order`, method: 'POST', body }),
    }),
  }),
});

export const { useGetClientQuoteQuery, useRespondToQuoteMutation, useQuoteCustomerMutation, useOrderQuoteMutation } = quoteLinkEndpoints;
