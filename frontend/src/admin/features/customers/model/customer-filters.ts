import type { CustomerListQuery } from '@shop/contracts';
import { BACK_OFFICE_MAX_PAGE, BACK_OFFICE_MAX_SEARCH_LENGTH, CUSTOMER_SORTS, CUSTOMERS_PAGE_LIMIT } from '@shop/contracts/src/order/back-office-constants';

export type CustomerSort = CustomerListQuery['sort'];

/** The customer list's view: all of it lives in the URL, like the order list's, so it can be bookmarked. */
export interface CustomerListView {
  /** Name, email, phone or PIN code. */
  q?: string;
  sort: CustomerSort;
  /** From 1. */
  page: number;
}

export const DEFAULT_CUSTOMER_SORT: CustomerSort = 'newest';
export const CUSTOMERS_PER_PAGE = CUSTOMERS_PAGE_LIMIT.default;

/** The view a URL asks for; an unknown sort or a malformed page (an old bookmark) falls back to the default. */
export function readCustomerListView(search: URLSearchParams): CustomerListView {
  const page = Number(search.get('page'));
  const sort = search.get('sort');
  const q = search.get('q')?.trim().slice(0, BACK_OFFICE_MAX_SEARCH_LENGTH);
  return {
    q: q ? q : undefined,
    sort: sort !== null && (CUSTOMER_SORTS as readonly string[]).includes(sort) ? (sort as CustomerSort) : DEFAULT_CUSTOMER_SORT,
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, BACK_OFFICE_MAX_PAGE) : 1,
  };
}

/** The URL query of a view, leaving out the defaults, so equal views have equal URLs. */
export function writeCustomerListView(view: CustomerListView): URLSearchParams {
  const search = new URLSearchParams();
  if (view.q) search.set('q', view.q);
  if (view.sort !== DEFAULT_CUSTOMER_SORT) search.set('sort', view.sort);
  if (view.page > 1) search.set('page', String(view.page));
  return search;
}

/** A new search or sort starts again from the first page. */
export function withCustomerChange(view: CustomerListView, change: Partial<Omit<CustomerListView, 'page'>>): CustomerListView {
  return { ...view, ...change, page: 1 };
}

/** What `GET /api/admin/customers` is asked for a view. */
export function customerListQueryOf({ q, sort, page }: CustomerListView): CustomerListQuery {
  return { q, sort, page, limit: CUSTOMERS_PER_PAGE };
}
