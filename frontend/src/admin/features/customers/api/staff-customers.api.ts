import type { ApiStaffCustomer, ApiStaffCustomerDetail, CustomerListQuery } from '@shop/contracts';
import type { ShopQueryMeta } from '../../../../lib/api/base-query';
import { shopApi } from '../../../../lib/api/shop-api';
import { totalCountOf } from '../../../lib/total-count';

export interface StaffCustomerPage {
  customers: ApiStaffCustomer[];
  total: number;
}

/**
 * The back office's customers ('customers.read'). Their totals change with every order anyone
 * places, so each visit asks the server again.
 */
export const staffCustomersApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    listStaffCustomers: build.query<StaffCustomerPage, CustomerListQuery>({
      query: (params) => ({ url: 'admin/customers', params }),
      transformResponse: (customers: ApiStaffCustomer[], meta: ShopQueryMeta | undefined) => ({ customers, total: totalCountOf(meta, customers.length) }),
      keepUnusedDataFor: 0,
      providesTags: [{ type: 'StaffCustomer', id: 'LIST' }],
    }),
    getStaffCustomer: build.query<ApiStaffCustomerDetail, number>({
      query: (id) => `admin/customers/${id}`,
      keepUnusedDataFor: 0,
      providesTags: (_customer, _error, id) => [{ type: 'StaffCustomer', id }],
    }),
  }),
});

export const { useListStaffCustomersQuery, useGetStaffCustomerQuery } = staffCustomersApi;
