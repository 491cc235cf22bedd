import type { ProductImportResult } from '@shop/contracts';
import type { ShopApiError } from '../../../../lib/api/base-query';
import { shopApi } from '../../../../lib/api/shop-api';
import { DEFAULT_PRODUCT_SORT, writeProductListView, type ProductListView } from '../model/product-filters';

export interface ProductImportRequest {
  file: File;
  /** True: the report of what would happen, nothing written. */
  dryRun: boolean;
}

/** A failed call in the base query's shape (`${status}: ${body}`), so staffErrorMessage reads the server's message. */
function failure(status: ShopApiError['status'], message: string): { error: ShopApiError } {
  return { error: { status, message } };
}

/**
 * `POST /api/admin/products/import` (adminProductsApi.importProducts): the file as
 * multipart/form-data, which the JSON base query cannot send, hence its own fetch. The answer
 * comes once every row was checked (and, on a real run, written); a real run refreshes the list.
 */
export const productCsvApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    importProductsCsv: build.mutation<ProductImportResult, ProductImportRequest>({
      queryFn: async ({ file, dryRun }, { signal }) => {
        const form = new FormData();
        form.append('file', file, file.name);
        let response: Response;
        let body: string;
        try {
          response = await fetch(`/api/admin/products/import?dryRun=${dryRun}`, {
            method: 'POST',
            credentials: 'include',
            // No Content-Type: the browser writes multipart/form-data with its boundary.
            headers: { Accept: 'application/json' },
            body: form,
            signal,
          });
          body = await response.text();
        } catch (cause) {
          return failure('FETCH_ERROR', cause instanceof Error ? cause.message : String(cause));
        }
        if (!response.ok) return failure(response.status, `${response.status}: ${body || response.statusText}`);
        try {
          return { data: JSON.parse(body) as ProductImportResult };
        } catch (cause) {
          return failure('PARSING_ERROR', cause instanceof Error ? cause.message : String(cause));
        }
      },
      invalidatesTags: (result) => (result && !result.dryRun ? [{ type: 'StaffProduct' as const, id: 'LIST' }] : []),
    }),
  }),
});

export const { useImportProductsCsvMutation } = productCsvApi;

/**
 * The CSV export of the products a list view selects (a plain link: the browser downloads the
 * stream). The export takes the list's filters but not its page or sort (it goes by id).
 */
export function productExportHref(view: ProductListView): string {
  const query = writeProductListView({ ...view, sort: DEFAULT_PRODUCT_SORT, page: 1 }).toString();
  return query ? `/api/admin/products/export?${query}` : '/api/admin/products/export';
}
