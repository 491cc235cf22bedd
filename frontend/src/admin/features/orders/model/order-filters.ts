import type { AdminOrderListQuery, OrderStatus, PaymentMethod, PaymentStatus } from '@shop/contracts';
import {
  ADMIN_ORDER_SORTS,
  ADMIN_ORDERS_PAGE_LIMIT,
  BACK_OFFICE_MAX_PAGE,
  BACK_OFFICE_MAX_SEARCH_LENGTH,
  ORDER_COUNT_LIMIT,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from '@shop/contracts/src/order/back-office-constants';

export type OrderSort = AdminOrderListQuery['sort'];

/** The order list's view: every part lives in the URL, so a view can be bookmarked and shared. */
export interface OrderListView {
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  paymentMethod?: PaymentMethod;
  /** India's calendar days, `2025-01-31`, both included. */
  from?: string;
  to?: string;
  /** Order number, email, phone or PIN code. */
  q?: string;
  sort: OrderSort;
  /** From 1. */
  page: number;
}

export const DEFAULT_SORT: OrderSort = 'newest';
export const ORDERS_PER_PAGE = ADMIN_ORDERS_PAGE_LIMIT.default;
/** The order service counts matches up to one past this: a total of 10,001 reads "10,000+ orders". */
export const ORDER_COUNT_CAP = ORDER_COUNT_LIMIT;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(options: readonly T[], value: string | null): T | undefined {
  return value !== null && (options as readonly string[]).includes(value) ? (value as T) : undefined;
}

function day(value: string | null): string | undefined {
  return value !== null && DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;
}

/**
 * The view a URL's query asks for. Anything unknown or malformed (a hand-edited or old bookmark)
 * is left out rather than sent to the server to be refused.
 */
export function readOrderListView(search: URLSearchParams): OrderListView {
  const page = Number(search.get('page'));
  const q = search.get('q')?.trim().replace(/\s+/g, ' ').slice(0, BACK_OFFICE_MAX_SEARCH_LENGTH);
  return {
    status: oneOf(ORDER_STATUSES, search.get('status')),
    paymentStatus: oneOf(PAYMENT_STATUSES, search.get('paymentStatus')),
    paymentMethod: oneOf(PAYMENT_METHODS, search.get('paymentMethod')),
    from: day(search.get('from')),
    to: day(search.get('to')),
    q: q ? q : undefined,
    sort: oneOf(ADMIN_ORDER_SORTS, search.get('sort')) ?? DEFAULT_SORT,
    // A URL asking for a page past the server's last is read as the last it allows.
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, BACK_OFFICE_MAX_PAGE) : 1,
  };
}

/** Just the filters (no sort or page): what the CSV export takes. */
export function filterParams(view: OrderListView): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of ['status', 'paymentStatus', 'paymentMethod', 'from', 'to', 'q'] as const) {
    const value = view[key];
    if (value) search.set(key, value);
  }
  return search;
}

/** The URL query of a view, leaving out what is the default, so equal views have equal URLs. */
export function writeOrderListView(view: OrderListView): URLSearchParams {
  const search = filterParams(view);
  if (view.sort !== DEFAULT_SORT) search.set('sort', view.sort);
  if (view.page > 1) search.set('page', String(view.page));
  return search;
}

/** A changed filter starts again from the first page: page 7 of another filter means nothing. */
export function withFilter(view: OrderListView, change: Partial<Omit<OrderListView, 'page'>>): OrderListView {
  return { ...view, ...change, page: 1 };
}

/** Whether any filter or search narrows the list. */
export function isFiltered(view: OrderListView): boolean {
  return filterParams(view).toString() !== '';
}

/** What `GET /api/admin/orders` is asked for a view. */
export type OrderListQuery = Omit<AdminOrderListQuery, 'page' | 'limit'> & { page: number; limit: number };

/** The list request for a view. */
export function listQueryOf({ status, paymentStatus, paymentMethod, from, to, q, sort, page }: OrderListView): OrderListQuery {
  return { status, paymentStatus, paymentMethod, from, to, q, sort, page, limit: ORDERS_PER_PAGE };
}

/** The view without any filter or search (the sort stays). */
export function withoutFilters(view: OrderListView): OrderListView {
  return { sort: view.sort, page: 1 };
}
