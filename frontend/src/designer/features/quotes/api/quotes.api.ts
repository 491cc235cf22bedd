import type { ApiQuote, BodyOf, designerPortalApi } from '@shop/contracts';
import type { QuoteStatus } from '@shop/contracts/src/trade/trade-constants';
import { designerApi } from '../../../lib/designer-api';

const QUOTE_LIST_TAG = { type: 'DesignerQuote' as const, id: 'LIST' };

type QuoteFields = BodyOf<typeof designerPortalApi.createQuote>;

/**
 * The designer's quotes. Every price in an answer is the server's (the shop's price rule less the
 * designer's tier); the browser sends what to quote, never at what price. Each step answers the
 * quote as it is now, which replaces the cached copy at once.
 */
export const quotesApi = designerApi.injectEndpoints({
  endpoints: (build) => ({
    designerQuotes: build.query<ApiQuote[], { status?: QuoteStatus; projectId?: number }>({
      query: (params) => ({ url: 'designer/quotes', params }),
      providesTags: [QUOTE_LIST_TAG],
      // Clients answer and orders arrive meanwhile: each visit reads again.
      keepUnusedDataFor: 0,
    }),
    designerQuote: build.query<ApiQuote, number>({
      query: (id) => `designer/quotes/${id}`,
      providesTags: (_quote, _error, id) => [{ type: 'DesignerQuote', id }],
      // Clients answer and orders arrive meanwhile: each visit reads again.
      keepUnusedDataFor: 0,
    }),
    designerCreateQuote: build.mutation<ApiQuote, QuoteFields>({
      query: (fields) => ({ url: 'designer/quotes', method: 'POST', body: fields }),
      invalidatesTags: [QUOTE_LIST_TAG, 'DesignerDashboard', 'DesignerProject'],
    }),
    designerUpdateQuote: build.mutation<ApiQuote, { id: number } & BodyOf<typeof designerPortalApi.updateQuote>>({
      query: ({ id, ...body }) => ({ url: `designer/quotes/${id}`, method: 'PUT', body }),
      invalidatesTags: [QUOTE_LIST_TAG, 'DesignerDashboard'],
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(quotesApi.util.upsertQueryEntries([{ endpointName: 'designerQuote', arg: id, value: data }]));
      },
    }),
    /** Sends, withdraws or revises a quote; a revision answers the new draft. */
    designerQuoteStep: build.mutation<ApiQuote, { id: number; step: 'send' | 'withdraw' } & BodyOf<typeof designerPortalApi.sendQuote> | { id: number; step: 'revise' }>({
      query: ({ id, step, ...body }) => ({ url: `designer/quotes/${id}/${step}`, method: 'POST', body: step === 'revise' ? undefined : body }),
      invalidatesTags: (_quote, _error, { id }) => [QUOTE_LIST_TAG, 'DesignerDashboard', 'DesignerProject', { type: 'DesignerQuote', id }],
    }),
  }),
});

export const { useDesignerQuotesQuery, useDesignerQuoteQuery, useDesignerCreateQuoteMutation, useDesignerUpdateQuoteMutation, useDesignerQuoteStepMutation } = quotesApi;

/** Where the quote's PDF downloads (the same document the client is emailed); the browser sends the designer session with it. */
export const quotePdfHref = (id: number) => `/api/designer/quotes/${id}/pdf`;
