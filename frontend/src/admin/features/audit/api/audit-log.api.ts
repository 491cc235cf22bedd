import type { ApiAuditEntry } from '@shop/contracts';
import type { ShopQueryMeta } from '../../../../lib/api/base-query';
import { shopApi } from '../../../../lib/api/shop-api';
import { totalCountOf } from '../../../lib/total-count';
import type { AuditQuery } from '../model/audit-filters';

export interface AuditPage {
  entries: ApiAuditEntry[];
  total: number;
}

export const auditLogApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    listAudit: build.query<AuditPage, AuditQuery>({
      query: (params) => ({ url: 'admin/audit', params }),
      transformResponse: (entries: ApiAuditEntry[], meta: ShopQueryMeta | undefined) => ({ entries, total: totalCountOf(meta, entries.length) }),
      // The log grows with every action anyone takes: each visit reads it again.
      keepUnusedDataFor: 0,
      providesTags: [{ type: 'AuditEntry', id: 'LIST' }],
    }),
  }),
});

export const { useListAuditQuery } = auditLogApi;

/** The CSV export of the entries these filters select. */
export function auditExportHref(filters: URLSearchParams): string {
  const query = filters.toString();
  return query ? `/api/admin/audit/export?${query}` : '/api/admin/audit/export';
}
