import type { adminProductsApi, ApiProductChanges, ApiProductFields, ApiStaffProduct, ApiStaffProductRow, BodyOf } from '@shop/contracts';
import type { ShopQueryMeta } from '../../../../lib/api/base-query';
import { shopApi } from '../../../../lib/api/shop-api';
import { totalCountOf } from '../../../lib/total-count';
import type { ProductListRequest } from '../model/product-filters';

export interface StaffProductPage {
  products: ApiStaffProductRow[];
  /** Matches over every page; one above the server's cap when it stopped counting. */
  total: number;
}

const productTag = (id: number) => ({ type: 'StaffProduct' as const, id });
const LIST = { type: 'StaffProduct' as const, id: 'LIST' };

/** An action on a product that carries the version the staff member saw: someone else's change since answers 409. */
export interface VersionedProduct {
  id: number;
  version: number;
}

/**
 * The back office's products (adminProductsApi). Reads ask the server again whenever a page
 * mounts: several staff edit the same catalogue. Every answer is the product as it is now.
 */
export const staffProductsApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    listStaffProducts: build.query<StaffProductPage, ProductListRequest>({
      query: (params) => ({ url: 'admin/products', params: { ...params } }),
      transformResponse: (products: ApiStaffProductRow[], meta: ShopQueryMeta | undefined) => ({ products, total: totalCountOf(meta, products.length) }),
      keepUnusedDataFor: 0,
      providesTags: (page) => [LIST, ...(page?.products ?? []).map((product) => productTag(product.id))],
    }),
    getStaffProduct: build.query<ApiStaffProduct, number>({
      query: (id) => `admin/products/${id}`,
      keepUnusedDataFor: 0,
      providesTags: (_product, _error, id) => [productTag(id)],
    }),
    createProduct: build.mutation<ApiStaffProduct, ApiProductFields>({
      query: (body) => ({ url: 'admin/products', method: 'POST', body }),
      invalidatesTags: (_product, error) => (error ? [] : [LIST]),
    }),
    updateProduct: build.mutation<ApiStaffProduct, { id: number; changes: ApiProductChanges }>({
      query: ({ id, changes }) => ({ url: `admin/products/${id}`, method: 'PATCH', body: changes }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(staffProductsApi.util.upsertQueryEntries([{ endpointName: 'getStaffProduct', arg: id, value: data }]));
      },
      invalidatesTags: (_product, error) => (error ? [] : [LIST]),
    }),
    duplicateProduct: build.mutation<ApiStaffProduct, { id: number } & BodyOf<typeof adminProductsApi.duplicateProduct>>({
      query: ({ id, ...body }) => ({ url: `admin/products/${id}/duplicate`, method: 'POST', body }),
      invalidatesTags: (_product, error) => (error ? [] : [LIST]),
    }),
    setProductArchived: build.mutation<ApiStaffProduct, VersionedProduct & { archived: boolean }>({
      query: ({ id, version, archived }) => ({ url: `admin/products/${id}/${archived ? 'archive' : 'restore'}`, method: 'POST', body: { version } }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(staffProductsApi.util.upsertQueryEntries([{ endpointName: 'getStaffProduct', arg: id, value: data }]));
      },
      invalidatesTags: (_product, error) => (error ? [] : [LIST]),
    }),
  }),
});

export const {
  useListStaffProductsQuery,
  useGetStaffProductQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useDuplicateProductMutation,
  useSetProductArchivedMutation,
} = staffProductsApi;
