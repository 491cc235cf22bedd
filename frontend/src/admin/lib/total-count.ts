import { TOTAL_COUNT_HEADER } from '@shop/contracts/src/catalog/browse-constants';
import type { ShopQueryMeta } from '../../lib/api/base-query';

/** The matches over every page, as a paged back-office list reports them in `X-Total-Count`. */
export function totalCountOf(meta: ShopQueryMeta | undefined, fallback: number): number {
  const total = Number(meta?.response.headers.get(TOTAL_COUNT_HEADER) ?? Number.NaN);
  return Number.isInteger(total) && total >= 0 ? total : fallback;
}
