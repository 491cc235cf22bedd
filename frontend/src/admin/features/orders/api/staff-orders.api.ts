import type {
  adminOrdersApi,
  ApiAdminOrder,
  ApiAdminOrderSummary,
  ApiOrderDashboard,
  ApiOrderTimelineEntry,
  ApiTaxDocument,
  BodyOf,
  OrderAction,
  ResponseOf,
} from '@shop/contracts';
import type { ShopQueryMeta } from '../../../../lib/api/base-query';
import { shopApi } from '../../../../lib/api/shop-api';
import { totalCountOf } from '../../../lib/total-count';
import type { OrderListQuery } from '../model/order-filters';

/** Where each action is posted, below `/api/admin/orders/{orderNumber}/` (adminOrdersApi). */
const ACTION_PATHS: Record<OrderAction, string> = {
  confirm: 'confirm',
  'start-processing': 'start-processing',
  ship: 'ship',
  deliver: 'deliver',
  cancel: 'cancel',
  'record-cash': 'cash-collected',
  'refund-phonepe': 'refunds/phonepe',
  'record-cod-refund': 'refunds/cash',
};

/** What each action sends besides the version: the ship form's carrier, a cancel's reason, a refund's amount. */
export type ActionDetails =
  | { action: 'confirm' | 'start-processing' | 'deliver' | 'record-cash' }
  | ({ action: 'ship' } & Omit<BodyOf<typeof adminOrdersApi.shipOrder>, 'version'>)
  | ({ action: 'cancel' } & Omit<BodyOf<typeof adminOrdersApi.cancelOrder>, 'version'>)
  | ({ action: 'refund-phonepe' } & Omit<BodyOf<typeof adminOrdersApi.refundPhonePe>, 'version'>)
  | ({ action: 'record-cod-refund' } & Omit<BodyOf<typeof adminOrdersApi.recordCodRefund>, 'version'>);

export interface OrderActionRequest {
  orderNumber: string;
  /** The version the staff member saw: someone else's change since answers 409. */
  version: number;
  details: ActionDetails;
}

export interface StaffOrderPage {
  orders: ApiAdminOrderSummary[];
  total: number;
}

const orderTag = (orderNumber: string) => ({ type: 'StaffOrder' as const, id: orderNumber });
const LIST = { type: 'StaffOrder' as const, id: 'LIST' };

/**
 * The back office's orders. Reads always ask the server again when a page mounts: several staff
 * work on the same orders. Every change refreshes the list and the dashboard.
 */
export const staffOrdersApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    getOrderDashboard: build.query<ApiOrderDashboard, void>({
      query: () => 'admin/orders/dashboard',
      keepUnusedDataFor: 0,
      providesTags: [LIST],
    }),
    listStaffOrders: build.query<StaffOrderPage, OrderListQuery>({
      query: (params) => ({ url: 'admin/orders', params }),
      transformResponse: (orders: ApiAdminOrderSummary[], meta: ShopQueryMeta | undefined) => ({ orders, total: totalCountOf(meta, orders.length) }),
      keepUnusedDataFor: 0,
      providesTags: (page) => [LIST, ...(page?.orders ?? []).map((order) => orderTag(order.orderNumber))],
    }),
    /**
     * `GET /api/admin/orders/{orderNumber}/tax-documents`. Asked again for each version of the
     * order: confirming issues the invoice, a cancellation or refund a credit note.
     */
    getStaffTaxDocuments: build.query<ApiTaxDocument[], { orderNumber: string; version: number }>({
      query: ({ orderNumber }) => `admin/orders/${encodeURIComponent(orderNumber)}/tax-documents`,
      keepUnusedDataFor: 0,
    }),
    getStaffOrder: build.query<ApiAdminOrder, string>({
      query: (orderNumber) => `admin/orders/${encodeURIComponent(orderNumber)}`,
      keepUnusedDataFor: 0,
      providesTags: (_order, _error, orderNumber) => [orderTag(orderNumber)],
    }),
    actOnOrder: build.mutation<ApiAdminOrder, OrderActionRequest>({
      query: ({ orderNumber, version, details: { action, ...fields } }) => ({
        url: `admin/orders/${encodeURIComponent(orderNumber)}/${ACTION_PATHS[action]}`,
        method: 'POST',
        body: { version, ...fields },
      }),
      // The answer is the order as it is now: shown at once, without asking again.
      async onQueryStarted({ orderNumber }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(staffOrdersApi.util.upsertQueryEntries([{ endpointName: 'getStaffOrder', arg: orderNumber, value: data }]));
      },
      invalidatesTags: (_order, error) => (error ? [] : [LIST]),
    }),
    addOrderNote: build.mutation<ApiOrderTimelineEntry, { orderNumber: string; text: string }>({
      query: ({ orderNumber, text }) => ({
        url: `admin/orders/${encodeURIComponent(orderNumber)}/notes`,
        method: 'POST',
        body: { text } satisfies BodyOf<typeof adminOrdersApi.addNote>,
      }),
      invalidatesTags: (_entry, error, { orderNumber }) => (error ? [] : [orderTag(orderNumber)]),
    }),
    bulkConfirmOrders: build.mutation<ResponseOf<typeof adminOrdersApi.bulkConfirm>, BodyOf<typeof adminOrdersApi.bulkConfirm>>({
      query: (body) => ({ url: 'admin/orders/bulk/confirm', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    bulkShipOrders: build.mutation<ResponseOf<typeof adminOrdersApi.bulkShip>, BodyOf<typeof adminOrdersApi.bulkShip>>({
      query: (body) => ({ url: 'admin/orders/bulk/ship', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    importShipments: build.mutation<ResponseOf<typeof adminOrdersApi.importShipments>, string>({
      query: (csv) => ({ url: 'admin/orders/shipments/import', method: 'POST', body: { csv } satisfies BodyOf<typeof adminOrdersApi.importShipments> }),
      invalidatesTags: (result) => (result?.applied ? [LIST] : []),
    }),
  }),
});

export const {
  useGetOrderDashboardQuery,
  useListStaffOrdersQuery,
  useGetStaffOrderQuery,
  useGetStaffTaxDocumentsQuery,
  useActOnOrderMutation,
  useAddOrderNoteMutation,
  useBulkConfirmOrdersMutation,
  useBulkShipOrdersMutation,
  useImportShipmentsMutation,
} = staffOrdersApi;

/** The CSV export of the orders these filters select (a plain link: the browser downloads the stream). */
export function exportHref(filters: URLSearchParams): string {
  const query = filters.toString();
  return query ? `/api/admin/orders/export?${query}` : '/api/admin/orders/export';
}

export function packingSlipHref(orderNumber: string): string {
  return `/api/admin/orders/${encodeURIComponent(orderNumber)}/packing-slip`;
}

/** An invoice or credit note's PDF, as it was rendered when issued. */
export function taxDocumentHref(orderNumber: string, slug: string): string {
  return `/api/admin/orders/${encodeURIComponent(orderNumber)}/tax-documents/${encodeURIComponent(slug)}`;
}

/** The month's GST report for the accountant: every document, or the totals by place of supply and rate. */
export function gstReportHref(month: string, view: 'documents' | 'summary'): string {
  return `/api/admin/gst-report?${new URLSearchParams({ month, view })}`;
}
